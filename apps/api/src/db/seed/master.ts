/**
 * Master data seed: runs at every start, so it is idempotent and cheap when the
 * data is already there. Rows are matched on their natural key and only missing
 * rows are inserted; nothing an admin has changed is overwritten.
 *
 * Sources:
 * - Regions: npm `idn-area-data` 4.0.1 CSVs (codes and names by Kemendagri).
 *   Region data © idn-area-data contributors, licensed under the Open Database
 *   License (ODbL) 1.0, see node_modules/idn-area-data/data/LICENSE.md.
 * - Indicators, scales and reference lists: `data/indicators.json` and
 *   `data/master-data.json`, copies of `shared/domain/` (see iid-methodology.md
 *   there for the source and confidence of every value).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS, METODOLOGI_BAWAAN } from '@sigap/domain';
import type { Db, DbOrTx } from '../client';
import {
  appSettings,
  contentCategories,
  helpFaq,
  iga2020BentukInovasi,
  iga2020Covid,
  iga2020Tematik,
  igaIndikator,
  igaKlaster,
  igaKlasterDaerah,
  igaSkala,
  igaUrusanPemerintahan,
  jenisPelatihan,
  mDaerah,
  metodologi,
  profilPemda,
  tuxeContents,
  wilayah,
  wilayahDaerah,
} from '../schema';

const HERE = path.dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------- source data

interface IndicatorRow {
  year: number;
  no: number;
  code: string;
  nama: string;
  aspek: 'SPD' | 'SID';
  group_id: number | null;
  jenis: string;
  /** Formula of a before-and-after row (domain RUMUS_INDIKATOR); missing: by jenis. */
  rumus?: string | null;
  bobot: number | null;
  required: number | null;
  document_type: string | null;
  skala: { nilai: number; skor?: number; keterangan: string; mulai_dari?: number | null; sampai_dengan?: number | null; mulai_inklusif?: boolean; sampai_inklusif?: boolean }[];
  skor_maks: number | null;
  source: string | null;
  catatan?: string | null;
  bukti_dukung?: string | null;
}

interface MasterData {
  asta_cita: { nomor: number; kode_app: number; nama_singkat: string; nama: string }[];
  legacy_theme_details: { nama: string }[];
  bentuk_inovasi: { kode: number; nama: string }[];
  urusan_pemerintahan: { id: number; kategori: string; nama: string; yandas: boolean; kode_nomenklatur: string | null }[];
  klaster: { kode: string; nama: string }[];
  predikat: { tahun: number[]; nama: string; mulai_dari: number; sampai_dengan: number }[];
  daerah_tertinggal: { kode: string }[];
}

interface Region {
  kode: string;
  nama: string;
  tingkat: 1 | 2;
  jenis: 'provinsi' | 'kabupaten' | 'kota';
  /** Province code (for a province: its own code). */
  provinsi: string;
}

interface SeedData {
  regions: Region[];
  indicators: IndicatorRow[];
  master: MasterData;
}

let cached: SeedData | null = null;

function readJson<T>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(HERE, 'data', name), 'utf8')) as T;
}

/** The `data/` folder of idn-area-data: resolved through Node, else found by walking up to node_modules. */
export function idnAreaDataDir(): string {
  const candidates: string[] = [];
  const req = createRequire(import.meta.url);
  for (const spec of ['idn-area-data/package.json', 'idn-area-data']) {
    try {
      // walk up from the resolved file to the package root
      let dir = path.dirname(req.resolve(spec));
      for (let i = 0; i < 4; i++) {
        candidates.push(path.join(dir, 'data'));
        dir = path.dirname(dir);
      }
    } catch {
      /* not resolvable this way (ESM-only exports): try the next */
    }
  }
  for (let dir = HERE; ; dir = path.dirname(dir)) {
    candidates.push(path.join(dir, 'node_modules', 'idn-area-data', 'data'));
    if (path.dirname(dir) === dir) break;
  }
  candidates.push(path.join(process.cwd(), 'node_modules', 'idn-area-data', 'data'));
  const found = candidates.find((c) => fs.existsSync(path.join(c, 'provinces.csv')) && fs.existsSync(path.join(c, 'regencies.csv')));
  if (!found) throw new Error('Data wilayah idn-area-data tidak ditemukan (node_modules/idn-area-data/data). Jalankan npm install.');
  return found;
}

/** Minimal CSV reader (header row, optional double quotes). */
function readCsv(file: string): Record<string, string>[] {
  const lines = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.trim() !== '');
  const split = (line: string): string[] => {
    const out: string[] = [];
    let cur = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (quoted && ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') {
        quoted = !quoted;
      } else if (ch === ',' && !quoted) {
        out.push(cur);
        cur = '';
      } else {
        cur += ch;
      }
    }
    out.push(cur);
    return out.map((s) => s.trim());
  };
  const [head, ...rows] = lines;
  const cols = split(head ?? '');
  return rows.map((l) => {
    const v = split(l);
    return Object.fromEntries(cols.map((c, i) => [c, v[i] ?? '']));
  });
}

/** DKI Jakarta's cities and regency are administrative, not autonomous pemda. */
const DKI_JAKARTA = '31';

function loadRegions(): Region[] {
  const dir = idnAreaDataDir();
  const provinces: Region[] = readCsv(path.join(dir, 'provinces.csv')).map((r) => ({
    kode: r.code!,
    nama: r.name!,
    tingkat: 1,
    jenis: 'provinsi',
    provinsi: r.code!,
  }));
  const regencies: Region[] = readCsv(path.join(dir, 'regencies.csv'))
    .filter((r) => r.province_code !== DKI_JAKARTA)
    .map((r) => ({
      kode: r.code!,
      nama: r.name!,
      tingkat: 2,
      jenis: /^kota\s/i.test(r.name!) ? 'kota' : 'kabupaten',
      provinsi: r.province_code!,
    }));
  return [...provinces, ...regencies];
}

function loadData(): SeedData {
  cached ??= {
    regions: loadRegions(),
    indicators: readJson<IndicatorRow[]>('indicators.json'),
    master: readJson<MasterData>('master-data.json'),
  };
  return cached;
}

// ---------------------------------------------------------------- fixed lists

/** Fixed ids: accounts' `area` (1 Barat, 2 Timur) refers to them. */
const WILAYAH = [
  { id: 1, nama: 'Wilayah Barat' },
  { id: 2, nama: 'Wilayah Timur' },
  { id: 3, nama: 'Wilayah Tambahan' },
];

/**
 * Default split of regions into the verification areas, by province code. This is
 * a configurable default of ours (admins edit wilayah_daerah), not an official list.
 * Barat: Sumatera and Kepulauan Riau (11-21), Jawa and Banten (31-36),
 * Bali/NTB/NTT (51-53), Kalimantan (61-65). Timur: Sulawesi (71-76), Maluku (81-82),
 * Papua (91-96). Regencies and cities follow their province.
 */
function defaultWilayah(provinsi: string): number | null {
  const p = Number(provinsi);
  if ((p >= 11 && p <= 21) || (p >= 31 && p <= 36) || (p >= 51 && p <= 53) || (p >= 61 && p <= 65)) return 1;
  if ((p >= 71 && p <= 76) || (p >= 81 && p <= 82) || (p >= 91 && p <= 96)) return 2;
  return null;
}

const KLASTER_NAMA: Record<string, string> = {
  provinsi: 'Provinsi',
  kabupaten: 'Kabupaten',
  kota: 'Kota',
  perbatasan: 'Daerah Perbatasan',
  tertinggal: 'Daerah Tertinggal',
  papua: 'Papua',
};

/** Legacy theme codes 0-8 (is_covid of innovations before Asta Cita), in the spec's order. */
const LEGACY_TEMATIK = [
  'Non Tematik',
  'Covid-19',
  'Interoperabilitas Smart City',
  'Pendapatan Asli Daerah (PAD)',
  'Daerah Bersih/Bebas Sampah',
  'Digitalisasi Layanan Pemerintahan',
  'Penanggulangan Kemiskinan',
  'Kemudahan Investasi',
  'Prioritas Aktual Presiden',
];

/** Detail themes (iga2020_covid): group 5 = Digitalisasi Layanan Pemerintahan, 8 = Prioritas Aktual Presiden. */
const DIGITAL_DETAILS = new Set(['Digitalisasi administrasi', 'Interoperabilitas sistem informasi menuju smart city']);

const CONTENT_CATEGORIES = [
  { slug: 'panduan', name: 'Panduan' },
  { slug: 'laporan-tahunan', name: 'Laporan Tahunan' },
  { slug: 'dokumen', name: 'Dokumen' },
];

const JENIS_PELATIHAN = [
  'Pelatihan Kepemimpinan Nasional Tingkat II',
  'Pelatihan Kepemimpinan Administrator',
  'Pelatihan Kepemimpinan Pengawas',
  'Pelatihan Dasar CPNS',
];

const TUXE_CONTENTS = [
  {
    section: 'about-us',
    slug: 'tentang-kami',
    judul: 'Tentang Kami',
    content:
      '<p>SIGAP Inovasi adalah aplikasi pendataan inovasi daerah untuk pengukuran Indeks Inovasi Daerah (IID) dan penilaian Innovative Government Award (IGA). Pemerintah daerah mencatat inovasinya beserta data pendukung, lalu hasilnya diverifikasi dan dihitung menjadi indeks.</p>',
  },
  {
    section: 'profil',
    slug: 'profil',
    judul: 'Profil',
    content:
      '<p>Penilaian inovasi daerah dilaksanakan berdasarkan PP Nomor 38 Tahun 2017 tentang Inovasi Daerah dan Permendagri Nomor 104 Tahun 2018. Penilaian meliputi Satuan Pemerintah Daerah (SPD) dan Satuan Inovasi Daerah (SID).</p>',
  },
  {
    section: 'faq',
    slug: 'faq',
    judul: 'Pertanyaan yang Sering Diajukan',
    content:
      '<p>Kumpulan jawaban atas pertanyaan yang sering diajukan tentang pengisian data inovasi, verifikasi, dan perhitungan Indeks Inovasi Daerah.</p>',
  },
];

const HELP_FAQ = [
  {
    question: 'Apa itu Indeks Inovasi Daerah (IID)?',
    answer:
      'IID adalah ukuran tingkat inovasi pemerintah daerah. Nilainya dihitung dari Satuan Pemerintah Daerah (SPD) dan Satuan Inovasi Daerah (SID), lalu dibandingkan dengan skor total maksimum dan dinyatakan dalam skala 0 sampai 100.',
  },
  {
    question: 'Inovasi seperti apa yang dihitung dalam IID?',
    answer:
      'Inovasi yang sudah berada pada tahap penerapan, diterapkan dalam kurun waktu yang ditetapkan pada tahun penilaian, dan dilengkapi bukti dukung untuk setiap indikator. Rancang bangun inovasi minimal 300 kata.',
  },
  {
    question: 'Mengapa skor saya berubah setelah verifikasi?',
    answer:
      'Verifikator membandingkan isian setiap indikator dengan dokumen bukti dukung yang diunggah. Isian yang tidak didukung bukti disesuaikan, dan peringkat memakai nilai hasil verifikasi. Skor isian mandiri tetap tersimpan sebagai pembanding.',
  },
];

// ---------------------------------------------------------------- methodology

/** Notes per year shown on the methodology screen. */
const CATATAN_METODOLOGI: Record<2023 | 2026, string> = {
  2023: 'Metodologi IID 2023. k = 10 dan batas predikat resmi. Rumus Skor Jumlah Inovasi 2023 tidak ditemukan; hanya nilai maksimumnya (76) yang diturunkan dari 250 - 63 - 111. Admin perlu mengisi rumusnya sebelum skor jumlah inovasi dihitung.',
  2026: 'Metodologi IID 2026 menurut transkripsi pihak ketiga atas Lampiran I/II Surat Kepala BSKDN 400.10.11/1887/BSKDN. Skor Jumlah Inovasi = MIN(n, 200) x 0,38 (maksimum 76), hanya bila inovasi mencakup minimal 5 dari 6 urusan wajib pelayanan dasar. Periksa kembali dengan dokumen resmi.',
};

/** The shipped rule sets come from the domain package (one definition for seed, engine and tests). */
function metodologiRows(): (typeof metodologi.$inferInsert)[] {
  return ([2023, 2026] as const).map((tahun) => ({ ...METODOLOGI_BAWAAN[tahun], catatan: CATATAN_METODOLOGI[tahun] }));
}

// ---------------------------------------------------------------- helpers

/** Advances a serial's sequence past the explicit ids inserted. */
async function resetSequence(tx: DbOrTx, table: string): Promise<void> {
  await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), 1))`);
}

function profilNama(d: { nama: string; jenis: string }): string {
  if (d.jenis === 'provinsi') return /^provinsi\s/i.test(d.nama) ? `Pemerintah ${d.nama}` : `Pemerintah Provinsi ${d.nama}`;
  if (/^(kabupaten|kota)\s/i.test(d.nama)) return `Pemerintah ${d.nama}`;
  return `Pemerintah ${d.jenis === 'kota' ? 'Kota' : 'Kabupaten'} ${d.nama}`;
}

/** Arbitrary constant key: two processes seeding the same database wait for each other. */
const SEED_LOCK = 7_316_001;

// ---------------------------------------------------------------- seed

/**
 * Inserts the master data that is missing. Returns the number of rows inserted per
 * table in this run (all zero when the database was already seeded).
 */
export async function seedMaster(db: Db): Promise<Record<string, number>> {
  const { regions, indicators, master } = loadData();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const counts: Record<string, number> = {};

    // ------------------------------------------------ wilayah (fixed ids)
    const newWilayah = await tx.insert(wilayah).values(WILAYAH).onConflictDoNothing({ target: wilayah.id }).returning({ id: wilayah.id });
    counts.wilayah = newWilayah.length;
    if (newWilayah.length) await resetSequence(tx, 'wilayah');
    const wilayahIds = new Set((await tx.select({ id: wilayah.id }).from(wilayah)).map((r) => r.id));
    const newWilayahIds = new Set(newWilayah.map((r) => r.id));
    const wilayahOf = (r: Region) => {
      const w = defaultWilayah(r.provinsi);
      return w !== null && wilayahIds.has(w) ? w : null;
    };

    // ------------------------------------------------ m_daerah
    const idByKode = new Map((await tx.select({ id: mDaerah.id, kode: mDaerah.kode }).from(mDaerah)).map((r) => [r.kode, r.id]));
    const newDaerah = new Set<number>();
    for (const tingkat of [1, 2] as const) {
      const missing = regions.filter((r) => r.tingkat === tingkat && !idByKode.has(r.kode));
      if (!missing.length) continue;
      const inserted = await tx
        .insert(mDaerah)
        .values(
          missing.map((r) => ({
            kode: r.kode,
            nama: r.nama,
            tingkat: r.tingkat,
            jenis: r.jenis,
            parent_id: tingkat === 1 ? null : (idByKode.get(r.provinsi) ?? null),
            wilayah_id: wilayahOf(r),
          })),
        )
        .onConflictDoNothing({ target: mDaerah.kode })
        .returning({ id: mDaerah.id, kode: mDaerah.kode });
      for (const r of inserted) {
        idByKode.set(r.kode, r.id);
        newDaerah.add(r.id);
      }
    }
    counts.m_daerah = newDaerah.size;

    // ------------------------------------------------ wilayah_daerah (new regions, or new areas)
    const wdRows = regions.flatMap((r) => {
      const id = idByKode.get(r.kode);
      const w = wilayahOf(r);
      return id !== undefined && w !== null && (newDaerah.has(id) || newWilayahIds.has(w)) ? [{ wilayah_id: w, m_daerah_id: id }] : [];
    });
    counts.wilayah_daerah = wdRows.length
      ? (await tx.insert(wilayahDaerah).values(wdRows).onConflictDoNothing().returning({ id: wilayahDaerah.id })).length
      : 0;

    // ------------------------------------------------ profil_pemda: one per m_daerah, same id
    const withoutProfil = await tx
      .select({ id: mDaerah.id, nama: mDaerah.nama, jenis: mDaerah.jenis })
      .from(mDaerah)
      .where(sql`not exists (select 1 from ${profilPemda} p where p.id = ${mDaerah.id} or p.m_daerah_id = ${mDaerah.id})`);
    counts.profil_pemda = withoutProfil.length
      ? (
          await tx
            .insert(profilPemda)
            .values(withoutProfil.map((d) => ({ id: d.id, m_daerah_id: d.id, nama: profilNama(d) })))
            .onConflictDoNothing()
            .returning({ id: profilPemda.id })
        ).length
      : 0;

    // ------------------------------------------------ iga_klaster + members
    const klasterRows = master.klaster.map((k) => ({ kode: k.kode, klaster: KLASTER_NAMA[k.kode] ?? k.nama }));
    const newKlaster = await tx.insert(igaKlaster).values(klasterRows).onConflictDoNothing({ target: igaKlaster.kode }).returning({ id: igaKlaster.id });
    counts.iga_klaster = newKlaster.length;
    const newKlasterIds = new Set(newKlaster.map((r) => r.id));
    const klasterId = new Map((await tx.select({ id: igaKlaster.id, kode: igaKlaster.kode }).from(igaKlaster)).map((r) => [r.kode, r.id]));
    const tertinggal = new Set(master.daerah_tertinggal.map((d) => d.kode));
    const isPapua = (r: Region) => Number(r.provinsi) >= 91 && Number(r.provinsi) <= 96;
    const members: Record<string, (r: Region) => boolean> = {
      provinsi: (r) => r.tingkat === 1,
      kabupaten: (r) => r.jenis === 'kabupaten',
      kota: (r) => r.jenis === 'kota',
      tertinggal: (r) => tertinggal.has(r.kode),
      // Papua cluster: the six Papua provinces (91-96) and their regencies and cities
      papua: isPapua,
      // perbatasan: no members seeded. master-data only lists the 15 provinces with
      // border priority locations; the kabupaten/kota list is unknown, so admins fill it.
    };
    const kdRows: { iga_klaster_id: number; iga_daerah_id: number }[] = [];
    for (const [kode, isMember] of Object.entries(members)) {
      const kid = klasterId.get(kode);
      if (kid === undefined) continue;
      for (const r of regions) {
        const did = idByKode.get(r.kode);
        if (did !== undefined && (newKlasterIds.has(kid) || newDaerah.has(did)) && isMember(r)) kdRows.push({ iga_klaster_id: kid, iga_daerah_id: did });
      }
    }
    counts.iga_klaster_daerah = kdRows.length
      ? (await tx.insert(igaKlasterDaerah).values(kdRows).onConflictDoNothing().returning({ id: igaKlasterDaerah.id })).length
      : 0;

    // ------------------------------------------------ urusan pemerintahan (fixed ids)
    const urusan = await tx
      .insert(igaUrusanPemerintahan)
      .values(master.urusan_pemerintahan.map((u) => ({ id: u.id, nama: u.nama, kategori: u.kategori, kode: u.kode_nomenklatur, yandas: u.yandas ? 1 : 0 })))
      .onConflictDoNothing({ target: igaUrusanPemerintahan.id })
      .returning({ id: igaUrusanPemerintahan.id });
    counts.iga_urusan_pemerintahan = urusan.length;
    if (urusan.length) await resetSequence(tx, 'iga_urusan_pemerintahan');

    // ------------------------------------------------ bentuk inovasi (ids = PP 38/2017 codes)
    const bentuk = await tx
      .insert(iga2020BentukInovasi)
      .values(master.bentuk_inovasi.map((b) => ({ id: b.kode, nama: b.nama })))
      .onConflictDoNothing({ target: iga2020BentukInovasi.id })
      .returning({ id: iga2020BentukInovasi.id });
    counts.iga2020_bentuk_inovasi = bentuk.length;
    if (bentuk.length) await resetSequence(tx, 'iga2020_bentuk_inovasi');

    // ------------------------------------------------ tematik: 0-8 legacy, 9-16 Asta Cita
    const tematikRows = [
      ...LEGACY_TEMATIK.map((nama, kode) => ({ kode, nama, keterangan: null, is_legacy: 1 })),
      // codes 9-16 follow the mission order; the mapping is inferred (master-data kode_app)
      ...master.asta_cita.map((a) => ({ kode: a.kode_app, nama: `Asta Cita ${a.nomor}: ${a.nama_singkat}`, keterangan: a.nama, is_legacy: 0 })),
    ];
    counts.iga2020_tematik = (
      await tx.insert(iga2020Tematik).values(tematikRows).onConflictDoNothing({ target: iga2020Tematik.kode }).returning({ id: iga2020Tematik.id })
    ).length;

    // ------------------------------------------------ detail themes (by name)
    // group_id is inferred: the two digital details belong to 5 (Digitalisasi Layanan
    // Pemerintahan), the rest to 8 (Prioritas Aktual Presiden).
    const covidNames = new Set((await tx.select({ nama: iga2020Covid.nama }).from(iga2020Covid)).map((r) => r.nama));
    const covidRows = master.legacy_theme_details
      .filter((d) => !covidNames.has(d.nama))
      .map((d) => ({ nama: d.nama, group_id: DIGITAL_DETAILS.has(d.nama) ? 5 : 8 }));
    counts.iga2020_covid = covidRows.length ? (await tx.insert(iga2020Covid).values(covidRows).returning({ id: iga2020Covid.id })).length : 0;

    // ------------------------------------------------ indicators and their scales
    const haveIndikator = new Set(
      (await tx.select({ tahun: igaIndikator.tahun, kode: igaIndikator.kode }).from(igaIndikator)).map((r) => `${r.tahun}|${r.kode}`),
    );
    const missingInd = indicators.filter((i) => !haveIndikator.has(`${i.year}|${i.code}`));
    counts.iga_indikator = 0;
    counts.iga_skala = 0;
    if (missingInd.length) {
      const inserted = await tx
        .insert(igaIndikator)
        .values(
          missingInd.map((i) => ({
            tahun: i.year,
            no_urut: i.no,
            kode: i.code,
            indikator: i.nama,
            keterangan: i.catatan ?? null,
            data_pendukung: i.bukti_dukung ?? null,
            bobot: i.bobot,
            tipe: i.aspek === 'SPD' ? 'P' : 'I',
            document_type: i.document_type,
            jenis: i.jenis,
            rumus: i.rumus ?? null,
            group_id: i.group_id,
            required: i.required ?? 0,
            skor_maks: i.skor_maks,
            sumber: i.source,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: igaIndikator.id, tahun: igaIndikator.tahun, kode: igaIndikator.kode });
      counts.iga_indikator = inserted.length;
      // scales only for indicators created now: an admin's edits to existing scales stay
      const idOf = new Map(inserted.map((r) => [`${r.tahun}|${r.kode}`, r.id]));
      const skalaRows = missingInd.flatMap((i) => {
        const id = idOf.get(`${i.year}|${i.code}`);
        return id === undefined
          ? []
          : i.skala.map((s) => ({
              iga_indikator_id: id,
              nilai: s.nilai,
              mulai_dari: s.mulai_dari ?? null,
              sampai_dengan: s.sampai_dengan ?? null,
              mulai_inklusif: s.mulai_inklusif === false ? 0 : 1,
              sampai_inklusif: s.sampai_inklusif === false ? 0 : 1,
              keterangan: s.keterangan,
            }));
      });
      if (skalaRows.length) counts.iga_skala = (await tx.insert(igaSkala).values(skalaRows).returning({ id: igaSkala.id })).length;
    }

    // ------------------------------------------------ metodologi per year
    counts.metodologi = (
      await tx.insert(metodologi).values(metodologiRows()).onConflictDoNothing({ target: metodologi.tahun }).returning({ id: metodologi.id })
    ).length;

    // ------------------------------------------------ app_settings: insert missing, never overwrite
    counts.app_settings = (
      await tx
        .insert(appSettings)
        .values(Object.entries(DEFAULT_SETTINGS).map(([name, s]) => ({ name, setting_value: s.value, keterangan: s.keterangan })))
        .onConflictDoNothing({ target: appSettings.name })
        .returning({ id: appSettings.id })
    ).length;

    // ------------------------------------------------ content
    counts.content_categories = (
      await tx.insert(contentCategories).values(CONTENT_CATEGORIES).onConflictDoNothing({ target: contentCategories.slug }).returning({ id: contentCategories.id })
    ).length;

    const pelatihan = new Set((await tx.select({ name: jenisPelatihan.name }).from(jenisPelatihan)).map((r) => r.name.toLowerCase()));
    const pelatihanRows = JENIS_PELATIHAN.filter((n) => !pelatihan.has(n.toLowerCase())).map((name) => ({ name }));
    counts.jenis_pelatihan = pelatihanRows.length ? (await tx.insert(jenisPelatihan).values(pelatihanRows).returning({ id: jenisPelatihan.id })).length : 0;

    // one text per section; a section that already has a text (edited or not) is left alone
    const sections = new Set((await tx.select({ section: tuxeContents.section }).from(tuxeContents)).map((r) => r.section));
    const tuxeRows = TUXE_CONTENTS.filter((c) => !sections.has(c.section));
    counts.tuxe_contents = tuxeRows.length ? (await tx.insert(tuxeContents).values(tuxeRows).returning({ id: tuxeContents.id })).length : 0;

    // FAQ: seeded only into an empty table, so an admin's edits and deletions stick
    const [faq] = await tx.select({ n: sql<number>`count(*)::int` }).from(helpFaq);
    counts.help_faq = Number(faq?.n ?? 0) === 0 ? (await tx.insert(helpFaq).values(HELP_FAQ).returning({ id: helpFaq.id })).length : 0;

    return counts;
  });
}
