/**
 * Demo data of the regional innovation competition (LMB-01): criteria for two years, entries (innovation rows with
 * is_lomba = 1) in several regions and stages, some sent with a history row, judges' sheets (the demo tim.penilai),
 * and one published year with its winners, so the competition list, the judge's sheet, the leaderboard and the public
 * page show real content right after `npm start`. Runs once per database, inside the demo transaction.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { jumlahKataInovasi, kelengkapanLomba, peringkatLomba, pemenangLomba, totalLembar } from '@sigap/domain';
import type { DbOrTx } from '../client';
import { iga2020Inovasi, lombaHasil, lombaKiriman, lombaKriteria, lombaLembar, lombaNilai, lombaPengumuman, lombaRiwayat, mDaerah, usrAsn } from '../schema';

const KRITERIA = [
  { nama: 'Kebaruan', keterangan: 'Gagasan baru atau modifikasi yang berbeda dari praktik sebelumnya.', bobot: 30, urutan: 1 },
  { nama: 'Kemanfaatan', keterangan: 'Manfaat nyata bagi masyarakat dan pelayanan publik, dengan data.', bobot: 25, urutan: 2 },
  { nama: 'Kemudahan Replikasi', keterangan: 'Dapat diterapkan daerah lain dengan sumber daya wajar.', bobot: 25, urutan: 3 },
  { nama: 'Keberlanjutan', keterangan: 'Dukungan kebijakan, anggaran dan kelembagaan untuk berlanjut.', bobot: 20, urutan: 4 },
];

const teks = (s: string) => `<p>${Array.from({ length: 32 }, () => s).join(' ')}</p>`;

interface Entri {
  nama: string;
  kode: string;
  owner: string;
  tahun: number;
  status: 0 | 1 | 2;
  jenis: 'Digital' | 'Non Digital';
  kirim: boolean;
  /** The demo judge's sheet: scores per criterion (0-10) and whether submitted. */
  skor?: [number, number, number, number];
  draf?: boolean;
}

const ENTRI: Entri[] = [
  { nama: 'Lomba: Posyandu Digital Terpadu', kode: '32.73', owner: 'opd', tahun: 2023, status: 2, jenis: 'Digital', kirim: true, skor: [9, 8, 8, 7] },
  { nama: 'Lomba: Bank Sampah Sekolah', kode: '32.73', owner: 'upt', tahun: 2023, status: 2, jenis: 'Non Digital', kirim: true, skor: [7, 8, 9, 8] },
  { nama: 'Lomba: Kampung Tangguh Pangan', kode: '35.10', owner: 'pemda.lain', tahun: 2023, status: 1, jenis: 'Non Digital', kirim: true, skor: [8, 9, 7, 8] },
  { nama: 'Lomba: Layanan Izin Keliling', kode: '35.10', owner: 'pemda.lain', tahun: 2023, status: 2, jenis: 'Digital', kirim: true, skor: [6, 7, 6, 6] },
  { nama: 'Lomba: Antrean Puskesmas Daring', kode: '32.73', owner: 'opd', tahun: 2024, status: 2, jenis: 'Digital', kirim: true, skor: [8, 7, 8, 8] },
  { nama: 'Lomba: Sekolah Ramah Difabel', kode: '32.73', owner: 'pemda', tahun: 2024, status: 1, jenis: 'Non Digital', kirim: true, skor: [7, 7, 6, 7], draf: true },
  { nama: 'Lomba: Peta Rawan Banjir Warga', kode: '35.10', owner: 'pemda.lain', tahun: 2024, status: 2, jenis: 'Digital', kirim: true },
  { nama: 'Lomba: Gerai Kopi UMKM Desa', kode: '32.73', owner: 'upt', tahun: 2024, status: 0, jenis: 'Non Digital', kirim: false },
  { nama: 'Lomba: Ronda Digital RW', kode: '32.73', owner: 'opd', tahun: 2024, status: 1, jenis: 'Digital', kirim: false },
];

export async function seedLombaDemo(tx: DbOrTx): Promise<void> {
  const [ada] = await tx.select({ id: iga2020Inovasi.id }).from(iga2020Inovasi).where(eq(iga2020Inovasi.is_lomba, 1)).limit(1);
  if (ada) return;
  const akun = new Map(
    (await tx.select({ id: usrAsn.id, username: usrAsn.username }).from(usrAsn).where(inArray(sql`lower(${usrAsn.username})`, ['opd', 'upt', 'pemda', 'pemda.lain', 'tim.penilai', 'admin']))).map((r) => [
      r.username.toLowerCase(),
      r.id,
    ]),
  );
  const daerah = new Map((await tx.select({ id: mDaerah.id, kode: mDaerah.kode }).from(mDaerah).where(inArray(mDaerah.kode, ['32.73', '35.10']))).map((r) => [r.kode, r.id]));
  const juri = akun.get('tim.penilai');

  const kriteria = new Map<number, { id: number; nama: string; bobot: number; skor_maks: number }[]>();
  for (const tahun of [2023, 2024]) {
    const rows = await tx.insert(lombaKriteria).values(KRITERIA.map((k) => ({ ...k, tahun, skor_maks: 10 }))).returning();
    kriteria.set(tahun, rows);
  }

  const sheets: { inovasi_id: number; tahun: number; total: number | null; status: 'draf' | 'terkirim' }[] = [];
  for (const e of ENTRI) {
    const profil = daerah.get(e.kode);
    if (profil === undefined) continue;
    const row = {
      profil_id: profil,
      nama: e.nama,
      created_by: akun.get(e.owner) ?? null,
      tahun: e.tahun,
      is_lomba: 1,
      inovasi_status: e.status,
      inisiator: 'OPD',
      nama_inisiator: 'Perangkat Daerah',
      koordinat: e.kode === '32.73' ? '-6.917464,107.619123' : '-8.219233,114.369227',
      klasifikasi_inovasi: 'Inovasi Perangkat Daerah',
      jenis_inovasi: e.jenis,
      bentuk_inovasi: 2,
      is_covid: null,
      urusan_pemerintah_id: '1',
      waktu: `${e.tahun - 1}-06-01`,
      waktu_implementasi: `${e.tahun}-02-01`,
      is_developed: 0,
      latar_belakang: teks(`${e.nama.replace('Lomba: ', '')} lahir dari kebutuhan warga akan layanan yang lebih cepat dan dekat.`),
      tujuan: '<p>Mempercepat dan mendekatkan layanan kepada warga.</p>',
      manfaat: '<p>Warga terlayani lebih cepat dengan biaya lebih rendah.</p>',
      hasil_inovasi: '<p>Waktu layanan turun dan kepuasan warga naik.</p>',
    };
    const full = { ...row, jumlah_kata: jumlahKataInovasi(row) };
    const [saved] = await tx
      .insert(iga2020Inovasi)
      .values({ ...full, submitable: kelengkapanLomba(full).kurang.length ? 0 : 1 })
      .returning({ id: iga2020Inovasi.id });
    const id = saved!.id;
    if (!e.kirim) continue;
    await tx.insert(lombaKiriman).values({ inovasi_id: id, tahun: e.tahun, dikirim_oleh: row.created_by });
    await tx.insert(lombaRiwayat).values({ inovasi_id: id, aksi: 'kirim', catatan: `Dikirim ke lomba inovasi daerah tahun ${e.tahun}.`, usr_asn_id: row.created_by });
    if (!e.skor || juri === undefined) continue;
    const ks = kriteria.get(e.tahun)!;
    const nilai = new Map(ks.map((k, i) => [k.id, e.skor![i]!]));
    const status = e.draf ? 'draf' : 'terkirim';
    const total = totalLembar(ks, nilai);
    const [l] = await tx.insert(lombaLembar).values({ inovasi_id: id, penilai_id: juri, status, total, catatan: 'Penilaian contoh (data demo).' }).returning({ id: lombaLembar.id });
    await tx.insert(lombaNilai).values([...nilai].map(([kriteria_id, skor]) => ({ lembar_id: l!.id, kriteria_id, skor })));
    sheets.push({ inovasi_id: id, tahun: e.tahun, total, status });
  }

  // 2023 is published: the leaderboard frozen with its winners (top 2)
  const tahun = 2023;
  const rank = peringkatLomba(
    sheets.filter((s) => s.tahun === tahun).map((s) => ({ inovasi_id: s.inovasi_id, lembar: [{ penilai_id: juri ?? 0, status: s.status, total: s.total }] })),
  );
  if (!rank.length) return;
  const menang = new Set(pemenangLomba(rank, 2).map((r) => r.inovasi_id));
  await tx.insert(lombaPengumuman).values({ tahun, jumlah_pemenang: 2, diumumkan_oleh: akun.get('admin') ?? null });
  const hasil = rank.filter((r) => r.peringkat != null && r.nilai != null);
  if (hasil.length) {
    await tx.insert(lombaHasil).values(hasil.map((r) => ({ tahun, inovasi_id: r.inovasi_id, peringkat: r.peringkat!, nilai: r.nilai!, jumlah_juri: r.jumlah_juri, pemenang: menang.has(r.inovasi_id) ? 1 : 0 })));
  }
}
