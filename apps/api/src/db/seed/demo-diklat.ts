/**
 * Demo training reports (DKL-01 item 9): reports in several regions, training types, years and affairs so the
 * diklat screens (data, detail with the PDF viewer and video, dashboard, account configuration) show real
 * content right after `npm start`. The demo accounts of the three diklat roles exist already (demo.ts):
 * the participant owns reports of Kota Bandung, the regional admin files some for colleagues, the national
 * admin the other regions'. Two Bandung projects are linked to the innovations they produced. Runs once per
 * database, inside the demo transaction.
 */
import { rakitPdf } from './pdf-contoh';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Storage } from '../../lib/storage';
import type { DbOrTx } from '../client';
import { iga2020Inovasi, igaUrusanPemerintahan, jenisPelatihan, laporanDiklat, mDaerah, media, usrAsn } from '../schema';

const PDF_KEY = 'demo/laporan-proyek-perubahan.pdf';
const PDF_URL = `/media/${PDF_KEY}`;

/** A small real PDF: the cover page of a change-project report. */
export function pdfLaporanDiklat(): Buffer {
  const baris = ['LAPORAN PROYEK PERUBAHAN', 'Pelatihan Kepemimpinan - contoh data demo', 'SIGAP Inovasi'];
  const text = baris.map((b, i) => `BT /F1 ${i ? 12 : 16} Tf 50 ${300 - i * 30} Td (${b}) Tj ET`).join('\n');
  const objs = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 420 400]/Resources<</Font<</F1 5 0 R>>>>/Contents 4 0 R>>',
    `<</Length ${text.length}>>stream\n${text}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ];
  return rakitPdf(objs);
}

interface Contoh {
  kode: string;
  pemilik: 'peserta.diklat' | 'admin.diklat.daerah' | 'admin.diklat';
  nama: string;
  nip: string;
  jabatan: string;
  instansi: string;
  jenis: number;
  judul: string;
  urusan: string;
  mentor: string;
  tanggal: string;
  video?: string;
  /** Link to the n-th innovation of the region (by id). */
  inovasi?: number;
}

const BANDUNG = '32.73';
const CONTOH: Contoh[] = [
  { kode: BANDUNG, pemilik: 'peserta.diklat', nama: 'Rina Marlina', nip: '198703122010012003', jabatan: 'Kepala Bidang Layanan Digital', instansi: 'Dinas Komunikasi dan Informatika', jenis: 0, judul: 'Integrasi Layanan Pengaduan Warga dalam Satu Aplikasi', urusan: 'komunikasi', mentor: 'Dr. Agus Salim', tanggal: '2026-02-10', video: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', inovasi: 0 },
  { kode: BANDUNG, pemilik: 'peserta.diklat', nama: 'Rina Marlina', nip: '198703122010012003', jabatan: 'Kepala Bidang Layanan Digital', instansi: 'Dinas Komunikasi dan Informatika', jenis: 1, judul: 'Dasbor Kinerja Layanan Publik Berbasis Data Terbuka', urusan: 'statistik', mentor: 'Ir. Wahyu Hidayat', tanggal: '2025-08-21', video: 'https://vimeo.com/76979871' },
  { kode: BANDUNG, pemilik: 'admin.diklat.daerah', nama: 'Dedi Kurniawan', nip: '198105202006041002', jabatan: 'Sekretaris Dinas', instansi: 'Dinas Kesehatan', jenis: 0, judul: 'Posyandu Digital untuk Pemantauan Tumbuh Kembang Balita', urusan: 'kesehatan', mentor: 'dr. Siti Aminah, M.Kes.', tanggal: '2025-03-14', inovasi: 1 },
  { kode: BANDUNG, pemilik: 'admin.diklat.daerah', nama: 'Yuli Astuti', nip: '199002152015032001', jabatan: 'Analis Kebijakan', instansi: 'Badan Perencanaan Pembangunan Daerah', jenis: 2, judul: 'Perencanaan Partisipatif Berbasis Kelurahan', urusan: 'perencanaan', mentor: 'Drs. Bambang Prasetyo', tanggal: '2024-10-02' },
  { kode: '35.10', pemilik: 'admin.diklat', nama: 'Hendra Gunawan', nip: '198512302009011001', jabatan: 'Kepala Bagian Organisasi', instansi: 'Sekretariat Daerah', jenis: 0, judul: 'Simplifikasi Perizinan Usaha Mikro melalui Gerai Terpadu', urusan: 'penanaman modal', mentor: 'Dr. Lestari Wulandari', tanggal: '2025-11-18', video: 'https://drive.google.com/file/d/contoh-video/view' },
  { kode: '35.10', pemilik: 'admin.diklat', nama: 'Sri Wahyuni', nip: '198808082011012004', jabatan: 'Kepala Seksi Pelayanan', instansi: 'Dinas Kependudukan dan Pencatatan Sipil', jenis: 3, judul: 'Layanan Adminduk Jemput Bola di Desa Terpencil', urusan: 'administrasi kependudukan', mentor: 'Drs. Hari Santoso', tanggal: '2024-06-25' },
  { kode: '32', pemilik: 'admin.diklat', nama: 'Agus Setiawan', nip: '197912112005011003', jabatan: 'Kepala Biro Organisasi', instansi: 'Sekretariat Daerah Provinsi', jenis: 1, judul: 'Manajemen Talenta ASN Provinsi', urusan: 'kepegawaian', mentor: 'Prof. Dr. Rudi Hartono', tanggal: '2026-01-09' },
  { kode: '73.71', pemilik: 'admin.diklat', nama: 'Andi Nurhaliza', nip: '198906172012022002', jabatan: 'Kepala Bidang Riset', instansi: 'Badan Riset dan Inovasi Daerah', jenis: 0, judul: 'Sistem Informasi Inovasi Daerah Terhubung Proyek Diklat', urusan: 'penelitian', mentor: 'Dr. Muh. Ilham', tanggal: '2025-05-30' },
  { kode: '73.71', pemilik: 'admin.diklat', nama: 'Muh. Fadli', nip: '199104042014031005', jabatan: 'Kepala Seksi Persampahan', instansi: 'Dinas Lingkungan Hidup', jenis: 2, judul: 'Bank Sampah Digital Berbasis Kelurahan', urusan: 'lingkungan hidup', mentor: 'Ir. Nurdin Rahman', tanggal: '2023-09-12' },
  { kode: '33.74', pemilik: 'admin.diklat', nama: 'Bayu Pratama', nip: '198607142010011006', jabatan: 'Kepala Bidang Angkutan', instansi: 'Dinas Perhubungan', jenis: 3, judul: 'Penataan Angkutan Pengumpan Terintegrasi', urusan: 'perhubungan', mentor: 'Dr. Endah Sulistyowati', tanggal: '2024-02-20' },
];

/** Adds the demo training reports (once per database, inside the demo transaction). */
export async function seedDiklatDemo(tx: DbOrTx, opts: { storage?: Storage }): Promise<void> {
  const [sudah] = await tx.select({ n: sql<number>`count(*)::int` }).from(laporanDiklat);
  if (Number(sudah?.n ?? 0) > 0) return;
  const jenis = await tx.select({ id: jenisPelatihan.id }).from(jenisPelatihan).orderBy(asc(jenisPelatihan.id));
  if (!jenis.length) return;
  const daerah = new Map((await tx.select({ id: mDaerah.id, kode: mDaerah.kode }).from(mDaerah).where(inArray(mDaerah.kode, [...new Set(CONTOH.map((c) => c.kode))]))).map((r) => [r.kode, r.id]));
  const akun = new Map(
    (await tx.select({ id: usrAsn.id, username: usrAsn.username }).from(usrAsn).where(inArray(sql`lower(${usrAsn.username})`, ['peserta.diklat', 'admin.diklat.daerah', 'admin.diklat']))).map((r) => [
      r.username.toLowerCase(),
      r.id,
    ]),
  );
  const urusan = await tx.select({ id: igaUrusanPemerintahan.id, nama: igaUrusanPemerintahan.nama }).from(igaUrusanPemerintahan);
  const urusanId = (kata: string) => urusan.find((u) => u.nama.toLowerCase().includes(kata))?.id ?? null;

  // the report file: a real PDF in storage with its media row per region (readers of the region may open it)
  const pdf = pdfLaporanDiklat();
  if (opts.storage) await opts.storage.put(PDF_KEY, pdf);
  const berkas = new Map<number, string>();
  for (const [kode, id] of daerah) {
    const url = kode === BANDUNG ? PDF_URL : `/media/demo/laporan-proyek-perubahan-${kode.replace('.', '-')}.pdf`;
    if (opts.storage) {
      await tx
        .insert(media)
        .values({ file_url: url, storage_key: PDF_KEY, original_name: 'laporan-proyek-perubahan.pdf', mime: 'application/pdf', size: pdf.length, uploaded_by: akun.get(kode === BANDUNG ? 'peserta.diklat' : 'admin.diklat') ?? null, m_daerah_id: id })
        .onConflictDoNothing();
    }
    berkas.set(id, url);
  }

  const inovasiDaerah = new Map<number, number[]>();
  for (const id of daerah.values()) {
    const rows = await tx.select({ id: iga2020Inovasi.id }).from(iga2020Inovasi).where(eq(iga2020Inovasi.profil_id, id)).orderBy(asc(iga2020Inovasi.id)).limit(5);
    inovasiDaerah.set(id, rows.map((r) => r.id));
  }

  const rows = CONTOH.flatMap((c) => {
    const profil = daerah.get(c.kode);
    if (profil === undefined) return [];
    const waktu = `${c.tanggal} 09:00:00+07`;
    return [
      {
        nama_peserta: c.nama,
        nip: c.nip,
        jabatan: c.jabatan,
        instansi: c.instansi,
        profil_id: profil,
        nomor_sertifikat_pelatihan: `SERT/${c.tanggal.slice(0, 4)}/${c.nip.slice(-4)}`,
        jenis_pelatihan_id: jenis[c.jenis % jenis.length]!.id,
        judul_proyek: c.judul,
        urusan_pemerintah_id: urusanId(c.urusan),
        nama_mentor: c.mentor,
        executive_summary: `<p>Proyek perubahan <strong>${c.judul}</strong> disusun oleh ${c.nama} (${c.jabatan}, ${c.instansi}) sebagai bagian dari pelatihan kepemimpinan.</p><p>Tahapan jangka pendek telah dilaksanakan: pemetaan masalah, pembentukan tim efektif dan uji coba layanan. Tahapan jangka menengah memperluas penerapan ke seluruh perangkat daerah.</p>`,
        file_laporan: berkas.get(profil) ?? PDF_URL,
        file_video: c.video ?? null,
        user_id: akun.get(c.pemilik) ?? null,
        inovasi_id: c.inovasi !== undefined ? (inovasiDaerah.get(profil)?.[c.inovasi] ?? null) : null,
        created_at: waktu,
        updated_at: waktu,
      },
    ];
  });
  if (rows.length) await tx.insert(laporanDiklat).values(rows);
}
