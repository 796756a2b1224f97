/**
 * A plausible national sample for the statistics, ranking and report screens
 * (demo mode only, idempotent, bulk inserts): about thirty regions in every
 * cluster (provinsi, kabupaten, kota, daerah tertinggal, Papua and, as demo
 * members, a few border regencies for the perbatasan cluster), with
 * innovations in every stage, theme, affair, form and type, registrations in
 * every review and QC state, and stored 2026 results in every predikat band
 * (Sangat Inovatif, Inovatif, Kurang Inovatif, Tidak Dapat Dinilai).
 *
 * Every score can be traced answer by answer, as the API computes it:
 * - each innovation answers the 2026 innovation indicators (tipe I) and each
 *   region the 2026 SPD indicators (tipe P): a scale choice, a number or a
 *   before/after pair chosen for the level the region's band aims at, its
 *   `skor` from the domain's `skorIndikator`; `kematangan` and `total_points`
 *   are the domain's `kematangan` over those answers;
 * - answered indicators carry a supporting document (the demo PDF), except a
 *   deterministic few per region and innovation: such an unproven claim
 *   scores 0 in the verified index;
 * - some approved registrations (and a few regions) have a verifier's
 *   evaluation on one or two indicators (a lower level, reason
 *   'bukti_tidak_sesuai'), kept in `evaluasi` as well;
 * - `verifikasi_points` of a registered innovation is the sum of the verified
 *   scores (`skorTerverifikasi`: the verifier's score, else the self score
 *   when documented, else 0); `is_index` is 1 exactly where QC confirmed an
 *   approval (status 1, qc 1);
 * - an innovation counts by the 2026 rules (Penerapan, applied 2024-2025, not
 *   taken out by an admin); the sample has innovations outside each rule.
 * The stored results are recomputed with the index engine (`simpanHasil`), so
 * rankings, averages and summaries agree with the answers.
 *
 * The innovations read like a real country's (issue 19 item 8, decisions 93-94): names, proposal texts and
 * coordinates by sector and region from seed/data/contoh-inovasi.ts (no two regions share a name), dates spread
 * over the period, and every registered ("Sudah Dikirim") one passes the send rules: 300-word design text,
 * every mandatory indicator answered and proven (its unproven claims are optional indicators), applied inside
 * the period's window (2024-2025; the 2023 ones are never registered).
 *
 * Kota Bandung and Kabupaten Banyuwangi (the demo accounts' regions) are left
 * untouched. Rows are matched by region and name: an innovation of the sample
 * that exists without answers (seeded by an older version) gets its answers
 * and scores; nothing else that exists is changed.
 *
 * API tests run with a small known data set: under Vitest this sample is only
 * seeded when SIGAP_DEMO_NASIONAL=1.
 */
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  bentukIsian,
  bulat,
  countWords,
  jumlahKataInovasi,
  kematangan,
  periksaInovasi,
  tanpaHambatan,
  type IndikatorPeriksa,
  levelJawaban,
  rumusIndikator,
  skorIndikator,
  skorTerverifikasi,
  validasiJawaban,
  type JawabanIndikator,
  type SkalaDef,
} from '@sigap/domain';
import type { DbOrTx } from '../client';
import {
  dokumenIndikator,
  evaluasi,
  iga2020Inovasi,
  iga2020InovasiSkor,
  igaKlaster,
  igaKlasterDaerah,
  indikatorDaerah,
  indikatorInovasi,
  mDaerah,
  media,
  metodologi,
  nomorRegistrasi,
  nomorRegistrasiHistory,
} from '../schema';
import { simpanHasil } from '../../modules/indeks';
import { katalog, type Def } from '../../modules/indikator';
import { DEMO_PDF_KEY, DEMO_PDF_URL } from './demo-indikator';
import { SEKTOR, susunTeks, tanggalInovasi, type Sektor } from './data/contoh-inovasi';

/** The assessment year the sample answers and the stored results are for. */
export const TAHUN_DEMO_NASIONAL = 2026;
/**
 * The sample's documents point at the demo PDF through their own media row, readable by every signed-in user
 * (the Bandung demo's row belongs to Kota Bandung). The row is added when the demo PDF is in storage.
 */
export const DEMO_NASIONAL_PDF_URL = '/media/demo/bukti-dukung-contoh-nasional.pdf';
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const CHUNK = 500;

/** The band a region's sample aims at: Sangat Inovatif, Inovatif, Kurang Inovatif, nothing that scores. */
export type TingkatDemo = 'SI' | 'I' | 'KI' | 'NOL';
type Tingkat = TingkatDemo;

/** Regions by Kemendagri code and the band their sample aims at (self and verified index). */
export const DAERAH_DEMO_NASIONAL: readonly (readonly [kode: string, tingkat: Tingkat])[] = [
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

/** A registration state: review status (0 pending, 1 approved, 2 rejected) and QC state (0 waiting, 1 confirmed, 2 returned). */
interface Reg {
  status: 0 | 1 | 2;
  qc: 0 | 1 | 2;
}
const FINAL: Reg = { status: 1, qc: 1 };
const TUNGGU_QC: Reg = { status: 1, qc: 0 };
const KEMBALI_QC: Reg = { status: 1, qc: 2 };
const PENDING: Reg = { status: 0, qc: 0 };
const DITOLAK: Reg = { status: 2, qc: 0 };
const DITOLAK_QC: Reg = { status: 2, qc: 1 };

/** Chances of level 3 and level 2 for an answer (the rest: level 1). */
type Sebaran = readonly [p3: number, p2: number];

interface Rencana {
  /** Registrations of the counted innovations (Penerapan, applied 2024-2025), one list per variant (by region). */
  dihitung: readonly (readonly (Reg | null)[])[];
  /** Innovations that do not count: Inisiatif, Uji Coba, applied in 2023, taken out by an admin (in that order). */
  lain: number;
  /** Levels of the region's SPD answers; null: rows without anything that scores. */
  spd: Sebaran | null;
  /** Levels of the counted innovations' answers. */
  inovasi: Sebaran;
  /** SPD answers without a supporting document. */
  tanpaBuktiDaerah: number;
  /** Answers without a supporting document per counted innovation, one more on every other one (the others: 2). */
  tanpaBuktiInovasi: number;
  /** The counted innovations cover the basic-service affairs (the count score's condition). */
  yandas: boolean;
}

const F = FINAL;
const RENCANA: Record<Tingkat, Rencana> = {
  SI: {
    dihitung: [[F, F, F, F, F, F, F, F, F, F, F, TUNGGU_QC, TUNGGU_QC, KEMBALI_QC, PENDING, DITOLAK]],
    lain: 4,
    spd: [0.95, 0.05],
    inovasi: [0.95, 0.05],
    tanpaBuktiDaerah: 1,
    tanpaBuktiInovasi: 0,
    yandas: true,
  },
  I: {
    dihitung: [
      [F, F, F, F, F, F, F, TUNGGU_QC, TUNGGU_QC, KEMBALI_QC, PENDING, DITOLAK],
      [F, F, F, F, F, F, TUNGGU_QC, TUNGGU_QC, TUNGGU_QC, KEMBALI_QC, PENDING, null],
    ],
    lain: 4,
    spd: [0.4, 0.5],
    inovasi: [0.65, 0.3],
    tanpaBuktiDaerah: 2,
    tanpaBuktiInovasi: 1,
    yandas: true,
  },
  KI: {
    dihitung: [
      [F, TUNGGU_QC, PENDING],
      [F, KEMBALI_QC, DITOLAK_QC],
    ],
    lain: 3,
    spd: [0, 0.2],
    inovasi: [0.1, 0.4],
    tanpaBuktiDaerah: 2,
    tanpaBuktiInovasi: 2,
    yandas: false,
  },
  NOL: { dihitung: [[]], lain: 3, spd: null, inovasi: [0, 0], tanpaBuktiDaerah: 0, tanpaBuktiInovasi: 0, yandas: false },
};
/** Levels of the answers of innovations that do not count. */
const SEBARAN_LAIN: Sebaran = [0.3, 0.4];
const ALASAN_KELUAR = 'Inovasi yang sama sudah dilaporkan dua kali pada penilaian sebelumnya.';

/**
 * Names: per sector every pair of a local acronym and a description, in a seeded order; each region takes the
 * next pair whose acronym and description it does not have yet, so no two regions share a name (issue 19 item 8).
 */
class DekNama {
  private dek = new Map<string, [string, string][]>();
  constructor(private rnd: Acak) {}
  ambil(s: Sektor, dipakai: Set<string>): string {
    let dek = this.dek.get(s.kode);
    if (!dek) {
      const pasangan = s.akronim.flatMap((a) => s.deskripsi.map((d) => [a, d] as [string, string]));
      dek = ambil(pasangan, pasangan.length, this.rnd);
      this.dek.set(s.kode, dek);
    }
    const i = dek.findIndex(([a, d]) => !dipakai.has(a) && !dipakai.has(d));
    const [a, d] = dek.splice(Math.max(0, i), 1)[0] ?? [s.akronim[0]!, s.deskripsi[0]!];
    dipakai.add(a).add(d);
    return /^Gerakan /.test(d) ? `${d} (${a})` : `${a}: ${d}`;
  }
}

/** Approximate centres of the sample's provinces (lat, long) for the innovations' coordinates. */
const PUSAT_PROVINSI: Record<string, [number, number]> = {
  '13': [-0.95, 100.35], '14': [0.51, 101.45], '21': [3.95, 108.1], '32': [-6.9, 107.6], '33': [-6.99, 110.42], '34': [-7.8, 110.37], '35': [-7.25, 112.75],
  '51': [-8.65, 115.22], '53': [-10.17, 123.6], '61': [-0.03, 109.33], '64': [-0.5, 117.15], '65': [2.84, 117.37], '72': [-0.9, 119.87], '73': [-5.14, 119.42],
  '81': [-3.7, 128.18], '91': [-2.53, 140.72], '93': [-4.1, 138.95],
};

/** Yandas affairs 1-6 and others (iga_urusan_pemerintahan ids). */
const URUSAN_YANDAS = ['1', '2', '3', '4', '5', '6'];
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
type Acak = ReturnType<typeof acak>;

const pilihLevel = (rnd: Acak, [p3, p2]: Sebaran): number => {
  const r = rnd();
  return r < p3 ? 3 : r < p3 + p2 ? 2 : 1;
};

/** `k` distinct items of `xs`, picked by `rnd` (all when k ≥ length). */
function ambil<T>(xs: readonly T[], k: number, rnd: Acak): T[] {
  const pool = [...xs];
  const out: T[] = [];
  while (out.length < k && pool.length) out.push(pool.splice(Math.floor(rnd() * pool.length), 1)[0]!);
  return out;
}

// ---------------------------------------------------------------- answers for a level

/** Decimals a bound is written with (at most 4). */
function desimal(x: number): number {
  for (let d = 0; d < 4; d++) if (Math.round(x * 10 ** d) / 10 ** d === x) return d;
  return 4;
}

const adaBatas = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** Numbers inside the range of one scale row, the first drawn by `rnd`, then safer ones (bounds are checked by the caller). */
function angkaDalam(skala: readonly SkalaDef[], row: SkalaDef, rnd: Acak): number[] {
  const batas = skala.flatMap((s) => [s.mulai_dari, s.sampai_dengan]).filter(adaBatas);
  const dec = Math.max(0, ...batas.map(desimal));
  const step = 10 ** -dec;
  const bawah = batas.every((b) => b >= 0) ? 0 : -Infinity; // counts and rates stay non-negative
  const r = (x: number) => Math.max(bawah, bulat(x, dec));
  const min = adaBatas(row.mulai_dari) ? row.mulai_dari : null;
  const max = adaBatas(row.sampai_dengan) ? row.sampai_dengan : null;
  if (min !== null && max !== null) return [r(min + rnd() * (max - min)), r((min + max) / 2), r(min + step), r(max - step), min, max];
  if (min !== null) return [r(min + step + rnd() * Math.max(step * 10, Math.abs(min) * 0.15)), r(min + step), min];
  if (max !== null) return [r(max - step - rnd() * Math.max(step * 10, Math.abs(max) * 0.15)), r(max - step), max];
  return [];
}

/** A before/after pair whose derived value (by the row's formula) is `v`. */
function sebelumSesudah(def: Def, v: number, rnd: Acak): Record<string, unknown> | null {
  switch (rumusIndikator(def)) {
    case 'persen': {
      const b = Math.round(100 + rnd() * 4900);
      return { nilai_sebelum: b, nilai_sesudah: bulat(b * (1 + v / 100), 2) };
    }
    case 'selisih_turun': {
      const b = bulat(4 + rnd() * 8, 2);
      return { nilai_sebelum: b, nilai_sesudah: bulat(b - v, 2) };
    }
    case 'selisih_naik': {
      const b = bulat(64 + rnd() * 14, 2);
      return { nilai_sebelum: b, nilai_sesudah: bulat(b + v, 2) };
    }
    default:
      return null;
  }
}

interface Isian {
  jawaban: JawabanIndikator;
  level: number;
  skor: number;
}

/**
 * An answer to `def` at `level` as the region would enter it (a scale choice, a number, a before/after pair,
 * a video link with its points), checked by the API's own rules (`validasiJawaban`) and scored by
 * `skorIndikator`. A level the scale cannot give is lowered; null when nothing fits (the indicator stays
 * unanswered).
 */
function isian(def: Def, level: number, rnd: Acak, informasi: string): Isian | null {
  const bentuk = bentukIsian(def.jenis);
  // a choice does not depend on the draw: checked once per indicator, level and text
  const tetap = bentuk !== 'angka' && bentuk !== 'sebelum_sesudah' && bentuk !== 'video';
  if (!tetap) return isianBaru(def, bentuk, level, rnd, informasi);
  const cache = PILIHAN.get(def) ?? new Map<string, Isian | null>();
  PILIHAN.set(def, cache);
  const kunci = `${level}|${informasi}`;
  if (!cache.has(kunci)) cache.set(kunci, isianBaru(def, bentuk, level, rnd, informasi));
  return cache.get(kunci)!;
}
/** Choice answers by indicator (the catalogue rows of one run), level and text. */
const PILIHAN = new WeakMap<Def, Map<string, Isian | null>>();

function isianBaru(def: Def, bentuk: ReturnType<typeof bentukIsian>, level: number, rnd: Acak, informasi: string): Isian | null {
  for (let l = level; l >= 1; l--) {
    const row = def.skala.find((s) => s.nilai === l);
    if (!row) continue;
    const pilih = row.id !== undefined ? [{ skala_id: row.id }] : [];
    const angka = angkaDalam(def.skala, row, rnd);
    let raw: Record<string, unknown>[];
    switch (bentuk) {
      case 'angka':
        raw = [...angka.map((n) => ({ nilai: n })), ...pilih];
        break;
      case 'sebelum_sesudah':
        raw = angka.map((v) => sebelumSesudah(def, v, rnd)).filter((x): x is Record<string, unknown> => x !== null);
        break;
      case 'video':
        raw = [...angka.map((n) => ({ nilai: String(n), informasi: VIDEO })), ...pilih.map((p) => ({ ...p, informasi: VIDEO }))];
        break;
      case 'otomatis':
        return null;
      default:
        raw = pilih.map((p) => ({ ...p, informasi }));
    }
    for (const r of raw) {
      const v = validasiJawaban(def, { informasi, ...r });
      if (Object.keys(v.errors).length || levelJawaban(def, v.jawaban) !== l) continue;
      return { jawaban: v.jawaban, level: l, skor: skorIndikator(def, v.jawaban) };
    }
  }
  return null;
}

/** Answers of one owner by indicator, the undocumented ones and the verifier's lower answers. */
interface Isi {
  jawaban: Map<number, Isian>;
  tanpaBukti: Set<number>;
  evaluasi: Map<number, Isian>;
}

/**
 * Answers for a catalogue: levels by `sebaran`, `tanpaBukti` undocumented; level 0 (`sebaran` null): rows that score nothing.
 * `terkirim`: the owner was sent, so only optional indicators may lack evidence (a mandatory one blocks sending).
 */
function isiKatalog(defs: readonly Def[], sebaran: Sebaran | null, tanpaBukti: number, rnd: Acak, informasi: string, terkirim = false): Isi {
  const jawaban = new Map<number, Isian>();
  for (const def of defs) {
    if (sebaran === null) {
      jawaban.set(def.id, { jawaban: { nilai: null, nilai_sebelum: null, nilai_sesudah: null, skala_id: null, informasi }, level: 0, skor: 0 });
      continue;
    }
    const x = isian(def, pilihLevel(rnd, sebaran), rnd, informasi);
    if (x) jawaban.set(def.id, x);
  }
  const wajib = new Set(defs.filter((d) => d.row.required === 1 || (d.row.required as unknown) === true).map((d) => d.id));
  const dijawab = [...jawaban.entries()].filter(([id, x]) => x.skor > 0 && !(terkirim && wajib.has(id))).map(([id]) => id);
  return { jawaban, tanpaBukti: new Set(ambil(dijawab, tanpaBukti, rnd)), evaluasi: new Map() };
}

/** A verifier lowers `n` documented answers of level 2 or more by one level (the evidence shows less). */
function evaluasiVerifikator(defs: readonly Def[], isi: Isi, n: number, rnd: Acak): void {
  const calon = defs.filter((d) => {
    const x = isi.jawaban.get(d.id);
    return x && x.level >= 2 && !isi.tanpaBukti.has(d.id);
  });
  for (const def of ambil(calon, n, rnd)) {
    const x = isi.jawaban.get(def.id)!;
    const lebihRendah = isian(def, x.level - 1, rnd, 'Hasil verifikasi');
    if (lebihRendah && lebihRendah.skor < x.skor) isi.evaluasi.set(def.id, lebihRendah);
  }
}

const CATATAN_EVALUASI = 'Bukti dukung menunjukkan capaian satu tingkat di bawah isian.';

/** Answer rows of one owner (`pemilik` columns given), with the verifier's answer where evaluated. */
function barisJawaban<T extends object>(pemilik: T, isi: Isi, waktu: string) {
  return [...isi.jawaban.entries()].map(([indikator_id, x]) => {
    const v = isi.evaluasi.get(indikator_id);
    return {
      ...pemilik,
      indikator_id,
      nilai: x.jawaban.nilai,
      nilai_sebelum: x.jawaban.nilai_sebelum,
      nilai_sesudah: x.jawaban.nilai_sesudah,
      skala_id: x.jawaban.skala_id,
      informasi: x.jawaban.informasi,
      skor: x.skor,
      ...(v
        ? {
            verifikasi_nilai: v.jawaban.nilai,
            verifikasi_nilai_sebelum: v.jawaban.nilai_sebelum,
            verifikasi_nilai_sesudah: v.jawaban.nilai_sesudah,
            verifikasi_skala_id: v.jawaban.skala_id,
            verifikasi_skor: v.skor,
            alasan: 'bukti_tidak_sesuai',
            catatan: CATATAN_EVALUASI,
            verified_at: waktu,
          }
        : {}),
    };
  });
}

/** Supporting documents of the answered, documented indicators (the demo PDF; a link for the video indicator). */
function barisBukti(pemilik: 'daerah' | 'inovasi', pemilikId: number, byId: ReadonlyMap<number, Def>, isi: Isi) {
  return [...isi.jawaban.entries()]
    .filter(([id, x]) => x.level > 0 && !isi.tanpaBukti.has(id))
    .map(([id]) => {
      const def = byId.get(id)!;
      const video = bentukIsian(def.jenis) === 'video';
      return {
        pemilik,
        pemilik_id: pemilikId,
        tahun: TAHUN_DEMO_NASIONAL,
        indikator_id: id,
        nama: `Bukti dukung ${def.kode} (contoh)`,
        file_url: video ? null : DEMO_NASIONAL_PDF_URL,
        youtube: video ? VIDEO : null,
      };
    });
}

function barisEvaluasi(pemilik: 'daerah' | 'inovasi', pemilikId: number, isi: Isi) {
  return [...isi.evaluasi.entries()].map(([indikator_id, v]) => ({
    pemilik,
    pemilik_id: pemilikId,
    indikator_id,
    nilai: { nilai: v.jawaban.nilai, nilai_sebelum: v.jawaban.nilai_sebelum, nilai_sesudah: v.jawaban.nilai_sesudah, skala_id: v.jawaban.skala_id },
    skor: v.skor,
    catatan: CATATAN_EVALUASI,
    alasan: 'bukti_tidak_sesuai',
  }));
}

/** Σ verified score of the answers (`skorTerverifikasi`), as `verifikasi_points` stores it. */
function jumlahTerverifikasi(isi: Isi): number {
  let total = 0;
  for (const [id, x] of isi.jawaban) total += skorTerverifikasi({ skor: x.skor, verifikasi_skor: isi.evaluasi.get(id)?.skor ?? null, ada_bukti: !isi.tanpaBukti.has(id) }) ?? 0;
  return bulat(total);
}

async function sisip<T>(rows: T[], fn: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await fn(rows.slice(i, i + CHUNK));
}

/**
 * Bulk insert, `CHUNK` rows a statement, the rows passed as one JSON parameter (`jsonb_to_recordset`): on
 * PGlite several times faster than a VALUES list with a parameter per cell. Rows hold plain values (no SQL);
 * a column some rows leave out is null in them, and columns no row sets take their defaults.
 */
async function sisipMassal<T extends PgTable>(tx: DbOrTx, table: T, rows: T['$inferInsert'][], abaikanKonflik = false): Promise<void> {
  if (!rows.length) return;
  const kolom = getTableColumns(table) as Record<string, T['_']['columns'][string]>;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => k in kolom);
  const nama = sql.join(
    keys.map((k) => sql.identifier(kolom[k]!.name)),
    sql`, `,
  );
  const jenis = sql.join(
    keys.map((k) => sql`${sql.identifier(kolom[k]!.name)} ${sql.raw(kolom[k]!.getSQLType())}`),
    sql`, `,
  );
  await sisip(rows, async (chunk) => {
    const data = JSON.stringify(chunk.map((r) => Object.fromEntries(keys.map((k) => [kolom[k]!.name, (r as Record<string, unknown>)[k] ?? null]))));
    await tx.execute(sql`insert into ${table} (${nama}) select ${nama} from jsonb_to_recordset(${data}::jsonb) as x(${jenis})${abaikanKonflik ? sql` on conflict do nothing` : sql``}`);
  });
}

// ---------------------------------------------------------------- seed

export async function seedDemoNasional(tx: DbOrTx): Promise<{ inovasi: number; daerah: number }> {
  if (SKIP_UNDER_TEST()) return { inovasi: 0, daerah: 0 };
  const sekarang = new Date().toISOString();
  const kodes = DAERAH_DEMO_NASIONAL.map(([k]) => k);
  const daerah = await tx.select({ id: mDaerah.id, kode: mDaerah.kode, nama: mDaerah.nama }).from(mDaerah).where(inArray(mDaerah.kode, [...kodes, ...PERBATASAN_DEMO]));
  const byKode = new Map(daerah.map((d) => [d.kode, d]));

  // perbatasan cluster: demo members
  const [perbatasan] = await tx.select({ id: igaKlaster.id }).from(igaKlaster).where(eq(igaKlaster.kode, 'perbatasan'));
  if (perbatasan) {
    const ids = PERBATASAN_DEMO.map((k) => byKode.get(k)?.id).filter((x): x is number => x !== undefined);
    if (ids.length) await tx.insert(igaKlasterDaerah).values(ids.map((d) => ({ iga_klaster_id: perbatasan.id, iga_daerah_id: d }))).onConflictDoNothing();
  }

  const target = DAERAH_DEMO_NASIONAL.map(([k, t]) => ({ d: byKode.get(k), t })).filter((x): x is { d: NonNullable<typeof x.d>; t: Tingkat } => x.d !== undefined);
  const ids = target.map((x) => x.d.id);
  if (!ids.length) return { inovasi: 0, daerah: 0 };

  // the documents' media row, when the demo PDF is in storage (demo-indikator.ts adds its own row then)
  const [pdf] = await tx.select().from(media).where(eq(media.file_url, DEMO_PDF_URL));
  if (pdf) {
    await tx
      .insert(media)
      .values({ file_url: DEMO_NASIONAL_PDF_URL, storage_key: DEMO_PDF_KEY, original_name: 'bukti-dukung-contoh.pdf', mime: pdf.mime, size: pdf.size, uploaded_by: null, m_daerah_id: null })
      .onConflictDoNothing();
  }

  // ------------------------------------------------ the plan: every innovation (its answers are drawn when needed)
  interface Rencanaan {
    row: typeof iga2020Inovasi.$inferInsert;
    reg: Reg | null;
    kode: string;
    seed: number;
    sebaran: Sebaran;
    tanpaBukti: number;
    waktuKirim: { dikirim: string; ditinjau: string; qc: string };
    isi?: Isi;
    k?: number;
  }
  const rencana: Rencanaan[] = [];
  const dekNama = new DekNama(acak(4099));
  const hariIni = Date.parse(sekarang);
  const hari = 86_400_000;
  const iso = (ms: number) => new Date(Math.min(ms, hariIni)).toISOString();
  target.forEach(({ d, t }, di) => {
    const r = RENCANA[t];
    const regs = r.dihitung[di % r.dihitung.length]!;
    // names, sectors, dates and texts draw from their own sequence: the answers (seeded by `seed`) stay as they were
    const rnd = acak(di * 7919 + 17);
    const dipakai = new Set<string>();
    const [lat, lon] = PUSAT_PROVINSI[d.kode.slice(0, 2)] ?? [-2.5, 118];
    const total = regs.length + r.lain;
    for (let j = 0; j < total; j++) {
      const dihitung = j < regs.length;
      const jenisLain = j - regs.length; // 0 Inisiatif, 1 Uji Coba, 2 applied in 2023, 3 taken out by an admin
      // counted ones cover the six basic-service affairs for SI and I (the count score's condition)
      const sektor = dihitung && r.yandas && j < 6 ? SEKTOR.find((x) => x.urusan === Number(URUSAN_YANDAS[j]))! : SEKTOR[Math.floor(rnd() * SEKTOR.length)]!;
      const nama = dekNama.ambil(sektor, dipakai);
      const jenisInovasi = (di + j) % 3 === 2 ? 'Non Digital' : 'Digital';
      const urusan = jenisInovasi === 'Digital' && sektor.urusan !== 16 && rnd() < 0.3 ? `${sektor.urusan},16` : String(sektor.urusan);
      const stage = dihitung || jenisLain >= 2 ? 2 : jenisLain;
      const tahun = dihitung ? (j % 2 ? 2025 : 2024) : jenisLain === 2 ? 2023 : 2024 + ((j + di) % 2);
      const tanggal = tanggalInovasi(tahun, rnd);
      // only what may be sent is registered: an innovation applied in 2023 is outside the period, never sent
      const reg = dihitung ? regs[j]! : null;
      const seed = di * 100_003 + j * 7919 + 11;
      const tema = 9 + ((di + j) % 8);
      // entered over the last months, edited some days later; a registration a few days after the last edit
      const dibuat = hariIni - (25 + Math.floor(rnd() * 150)) * hari - Math.floor(rnd() * hari);
      const diubah = dibuat + Math.floor(rnd() * 20) * hari + Math.floor(rnd() * hari);
      const dikirim = diubah + (1 + Math.floor(rnd() * 6)) * hari;
      const teks = susunTeks(sektor, { nama, daerah: d.nama, waktu: tanggal.waktu, seed: seed + 3 }, countWords);
      rencana.push({
        kode: d.kode,
        reg,
        seed,
        sebaran: dihitung ? r.inovasi : SEBARAN_LAIN,
        tanpaBukti: dihitung ? r.tanpaBuktiInovasi + ((j + di) % 2) : 2,
        waktuKirim: { dikirim: iso(dikirim), ditinjau: iso(dikirim + (2 + Math.floor(rnd() * 12)) * hari), qc: iso(dikirim + (15 + Math.floor(rnd() * 10)) * hari) },
        row: {
          profil_id: d.id,
          nama,
          tahun,
          // the workflow's lock: set where quality control confirmed an approval
          is_index: reg?.status === 1 && reg.qc === 1 ? 1 : 0,
          keluar_indeks_alasan: jenisLain === 3 ? ALASAN_KELUAR : null,
          keluar_indeks_pada: jenisLain === 3 ? sekarang : null,
          inovasi_status: stage,
          inisiator: INISIATOR[(di + j) % INISIATOR.length]!,
          nama_inisiator: `${sektor.opd} ${d.nama}`,
          koordinat: `${(lat + (rnd() - 0.5) * 0.6).toFixed(6)},${(lon + (rnd() - 0.5) * 0.6).toFixed(6)}`,
          klasifikasi_inovasi: 'Inovasi Perangkat Daerah',
          jenis_inovasi: jenisInovasi,
          bentuk_inovasi: 1 + ((di + j) % 3),
          is_covid: tema,
          urusan_pemerintah_id: urusan,
          ...tanggal,
          is_developed: 0,
          ...teks,
          jumlah_kata: jumlahKataInovasi(teks as unknown as Record<string, unknown>),
          created_at: iso(dibuat),
          updated_at: iso(diubah),
        },
      });
    }
  });

  // ------------------------------------------------ innovations and registrations
  const ada = await tx
    .select({
      id: iga2020Inovasi.id,
      profil_id: iga2020Inovasi.profil_id,
      nama: iga2020Inovasi.nama,
      dijawab: sql<boolean>`exists (select 1 from ${indikatorInovasi} where ${indikatorInovasi.inovasi_id} = ${iga2020Inovasi.id})`,
      status_nomor: nomorRegistrasi.status_nomor,
      qc: nomorRegistrasi.qc,
    })
    .from(iga2020Inovasi)
    .leftJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
    .where(inArray(iga2020Inovasi.profil_id, ids));
  const adaBy = new Map(ada.map((a) => [`${a.profil_id}|${a.nama}`, a]));
  const baru = rencana.filter((p) => !adaBy.has(`${p.row.profil_id}|${p.row.nama}`));
  /** Innovations to answer: the new ones and those of the sample that exist without answers. */
  const diisi: { p: Rencanaan; id: number; reg: Reg | null; lama: boolean }[] = [];
  for (const p of rencana) {
    const a = adaBy.get(`${p.row.profil_id}|${p.row.nama}`);
    if (a && !a.dijawab) diisi.push({ p, id: a.id, reg: a.status_nomor === null ? null : ({ status: a.status_nomor, qc: a.qc ?? 0 } as Reg), lama: true });
  }
  const sudah = new Set(
    (await tx.select({ p: indikatorDaerah.profil_id }).from(indikatorDaerah).where(and(inArray(indikatorDaerah.profil_id, ids), eq(indikatorDaerah.tahun, TAHUN_DEMO_NASIONAL)))).map((r) => r.p),
  );
  // a second run ends here: everything exists
  if (!baru.length && !diisi.length && target.every(({ d }) => sudah.has(d.id))) return { inovasi: 0, daerah: ids.length };

  const defsI = (await katalog(tx, TAHUN_DEMO_NASIONAL, 'I')).filter((d) => d.jenis !== 'A');
  const defsP = (await katalog(tx, TAHUN_DEMO_NASIONAL, 'P')).filter((d) => d.jenis !== 'A');
  const defById = new Map([...defsI, ...defsP].map((d) => [d.id, d]));
  const isiDari = (p: Rencanaan): Isi => (p.isi ??= isiKatalog(defsI, p.sebaran, p.tanpaBukti, acak(p.seed), 'Data contoh nasional', p.reg !== null));
  // `submitable` by the domain's checker over the answers and documents the sample stores (as the send command reads them)
  const periksa = defsI.map(
    (d): IndikatorPeriksa => ({ id: d.id, kode: d.kode, nama: d.row.indikator, jenis: d.jenis, skala: d.skala, required: d.row.required, document_type: d.row.document_type, bobot: d.bobot, rumus: d.row.rumus }),
  );
  const submitableDari = (p: Rencanaan): 0 | 1 => {
    const isi = isiDari(p);
    const dok = [...isi.jawaban.entries()]
      .filter(([id, x]) => x.level > 0 && !isi.tanpaBukti.has(id))
      .map(([id]) => (bentukIsian(defById.get(id)!.jenis) === 'video' ? { indikator_id: id, youtube: VIDEO } : { indikator_id: id, file_url: DEMO_NASIONAL_PDF_URL, mime: pdf?.mime ?? null }));
    const ok = tanpaHambatan(periksaInovasi({ ...p.row, id: 0 }, periksa, new Map([...isi.jawaban].map(([id, x]) => [id, x.jawaban])), dok));
    if (!ok && p.reg) throw new Error(`Data contoh nasional: inovasi terkirim "${p.row.nama}" tidak memenuhi syarat kirim.`);
    return ok ? 1 : 0;
  };
  const kematanganDari = (p: Rencanaan): number => (p.k ??= kematangan(defsI, new Map([...isiDari(p).jawaban].map(([id, x]) => [id, x.jawaban]))));

  const regBaru: { p: Rencanaan; id: number }[] = [];
  await sisip(baru, async (chunk) => {
    const ret = await tx
      .insert(iga2020Inovasi)
      .values(chunk.map((p) => ({ ...p.row, kematangan: kematanganDari(p), submitable: submitableDari(p) })))
      .returning({ id: iga2020Inovasi.id });
    ret.forEach((r, x) => {
      const p = chunk[x]!;
      diisi.push({ p, id: r.id, reg: p.reg, lama: false });
      if (p.reg) regBaru.push({ p, id: r.id });
    });
  });
  const regs: { id: number; reg: Reg; w: Rencanaan['waktuKirim'] }[] = [];
  await sisip(regBaru, async (chunk) => {
    const ret = await tx
      .insert(nomorRegistrasi)
      .values(
        chunk.map(({ p, id }) => ({
          inovasi_id: id,
          nomor: `IID/${p.row.tahun}/${p.kode.replace('.', '')}/${String(id).padStart(6, '0')}`,
          status_nomor: p.reg!.status,
          setuju: 1,
          qc: p.reg!.qc,
          deskripsi: 'Data contoh nasional',
          qc_notes: p.reg!.qc === 2 ? 'Bukti dukung belum sesuai dengan isian indikator.' : null,
          created_at: p.waktuKirim.dikirim,
          updated_at: p.reg!.qc !== 0 ? p.waktuKirim.qc : p.reg!.status !== 0 ? p.waktuKirim.ditinjau : p.waktuKirim.dikirim,
          reviewed_at: p.reg!.status === 0 ? null : p.waktuKirim.ditinjau,
          qc_at: p.reg!.qc === 0 ? null : p.waktuKirim.qc,
        })),
      )
      .returning({ id: nomorRegistrasi.id });
    ret.forEach((r, x) => regs.push({ id: r.id, reg: chunk[x]!.p.reg!, w: chunk[x]!.p.waktuKirim }));
  });
  const hist = regs.flatMap(({ id, reg, w }) => [
    { nomor_registrasi_id: id, aksi: 'kirim', status_dari: null, status_ke: 0, qc_dari: null, qc_ke: 0, catatan: null, created_at: w.dikirim },
    ...(reg.status === 0
      ? []
      : [
          {
            nomor_registrasi_id: id,
            aksi: reg.status === 1 ? 'setujui' : 'tolak',
            status_dari: 0,
            status_ke: reg.status,
            qc_dari: 0,
            qc_ke: 0,
            catatan: reg.status === 2 ? 'Regulasi yang diunggah belum menetapkan inovasi ini; lampirkan keputusan kepala daerah yang menyebut inovasi.' : null,
            created_at: w.ditinjau,
          },
        ]),
    ...(reg.qc === 0
      ? []
      : [
          {
            nomor_registrasi_id: id,
            aksi: reg.status === 2 ? 'qc_setuju_tolak' : reg.qc === 1 ? 'qc_setujui' : 'qc_tolak',
            status_dari: reg.status,
            status_ke: reg.status,
            qc_dari: 0,
            qc_ke: reg.qc,
            catatan: reg.qc === 2 ? 'Bukti dukung belum sesuai dengan isian indikator.' : null,
            created_at: w.qc,
          },
        ]),
  ]);
  await sisipMassal(tx, nomorRegistrasiHistory, hist);

  // ------------------------------------------------ innovation answers, evidence, evaluations, scores
  const jawabanInovasi: (typeof indikatorInovasi.$inferInsert)[] = [];
  const buktiInovasi: (typeof dokumenIndikator.$inferInsert)[] = [];
  const evaluasiRows: (typeof evaluasi.$inferInsert)[] = [];
  const skorRows: (typeof iga2020InovasiSkor.$inferInsert)[] = [];
  const kematanganLama: { id: number; k: number }[] = [];
  for (const { p, id, reg, lama } of diisi) {
    const isi = isiDari(p);
    const k = kematanganDari(p);
    // an approved registration: the verifier evaluated one or two indicators of some of them
    if (reg?.status === 1) {
      const n = (p.seed >>> 3) % 3; // 0, 1 or 2
      if (n) evaluasiVerifikator(defsI, isi, n, acak(p.seed + 1));
    }
    jawabanInovasi.push(...barisJawaban({ inovasi_id: id, jenis: 'penerapan' }, isi, sekarang));
    buktiInovasi.push(...barisBukti('inovasi', id, defById, isi));
    evaluasiRows.push(...barisEvaluasi('inovasi', id, isi));
    skorRows.push({ inovasi_id: id, total_points: k, verifikasi_points: reg ? jumlahTerverifikasi(isi) : null });
    if (lama) kematanganLama.push({ id, k });
  }
  await sisipMassal(tx, indikatorInovasi, jawabanInovasi, true);
  await sisipMassal(tx, dokumenIndikator, buktiInovasi);
  await sisip(skorRows, (chunk) =>
    tx
      .insert(iga2020InovasiSkor)
      .values(chunk)
      .onConflictDoUpdate({ target: iga2020InovasiSkor.inovasi_id, set: { total_points: sql`excluded.total_points`, verifikasi_points: sql`excluded.verifikasi_points`, updated_at: sql`now()` } }),
  );
  await sisip(kematanganLama, (chunk) =>
    tx.execute(
      sql`update ${iga2020Inovasi} set kematangan = v.k from (values ${sql.join(
        chunk.map((c) => sql`(${c.id}::int, ${c.k}::float8)`),
        sql`, `,
      )}) as v(id, k) where ${iga2020Inovasi.id} = v.id`,
    ),
  );

  // ------------------------------------------------ region indicators (SPD), evidence, evaluations
  const jawabanDaerah: (typeof indikatorDaerah.$inferInsert)[] = [];
  const buktiDaerah: (typeof dokumenIndikator.$inferInsert)[] = [];
  target.forEach(({ d, t }, di) => {
    if (sudah.has(d.id) || !defsP.length) return;
    const r = RENCANA[t];
    const rnd = acak(di * 31_337 + 5);
    const isi = isiKatalog(defsP, r.spd, r.tanpaBuktiDaerah, rnd, r.spd ? 'Data contoh nasional' : 'Data contoh nasional: belum ada isian yang dapat dinilai.');
    // a verifier lowered one answer of half the assessed regions
    if (r.spd && di % 2 === 0) evaluasiVerifikator(defsP, isi, 1, rnd);
    jawabanDaerah.push(...barisJawaban({ profil_id: d.id, tahun: TAHUN_DEMO_NASIONAL }, isi, sekarang));
    buktiDaerah.push(...barisBukti('daerah', d.id, defById, isi));
    evaluasiRows.push(...barisEvaluasi('daerah', d.id, isi));
  });
  await sisipMassal(tx, indikatorDaerah, jawabanDaerah, true);
  await sisipMassal(tx, dokumenIndikator, buktiDaerah);
  await sisipMassal(tx, evaluasi, evaluasiRows);

  // ------------------------------------------------ stored results, with the engine
  // every region with data (the sample, the demo accounts' regions); the others have no stored result (no data)
  const [m] = await tx.select({ id: metodologi.id }).from(metodologi).where(eq(metodologi.tahun, TAHUN_DEMO_NASIONAL));
  if (m && (diisi.length || jawabanDaerah.length)) {
    const berdata = await tx
      .select({ id: sql<number>`x.id` })
      .from(sql`(select profil_id as id from ${iga2020Inovasi} union select profil_id from ${indikatorDaerah} where ${indikatorDaerah.tahun} = ${TAHUN_DEMO_NASIONAL}) x`);
    await simpanHasil(tx, TAHUN_DEMO_NASIONAL, [...new Set([...ids, ...berdata.map((r) => Number(r.id))])], null);
  }
  return { inovasi: baru.length, daerah: ids.length };
}
