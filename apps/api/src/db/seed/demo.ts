/**
 * Demo data (demo mode only): one account per role, a second pemda account in
 * another region for cross-region checks, an OPD and a UPT, a few sample
 * innovations with their indicator answers and evidence (demo-indikator.ts).
 * Idempotent: existing rows (matched by username, name) are kept as they are,
 * passwords included.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { countWords, jumlahKataInovasi, ROLES, ROLE_LABELS, type Role } from '@sigap/domain';
import { hashPassword } from '../../lib/password';
import type { Storage } from '../../lib/storage';
import { seedIndikatorDemo, siapkanPdfDemo } from './demo-indikator';
import type { Db, DbOrTx } from '../client';
import { iga2020Inovasi, mDaerah, nomorRegistrasi, nomorRegistrasiHistory, opdPerangkat, profilPemda, upt, usrAsn , seedRiwayat } from '../schema';
import { sektorUrusan, susunTeks } from './data/contoh-inovasi';

/** Regions the demo accounts belong to (Kemendagri codes). */
const KOTA_BANDUNG = { kode: '32.73', nama: 'Kota Bandung' };
const JAWA_BARAT = { kode: '32', nama: 'Provinsi Jawa Barat' };
const BANYUWANGI = { kode: '35.10', nama: 'Kabupaten Banyuwangi' };

/** Roles whose demo account belongs to Kota Bandung. */
const BANDUNG_ROLES: readonly Role[] = ['pemda', 'opd', 'asn', 'upt', 'kabkota', 'dinas', 'kecamatan', 'admin.diklat.daerah', 'peserta.diklat'];
const AREA_ROLES: readonly Role[] = ['verifikator', 'quality_control'];
/** Wilayah Barat (wilayah.id 1). */
const DEMO_AREA = 1;

const OPD_NAMA = 'Dinas Komunikasi dan Informatika';
const UPT_NAMA = 'UPT Pusat Data';

export interface DemoAccount {
  username: string;
  role: Role;
  /** Display name of the account's region, or null for central roles. */
  daerah: string | null;
  /** m_daerah.kode of the region (null for central roles). */
  kode: string | null;
  area: number;
  nama_lengkap: string;
}

const regionOf = (role: Role) => (BANDUNG_ROLES.includes(role) ? KOTA_BANDUNG : role === 'provinsi' ? JAWA_BARAT : null);

/** Every demo account: username = role name, plus `pemda.lain` in Kabupaten Banyuwangi. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  ...ROLES.map((role): DemoAccount => {
    const region = regionOf(role);
    return {
      username: role,
      role,
      daerah: region?.nama ?? (AREA_ROLES.includes(role) ? 'Wilayah Barat' : null),
      kode: region?.kode ?? null,
      area: AREA_ROLES.includes(role) ? DEMO_AREA : 0,
      nama_lengkap: `Demo ${ROLE_LABELS[role]}`,
    };
  }),
  { username: 'pemda.lain', role: 'pemda', daerah: BANYUWANGI.nama, kode: BANYUWANGI.kode, area: 0, nama_lengkap: 'Demo Pemda Banyuwangi' },
];

// ---------------------------------------------------------------- sample innovations

/**
 * A design text of at least 300 words (the form's rule) that opens with the innovation's own sentences and
 * goes on with the sector's sentence banks (seed/data/contoh-inovasi.ts): no sentence twice, no paragraph
 * shared with another innovation.
 */
function teksInovasi(nama: string, urusan: string, waktu: string, seed: number, awal: readonly string[] = [], daerah = KOTA_BANDUNG.nama) {
  const sektor = sektorUrusan(Number(urusan.split(',')[0]))!;
  return susunTeks(sektor, { nama, daerah, waktu, seed, awal }, countWords);
}

interface SampleInovasi {
  nama: string;
  owner: string;
  kode: string;
  koordinat: string;
  nama_inisiator: string;
  jenis_inovasi: 'Digital' | 'Non Digital';
  /** Asta Cita theme code (iga2020_tematik.kode). */
  is_covid: number;
  /** Comma-joined iga_urusan_pemerintahan ids. */
  urusan: string;
  latar: string[];
  tujuan: string;
  manfaat: string;
  hasil: string;
  /** Trial and application dates. */
  waktu: string;
  waktu_implementasi: string;
}

const BANDUNG_KOORDINAT = '-6.917464,107.619123';

const SAMPLES: SampleInovasi[] = [
  {
    nama: 'Sapa Warga Sehat: Konsultasi Kesehatan Daring Terpadu',
    waktu: '2023-11-06',
    waktu_implementasi: '2024-02-19',
    owner: 'pemda',
    kode: KOTA_BANDUNG.kode,
    koordinat: BANDUNG_KOORDINAT,
    nama_inisiator: 'Dinas Kesehatan Kota Bandung',
    jenis_inovasi: 'Digital',
    is_covid: 12, // Asta Cita 4: SDM, pendidikan, kesehatan
    urusan: '1,2', // Pendidikan, Kesehatan
    latar: [
      'Antrean di puskesmas Kota Bandung pada jam pagi sering melebihi kapasitas ruang tunggu sehingga warga harus menunggu lebih dari dua jam.',
      'Sebagian besar kunjungan sebenarnya merupakan konsultasi ringan yang dapat ditangani tenaga kesehatan tanpa pemeriksaan fisik.',
      'Warga lanjut usia, ibu hamil, dan penyandang disabilitas paling merasakan beban waktu dan biaya perjalanan menuju fasilitas kesehatan.',
      'Pemerintah Kota Bandung memiliki jaringan internet publik dan aplikasi layanan warga yang dapat dimanfaatkan sebagai kanal konsultasi.',
      'Inovasi ini menghubungkan warga dengan dokter dan bidan puskesmas melalui percakapan teks dan panggilan video yang terjadwal.',
      'Setiap konsultasi tercatat dalam rekam medis elektronik puskesmas sehingga riwayat pasien dapat ditindaklanjuti pada kunjungan berikutnya.',
      'Kasus yang memerlukan pemeriksaan langsung diberi nomor antrean prioritas agar warga datang pada jam yang sudah ditentukan.',
      'Pelaksanaan inovasi melibatkan Dinas Komunikasi dan Informatika untuk infrastruktur serta kader kesehatan kelurahan untuk pendampingan warga.',
    ],
    tujuan: '<p>Mengurangi antrean di puskesmas dan memperluas akses konsultasi kesehatan bagi warga, terutama kelompok rentan.</p>',
    manfaat: '<p>Waktu tunggu warga berkurang, biaya perjalanan berkurang, dan tenaga kesehatan dapat memprioritaskan pasien yang memerlukan pemeriksaan langsung.</p>',
    hasil: '<p>Lebih dari 12.000 konsultasi daring dilayani pada tahun pertama, dengan rata-rata waktu tunggu turun dari 120 menit menjadi 35 menit.</p>',
  },
  {
    nama: 'Si Pintar: Sistem Informasi Pendaftaran Sekolah Terintegrasi',
    waktu: '2024-01-22',
    waktu_implementasi: '2024-05-27',
    owner: 'pemda',
    kode: KOTA_BANDUNG.kode,
    koordinat: BANDUNG_KOORDINAT,
    nama_inisiator: 'Dinas Pendidikan Kota Bandung',
    jenis_inovasi: 'Digital',
    is_covid: 12, // Asta Cita 4: SDM, pendidikan, kesehatan
    urusan: '1,2', // Pendidikan, Kesehatan
    latar: [
      'Penerimaan peserta didik baru setiap tahun menimbulkan antrean panjang orang tua di sekolah dan kantor dinas.',
      'Data kependudukan, zonasi, dan prestasi calon siswa tersimpan pada sistem yang berbeda sehingga verifikasi berkas memakan waktu lama.',
      'Keluhan masyarakat tentang transparansi seleksi meningkat karena hasil perhitungan jarak dan nilai tidak dapat diperiksa sendiri.',
      'Inovasi ini menyatukan pendaftaran, verifikasi data kependudukan, dan perhitungan zonasi dalam satu sistem daring.',
      'Orang tua dapat memantau posisi anaknya dalam daftar peringkat sekolah pilihan secara langsung selama masa pendaftaran.',
      'Petugas sekolah memverifikasi dokumen secara elektronik dan hanya memanggil pendaftar yang datanya tidak sesuai.',
      'Sistem ini juga menyediakan layanan bantuan melalui pusat panggilan dan posko di setiap kecamatan bagi warga yang belum terbiasa dengan layanan daring.',
      'Data hasil pendaftaran dimanfaatkan dinas untuk merencanakan daya tampung dan pemerataan guru pada tahun berikutnya.',
    ],
    tujuan: '<p>Mewujudkan penerimaan peserta didik baru yang cepat, transparan, dan adil bagi seluruh warga kota.</p>',
    manfaat: '<p>Orang tua tidak perlu datang ke sekolah untuk mendaftar, proses verifikasi lebih cepat, dan hasil seleksi dapat diperiksa secara terbuka.</p>',
    hasil: '<p>Seluruh sekolah negeri jenjang SD dan SMP memakai sistem ini; pengaduan terkait seleksi turun 60 persen dibanding tahun sebelumnya.</p>',
  },
  {
    nama: 'Posyandu Digital Cegah Stunting',
    waktu: '2023-09-11',
    waktu_implementasi: '2024-01-08',
    owner: 'pemda',
    kode: KOTA_BANDUNG.kode,
    koordinat: BANDUNG_KOORDINAT,
    nama_inisiator: 'Dinas Kesehatan Kota Bandung',
    jenis_inovasi: 'Digital',
    is_covid: 12, // Asta Cita 4: SDM, pendidikan, kesehatan
    urusan: '1,2', // Pendidikan, Kesehatan
    latar: [
      'Pencatatan tumbuh kembang balita di posyandu selama ini masih menggunakan buku tulis yang rawan hilang dan sulit direkap.',
      'Keterlambatan rekapitulasi membuat balita dengan risiko stunting baru teridentifikasi beberapa bulan setelah penimbangan.',
      'Kader posyandu memerlukan alat bantu sederhana untuk menghitung status gizi sesuai standar pertumbuhan anak.',
      'Inovasi ini membekali kader dengan aplikasi ponsel untuk mencatat berat badan, tinggi badan, dan lingkar kepala balita.',
      'Aplikasi menghitung status gizi secara otomatis dan mengirimkan peringatan kepada bidan kelurahan bila ditemukan risiko stunting.',
      'Puskesmas dan kelurahan dapat melihat peta sebaran kasus untuk menentukan sasaran intervensi gizi dan sanitasi.',
      'Orang tua menerima pengingat jadwal penimbangan dan imunisasi melalui pesan singkat.',
      'Kegiatan ini didukung pelatihan kader secara berkala dan anggaran operasional posyandu dari kelurahan.',
    ],
    tujuan: '<p>Mendeteksi risiko stunting lebih dini dan mempercepat intervensi gizi bagi balita.</p>',
    manfaat: '<p>Data tumbuh kembang balita tersedia setiap bulan, intervensi lebih tepat sasaran, dan beban administrasi kader berkurang.</p>',
    hasil: '<p>Sebanyak 1.970 posyandu memakai aplikasi ini dan prevalensi stunting di wilayah sasaran turun 3,1 poin persen.</p>',
  },
  {
    nama: 'Smart Kampung: Layanan Administrasi Desa Terpadu',
    waktu: '2023-12-04',
    waktu_implementasi: '2024-04-15',
    owner: 'pemda.lain',
    kode: BANYUWANGI.kode,
    koordinat: '-8.219233,114.369227',
    nama_inisiator: 'Dinas Komunikasi, Informatika dan Persandian Kabupaten Banyuwangi',
    jenis_inovasi: 'Digital',
    is_covid: 14, // Asta Cita 6: membangun dari desa
    urusan: '12,13,16', // Adminduk, Pemberdayaan Masyarakat dan Desa, Kominfo
    latar: [
      'Warga desa di Kabupaten Banyuwangi harus menempuh jarak jauh ke kantor kecamatan atau kabupaten untuk mengurus dokumen kependudukan.',
      'Biaya transportasi dan waktu yang hilang menjadi hambatan terutama bagi warga di desa pesisir dan pegunungan.',
      'Pemerintah kabupaten membangun jaringan serat optik hingga ke kantor desa sehingga layanan dapat didekatkan kepada warga.',
      'Inovasi ini menjadikan kantor desa sebagai titik layanan administrasi kependudukan, perizinan sederhana, dan pengaduan.',
      'Petugas desa memproses permohonan secara daring dan dokumen dicetak atau dikirim tanpa warga perlu datang ke kabupaten.',
      'Layanan kesehatan dan pendidikan desa juga terhubung sehingga data warga dapat dimanfaatkan lintas perangkat daerah.',
      'Pelatihan operator desa dilakukan secara berkala agar mutu layanan setara di seluruh desa.',
      'Pemantauan kinerja layanan setiap desa dilakukan melalui dasbor yang dapat dilihat oleh kepala daerah.',
    ],
    tujuan: '<p>Mendekatkan layanan administrasi pemerintahan kepada warga desa.</p>',
    manfaat: '<p>Warga menghemat waktu dan biaya, desa memiliki data layanan yang akurat, dan pemerintah kabupaten dapat memantau mutu layanan.</p>',
    hasil: '<p>Seluruh desa telah menjadi titik layanan dengan lebih dari 40 jenis layanan yang dapat diakses dari kantor desa.</p>',
  },
];

// ---------------------------------------------------------------- seed

/**
 * More Kota Bandung innovations in every state the innovation screen shows:
 * sent and pending (green), verified (green), rejected (white, editable again),
 * a trial-stage one and an older year (salmon), a legacy theme (red on grey),
 * and one created by the OPD account.
 */
interface Variant {
  nama: string;
  dari: number;
  owner: string;
  tahun: number;
  inovasi_status: number;
  waktu_implementasi: string;
  /** Trial date. */
  waktu: string;
  /** The sector (iga_urusan_pemerintahan id) its texts are composed from (seed/data/contoh-inovasi.ts). */
  sektor: number;
  is_covid: number;
  registrasi: null | 0 | 1 | 2;
}
const VARIANTS: Variant[] = [
  { nama: 'Layanan Antar Jemput Dokumen Kependudukan', dari: 0, owner: 'pemda', tahun: 2024, inovasi_status: 2, waktu_implementasi: '2024-02-05', waktu: '2023-10-16', sektor: 12, is_covid: 15, registrasi: 0 },
  { nama: 'Parkir Pintar Berbasis Sensor', dari: 1, owner: 'pemda', tahun: 2024, inovasi_status: 2, waktu_implementasi: '2024-01-22', waktu: '2023-08-14', sektor: 15, is_covid: 11, registrasi: 1 },
  { nama: 'Kampung Iklim Digital', dari: 0, owner: 'pemda', tahun: 2024, inovasi_status: 2, waktu_implementasi: '2024-04-20', waktu: '2023-12-11', sektor: 11, is_covid: 16, registrasi: 2 },
  { nama: 'Bank Sampah Kelurahan Terpadu', dari: 1, owner: 'pemda', tahun: 2024, inovasi_status: 1, waktu_implementasi: '2024-08-01', waktu: '2024-03-25', sektor: 11, is_covid: 16, registrasi: null },
  { nama: 'Posyandu Digital Balita Sehat', dari: 0, owner: 'pemda', tahun: 2025, inovasi_status: 2, waktu_implementasi: '2025-02-10', waktu: '2024-09-02', sektor: 2, is_covid: 12, registrasi: null },
  { nama: 'Ronda Siskamling Daring', dari: 1, owner: 'pemda', tahun: 2024, inovasi_status: 2, waktu_implementasi: '2024-05-15', waktu: '2024-01-29', sektor: 5, is_covid: 3, registrasi: null },
  { nama: 'Portal Data Terbuka Kota', dari: 1, owner: 'opd', tahun: 2024, inovasi_status: 2, waktu_implementasi: '2024-03-18', waktu: '2023-11-20', sektor: 16, is_covid: 15, registrasi: null },
];

async function findOrCreateOpd(tx: DbOrTx, mDaerahId: number): Promise<number> {
  const [found] = await tx
    .select({ id: opdPerangkat.id })
    .from(opdPerangkat)
    .where(and(eq(opdPerangkat.m_daerah_id, mDaerahId), eq(opdPerangkat.nama, OPD_NAMA)))
    .limit(1);
  if (found) return found.id;
  const [row] = await tx.insert(opdPerangkat).values({ m_daerah_id: mDaerahId, nama: OPD_NAMA }).returning({ id: opdPerangkat.id });
  return row!.id;
}

async function findOrCreateUpt(tx: DbOrTx, opdId: number, mDaerahId: number): Promise<number> {
  const [found] = await tx
    .select({ id: upt.id })
    .from(upt)
    .where(and(eq(upt.opd_perangkat_id, opdId), eq(upt.nama, UPT_NAMA)))
    .limit(1);
  if (found) return found.id;
  const [row] = await tx.insert(upt).values({ opd_perangkat_id: opdId, m_daerah_id: mDaerahId, nama: UPT_NAMA }).returning({ id: upt.id });
  return row!.id;
}

/** The demo pemda's own profile (issue 19 item 8): filled where still empty, never overwriting what a user entered. */
async function isiProfilBandung(tx: DbOrTx, id: number): Promise<void> {
  const isi = {
    nama_opd: 'Bapperida Kota Bandung',
    alamat: 'Jl. Wastukencana No. 2, Babakan Ciamis, Kec. Sumur Bandung, Kota Bandung, Jawa Barat 40117',
    email: 'inovasi@bandung.go.id',
    no_telp: '022-4234793',
    nama_admin: 'Rina Kusumawardani, S.T., M.T.',
    map_embed: 'https://www.openstreetmap.org/export/embed.html?bbox=107.5731%2C-6.9657%2C107.7395%2C-6.8398&layer=mapnik&marker=-6.9175%2C107.6191',
  };
  await tx
    .update(profilPemda)
    .set(Object.fromEntries(Object.entries(isi).map(([k, v]) => [k, sql`coalesce(nullif(${sql.identifier(k)}, ''), ${v})`])))
    .where(eq(profilPemda.id, id));
}

/**
 * Creates the demo accounts and sample data that are missing. Needs the master
 * seed (regions). Returns every demo account (existing or created).
 */
export async function seedDemo(
  db: Db,
  opts: { password: string; /** File storage for the demo PDF evidence; without it documents carry links only. */ storage?: Storage },
): Promise<{ accounts: { username: string; role: string; daerah: string | null }[] }> {
  const usernames = DEMO_ACCOUNTS.map((a) => a.username.toLowerCase());
  const existing = await db
    .select({ username: usrAsn.username })
    .from(usrAsn)
    .where(inArray(sql`lower(${usrAsn.username})`, usernames));
  const have = new Set(existing.map((r) => r.username.toLowerCase()));
  // hash once (argon2 is deliberately slow), outside the transaction, only when needed
  const hash = have.size < DEMO_ACCOUNTS.length ? await hashPassword(opts.password) : null;
  const adaPdf = await siapkanPdfDemo(opts.storage);

  await db.transaction(async (tx) => {
    // once per database: a demo record a user deleted or renamed is not brought back on the next restart
    const [pertama] = await tx.insert(seedRiwayat).values({ nama: 'demo' }).onConflictDoNothing().returning({ nama: seedRiwayat.nama });
    if (!pertama) return;
    const kodes = [KOTA_BANDUNG.kode, JAWA_BARAT.kode, BANYUWANGI.kode];
    const daerahId = new Map((await tx.select({ id: mDaerah.id, kode: mDaerah.kode }).from(mDaerah).where(inArray(mDaerah.kode, kodes))).map((r) => [r.kode, r.id]));
    const bandung = daerahId.get(KOTA_BANDUNG.kode);
    if (bandung === undefined || !daerahId.has(BANYUWANGI.kode)) throw new Error('Data demo memerlukan data wilayah: jalankan seedMaster terlebih dahulu.');
    const opdId = await findOrCreateOpd(tx, bandung);
    const uptId = await findOrCreateUpt(tx, opdId, bandung);

    const missing = DEMO_ACCOUNTS.filter((a) => !have.has(a.username.toLowerCase()));
    if (missing.length && hash) {
      await tx
        .insert(usrAsn)
        .values(
          missing.map((a) => ({
            username: a.username,
            password: hash,
            role: a.role,
            area: a.area,
            m_daerah_id: a.kode ? (daerahId.get(a.kode) ?? null) : null,
            opd_perangkat_id: a.role === 'opd' || a.role === 'upt' ? opdId : null,
            upt_id: a.role === 'upt' ? uptId : null,
            nama_lengkap: a.nama_lengkap,
            nama_panggilan: a.username,
            email: `${a.username.replace(/\./g, '-')}@demo.sigap.local`,
            is_active: 1,
          })),
        )
        .onConflictDoNothing();
    }

    await isiProfilBandung(tx, bandung);

    // sample innovations, by name within the owner's region
    const owners = new Map(
      (
        await tx
          .select({ id: usrAsn.id, username: usrAsn.username })
          .from(usrAsn)
          .where(inArray(sql`lower(${usrAsn.username})`, ['pemda', 'pemda.lain']))
      ).map((r) => [r.username.toLowerCase(), r.id]),
    );
    const present = new Set(
      (
        await tx
          .select({ nama: iga2020Inovasi.nama, profil_id: iga2020Inovasi.profil_id })
          .from(iga2020Inovasi)
          .where(inArray(iga2020Inovasi.nama, SAMPLES.map((s) => s.nama)))
      ).map((r) => `${r.profil_id}|${r.nama}`),
    );
    const rows = SAMPLES.flatMap((s) => {
      const profil = daerahId.get(s.kode); // profil_pemda.id = m_daerah.id
      if (profil === undefined || present.has(`${profil}|${s.nama}`)) return [];
      const urusan = s.kode === KOTA_BANDUNG.kode ? s.urusan : '12';
      const bdg = s.kode === KOTA_BANDUNG.kode;
      const teks = teksInovasi(s.nama, urusan, s.waktu, 7 + SAMPLES.indexOf(s) * 101, s.latar, bdg ? KOTA_BANDUNG.nama : BANYUWANGI.nama);
      const isi = { latar_belakang: teks.latar_belakang, tujuan: `${s.tujuan}\n${teks.tujuan}`, manfaat: `${s.manfaat}\n${teks.manfaat}`, hasil_inovasi: `${s.hasil}\n${teks.hasil_inovasi}` };
      return [
        {
          profil_id: profil,
          nama: s.nama,
          created_by: owners.get(s.owner) ?? null,
          tahun: 2024,
          inovasi_status: 2,
          inisiator: 'OPD',
          nama_inisiator: s.nama_inisiator,
          koordinat: s.koordinat,
          klasifikasi_inovasi: 'Inovasi Perangkat Daerah',
          jenis_inovasi: s.jenis_inovasi,
          bentuk_inovasi: 2,
          is_covid: s.is_covid,
          urusan_pemerintah_id: s.urusan,
          waktu: s.waktu,
          waktu_implementasi: s.waktu_implementasi,
          is_developed: 0,
          ...isi,
          jumlah_kata: jumlahKataInovasi(isi),
          created_at: `${s.waktu}T0${3 + SAMPLES.indexOf(s)}:15:00Z`,
          updated_at: `${s.waktu_implementasi}T0${2 + SAMPLES.indexOf(s)}:40:00Z`,
        },
      ];
    });
    if (rows.length) await tx.insert(iga2020Inovasi).values(rows);

    // the innovations in every state of the screen (Kota Bandung)
    const bandungProfil = daerahId.get(KOTA_BANDUNG.kode);
    const opdOwner = (await tx.select({ id: usrAsn.id }).from(usrAsn).where(sql`lower(${usrAsn.username}) = 'opd'`))[0]?.id ?? null;
    const variantPresent = new Set(
      (await tx.select({ nama: iga2020Inovasi.nama }).from(iga2020Inovasi).where(inArray(iga2020Inovasi.nama, VARIANTS.map((v) => v.nama)))).map((r) => r.nama),
    );
    for (const v of VARIANTS) {
      if (bandungProfil === undefined || variantPresent.has(v.nama)) continue;
      const base = SAMPLES[v.dari]!;
      const teks = teksInovasi(v.nama, String(v.sektor), v.waktu, 1009 + VARIANTS.indexOf(v) * 37);
      const [created] = await tx
        .insert(iga2020Inovasi)
        .values({
          profil_id: bandungProfil,
          nama: v.nama,
          created_by: v.owner === 'opd' ? opdOwner : (owners.get(v.owner) ?? null),
          tahun: v.tahun,
          inovasi_status: v.inovasi_status,
          inisiator: 'OPD',
          nama_inisiator: base.nama_inisiator,
          koordinat: base.koordinat,
          klasifikasi_inovasi: 'Inovasi Perangkat Daerah',
          jenis_inovasi: base.jenis_inovasi,
          bentuk_inovasi: 2,
          is_covid: v.is_covid,
          urusan_pemerintah_id: base.urusan,
          waktu: v.waktu,
          waktu_implementasi: v.waktu_implementasi,
          is_developed: 0,
          ...teks,
          jumlah_kata: jumlahKataInovasi(teks as unknown as Record<string, unknown>),
          created_at: `${v.waktu}T0${1 + (VARIANTS.indexOf(v) % 8)}:20:00Z`,
          updated_at: `${v.waktu_implementasi}T0${2 + (VARIANTS.indexOf(v) % 7)}:05:00Z`,
        })
        .returning();
      if (v.registrasi === null) continue;
      const [reg] = await tx
        .insert(nomorRegistrasi)
        .values({
          inovasi_id: created!.id,
          nomor: `IID/${v.tahun}/${KOTA_BANDUNG.kode.replace('.', '')}/${String(created!.id).padStart(6, '0')}`,
          status_nomor: v.registrasi,
          setuju: 1,
          qc: v.registrasi === 1 ? 1 : 0,
          created_by: created!.created_by,
        })
        .returning();
      await tx.insert(nomorRegistrasiHistory).values({ nomor_registrasi_id: reg!.id, aksi: 'kirim', status_dari: null, status_ke: 0, usr_asn_id: created!.created_by });
      if (v.registrasi > 0) {
        await tx.insert(nomorRegistrasiHistory).values({
          nomor_registrasi_id: reg!.id,
          aksi: v.registrasi === 1 ? 'setujui' : 'tolak',
          status_dari: 0,
          status_ke: v.registrasi,
          catatan: v.registrasi === 2 ? 'Regulasi yang diunggah belum menetapkan inovasi ini; lampirkan keputusan wali kota yang menyebut inovasi.' : null,
        });
      }
    }

    // indicator answers and evidence; submitable by the same checker as the API
    await seedIndikatorDemo(tx, { bandung, pemdaId: owners.get('pemda') ?? null, adaPdf, namaDemo: [...SAMPLES.map((s) => s.nama), ...VARIANTS.map((v) => v.nama)] });
    await (await import('./demo-nasional')).seedDemoNasional(tx); // national sample for dashboards, rankings and reports
    await (await import('./demo-diklat')).seedDiklatDemo(tx, { storage: opts.storage }); // training reports (DKL-01)
    await (await import('./demo-lomba')).seedLombaDemo(tx); // competition entries, criteria, judges' sheets, one published year (LMB-01)
    await (await import('./demo-publik')).seedDemoPublik(tx, opts.storage); // public portal: banners, news, announcements, documents, winners
    await (await import('./demo-akses')).seedAksesDemo(tx); // SKM questions and answers, the demo pemda's API key
    await (await import('./demo-konten')).seedKontenDemo(tx, opts.storage); // photo albums with thumbnails, more FAQ
    await (await import('./demo-iga')).seedIgaDemo(tx); // award year in progress: nominees, jurors, conflicts, sheets (issue 15)
  });

  return { accounts: DEMO_ACCOUNTS.map((a) => ({ username: a.username, role: a.role, daerah: a.daerah })) };
}
