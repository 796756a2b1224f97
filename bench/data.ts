/**
 * npm run bench:data [-- --scale=1] [--seed=20260] [--reset]
 *
 * A national data set in the PostgreSQL database BENCH_DATABASE_URL (default
 * postgres://sigap:sigap@127.0.0.1:5432/sigap_bench; created when missing):
 * migrations and master data through the API's own createContext/seedMaster,
 * then, deterministically from the seed, at scale 1:
 *   546 pemda (the master regions) with 8 OPD each, 20,000 accounts (usr_asn, one
 *   shared argon2 hash), 100,000 innovations over 2019-2026 in every stage,
 *   ~2,000,000 indicator answers (indikator_inovasi + indikator_daerah), ~400,000
 *   evidence rows (dokumen_indikator), registrations for ~40% of innovations in every
 *   review/QC state with their history, and score totals (iga2020_inovasi_skor).
 * Rows are generated inside PostgreSQL (INSERT … SELECT over generate_series, in
 * batches of 10,000 innovations) from a counter-based PRNG: r(k, salt) =
 * hashint8extended(k, seed + salt) scaled to [0, 1). Same seed, same data.
 *
 * Idempotent: when the database already holds a complete data set of this scale
 * and seed, nothing is done; otherwise (or with --reset) the generated tables are
 * truncated and filled again. `bench_meta` records what was generated.
 */
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { lengkapiJumlahKata } from '../apps/api/src/modules/inovasi/turunan';
import { createContext } from '../apps/api/src/app';
import { hashPassword } from '../apps/api/src/lib/password';
import { args, benchConfig, benchUrl, BENCH_PASSWORD, ensureDatabase, ensurePostgres, fmtMs, num } from './lib';

export const DEFAULT_SEED = 20260;

/** Tables this generator fills (and the bench writes to); --reset truncates them. */
export const GENERATED_TABLES = [
  'dokumen_indikator',
  'indikator_inovasi',
  'indikator_daerah',
  'evaluasi',
  'iga2020_inovasi_skor',
  'nomor_registrasi_history',
  'nomor_registrasi',
  'iga2020_inovasi',
  'indeks_hasil',
  'aspek_log',
  'activity_log',
  'notifikasi',
  'media',
  'password_reset',
  'usr_asn_daerah',
  'usr_asn',
  'upt',
  'opd_perangkat',
];

export interface Targets {
  inovasi: number;
  akun: number;
}

export const targetsFor = (scale: number): Targets => ({
  inovasi: Math.max(100, Math.round(100_000 * scale)),
  akun: Math.max(1_200, Math.round(20_000 * scale)),
});

const TOPIK = [
  'Kesehatan Ibu dan Anak', 'Pelayanan Terpadu Satu Pintu', 'Sekolah Sehat', 'Pengelolaan Sampah', 'Pajak Daerah', 'Perizinan Usaha',
  'Air Bersih', 'Cegah Stunting', 'Administrasi Kependudukan', 'Pertanian Cerdas', 'Pasar Rakyat', 'Transportasi Publik', 'Penanggulangan Bencana',
  'Perpustakaan Keliling', 'UMKM Naik Kelas', 'Desa Wisata', 'Ketahanan Pangan', 'Posyandu', 'Layanan Lansia', 'Pengaduan Masyarakat',
  'Keuangan Desa', 'Irigasi', 'Nelayan Sejahtera', 'Rumah Layak Huni', 'Beasiswa Daerah', 'Puskesmas Keliling', 'Pemadam Kebakaran',
  'Sanitasi', 'Literasi Digital', 'Kepegawaian',
];
const AWALAN = ['Sistem Informasi', 'Layanan Digital', 'Gerakan', 'Aplikasi', 'Program', 'Inovasi', 'Sapa Warga', 'Gerai'];
const AKHIRAN = ['Terpadu', 'Berbasis Data', 'Daring', 'Keliling', 'Mandiri', 'Cepat', 'Tuntas', 'Bersama', 'Ramah', 'Terintegrasi', 'Satu Data', 'Plus'];
const KALIMAT = [
  'Antrean layanan pada jam sibuk sering melebihi kapasitas ruang tunggu sehingga warga harus menunggu lebih dari dua jam.',
  'Sebagian besar permohonan sebenarnya dapat diselesaikan tanpa warga datang langsung ke kantor pelayanan.',
  'Warga lanjut usia, ibu hamil, dan penyandang disabilitas paling merasakan beban waktu dan biaya perjalanan.',
  'Pemerintah daerah memiliki jaringan internet publik yang dapat dimanfaatkan sebagai kanal layanan baru.',
  'Inovasi ini menghubungkan warga dengan petugas melalui percakapan teks dan panggilan video yang terjadwal.',
  'Setiap permohonan tercatat secara elektronik sehingga riwayatnya dapat ditindaklanjuti pada kunjungan berikutnya.',
  'Kasus yang memerlukan pemeriksaan langsung diberi nomor antrean prioritas pada jam yang sudah ditentukan.',
  'Pelaksanaan inovasi melibatkan dinas komunikasi dan informatika serta kader di setiap kelurahan.',
  'Data hasil layanan dimanfaatkan perangkat daerah untuk merencanakan anggaran dan sumber daya tahun berikutnya.',
  'Keluhan masyarakat tentang transparansi proses menurun setelah status permohonan dapat dipantau sendiri.',
  'Petugas memverifikasi dokumen secara elektronik dan hanya memanggil pemohon yang datanya tidak sesuai.',
  'Pelatihan operator dilakukan secara berkala agar mutu layanan setara di seluruh kecamatan.',
  'Pemantauan kinerja layanan dilakukan melalui dasbor yang dapat dilihat oleh kepala daerah setiap hari.',
  'Biaya operasional inovasi dibiayai dari anggaran perangkat daerah dan dukungan dana desa.',
  'Masyarakat dilibatkan sejak perancangan melalui musyawarah dan uji coba terbatas di dua kecamatan.',
  'Hasil evaluasi menunjukkan waktu penyelesaian layanan turun lebih dari separuh dibanding tahun sebelumnya.',
  'Inovasi ini direplikasi oleh beberapa daerah tetangga setelah dipresentasikan dalam forum antardaerah.',
  'Kerja sama dengan perguruan tinggi setempat membantu analisis data dan penyusunan standar operasional.',
  'Layanan bantuan melalui pusat panggilan disediakan bagi warga yang belum terbiasa dengan layanan daring.',
  'Regulasi kepala daerah menjadi dasar hukum pelaksanaan dan keberlanjutan inovasi ini.',
  'Indikator keberhasilan dipantau setiap triwulan dan dilaporkan kepada perangkat daerah terkait.',
  'Kendala awal berupa keterbatasan perangkat diatasi dengan peminjaman perangkat dari kantor kecamatan.',
  'Tingkat kepuasan masyarakat meningkat menurut survei kepuasan yang dilakukan secara independen.',
  'Rencana pengembangan meliputi integrasi dengan sistem nasional dan perluasan ke seluruh desa.',
];

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (xs: string[]) => `array[${xs.map(lit).join(',')}]::text[]`;

/** Inserts generated rows; returns the counts per table. */
export async function generate(url: string, opts: { scale: number; seed: number; reset?: boolean; quiet?: boolean; checkForeignKeys?: boolean }): Promise<Record<string, number>> {
  const log = (s: string) => !opts.quiet && console.log(s);
  const t0 = performance.now();
  await ensurePostgres(url);
  await ensureDatabase(url);
  // schema and master data the way the API does it at start (no demo data)
  const ctx = await createContext(benchConfig(), { databaseUrl: url });
  await ctx.database.close();

  const target = targetsFor(opts.scale);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const q = (text: string, values?: unknown[]) => c.query(text, values);
  try {
    await q('create table if not exists bench_meta (key text primary key, value jsonb not null)');
    const meta = (await q("select value from bench_meta where key = 'data'")).rows[0]?.value as { scale: number; seed: number; complete: boolean } | undefined;
    if (!opts.reset && meta?.complete && meta.scale === opts.scale && meta.seed === opts.seed) {
      const n = Number((await q('select count(*) from iga2020_inovasi')).rows[0].count);
      if (n >= target.inovasi) {
        log(`Data bench sudah ada (skala ${opts.scale}, seed ${opts.seed}, ${n} inovasi).`);
        return await counts(q);
      }
    }
    log(`Membuat data bench: skala ${opts.scale}, seed ${opts.seed} → ${target.inovasi} inovasi, ${target.akun} akun…`);
    await q('set synchronous_commit = off');
    // bulk load: foreign keys are correct by construction (a run with triggers on checks them),
    // so their per-row triggers are skipped while loading
    if (!opts.checkForeignKeys) await q('set session_replication_role = replica');
    await q(`truncate ${GENERATED_TABLES.join(', ')} restart identity cascade`);
    await q("delete from bench_meta where key = 'data'");
    const seed = Math.trunc(opts.seed);
    // counter-based PRNG: the same (k, salt) gives the same number for the same seed
    await q(`create function pg_temp.r(k bigint, salt int) returns float8 language sql immutable parallel safe as
      $$ select ((hashint8extended(k, ${seed}::bigint * 1000 + salt) & 2147483647)::float8 / 2147483648.0) $$`);
    await q('create function pg_temp.ri(k bigint, salt int, n int) returns int language sql immutable parallel safe as $$ select floor(pg_temp.r(k, salt) * n)::int $$');
    const step = async (label: string, sql: string, values?: unknown[]) => {
      const s = performance.now();
      const r = await q(sql, values);
      log(`  ${label}: ${r.rowCount ?? 0} baris, ${fmtMs(performance.now() - s)}`);
      return r.rowCount ?? 0;
    };

    // ------------------------------------------------ regions: k = 1..546 in id order
    await q(`create temp table pemda as
      select row_number() over (order by d.id)::int as k, d.id, d.jenis, coalesce(wd.wilayah_id, 0) as wilayah_id
      from m_daerah d join profil_pemda p on p.id = d.id
      left join lateral (select wilayah_id from wilayah_daerah w where w.m_daerah_id = d.id order by wilayah_id limit 1) wd on true`);
    const P = Number((await q('select count(*) from pemda')).rows[0].count);
    await q('create unique index on pemda (k)');

    // ------------------------------------------------ OPD: 8 per pemda, id = (k-1)*8 + j
    const OPD = 8;
    await step(
      'opd_perangkat',
      `insert into opd_perangkat (id, m_daerah_id, nama)
       select (p.k - 1) * ${OPD} + j, p.id, (${arr(['Dinas Kesehatan', 'Dinas Pendidikan', 'Dinas Komunikasi dan Informatika', 'Badan Perencanaan Pembangunan Daerah', 'Dinas Kependudukan dan Pencatatan Sipil', 'Dinas Pekerjaan Umum', 'Dinas Sosial', 'Badan Pendapatan Daerah'])})[j]
       from pemda p cross join generate_series(1, ${OPD}) j`,
    );
    await q("select setval(pg_get_serial_sequence('opd_perangkat', 'id'), (select max(id) from opd_perangkat))");

    // ------------------------------------------------ accounts
    // ids 1..P: one pemda account per region; then 20 verifiers (area 1/2), 10 QC, 5 admins;
    // the rest OPD (70%) and ASN accounts, region (id - base) mod P, so every region has some.
    const hash = await hashPassword(BENCH_PASSWORD);
    const BASE = P + 35; // first OPD/ASN account id
    await step(
      'usr_asn',
      `insert into usr_asn (id, username, password, role, area, m_daerah_id, opd_perangkat_id, nama_lengkap, email, is_active, created_at, updated_at)
       select g.id,
         case when g.id <= $2 then 'pemda' || g.id when g.id <= $2 + 20 then 'verif' || (g.id - $2) when g.id <= $2 + 30 then 'qc' || (g.id - $2 - 20)
              when g.id <= $2 + 35 then 'admin' || (g.id - $2 - 30) else 'u' || g.id end,
         $1,
         case when g.id <= $2 then 'pemda' when g.id <= $2 + 20 then 'verifikator' when g.id <= $2 + 30 then 'quality_control'
              when g.id <= $2 + 35 then 'admin' when pg_temp.r(g.id, 1) < 0.7 then 'opd' else 'asn' end,
         case when g.id > $2 and g.id <= $2 + 30 then 1 + (g.id % 2) else 0 end,
         case when g.id <= $2 then p1.id when g.id <= $2 + 35 then null else p2.id end,
         case when g.id > $2 + 35 and pg_temp.r(g.id, 1) < 0.7 then (p2.k - 1) * ${OPD} + 1 + pg_temp.ri(g.id, 2, ${OPD}) end,
         (${arr(['Budi', 'Siti', 'Agus', 'Dewi', 'Rina', 'Andi', 'Wahyu', 'Sri', 'Eko', 'Nur', 'Putu', 'Made', 'Yohanes', 'Fitri', 'Rizki', 'Ayu'])})[1 + pg_temp.ri(g.id, 3, 16)] || ' ' ||
         (${arr(['Santoso', 'Lestari', 'Wibowo', 'Hidayat', 'Saputra', 'Kurniawan', 'Rahayu', 'Setiawan', 'Pratama', 'Siregar', 'Nasution', 'Manurung', 'Wijaya', 'Sari'])})[1 + pg_temp.ri(g.id, 4, 14)],
         'akun' || g.id || '@bench.sigap.local', 1,
         timestamptz '2019-01-01' + (pg_temp.r(g.id, 5) * interval '2000 days'), timestamptz '2019-01-01' + (pg_temp.r(g.id, 5) * interval '2000 days')
       from generate_series(1, $3::int) as g(id)
       left join pemda p1 on p1.k = g.id
       left join pemda p2 on p2.k = 1 + ((g.id - ${BASE}) % $2)`,
      [hash, P, target.akun],
    );
    await q("select setval(pg_get_serial_sequence('usr_asn', 'id'), (select max(id) from usr_asn))");
    const perRegion = Math.max(1, Math.floor((target.akun - BASE + 1) / P));

    // ------------------------------------------------ innovations, in batches of 10,000
    // year: weighted to recent years; region: skewed (some pemda have many more); stage 15/15/70%.
    const N = target.inovasi;
    const B = 10_000;
    const yearCase = (k: string) => {
      const w = [6, 7, 9, 11, 14, 18, 20, 15];
      let acc = 0;
      const parts = w.map((x, i) => {
        acc += x;
        return `when ${k} < ${(acc / 100).toFixed(2)} then ${2019 + i}`;
      });
      return `case ${parts.slice(0, -1).join(' ')} else 2026 end`;
    };
    let rows = 0;
    const tIno = performance.now();
    for (let a = 1; a <= N; a += B) {
      const b = Math.min(N, a + B - 1);
      rows += (
        await q(
          `insert into iga2020_inovasi (id, profil_id, nama, created_by, tahun, is_index, inovasi_status, inisiator, nama_inisiator, koordinat,
             klasifikasi_inovasi, jenis_inovasi, bentuk_inovasi, is_covid, urusan_pemerintah_id, waktu, waktu_implementasi, is_developed,
             latar_belakang, tujuan, manfaat, hasil_inovasi, kematangan, submitable, created_at, updated_at)
           select x.id, p.id,
             (${arr(AWALAN)})[1 + pg_temp.ri(x.id, 10, ${AWALAN.length})] || ' ' || (${arr(TOPIK)})[1 + pg_temp.ri(x.id, 11, ${TOPIK.length})] || ' ' ||
               (${arr(AKHIRAN)})[1 + pg_temp.ri(x.id, 12, ${AKHIRAN.length})],
             case when pg_temp.r(x.id, 13) < 0.5 then p.k else ${BASE} + (p.k - 1) + ${P} * pg_temp.ri(x.id, 14, ${perRegion}) end,
             x.tahun, 0,
             case when pg_temp.r(x.id, 15) < 0.15 then 0 when pg_temp.r(x.id, 15) < 0.30 then 1 else 2 end,
             (${arr(['Kepala Daerah', 'Anggota DPRD', 'OPD', 'ASN', 'Masyarakat'])})[1 + pg_temp.ri(x.id, 16, 5)],
             'Tim Inovasi ' || p.k,
             round((-10 + pg_temp.r(x.id, 17) * 15)::numeric, 6) || ',' || round((95 + pg_temp.r(x.id, 18) * 46)::numeric, 6),
             (${arr(['Inovasi Perangkat Daerah', 'Inovasi Desa dan Kelurahan', 'Inovasi Masyarakat'])})[1 + pg_temp.ri(x.id, 19, 3)],
             case when pg_temp.r(x.id, 20) < 0.6 then 'Digital' else 'Non Digital' end,
             1 + pg_temp.ri(x.id, 21, 3),
             case when x.tahun < 2025 and pg_temp.r(x.id, 22) < 0.25 then pg_temp.ri(x.id, 23, 9) else 9 + pg_temp.ri(x.id, 23, 8) end,
             (1 + pg_temp.ri(x.id, 24, 12)) || ',' || (13 + pg_temp.ri(x.id, 25, 12)) || case when pg_temp.r(x.id, 26) < 0.5 then ',' || (25 + pg_temp.ri(x.id, 27, 14)) else '' end,
             x.waktu, x.waktu + pg_temp.ri(x.id, 28, 120), 0,
             (select string_agg('<p>' || (${arr(KALIMAT)})[1 + pg_temp.ri(x.id * 16 + g, 29, ${KALIMAT.length})] || ' ' ||
                                        (${arr(KALIMAT)})[1 + pg_temp.ri(x.id * 16 + g, 30, ${KALIMAT.length})] || ' ' ||
                                        (${arr(KALIMAT)})[1 + pg_temp.ri(x.id * 16 + g, 31, ${KALIMAT.length})] || '</p>', E'\\n')
                from generate_series(1, 8) g),
             '<p>' || (${arr(KALIMAT)})[1 + pg_temp.ri(x.id, 32, ${KALIMAT.length})] || '</p>',
             '<p>' || (${arr(KALIMAT)})[1 + pg_temp.ri(x.id, 33, ${KALIMAT.length})] || '</p>',
             '<p>' || (${arr(KALIMAT)})[1 + pg_temp.ri(x.id, 34, ${KALIMAT.length})] || '</p>',
             0, case when pg_temp.r(x.id, 35) < 0.85 then 1 else 0 end,
             x.waktu::timestamptz + interval '9 hours', x.waktu::timestamptz + interval '9 hours' + pg_temp.r(x.id, 36) * interval '90 days'
           from (
             select g.id, t.tahun, make_date(t.tahun, 1, 1) + pg_temp.ri(g.id, 37, 330) as waktu
             from generate_series($1::int, $2::int) g(id)
             cross join lateral (select ${yearCase('pg_temp.r(g.id, 38)')} as tahun) t
           ) x
           join pemda p on p.k = 1 + floor(${P} * power(pg_temp.r(x.id, 39), 1.6))::int`,
          [a, b],
        )
      ).rowCount!;
      if (!opts.quiet) process.stdout.write(`\r  iga2020_inovasi: ${rows}/${N}`);
    }
    log(`\r  iga2020_inovasi: ${rows} baris, ${fmtMs(performance.now() - tIno)}`);
    await q("select setval(pg_get_serial_sequence('iga2020_inovasi', 'id'), (select max(id) from iga2020_inovasi))");

    // ------------------------------------------------ indicator sets with their scales
    await q(`create temp table iset as
      select i.tahun as set_tahun, i.tipe, row_number() over (partition by i.tahun, i.tipe order by i.no_urut, i.id)::int as pos, i.id as indikator_id,
             coalesce(i.bobot, 1) as bobot, coalesce(i.skor_maks, 1e9) as skor_maks, (select count(*) from iga_skala s where s.iga_indikator_id = i.id)::int as nsk
      from iga_indikator i`);
    await q(`create temp table isk as
      select iga_indikator_id as indikator_id, (row_number() over (partition by iga_indikator_id order by nilai, id) - 1)::int as idx, id as skala_id, nilai
      from iga_skala`);
    await q('create index on isk (indikator_id, idx)');
    const setFor = "case when i.tahun >= 2025 then (select max(set_tahun) from iset where tipe = 'I') else (select min(set_tahun) from iset where tipe = 'I') end";

    // ------------------------------------------------ registrations (~40%): every state
    // status: 25% pending (0), 35% verified (1), 25% rejected (2), 15% withdrawn (-1);
    // QC on verified: 40% waiting, 50% confirmed, 10% returned; on rejected: 50% waiting, 50% agreed.
    await step(
      'nomor_registrasi',
      `insert into nomor_registrasi (inovasi_id, nomor, status_nomor, setuju, qc, created_by, verifikator_id, qc_by, reviewed_at, qc_at, deskripsi, created_at, updated_at)
       select s.id, 'IID/' || s.tahun || '/' || replace(d.kode, '.', '') || '/' || lpad(s.id::text, 6, '0'), s.st, 1, s.qc, s.created_by,
         case when s.st in (1, 2) then ${P} + 1 + pg_temp.ri(s.id, 41, 20) end,
         case when s.qc > 0 then ${P} + 21 + pg_temp.ri(s.id, 42, 10) end,
         case when s.st in (1, 2) then s.kirim + interval '12 days' end,
         case when s.qc > 0 then s.kirim + interval '20 days' end,
         'Mohon diverifikasi.', s.kirim, s.kirim + case when s.st = 0 then interval '0' else interval '12 days' end + case when s.qc > 0 then interval '8 days' else interval '0' end
       from (
         select i.id, i.tahun, i.profil_id, i.created_by,
           greatest(i.created_at, timestamptz '2024-06-01') + pg_temp.r(i.id, 43) * interval '500 days' as kirim,
           case when pg_temp.r(i.id, 44) < 0.25 then 0 when pg_temp.r(i.id, 44) < 0.60 then 1 when pg_temp.r(i.id, 44) < 0.85 then 2 else -1 end as st,
           case when pg_temp.r(i.id, 44) >= 0.25 and pg_temp.r(i.id, 44) < 0.60 then (case when pg_temp.r(i.id, 45) < 0.4 then 0 when pg_temp.r(i.id, 45) < 0.9 then 1 else 2 end)
                when pg_temp.r(i.id, 44) >= 0.60 and pg_temp.r(i.id, 44) < 0.85 then (case when pg_temp.r(i.id, 45) < 0.5 then 0 else 1 end)
                else 0 end as qc
         from iga2020_inovasi i
         where i.submitable = 1 and pg_temp.r(i.id, 40) < 0.47
       ) s join m_daerah d on d.id = s.profil_id
       order by s.id`,
    );
    await step(
      'nomor_registrasi_history',
      `insert into nomor_registrasi_history (nomor_registrasi_id, aksi, status_dari, status_ke, qc_dari, qc_ke, catatan, usr_asn_id, created_at)
       select r.id, 'kirim', null, 0, null, null, r.deskripsi, r.created_by, r.created_at from nomor_registrasi r
       union all
       select r.id, case r.status_nomor when 1 then 'setujui' when 2 then 'tolak' end, 0, r.status_nomor, 0, 0,
              case when r.status_nomor = 2 then 'Bukti dukung belum lengkap.' end, r.verifikator_id, r.reviewed_at
       from nomor_registrasi r where r.status_nomor in (1, 2)
       union all
       select r.id, case when r.status_nomor = 1 and r.qc = 1 then 'qc_setujui' when r.status_nomor = 1 then 'qc_tolak' else 'qc_setuju_tolak' end,
              r.status_nomor, r.status_nomor, 0, r.qc, case when r.qc = 2 then 'Perlu ditinjau ulang.' end, r.qc_by, r.qc_at
       from nomor_registrasi r where r.qc > 0
       union all
       select r.id, 'tarik', 0, -1, 0, 0, 'Ditarik oleh pengirim.', r.created_by, r.updated_at from nomor_registrasi r where r.status_nomor = -1`,
    );
    // innovations whose registration is verified are marked for the index (the verified index counts them)
    await step('iga2020_inovasi.is_index', 'update iga2020_inovasi i set is_index = 1 from nomor_registrasi r where r.inovasi_id = i.id and r.status_nomor = 1 and r.qc = 1');

    // ------------------------------------------------ indicator answers of innovations (~91% answered, all 21 indicators)
    let ans = 0;
    const tAns = performance.now();
    for (let a = 1; a <= N; a += B) {
      const b = Math.min(N, a + B - 1);
      ans += (
        await q(
          `insert into indikator_inovasi (inovasi_id, jenis, indikator_id, nilai, skala_id, skor, verifikasi_nilai, verifikasi_skala_id, verifikasi_skor,
             verified_by, verified_at, updated_by, created_at, updated_at)
           select i.id, 'penerapan', s.indikator_id, coalesce(k.nilai::text, (pg_temp.ri(i.id * 64 + s.pos, 50, 100))::text), k.skala_id,
             least(coalesce(k.nilai, 0) * s.bobot, s.skor_maks),
             case when v.ver then coalesce(k2.nilai, k.nilai)::text end, case when v.ver then coalesce(k2.skala_id, k.skala_id) end,
             case when v.ver then least(coalesce(k2.nilai, k.nilai, 0) * s.bobot, s.skor_maks) end,
             case when v.ver then r.verifikator_id end, case when v.ver then r.reviewed_at end,
             i.created_by, i.created_at, i.updated_at
           from iga2020_inovasi i
           join iset s on s.tipe = 'I' and s.set_tahun = ${setFor}
           left join nomor_registrasi r on r.inovasi_id = i.id
           cross join lateral (select r.status_nomor in (1, 2) and pg_temp.r(i.id * 64 + s.pos, 51) < 0.5 as ver) v
           left join isk k on k.indikator_id = s.indikator_id and k.idx = pg_temp.ri(i.id * 64 + s.pos, 52, greatest(s.nsk, 1))
           left join isk k2 on k2.indikator_id = s.indikator_id and k2.idx = pg_temp.ri(i.id * 64 + s.pos, 53, greatest(s.nsk, 1))
           where i.id between $1 and $2 and pg_temp.r(i.id, 54) < 0.911`,
          [a, b],
        )
      ).rowCount!;
      if (!opts.quiet) process.stdout.write(`\r  indikator_inovasi: ${ans}`);
    }
    log(`\r  indikator_inovasi: ${ans} baris, ${fmtMs(performance.now() - tAns)}`);

    // ------------------------------------------------ region answers: every pemda x 2019-2026 x the region indicators
    await step(
      'indikator_daerah',
      `insert into indikator_daerah (profil_id, tahun, indikator_id, nilai, skala_id, skor, verifikasi_skala_id, verifikasi_skor, updated_by, created_at, updated_at)
       select p.id, t.tahun, s.indikator_id, coalesce(k.nilai::text, '0'), k.skala_id, least(coalesce(k.nilai, 0) * s.bobot, s.skor_maks),
         case when pg_temp.r(h.h, 61) < 0.3 then k2.skala_id end,
         case when pg_temp.r(h.h, 61) < 0.3 then least(coalesce(k2.nilai, 0) * s.bobot, s.skor_maks) end,
         p.k, make_date(t.tahun, 3, 1), make_date(t.tahun, 3, 1)
       from pemda p cross join generate_series(2019, 2026) t(tahun)
       join iset s on s.tipe = 'P'
       cross join lateral (select (p.k::bigint * 10000 + t.tahun) * 64 + s.pos as h) h
       left join isk k on k.indikator_id = s.indikator_id and k.idx = pg_temp.ri(h.h, 62, greatest(s.nsk, 1))
       left join isk k2 on k2.indikator_id = s.indikator_id and k2.idx = pg_temp.ri(h.h, 63, greatest(s.nsk, 1))`,
    );

    // ------------------------------------------------ evidence: ~20% of answers carry a document
    await step(
      'dokumen_indikator (inovasi)',
      `insert into dokumen_indikator (pemilik, pemilik_id, tahun, indikator_id, nomor_surat, tanggal_surat, nama, file_url, created_by, created_at)
       select 'inovasi', a.inovasi_id, null, a.indikator_id, 'SK/' || a.id || '/2024', date '2024-01-01' + pg_temp.ri(a.id, 71, 700),
              'Bukti dukung ' || a.id || '.pdf', '/media/bench/' || a.id || '.pdf', a.updated_by, a.created_at
       from indikator_inovasi a where pg_temp.r(a.id, 70) < 0.2`,
    );
    await step(
      'dokumen_indikator (daerah)',
      `insert into dokumen_indikator (pemilik, pemilik_id, tahun, indikator_id, nomor_surat, tanggal_surat, nama, file_url, created_by, created_at)
       select 'daerah', a.profil_id, a.tahun, a.indikator_id, 'PERKADA/' || a.id, make_date(a.tahun, 2, 1), 'Regulasi ' || a.id || '.pdf', '/media/bench/d' || a.id || '.pdf', a.updated_by, a.created_at
       from indikator_daerah a where pg_temp.r(a.id, 72) < 0.2`,
    );

    // ------------------------------------------------ score totals and maturity (as the API keeps them)
    await step(
      'iga2020_inovasi_skor',
      `insert into iga2020_inovasi_skor (inovasi_id, total_points, verifikasi_points)
       select inovasi_id, sum(skor), case when bool_or(verifikasi_skor is not null) then sum(coalesce(verifikasi_skor, skor)) end
       from indikator_inovasi group by inovasi_id`,
    );
    await step('iga2020_inovasi.kematangan', 'update iga2020_inovasi i set kematangan = s.total_points from iga2020_inovasi_skor s where s.inovasi_id = i.id');

    for (const t of ['nomor_registrasi', 'nomor_registrasi_history', 'indikator_inovasi', 'indikator_daerah', 'dokumen_indikator']) {
      await q(`select setval(pg_get_serial_sequence('${t}', 'id'), greatest((select max(id) from ${t}), 1))`);
    }
    // what the triggers keep (they do not fire while loading as a replica): the registration's region and the
    // counters per region and year / per region and review state, rebuilt from the rows
    await step('nomor_registrasi.profil_id', 'update nomor_registrasi r set profil_id = i.profil_id from iga2020_inovasi i where i.id = r.inovasi_id');
    await q('set session_replication_role = origin');
    await q('delete from inovasi_jumlah');
    await step(
      'inovasi_jumlah',
      'insert into inovasi_jumlah (profil_id, tahun, n) select profil_id, tahun, count(*)::int from iga2020_inovasi where is_lomba = 0 group by profil_id, tahun',
    );
    // per region, year and value of each counted filter column (decision 115): the migration's own rebuild
    {
      const s = performance.now();
      const r = await q('select inovasi_jumlah_kolom_bangun() as n');
      log(`  inovasi_jumlah_kolom: ${r.rows[0].n} baris, ${fmtMs(performance.now() - s)}`);
    }
    // the narrow copy a name search reads (decision 118): the migration's own rebuild, in year order
    {
      const s = performance.now();
      const r = await q('select inovasi_cari_bangun() as n');
      log(`  inovasi_cari: ${r.rows[0].n} baris, ${fmtMs(performance.now() - s)}`);
    }
    await q('delete from registrasi_jumlah');
    await step(
      'registrasi_jumlah',
      'insert into registrasi_jumlah (profil_id, status_nomor, qc, n) select profil_id, status_nomor, qc, count(*)::int from nomor_registrasi group by profil_id, status_nomor, qc',
    );
    // word counts of the rich texts (the list's completeness): the API's own function, as at its start
    {
      const s = performance.now();
      const database = await openDatabase({ url });
      try {
        log(`  iga2020_inovasi.jumlah_kata: ${await lengkapiJumlahKata(database.db)} baris, ${fmtMs(performance.now() - s)}`);
      } finally {
        await database.close();
      }
    }
    const s = performance.now();
    // the updates above left a dead copy of most innovation and registration rows: compact, so every run starts from the same layout
    await q('vacuum full iga2020_inovasi');
    await q('vacuum full nomor_registrasi');
    // the rebuild above deleted the copy of the earlier data set: compacted too
    await q('vacuum full inovasi_cari');
    await q('vacuum (analyze)');
    log(`  vacuum analyze: ${fmtMs(performance.now() - s)}`);
    const result = await counts(q);
    await q("insert into bench_meta (key, value) values ('data', $1) on conflict (key) do update set value = excluded.value", [
      JSON.stringify({ scale: opts.scale, seed: opts.seed, complete: true, generated_at: new Date().toISOString(), duration_ms: Math.round(performance.now() - t0), counts: result }),
    ]);
    log(`Selesai dalam ${fmtMs(performance.now() - t0)}.`);
    return result;
  } finally {
    await c.end();
  }
}

async function counts(q: (t: string) => Promise<pg.QueryResult>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of ['profil_pemda', 'usr_asn', 'iga2020_inovasi', 'nomor_registrasi', 'nomor_registrasi_history', 'indikator_inovasi', 'indikator_daerah', 'dokumen_indikator']) {
    out[t] = Number((await q(`select count(*) from ${t}`)).rows[0].count);
  }
  out.jawaban_indikator = out.indikator_inovasi! + out.indikator_daerah!;
  return out;
}

const isMain = process.argv[1] && /bench[\\/]data\.ts$/.test(process.argv[1]);
if (isMain) {
  const a = args();
  generate(benchUrl(num(a.scale, 1)), { scale: num(a.scale, 1), seed: num(a.seed, DEFAULT_SEED), reset: a.reset === '1', checkForeignKeys: a['check-fk'] === '1' })
    .then((c) => {
      console.table(c);
      process.exit(0);
    })
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
