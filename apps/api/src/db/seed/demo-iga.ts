/**
 * Demo data of the Innovative Government Award (issue 15): one award year in progress in the national sample year —
 * presentation criteria (tipe R, the official 2023 weights) and the field validation checklist (tipe V), the leading
 * regions of every cluster flagged IGA as nominees, six jurors (the demo tim.penilai account is one of them, with a
 * province so the conflict rule shows), one declared conflict, balanced automatic assignment, presentation closed
 * with its sheets sent (one outlier), field validation open with some sheets sent and a draft of the demo juror.
 * Runs once per database, inside the demo transaction; a handful of bulk inserts.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alasanKonflik, ATURAN_OUTLIER_BAWAAN, bagiPenugasan, KRITERIA_PRESENTASI_2023, provinsiDaerah, totalLembarIga, type KriteriaIga } from '@sigap/domain';
import type { DbOrTx } from '../client';
import {
  igaIndikator,
  igaJuri,
  igaKlasterDaerah,
  igaKonflik,
  igaLembar,
  igaLembarNilai,
  igaNomine,
  igaPenilai,
  igaPenugasan,
  igaTahapRiwayat,
  igaTahun,
  indeksHasil,
  mDaerah,
  metodologi,
  profilPemda,
  usrAsn,
} from '../schema';
import { hitungDaerah } from '../../modules/indeks';
import { TAHUN_DEMO_NASIONAL } from './demo-nasional';

const VALIDASI = [
  { kode: 'IGA-V1', nama: 'Penguatan ekosistem inovasi daerah' },
  { kode: 'IGA-V2', nama: 'Inovasi unggulan digital sesuai laporan' },
  { kode: 'IGA-V3', nama: 'Inovasi unggulan non digital sesuai laporan' },
];

const JURI = [
  { nama: 'Dr. Ratna Wulandari', instansi: 'BSKDN Kementerian Dalam Negeri' },
  { nama: 'Prof. Hendra Saputra', instansi: 'Universitas Gadjah Mada' },
  { nama: 'Ir. Siti Rahmawati, M.Si.', instansi: 'Kementerian PANRB' },
  { nama: 'Bambang Priyono, S.E.', instansi: 'Ombudsman Republik Indonesia' },
  { nama: 'Dra. Maria Lestari', instansi: 'Universitas Hasanuddin' },
  { nama: 'Agus Kurniawan, M.P.A.', instansi: 'Lembaga Administrasi Negara' },
];

/** A deterministic wobble in [-1, 1] from two integers (no randomness: the demo is the same on every start). */
const goyang = (a: number, b: number) => Math.sin(a * 12.9898 + b * 78.233) % 1;
const batas = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

export async function seedIgaDemo(tx: DbOrTx): Promise<void> {
  const tahun = TAHUN_DEMO_NASIONAL;
  const [ada] = await tx.select({ id: igaTahun.id }).from(igaTahun).where(eq(igaTahun.tahun, tahun));
  if (ada) return;

  // criteria: indicators of tipe R (presentation) and V (field validation) of the year
  let r = await tx.select().from(igaIndikator).where(and(eq(igaIndikator.tahun, tahun), eq(igaIndikator.tipe, 'R')));
  if (!r.length)
    r = await tx
      .insert(igaIndikator)
      .values(KRITERIA_PRESENTASI_2023.map((k, i) => ({ tahun, no_urut: i + 1, kode: `IGA-${k.kode}`, indikator: k.nama, bobot: k.bobot, tipe: 'R', jenis: 'L', sumber: 'resmi (BSKDN 2023, S3)' })))
      .returning();
  let v = await tx.select().from(igaIndikator).where(and(eq(igaIndikator.tahun, tahun), eq(igaIndikator.tipe, 'V')));
  if (!v.length)
    v = await tx
      .insert(igaIndikator)
      .values(VALIDASI.map((k, i) => ({ tahun, no_urut: i + 1, kode: k.kode, indikator: k.nama, bobot: 1, tipe: 'V', jenis: 'F', sumber: 'resmi (BSKDN 2024, S14): tiga fokus validasi' })))
      .returning();
  const kriteriaP: KriteriaIga[] = r.sort((a, b) => a.no_urut - b.no_urut).map((x) => ({ indikator_id: x.id, kode: x.kode, nama: x.indikator, bobot: x.bobot ?? 0 }));
  const kriteriaV: KriteriaIga[] = v.sort((a, b) => a.no_urut - b.no_urut).map((x) => ({ indikator_id: x.id, kode: x.kode, nama: x.indikator, bobot: x.bobot ?? 0 }));

  // nominees: the four best regions (verified IID) of every cluster get the IGA flag; without stored results (the
  // national sample is skipped under test) the demo accounts' regions first, then by code, scored by the engine
  const hasil = await tx
    .select({ profil_id: profilPemda.id, klaster_id: igaKlasterDaerah.iga_klaster_id, iid: indeksHasil.iid, tingkat: mDaerah.tingkat, parent_id: mDaerah.parent_id })
    .from(igaKlasterDaerah)
    .innerJoin(profilPemda, eq(profilPemda.id, igaKlasterDaerah.iga_daerah_id))
    .innerJoin(mDaerah, eq(mDaerah.id, profilPemda.id))
    .leftJoin(indeksHasil, and(eq(indeksHasil.profil_id, profilPemda.id), eq(indeksHasil.tahun, tahun), eq(indeksHasil.sumber, 'verified')))
    .orderBy(igaKlasterDaerah.iga_klaster_id, sql`${indeksHasil.iid} desc nulls last`, sql`case when ${mDaerah.kode} in ('32.73', '35.10', '32') then 0 else 1 end`, mDaerah.kode);
  const pilih = new Map<number, { iid: number | null; provinsi_id: number | null }>();
  const perKlaster = new Map<number, number>();
  for (const h of hasil) {
    const n = perKlaster.get(h.klaster_id) ?? 0;
    if (n >= 4 || pilih.has(h.profil_id)) continue;
    perKlaster.set(h.klaster_id, n + 1);
    pilih.set(h.profil_id, { iid: h.iid, provinsi_id: provinsiDaerah({ id: h.profil_id, tingkat: h.tingkat, parent_id: h.parent_id }) });
  }
  const tanpaSkor = [...pilih.entries()].filter(([, v]) => v.iid === null).map(([id]) => id);
  if (tanpaSkor.length) {
    const [m] = await tx.select({ id: metodologi.id }).from(metodologi).where(eq(metodologi.tahun, tahun));
    const dihitung = m ? await hitungDaerah(tx, tahun, tanpaSkor) : [];
    for (const id of tanpaSkor) pilih.get(id)!.iid = dihitung.find((d) => d.profil_id === id)?.verified.iid ?? 0;
  }
  if (!pilih.size) return; // no national sample: nothing to nominate
  const profilIds = [...pilih.keys()].sort((a, b) => a - b);
  await tx.update(profilPemda).set({ is_iga: 1 }).where(inArray(profilPemda.id, profilIds));

  // the award year: presentation closed, field validation open
  const [admin] = await tx.select({ id: usrAsn.id }).from(usrAsn).where(eq(usrAsn.username, 'admin'));
  const [t] = await tx
    .insert(igaTahun)
    .values({
      tahun,
      tahap: 'validasi_lapangan',
      status: 'buka',
      bobot: { indeks: 50, presentasi: 30, validasi: 20, sumber: 'pilihan_proyek', catatan: 'Bobot gabungan resmi tidak dipublikasikan; angka ini pilihan proyek untuk demo.' },
      kriteria_presentasi: kriteriaP,
      indikator_validasi: kriteriaV,
      aturan_outlier: ATURAN_OUTLIER_BAWAAN,
      juri_per_nomine: 3,
      jumlah_pemenang: 3,
    })
    .returning();
  const jejak: [string, string | null, string | null, string, string, string | null][] = [
    ['buat', null, null, 'nominasi', 'buka', null],
    ['tutup', 'nominasi', 'buka', 'nominasi', 'tutup', null],
    ['buka', 'nominasi', 'tutup', 'presentasi', 'buka', null],
    ['tutup', 'presentasi', 'buka', 'presentasi', 'tutup', null],
    ['buka', 'presentasi', 'tutup', 'validasi_lapangan', 'buka', null],
  ];
  await tx.insert(igaTahapRiwayat).values(
    jejak.map(([aksi, tahap_dari, status_dari, tahap_ke, status_ke, alasan], i) => ({
      iga_tahun_id: t!.id,
      aksi,
      tahap_dari,
      status_dari,
      tahap_ke,
      status_ke,
      alasan,
      usr_asn_id: admin?.id ?? null,
      created_at: sql`now() - make_interval(days => ${(jejak.length - i) * 7})` as unknown as string,
    })),
  );
  const nomine = await tx
    .insert(igaNomine)
    .values(profilIds.map((profil_id) => ({ iga_tahun_id: t!.id, profil_id, skor_indeks: pilih.get(profil_id)!.iid ?? 0 })))
    .returning({ id: igaNomine.id, profil_id: igaNomine.profil_id });

  // jurors: the demo tim.penilai is the first, from the province of the first nominee (a rule conflict)
  const [akunJuri] = await tx.select({ id: usrAsn.id }).from(usrAsn).where(eq(usrAsn.username, 'tim.penilai'));
  const provinsiNomine = [...new Set(profilIds.map((p) => pilih.get(p)!.provinsi_id).filter((x): x is number => x !== null))];
  const juri = await tx
    .insert(igaPenilai)
    .values(
      JURI.map((j, i) => ({
        ...j,
        usr_asn_id: i === 0 ? (akunJuri?.id ?? null) : null,
        provinsi_id: i % 2 === 0 ? (provinsiNomine[i] ?? null) : null,
        asal_daerah_id: i === 3 ? (profilIds[profilIds.length - 1] ?? null) : null,
      })),
    )
    .returning();
  await tx.insert(igaJuri).values(juri.map((j) => ({ iga_tahun_id: t!.id, penilai_id: j.id })));

  // one declared conflict: the second juror on the second nominee
  const deklarasi = { penilai_id: juri[1]!.id, nomine_id: nomine[1]!.id };
  await tx.insert(igaKonflik).values({ iga_tahun_id: t!.id, ...deklarasi, alasan: 'Pernah menjadi narasumber berbayar pada inovasi daerah ini.', usr_asn_id: akunJuri?.id ?? null });
  const nomineBy = new Map(nomine.map((n) => [n.id, n.profil_id]));
  const juriBy = new Map(juri.map((j) => [j.id, j]));
  const boleh = (j: number, n: number) => {
    const jr = juriBy.get(j)!;
    const p = nomineBy.get(n)!;
    const dekl = deklarasi.penilai_id === j && deklarasi.nomine_id === n ? [p] : [];
    return alasanKonflik({ penilai_id: j, provinsi_id: jr.provinsi_id, asal_daerah_id: jr.asal_daerah_id }, { daerah_id: p, provinsi_id: pilih.get(p)!.provinsi_id }, dekl) === null;
  };
  const tugas = bagiPenugasan({ nomine: nomine.map((n) => n.id), penilai: juri.map((j) => j.id), per_nomine: 3, boleh });
  await tx.insert(igaPenugasan).values(tugas.pasangan.map((p) => ({ iga_tahun_id: t!.id, ...p, cara: 'otomatis' })));

  // sheets: presentation sent by everyone (one juror far off on one nominee), field validation partly
  const demoJuri = juri[0]!.id;
  const lembar: (typeof igaLembar.$inferInsert & { _item: { indikator_id: number; nilai: number; catatan: string | null }[] })[] = [];
  tugas.pasangan.forEach((p, i) => {
    const dasar = Math.max(55, pilih.get(nomineBy.get(p.nomine_id)!)!.iid ?? 0);
    const outlier = i === 4;
    const itemP = kriteriaP.map((c, k) => ({ indikator_id: c.indikator_id, nilai: Math.round(batas(outlier ? dasar - 35 : dasar + 8 * goyang(p.nomine_id + k, p.penilai_id), 20, 98)), catatan: null }));
    lembar.push({ iga_tahun_id: t!.id, nomine_id: p.nomine_id, penilai_id: p.penilai_id, tahap: 'presentasi', status: 'terkirim', total: totalLembarIga(kriteriaP, itemP), dikirim_at: sql`now() - interval '10 days'` as unknown as string, _item: itemP });
    // field validation: two in three sheets sent by the other jurors; the demo juror has one draft
    const kirim = p.penilai_id !== demoJuri && i % 3 !== 2;
    const draf = p.penilai_id === demoJuri && !lembar.some((l) => l.penilai_id === demoJuri && l.tahap === 'validasi_lapangan');
    if (kirim || draf) {
      const itemV = kriteriaV.map((c, k) => ({
        indikator_id: c.indikator_id,
        nilai: draf && k === kriteriaV.length - 1 ? null : goyang(p.nomine_id, k + p.penilai_id) > -0.6 ? 100 : 50,
        catatan: k === 0 ? 'Dokumen kebijakan dan forum inovasi daerah diperiksa di lokasi.' : null,
      }));
      lembar.push({
        iga_tahun_id: t!.id,
        nomine_id: p.nomine_id,
        penilai_id: p.penilai_id,
        tahap: 'validasi_lapangan',
        status: kirim ? 'terkirim' : 'draf',
        total: totalLembarIga(kriteriaV, itemV),
        dikirim_at: kirim ? (sql`now() - interval '2 days'` as unknown as string) : null,
        _item: itemV as { indikator_id: number; nilai: number; catatan: string | null }[],
      });
    }
  });
  const ids = await tx
    .insert(igaLembar)
    .values(lembar.map(({ _item, ...l }) => l))
    .returning({ id: igaLembar.id });
  await tx.insert(igaLembarNilai).values(lembar.flatMap((l, i) => l._item.map((it) => ({ lembar_id: ids[i]!.id, indikator_id: it.indikator_id, nilai: it.nilai, catatan: it.catatan }))));
}
