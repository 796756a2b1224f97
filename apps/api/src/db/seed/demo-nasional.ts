/**
 * A plausible national sample for the statistics, ranking and report screens
 * (demo mode only, idempotent, bulk inserts): about thirty regions in every
 * cluster (provinsi, kabupaten, kota, daerah tertinggal, Papua and, as demo
 * members, a few border regencies for the perbatasan cluster), with
 * innovations in every stage, theme, affair, form and type over 2023-2025,
 * registrations in every state (pending, verified, rejected) and region
 * indicator scores, chosen so that the stored 2026 results fall in every
 * predikat band (Sangat Inovatif, Inovatif, Kurang Inovatif, Tidak Dapat
 * Dinilai). The stored results are recomputed with the index engine
 * (`simpanHasil`), so rankings, averages and summaries agree.
 *
 * Kota Bandung and Kabupaten Banyuwangi (the demo accounts' regions) are left
 * untouched. The innovations carry their maturity score (`kematangan`) without
 * indicator answers: a sample for dashboards, not for the indicator editor.
 *
 * API tests run with a small known data set: under Vitest this sample is only
 * seeded when SIGAP_DEMO_NASIONAL=1.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { iga2020Inovasi, iga2020InovasiSkor, igaIndikator, igaKlaster, igaKlasterDaerah, igaSkala, indikatorDaerah, mDaerah, metodologi, nomorRegistrasi, nomorRegistrasiHistory } from '../schema';
import { simpanHasil } from '../../modules/indeks';

type Tingkat = 'SI' | 'I' | 'KI' | 'NOL';

/** Regions by Kemendagri code and the band their sample aims at. */
const DAERAH: [kode: string, tingkat: Tingkat][] = [
  // provinsi
  ['33', 'SI'], ['51', 'SI'], ['35', 'I'], ['64', 'I'], ['13', 'KI'], ['73', 'KI'], ['53', 'NOL'],
  // kabupaten
  ['32.11', 'SI'], ['51.03', 'SI'], ['34.01', 'I'], ['34.04', 'I'], ['14.08', 'I'], ['35.25', 'KI'], ['73.03', 'KI'], ['32.01', 'NOL'],
  // kota
  ['35.78', 'SI'], ['34.71', 'SI'], ['33.74', 'I'], ['51.71', 'I'], ['73.71', 'KI'], ['13.74', 'KI'], ['32.75', 'NOL'],
  // daerah tertinggal
  ['53.01', 'I'], ['53.12', 'KI'], ['81.03', 'KI'], ['72.03', 'NOL'],
  // Papua
  ['91', 'I'], ['91.03', 'KI'], ['91.71', 'I'], ['93.01', 'KI'],
  // border regencies (demo members of the perbatasan cluster)
  ['65.04', 'I'], ['61.01', 'KI'], ['53.04', 'KI'], ['21.03', 'SI'],
];
/** The border regencies above, added to the perbatasan cluster in demo mode only (no official list is stored). */
const PERBATASAN_DEMO = ['65.04', '61.01', '53.04', '21.03', '93.01'];

/** Counted innovations (Penerapan, in the index, applied 2024-2025), others, SPD level, maturity range, how many verified/pending/rejected. */
const RENCANA: Record<Tingkat, { dihitung: number; lain: number; level: number; kmin: number; kmax: number; verified: number; menunggu: number; ditolak: number; yandas: boolean }> = {
  SI: { dihitung: 14, lain: 4, level: 3, kmin: 98, kmax: 111, verified: 11, menunggu: 2, ditolak: 1, yandas: true },
  I: { dihitung: 8, lain: 4, level: 2, kmin: 84, kmax: 104, verified: 5, menunggu: 2, ditolak: 1, yandas: true },
  KI: { dihitung: 3, lain: 3, level: 1, kmin: 52, kmax: 80, verified: 1, menunggu: 1, ditolak: 1, yandas: false },
  NOL: { dihitung: 0, lain: 3, level: 0, kmin: 0, kmax: 0, verified: 0, menunggu: 0, ditolak: 0, yandas: false },
};

const NAMA = [
  'Layanan Perizinan Satu Pintu Daring',
  'Sistem Informasi Kesehatan Ibu dan Anak',
  'Sekolah Ramah Anak Berbasis Komunitas',
  'Pasar Rakyat Digital',
  'Ambulans Desa Siaga',
  'Pengaduan Warga Terpadu',
  'Bank Sampah Digital',
  'Klinik UMKM Naik Kelas',
  'Satu Data Pembangunan Daerah',
  'Beasiswa Anak Nelayan',
  'Irigasi Tetes Tenaga Surya',
  'Posyandu Remaja Cegah Stunting',
  'Kartu Identitas Anak Keliling',
  'E-Retribusi Pasar',
  'Jemput Bola Adminduk',
  'Rumah Singgah Pasien',
  'Petani Milenial Berbasis Aplikasi',
  'Tanggap Bencana Berbasis Desa',
  'Perpustakaan Keliling Digital',
  'Sistem Antrean Puskesmas Daring',
  'Pelatihan Vokasi Pemuda Desa',
  'Transparansi Anggaran Kelurahan',
];

/** Yandas affairs 1-6 and others (iga_urusan_pemerintahan ids). */
const URUSAN_YANDAS = ['1', '2', '3', '4', '5', '6'];
const URUSAN_LAIN = ['7', '13', '16', '19', '24', '30'];
const INISIATOR = ['Kepala Daerah', 'OPD', 'ASN', 'Masyarakat', 'Anggota DPRD'];
const SKIP_UNDER_TEST = () => Boolean(process.env.VITEST) && process.env.SIGAP_DEMO_NASIONAL !== '1';

/** Deterministic pseudo-random numbers (the same sample on every machine). */
function acak(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function seedDemoNasional(tx: DbOrTx): Promise<{ inovasi: number; daerah: number }> {
  if (SKIP_UNDER_TEST()) return { inovasi: 0, daerah: 0 };
  const kodes = DAERAH.map(([k]) => k);
  const daerah = await tx.select({ id: mDaerah.id, kode: mDaerah.kode, nama: mDaerah.nama }).from(mDaerah).where(inArray(mDaerah.kode, [...kodes, ...PERBATASAN_DEMO]));
  const byKode = new Map(daerah.map((d) => [d.kode, d]));

  // perbatasan cluster: demo members
  const [perbatasan] = await tx.select({ id: igaKlaster.id }).from(igaKlaster).where(eq(igaKlaster.kode, 'perbatasan'));
  if (perbatasan) {
    const ids = PERBATASAN_DEMO.map((k) => byKode.get(k)?.id).filter((x): x is number => x !== undefined);
    if (ids.length) await tx.insert(igaKlasterDaerah).values(ids.map((d) => ({ iga_klaster_id: perbatasan.id, iga_daerah_id: d }))).onConflictDoNothing();
  }

  const target = DAERAH.map(([k, t]) => ({ d: byKode.get(k), t })).filter((x): x is { d: NonNullable<typeof x.d>; t: Tingkat } => x.d !== undefined);
  const ids = target.map((x) => x.d.id);
  if (!ids.length) return { inovasi: 0, daerah: 0 };
  const ada = new Set((await tx.select({ profil_id: iga2020Inovasi.profil_id, nama: iga2020Inovasi.nama }).from(iga2020Inovasi).where(inArray(iga2020Inovasi.profil_id, ids))).map((r) => `${r.profil_id}|${r.nama}`));

  // ------------------------------------------------ innovations
  type Baru = typeof iga2020Inovasi.$inferInsert & { _reg: null | 0 | 1 | 2; _kode: string };
  const baru: Baru[] = [];
  target.forEach(({ d, t }, di) => {
    const r = RENCANA[t];
    const rnd = acak(di * 7919 + 17);
    const nDaerah = d.nama.replace(/^(Provinsi|Kabupaten|Kota) /, '');
    const total = r.dihitung + r.lain;
    for (let j = 0; j < total; j++) {
      const dihitung = j < r.dihitung;
      const nama = `${NAMA[(di * 5 + j) % NAMA.length]} ${nDaerah}${j >= NAMA.length ? ` ${Math.floor(j / NAMA.length) + 1}` : ''}`;
      if (ada.has(`${d.id}|${nama}`)) continue;
      // counted ones cover the six basic-service affairs for SI and I (the count score's condition)
      const urusan = dihitung && r.yandas ? `${URUSAN_YANDAS[j % 6]},${URUSAN_LAIN[j % URUSAN_LAIN.length]}` : j % 3 === 0 ? URUSAN_LAIN[j % URUSAN_LAIN.length]! : `${URUSAN_YANDAS[j % 2]}`;
      const stage = dihitung ? 2 : j % 3 === 0 ? 0 : j % 3 === 1 ? 1 : 2;
      const tahun = dihitung ? (j % 2 ? 2025 : 2024) : 2023 + ((j + di) % 3);
      const bulan = String(1 + Math.floor(rnd() * 11)).padStart(2, '0');
      const kematangan = dihitung ? Math.round((r.kmin + rnd() * (r.kmax - r.kmin)) * 100) / 100 : stage === 2 ? Math.round(40 + rnd() * 40) : 0;
      const reg: Baru['_reg'] = !dihitung ? (stage === 2 && j % 2 === 0 ? 2 : null) : j < r.verified ? 1 : j < r.verified + r.menunggu ? 0 : j < r.verified + r.menunggu + r.ditolak ? 2 : null;
      const tema = 9 + ((di + j) % 8);
      baru.push({
        profil_id: d.id,
        nama,
        tahun,
        is_index: dihitung ? 1 : 0,
        inovasi_status: stage,
        inisiator: INISIATOR[(di + j) % INISIATOR.length]!,
        nama_inisiator: `Pemerintah ${d.nama}`,
        klasifikasi_inovasi: 'Inovasi Perangkat Daerah',
        jenis_inovasi: (di + j) % 3 === 2 ? 'Non Digital' : 'Digital',
        bentuk_inovasi: 1 + ((di + j) % 3),
        is_covid: tema,
        urusan_pemerintah_id: urusan,
        waktu: `${tahun}-${bulan}-01`,
        waktu_implementasi: `${tahun}-${bulan}-15`,
        is_developed: 0,
        latar_belakang: `<p>Contoh data nasional untuk dasbor: inovasi ${nama} di ${d.nama}.</p>`,
        tujuan: '<p>Meningkatkan mutu dan jangkauan layanan publik.</p>',
        manfaat: '<p>Layanan lebih cepat, murah, dan mudah dijangkau warga.</p>',
        hasil_inovasi: '<p>Jumlah penerima manfaat meningkat setiap tahun.</p>',
        kematangan,
        submitable: stage === 2 ? 1 : 0,
        _reg: reg,
        _kode: d.kode,
      });
    }
  });
  const dibuat: { id: number; tahun: number; kematangan: number; reg: Baru['_reg']; kode: string }[] = [];
  for (let i = 0; i < baru.length; i += 200) {
    const chunk = baru.slice(i, i + 200);
    const ret = await tx
      .insert(iga2020Inovasi)
      .values(chunk.map(({ _reg: _r, _kode: _k, ...v }) => v))
      .returning({ id: iga2020Inovasi.id });
    ret.forEach((r, x) => dibuat.push({ id: r.id, tahun: chunk[x]!.tahun, kematangan: chunk[x]!.kematangan ?? 0, reg: chunk[x]!._reg, kode: chunk[x]!._kode }));
  }
  if (dibuat.length) {
    const rndV = acak(4242);
    for (let i = 0; i < dibuat.length; i += 300) {
      const chunk = dibuat.slice(i, i + 300);
      await tx.insert(iga2020InovasiSkor).values(
        chunk.map((c) => ({
          inovasi_id: c.id,
          total_points: c.kematangan,
          // the verifier lowers some scores a little
          verifikasi_points: c.reg === 1 ? Math.round(c.kematangan * (0.85 + rndV() * 0.15) * 100) / 100 : null,
        })),
      );
    }
    const sent = dibuat.filter((c) => c.reg !== null);
    const regs: { id: number; inovasi_id: number; status_nomor: number }[] = [];
    for (let i = 0; i < sent.length; i += 300) {
      const chunk = sent.slice(i, i + 300);
      const ret = await tx
        .insert(nomorRegistrasi)
        .values(
          chunk.map((c) => ({
            inovasi_id: c.id,
            nomor: `IID/${c.tahun}/${c.kode.replace('.', '')}/${String(c.id).padStart(6, '0')}`,
            status_nomor: c.reg!,
            setuju: 1,
            qc: c.reg === 1 && c.id % 3 !== 0 ? 1 : 0,
            deskripsi: 'Data contoh nasional',
            qc_notes: c.reg === 2 ? 'Bukti dukung belum sesuai.' : null,
            reviewed_at: c.reg === 0 ? null : sql`now()`,
          })),
        )
        .returning({ id: nomorRegistrasi.id, inovasi_id: nomorRegistrasi.inovasi_id, status_nomor: nomorRegistrasi.status_nomor });
      regs.push(...ret);
    }
    const hist = regs.flatMap((r) => [
      { nomor_registrasi_id: r.id, aksi: 'kirim', status_dari: null, status_ke: 0 },
      ...(r.status_nomor === 0
        ? []
        : [{ nomor_registrasi_id: r.id, aksi: r.status_nomor === 1 ? 'setujui' : 'tolak', status_dari: 0, status_ke: r.status_nomor, catatan: r.status_nomor === 2 ? 'Bukti dukung regulasi belum diunggah.' : null }]),
    ]);
    for (let i = 0; i < hist.length; i += 500) await tx.insert(nomorRegistrasiHistory).values(hist.slice(i, i + 500));
  }

  // ------------------------------------------------ region indicators (SPD) of 2026
  const [m2026] = await tx.select({ id: metodologi.id }).from(metodologi).where(eq(metodologi.tahun, 2026));
  const defs = await tx
    .select({ id: igaIndikator.id, bobot: igaIndikator.bobot, jenis: igaIndikator.jenis })
    .from(igaIndikator)
    .where(and(eq(igaIndikator.tahun, 2026), eq(igaIndikator.tipe, 'P')));
  const skala = defs.length ? await tx.select({ id: igaSkala.id, ind: igaSkala.iga_indikator_id, nilai: igaSkala.nilai }).from(igaSkala).where(inArray(igaSkala.iga_indikator_id, defs.map((d) => d.id))) : [];
  const sudah = new Set((await tx.select({ p: indikatorDaerah.profil_id }).from(indikatorDaerah).where(and(inArray(indikatorDaerah.profil_id, ids), eq(indikatorDaerah.tahun, 2026)))).map((r) => r.p));
  const jawaban = target
    .filter(({ d }) => !sudah.has(d.id))
    .flatMap(({ d, t }, di) =>
      defs
        .filter((x) => x.jenis !== 'A' && (x.bobot ?? 0) > 0)
        .map((x, xi) => {
          // around the tier's level: SI all 3, I mostly 2, KI mostly 1, NOL 0
          const base = RENCANA[t].level;
          const level = base === 0 ? 0 : Math.max(0, Math.min(3, base + ((di + xi) % 5 === 0 && base < 3 ? 1 : 0) - ((di + xi) % 7 === 0 && base > 1 ? 1 : 0)));
          const sk = skala.find((s) => s.ind === x.id && s.nilai === level);
          return {
            profil_id: d.id,
            tahun: 2026,
            indikator_id: x.id,
            skala_id: sk?.id ?? null,
            informasi: 'Data contoh nasional',
            skor: (x.bobot ?? 0) * level,
            // a verifier lowered a few answers of the strongest regions
            verifikasi_skor: t === 'SI' && xi % 4 === 0 ? (x.bobot ?? 0) * Math.max(0, level - 1) : null,
            verified_at: t === 'SI' && xi % 4 === 0 ? sql`now()` : null,
          };
        }),
    );
  for (let i = 0; i < jawaban.length; i += 500) await tx.insert(indikatorDaerah).values(jawaban.slice(i, i + 500)).onConflictDoNothing();

  // ------------------------------------------------ stored results, with the engine
  // every region with data (the sample, the demo accounts' regions); the others have no stored result (no data)
  if (m2026 && (dibuat.length || jawaban.length)) {
    const berdata = await tx
      .select({ id: sql<number>`x.id` })
      .from(sql`(select profil_id as id from ${iga2020Inovasi} union select profil_id from ${indikatorDaerah} where ${indikatorDaerah.tahun} = 2026) x`);
    await simpanHasil(tx, 2026, [...new Set([...ids, ...berdata.map((r) => Number(r.id))])], null);
  }
  return { inovasi: dibuat.length, daerah: ids.length };
}
