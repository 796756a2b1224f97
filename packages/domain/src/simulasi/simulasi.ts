/**
 * Score simulator (issue 20): where a region's index points are, computed by the index engine on a copy of the
 * region's answers. Nothing here writes; the API loads the answers, this module answers "what if".
 *
 * The model is deliberately the engine's own: an indicator scores `bobot × level` (`skorIndikator`), the
 * verified view scores an answer by `skorTerverifikasi` (the verifier's score, else the self score when a
 * supporting document is stored, else 0), and the index is `hitungIndeks` over the SPD score, the kematangan
 * of every counted innovation and the basic-service affairs they cover. A marginal gain is the engine's
 * recomputed difference, never an estimate of it.
 */
import { hitungIndeks, type HasilIndeks } from '../indeks/indeks';
import { bulat, skorIndikator } from '../indeks/skor-indikator';
import { skorTerverifikasi } from '../indeks/verifikasi';
import type { IndikatorDef, Metodologi } from '../indeks/types';

/** Which index the simulation answers: the region's own claim, or what verification would leave. */
export type SumberSimulasi = 'mandiri' | 'terverifikasi';

/** One answer as the simulator sees it: its level, whether a document backs it, a verifier's score if any. */
export interface JawabanSimulasi {
  level: number;
  ada_bukti: boolean;
  /** The verifier's score (already bobot × level); null/absent when not evaluated. */
  verifikasi_skor?: number | null;
}

export type JawabanSimulasiPer = Readonly<Record<number, JawabanSimulasi | undefined>>;

export interface InovasiSimulasi {
  id: number;
  nama: string;
  /** Counted in the year's index (`inovasiDihitung`). */
  dihitung: boolean;
  /** When not counted but could be: what the region must do (e.g. "ubah tahapan menjadi Penerapan"). */
  syarat_dihitung?: string | null;
  /** Affair ids (urusan_pemerintah_id) of the innovation. */
  urusan: readonly number[];
  jawaban: JawabanSimulasiPer;
}

export interface DaerahSimulasi {
  metodologi: Metodologi;
  /** The year's indicators, tipe P and I (others are ignored). */
  indikator: readonly IndikatorDef[];
  /** Ids of the six basic-service affairs. */
  idYandas: readonly number[];
  spd: JawabanSimulasiPer;
  inovasi: readonly InovasiSimulasi[];
}

/** A change the operator may make (the "what if" input and the content of an advised action). */
export type PerubahanSimulasi =
  /** Answer an indicator at `level` (0 clears it); the new claim is documented and not yet evaluated. */
  | { jenis: 'level'; indikator_id: number; inovasi_id?: number | null; level: number }
  /** Upload the missing supporting document of an answered indicator. */
  | { jenis: 'bukti'; indikator_id: number; inovasi_id?: number | null }
  /** An innovation that is not counted becomes counted (its condition met). */
  | { jenis: 'dihitung'; inovasi_id: number }
  /** A hypothetical extra counted innovation with this kematangan, covering these affairs. */
  | { jenis: 'inovasi_baru'; urusan: readonly number[]; kematangan: number };

export type JenisAksi = 'unggah_bukti' | 'naik_level' | 'jadikan_dihitung' | 'inovasi_baru';

export interface AksiSimulasi {
  jenis: JenisAksi;
  /** Stable key (for lists and links). */
  kode: string;
  /** What to do, in Indonesian. */
  judul: string;
  /** What it takes (the next level's condition, the document, the stage). */
  syarat: string | null;
  indikator_id: number | null;
  inovasi_id: number | null;
  /** IID gained (4 decimals), the engine's difference. */
  tambah_iid: number;
  /** Total score gained (SPD + SID). */
  tambah_total: number;
  perubahan: PerubahanSimulasi[];
}

export interface OpsiAksi {
  /** Names of affairs by id, for the action titles. */
  namaUrusan?: Readonly<Record<number, string>>;
  /** At most this many actions (default 50). */
  maks?: number;
}

const maksLevel = (ind: IndikatorDef): number => ind.skala.reduce((m, s) => (Number.isFinite(s.nilai) && s.nilai > m ? s.nilai : m), 0);
const bernilai = (ind: IndikatorDef): boolean => typeof ind.bobot === 'number' && Number.isFinite(ind.bobot) && ind.bobot > 0 && ind.jenis !== 'A';

/** The score of one answer in the chosen view. */
export function skorJawabanSimulasi(ind: IndikatorDef, j: JawabanSimulasi | undefined, sumber: SumberSimulasi): number {
  if (!j || !(j.level > 0)) return sumber === 'terverifikasi' && j?.verifikasi_skor != null ? j.verifikasi_skor : 0;
  const skor = skorIndikator(ind, { level: j.level });
  if (sumber === 'mandiri') return skor;
  return skorTerverifikasi({ skor, verifikasi_skor: j.verifikasi_skor ?? null, ada_bukti: j.ada_bukti }) ?? 0;
}

function jumlah(indikator: readonly IndikatorDef[], tipe: 'P' | 'I', jawaban: JawabanSimulasiPer, sumber: SumberSimulasi): number {
  let t = 0;
  for (const ind of indikator) if (ind.tipe === tipe) t += skorJawabanSimulasi(ind, jawaban[ind.id], sumber);
  return bulat(t);
}

/** Kematangan of one innovation in the chosen view. */
export const kematanganSimulasi = (d: Pick<DaerahSimulasi, 'indikator'>, inv: Pick<InovasiSimulasi, 'jawaban'>, sumber: SumberSimulasi): number =>
  jumlah(d.indikator, 'I', inv.jawaban, sumber);

interface InovasiBaru {
  urusan: readonly number[];
  kematangan: number;
}
interface KeadaanSimulasi extends DaerahSimulasi {
  baru?: readonly InovasiBaru[];
}

/** The index of the (changed) region, by the engine. */
export function hitungSimulasi(d: DaerahSimulasi, sumber: SumberSimulasi): HasilIndeks {
  const k = d as KeadaanSimulasi;
  const dihitung = d.inovasi.filter((i) => i.dihitung);
  const kematanganList = [...dihitung.map((i) => kematanganSimulasi(d, i, sumber)), ...(k.baru ?? []).map((b) => b.kematangan)];
  const yandas = new Set(d.idYandas);
  const tercakup = new Set<number>();
  for (const u of [...dihitung.map((i) => i.urusan), ...(k.baru ?? []).map((b) => b.urusan)]) for (const id of u) if (yandas.has(id)) tercakup.add(id);
  const adaData = d.inovasi.length > 0 || Object.values(d.spd).some((j) => j && j.level > 0) || (k.baru?.length ?? 0) > 0;
  return hitungIndeks(d.metodologi, { spd: jumlah(d.indikator, 'P', d.spd, sumber), kematanganList, urusanYandasTercakup: tercakup.size, adaData });
}

function ubahJawaban(jawaban: JawabanSimulasiPer, id: number, f: (j: JawabanSimulasi | undefined) => JawabanSimulasi): JawabanSimulasiPer {
  return { ...jawaban, [id]: f(jawaban[id]) };
}

/** A copy of the region with the changes applied (the input is never touched). */
export function terapkanPerubahan(d: DaerahSimulasi, perubahan: readonly PerubahanSimulasi[]): DaerahSimulasi {
  let spd = d.spd;
  let inovasi = d.inovasi;
  let baru = [...((d as KeadaanSimulasi).baru ?? [])];
  const padaInovasi = (id: number, f: (i: InovasiSimulasi) => InovasiSimulasi) => {
    inovasi = inovasi.map((i) => (i.id === id ? f(i) : i));
  };
  for (const p of perubahan) {
    if (p.jenis === 'level' || p.jenis === 'bukti') {
      const f =
        p.jenis === 'level'
          ? (): JawabanSimulasi => ({ level: Math.max(0, p.level), ada_bukti: p.level > 0, verifikasi_skor: null })
          : (j: JawabanSimulasi | undefined): JawabanSimulasi => ({ level: j?.level ?? 0, ada_bukti: true, verifikasi_skor: j?.verifikasi_skor ?? null });
      if (p.inovasi_id == null) spd = ubahJawaban(spd, p.indikator_id, f);
      else padaInovasi(p.inovasi_id, (i) => ({ ...i, jawaban: ubahJawaban(i.jawaban, p.indikator_id, f) }));
    } else if (p.jenis === 'dihitung') {
      padaInovasi(p.inovasi_id, (i) => ({ ...i, dihitung: true, syarat_dihitung: null }));
    } else {
      baru = [...baru, { urusan: p.urusan, kematangan: Math.max(0, p.kematangan) }];
    }
  }
  const hasil: KeadaanSimulasi = { ...d, spd, inovasi, baru };
  return hasil;
}

/** Median (lower middle) of a list; 0 when empty. */
function median(xs: readonly number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

function syaratLevel(ind: IndikatorDef, level: number): string | null {
  const row = ind.skala.find((s) => s.nilai === level);
  if (!row) return null;
  if (row.keterangan) return row.keterangan;
  const min = row.mulai_dari;
  const max = row.sampai_dengan;
  const f = (x: number) => String(x).replace('.', ',');
  if (min != null && max != null) return `nilai ${f(min)} s.d. ${f(max)}`;
  if (min != null) return `nilai ${row.mulai_inklusif === false || row.mulai_inklusif === 0 ? '>' : '≥'} ${f(min)}`;
  if (max != null) return `nilai ${row.sampai_inklusif === false || row.sampai_inklusif === 0 ? '<' : '≤'} ${f(max)}`;
  return null;
}

/**
 * The concrete actions ranked by index points gained (best first; only actions that gain). Each gain is
 * `hitungSimulasi(terapkanPerubahan(d, aksi.perubahan)).iid − hitungSimulasi(d).iid`.
 */
export function aksiTerbaik(d: DaerahSimulasi, sumber: SumberSimulasi, opsi: OpsiAksi = {}): AksiSimulasi[] {
  const awal = hitungSimulasi(d, sumber);
  const aksi: AksiSimulasi[] = [];
  const coba = (a: Omit<AksiSimulasi, 'tambah_iid' | 'tambah_total'>) => {
    const h = hitungSimulasi(terapkanPerubahan(d, a.perubahan), sumber);
    const tambahIid = bulat((h.iid ?? 0) - (awal.iid ?? 0));
    const tambahTotal = bulat(h.total - awal.total);
    if (tambahIid > 0 || (awal.iid === null && tambahTotal > 0)) aksi.push({ ...a, tambah_iid: tambahIid, tambah_total: tambahTotal });
  };
  const pemilik = (inv: InovasiSimulasi | null) => (inv ? ` pada inovasi "${inv.nama}"` : ' pada profil daerah');

  const tinjau = (inv: InovasiSimulasi | null, tipe: 'P' | 'I') => {
    const jawaban = inv ? inv.jawaban : d.spd;
    for (const ind of d.indikator) {
      if (ind.tipe !== tipe || !bernilai(ind)) continue;
      const j = jawaban[ind.id];
      const id = inv?.id ?? null;
      if (sumber === 'terverifikasi' && j && j.level > 0 && !j.ada_bukti && j.verifikasi_skor == null) {
        coba({
          jenis: 'unggah_bukti',
          kode: `bukti:${id ?? 'p'}:${ind.id}`,
          judul: `Unggah dokumen pendukung indikator ${ind.kode}${pemilik(inv)}`,
          syarat: `Tanpa dokumen, jawaban level ${j.level} bernilai 0 dalam indeks terverifikasi.`,
          indikator_id: ind.id,
          inovasi_id: id,
          perubahan: [{ jenis: 'bukti', indikator_id: ind.id, inovasi_id: id }],
        });
      }
      const sekarang = j?.level ?? 0;
      const naik = ind.skala.map((s) => s.nilai).filter((n) => n > sekarang).sort((a, b) => a - b)[0];
      if (naik !== undefined && naik <= maksLevel(ind)) {
        coba({
          jenis: 'naik_level',
          kode: `level:${id ?? 'p'}:${ind.id}:${naik}`,
          judul: sekarang > 0 ? `Naikkan indikator ${ind.kode}${pemilik(inv)} dari level ${sekarang} ke ${naik}` : `Isi indikator ${ind.kode}${pemilik(inv)} (level ${naik})`,
          syarat: [syaratLevel(ind, naik), 'dengan dokumen pendukung'].filter(Boolean).join(', '),
          indikator_id: ind.id,
          inovasi_id: id,
          perubahan: [{ jenis: 'level', indikator_id: ind.id, inovasi_id: id, level: naik }],
        });
      }
    }
  };

  tinjau(null, 'P');
  for (const inv of d.inovasi) {
    if (inv.dihitung) tinjau(inv, 'I');
    else if (inv.syarat_dihitung)
      coba({
        jenis: 'jadikan_dihitung',
        kode: `hitung:${inv.id}`,
        judul: `Jadikan inovasi "${inv.nama}" dihitung`,
        syarat: inv.syarat_dihitung,
        indikator_id: null,
        inovasi_id: inv.id,
        perubahan: [{ jenis: 'dihitung', inovasi_id: inv.id }],
      });
  }

  // one more counted innovation at stage Penerapan: typical maturity = the median of the counted ones
  const dihitung = d.inovasi.filter((i) => i.dihitung);
  const kem = median(dihitung.map((i) => kematanganSimulasi(d, i, sumber)));
  const tercakup = new Set(dihitung.flatMap((i) => i.urusan));
  const belum = d.idYandas.filter((u) => !tercakup.has(u));
  const nama = (u: number) => opsi.namaUrusan?.[u] ?? `urusan ${u}`;
  const syaratBaru = `tahapan Penerapan, diterapkan dalam periode penilaian; kematangan diperkirakan ${String(kem).replace('.', ',')} (median inovasi Anda)`;
  for (const u of belum)
    coba({
      jenis: 'inovasi_baru',
      kode: `baru:${u}`,
      judul: `Tambah satu inovasi tahap Penerapan pada urusan ${nama(u)}`,
      syarat: syaratBaru,
      indikator_id: null,
      inovasi_id: null,
      perubahan: [{ jenis: 'inovasi_baru', urusan: [u], kematangan: kem }],
    });
  if (!belum.length)
    coba({
      jenis: 'inovasi_baru',
      kode: 'baru',
      judul: 'Tambah satu inovasi tahap Penerapan',
      syarat: syaratBaru,
      indikator_id: null,
      inovasi_id: null,
      perubahan: [{ jenis: 'inovasi_baru', urusan: [], kematangan: kem }],
    });

  aksi.sort((a, b) => b.tambah_iid - a.tambah_iid || b.tambah_total - a.tambah_total || a.kode.localeCompare(b.kode));
  return aksi.slice(0, opsi.maks ?? 50);
}
