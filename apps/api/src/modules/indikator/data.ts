import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  GROUP_INDIKATOR,
  JENIS_INDIKATOR,
  LABEL_JENIS_DOKUMEN,
  bentukIsian,
  bulat,
  cekDokumen,
  isJenisSebelumSesudah,
  levelJawaban,
  nilaiTurunan,
  skorIndikator,
  skorTerverifikasi,
  statusIndikator,
  statusKeseluruhan,
  sudahDievaluasi,
  wajib,
  type DokumenBukti,
  type IndikatorDef,
  type IndikatorPeriksa,
  type JawabanIndikator,
  type PemilikIndikator,
  type StatusKeseluruhan,
  type TipeIndikator,
} from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { dokumenIndikator, igaIndikator, indikatorDaerah, indikatorInovasi, media } from '../../db/schema';
import { indikatorDefs } from '../../lib/indikator';
import { bacaRujukan } from '../../lib/rujukan';

/** Who owns answers and documents: a region, an innovation (its indicators) or its trial results. */
export type Pemilik = PemilikIndikator;
export type Def = IndikatorDef & { row: typeof igaIndikator.$inferSelect };
export type JawabanRow = typeof indikatorDaerah.$inferSelect | typeof indikatorInovasi.$inferSelect;
export type DokumenRow = typeof dokumenIndikator.$inferSelect & { mime: string | null; nama_berkas: string | null };

// the assessment year and the year asked for live with the settings (lib/settings.ts), where the index module reads them too
export { tahunDari, tahunPenilaian } from '../../lib/settings';

/**
 * The year's indicators of one tipe with their scales, in catalogue order: from process memory when `db` is the
 * app's root handle, or `akar` is given for a transaction that writes no reference data (lib/rujukan.ts, decision
 * 117); read otherwise. A new array each call (its definitions are shared: never change them).
 */
export async function katalog(db: DbOrTx, tahun: number, tipe: TipeIndikator, akar?: DbOrTx): Promise<Def[]> {
  return [...(await bacaRujukan(db, `katalog:${tahun}:${tipe}`, () => bacaKatalog(db, tahun, tipe), akar))];
}

async function bacaKatalog(db: DbOrTx, tahun: number, tipe: TipeIndikator): Promise<Def[]> {
  const rows = await db
    .select()
    .from(igaIndikator)
    .where(and(eq(igaIndikator.tahun, tahun), eq(igaIndikator.tipe, tipe)))
    .orderBy(asc(igaIndikator.no_urut), asc(igaIndikator.kode), asc(igaIndikator.id));
  const defs = await indikatorDefs(db, rows);
  return rows.map((r) => defs.get(r.id)!);
}

/** Sub-row letter of a catalogue code ("SPD-05a" -> "a"). */
const subDari = (kode: string | null) => /\d([a-z])$/.exec(kode ?? '')?.[1] ?? null;
export const nomorIndikator = (row: Def['row']) => `${row.no_urut}${subDari(row.kode) ?? ''}`;

/** What the checker and the status rules read of an indicator. */
export const keperiksa = (d: Def): IndikatorPeriksa => ({
  id: d.id,
  kode: d.kode,
  nama: d.row.indikator,
  nomor: nomorIndikator(d.row),
  jenis: d.jenis,
  skala: d.skala,
  required: d.row.required,
  document_type: d.row.document_type,
  bobot: d.bobot,
  rumus: d.row.rumus,
});

export async function jawabanDaerah(db: DbOrTx, profilId: number, tahun: number, ids?: number[]) {
  if (ids && !ids.length) return new Map<number, JawabanRow>();
  const rows = await db
    .select()
    .from(indikatorDaerah)
    .where(and(eq(indikatorDaerah.profil_id, profilId), eq(indikatorDaerah.tahun, tahun), ids ? inArray(indikatorDaerah.indikator_id, ids) : undefined));
  return new Map<number, JawabanRow>(rows.map((r) => [r.indikator_id, r]));
}

export async function jawabanInovasi(db: DbOrTx, inovasiId: number, jenis: 'penerapan' | 'ujicoba', ids?: number[]) {
  if (ids && !ids.length) return new Map<number, JawabanRow>();
  const rows = await db
    .select()
    .from(indikatorInovasi)
    .where(and(eq(indikatorInovasi.inovasi_id, inovasiId), eq(indikatorInovasi.jenis, jenis), ids ? inArray(indikatorInovasi.indikator_id, ids) : undefined));
  return new Map<number, JawabanRow>(rows.map((r) => [r.indikator_id, r]));
}

/** Documents of owners for the given indicators, with the MIME type and name of their file. */
export async function dokumenDari(db: DbOrTx, pemilik: Pemilik, pemilikIds: number[], indikatorIds: number[]): Promise<DokumenRow[]> {
  if (!pemilikIds.length || !indikatorIds.length) return [];
  return db
    .select({
      id: dokumenIndikator.id,
      pemilik: dokumenIndikator.pemilik,
      pemilik_id: dokumenIndikator.pemilik_id,
      tahun: dokumenIndikator.tahun,
      indikator_id: dokumenIndikator.indikator_id,
      nomor_surat: dokumenIndikator.nomor_surat,
      tanggal_surat: dokumenIndikator.tanggal_surat,
      nama: dokumenIndikator.nama,
      file_url: dokumenIndikator.file_url,
      youtube: dokumenIndikator.youtube,
      created_by: dokumenIndikator.created_by,
      created_at: dokumenIndikator.created_at,
      mime: media.mime,
      nama_berkas: media.original_name,
    })
    .from(dokumenIndikator)
    .leftJoin(media, eq(media.file_url, dokumenIndikator.file_url))
    .where(and(eq(dokumenIndikator.pemilik, pemilik), inArray(dokumenIndikator.pemilik_id, pemilikIds), inArray(dokumenIndikator.indikator_id, indikatorIds)))
    .orderBy(asc(dokumenIndikator.id));
}

/** The stored answer as the domain reads it. */
export const jawabanDari = (r: JawabanRow | undefined | null): JawabanIndikator | null =>
  r ? { nilai: r.nilai, nilai_sebelum: r.nilai_sebelum, nilai_sesudah: r.nilai_sesudah, skala_id: r.skala_id, informasi: r.informasi } : null;

export const buktiDari = (d: DokumenRow): DokumenBukti => ({
  id: d.id,
  indikator_id: d.indikator_id,
  nama: d.nama,
  nomor_surat: d.nomor_surat,
  tanggal_surat: d.tanggal_surat,
  file_url: d.file_url,
  mime: d.mime,
  youtube: d.youtube,
});

const label = (opts: readonly { value: unknown; label: string }[], v: unknown) => opts.find((o) => o.value === v)?.label ?? null;
const maksLevel = (d: Def) => Math.max(0, ...d.skala.map((s) => s.nilai));
/** Highest score of an indicator: the catalogue's skor_maks, else bobot x highest level. */
export const skorMaks = (d: Def) => d.row.skor_maks ?? (d.bobot ?? 0) * maksLevel(d);

import type { DokumenTampil, ItemIndikator, RingkasanIndikator as Ringkasan } from '@sigap/domain';

export type { DokumenTampil, ItemIndikator, Ringkasan };


/**
 * The indicator list of one owner as a screen renders it: catalogue data,
 * the answer, its score by the engine, documents and status per indicator;
 * sub-rows (parent_id) nested under their parent; and the totals.
 */
export function susunIndikator(
  defs: Def[],
  jawaban: Map<number, JawabanRow>,
  dokumen: DokumenRow[],
  opts: { tahun: number; lihatEvaluasi: boolean; total: (defs: IndikatorDef[], j: Map<number, JawabanIndikator>) => number },
): { items: ItemIndikator[]; ringkasan: Ringkasan } {
  const bukti = dokumen.map(buktiDari);
  const jawabanDomain = new Map<number, JawabanIndikator>();
  for (const [id, r] of jawaban) jawabanDomain.set(id, jawabanDari(r)!);
  const flat = defs.map((d): ItemIndikator => {
    const r = jawaban.get(d.id);
    const j = jawabanDari(r);
    const st = statusIndikator(keperiksa(d), j, bukti);
    const files = dokumen
      .filter((x) => x.indikator_id === d.id)
      .map((x) => ({
        id: x.id,
        indikator_id: x.indikator_id,
        nomor_surat: x.nomor_surat,
        tanggal_surat: x.tanggal_surat,
        nama: x.nama,
        file_url: x.file_url,
        youtube: x.youtube,
        mime: x.mime,
        nama_berkas: x.nama_berkas,
        created_at: x.created_at,
        masalah: cekDokumen(st.jenis_dokumen, buktiDari(x)),
      }));
    const verified = r && sudahDievaluasi(r);
    return {
      id: d.id,
      indikator_id: d.id,
      no_urut: d.row.no_urut,
      nomor: nomorIndikator(d.row),
      kode: d.kode,
      nama: d.row.indikator,
      keterangan: d.row.keterangan,
      data_pendukung: d.row.data_pendukung,
      tipe: d.tipe,
      jenis: d.jenis,
      jenis_label: label(JENIS_INDIKATOR, d.jenis),
      bentuk_isian: bentukIsian(d.jenis),
      group_id: d.row.group_id,
      group_label: label(GROUP_INDIKATOR, d.row.group_id),
      document_type: d.row.document_type,
      jenis_dokumen: st.jenis_dokumen,
      jenis_dokumen_label: LABEL_JENIS_DOKUMEN[st.jenis_dokumen],
      satuan: d.row.satuan,
      bobot: d.bobot,
      skor_maks: skorMaks(d),
      required: wajib(d) ? 1 : 0,
      parent_id: d.row.parent_id,
      rumus: d.row.rumus,
      skala: d.skala.map((s) => ({
        id: s.id!,
        nilai: s.nilai,
        mulai_dari: s.mulai_dari ?? null,
        sampai_dengan: s.sampai_dengan ?? null,
        mulai_inklusif: s.mulai_inklusif === 0 || s.mulai_inklusif === false ? 0 : 1,
        sampai_inklusif: s.sampai_inklusif === 0 || s.sampai_inklusif === false ? 0 : 1,
        keterangan: s.keterangan ?? '',
      })),
      nilai: j?.nilai ?? null,
      nilai_sebelum: j?.nilai_sebelum ?? null,
      nilai_sesudah: j?.nilai_sesudah ?? null,
      skala_id: j?.skala_id ?? null,
      informasi: j?.informasi ?? null,
      nilai_turunan: j && isJenisSebelumSesudah(d.jenis) ? nilaiTurunan(d, j.nilai_sebelum, j.nilai_sesudah) : null,
      level: levelJawaban(d, j),
      skor: skorIndikator(d, j),
      terisi: st.terisi,
      evaluasi:
        opts.lihatEvaluasi && verified
          ? {
              nilai: r.verifikasi_nilai,
              nilai_sebelum: r.verifikasi_nilai_sebelum,
              nilai_sesudah: r.verifikasi_nilai_sesudah,
              skala_id: r.verifikasi_skala_id,
              skor: r.verifikasi_skor,
              catatan: r.catatan,
              alasan: r.alasan,
              verified_at: r.verified_at,
            }
          : null,
      files,
      jumlah_dokumen: st.jumlah_dokumen,
      status: st.status,
      updated_at: r?.updated_at ?? null,
      subs: [],
    };
  });
  // sub-rows under their parent when the catalogue links them (parent_id); otherwise flat with their number ("5a")
  const byId = new Map(flat.map((i) => [i.id, i]));
  const items: ItemIndikator[] = [];
  for (const i of flat) {
    const parent = i.parent_id != null ? byId.get(i.parent_id) : undefined;
    if (parent && parent !== i) parent.subs.push(i);
    else items.push(i);
  }
  const statusList = flat.map((i, k) => ({ ind: defs[k]!, status: i.status }));
  const adaVerifikasi = [...jawaban.values()].some((r) => r.verifikasi_skor != null);
  const ringkasan: Ringkasan = {
    tahun: opts.tahun,
    jumlah_indikator: flat.filter((i) => i.jenis !== 'A').length,
    terisi: flat.filter((i) => i.jenis !== 'A' && i.terisi).length,
    wajib: flat.filter((i) => i.required === 1 && i.jenis !== 'A').length,
    wajib_terpenuhi: flat.filter((i) => i.required === 1 && i.jenis !== 'A' && i.status === 'Lengkap').length,
    jumlah_dokumen: dokumen.length,
    skor_total: opts.total(defs, jawabanDomain),
    // the automatic count score (jenis A) is not part of SPD or kematangan
    skor_maks: bulat(flat.filter((i) => i.jenis !== 'A').reduce((a, i) => a + i.skor_maks, 0)),
    skor_verifikasi: adaVerifikasi ? bulat(flat.reduce((a, i) => a + (skorTerverifikasi({ skor: i.skor, verifikasi_skor: jawaban.get(i.id)?.verifikasi_skor, ada_bukti: i.files.some((f) => Boolean(f.file_url || f.youtube)) }) ?? 0), 0)) : null,
    status: statusKeseluruhan(statusList),
  };
  return { items, ringkasan };
}

/** Progress of one owner's indicators for lists (counts and the overall status). */
export interface StatusRingkas {
  jumlah: number;
  terisi: number;
  wajib: number;
  wajib_terpenuhi: number;
  jumlah_dokumen: number;
  status: StatusKeseluruhan;
}

export function statusRingkas(defs: Def[], jawaban: Map<number, JawabanRow> | undefined, dokumen: DokumenRow[]): StatusRingkas {
  const bukti = dokumen.map(buktiDari);
  const list = defs.map((d) => ({ ind: d, ...statusIndikator(keperiksa(d), jawabanDari(jawaban?.get(d.id)), bukti) }));
  const isi = list.filter((x) => x.ind.jenis !== 'A');
  return {
    jumlah: isi.length,
    terisi: isi.filter((x) => x.terisi).length,
    wajib: isi.filter((x) => wajib(x.ind)).length,
    wajib_terpenuhi: isi.filter((x) => wajib(x.ind) && x.status === 'Lengkap').length,
    jumlah_dokumen: dokumen.length,
    status: statusKeseluruhan(list),
  };
}

/** Answers of many regions for one year: profil_id -> indikator_id -> row. */
export async function jawabanDaerahBanyak(db: DbOrTx, profilIds: number[], tahun: number): Promise<Map<number, Map<number, JawabanRow>>> {
  const out = new Map<number, Map<number, JawabanRow>>();
  if (!profilIds.length) return out;
  const rows = await db.select().from(indikatorDaerah).where(and(inArray(indikatorDaerah.profil_id, profilIds), eq(indikatorDaerah.tahun, tahun)));
  for (const r of rows) {
    const m = out.get(r.profil_id) ?? new Map<number, JawabanRow>();
    m.set(r.indikator_id, r);
    out.set(r.profil_id, m);
  }
  return out;
}

/** Indicator answers (penerapan) of many innovations: inovasi_id -> indikator_id -> row. */
export async function jawabanInovasiBanyak(db: DbOrTx, inovasiIds: number[]): Promise<Map<number, Map<number, JawabanRow>>> {
  const out = new Map<number, Map<number, JawabanRow>>();
  if (!inovasiIds.length) return out;
  const rows = await db.select().from(indikatorInovasi).where(and(inArray(indikatorInovasi.inovasi_id, inovasiIds), eq(indikatorInovasi.jenis, 'penerapan')));
  for (const r of rows) {
    const m = out.get(r.inovasi_id) ?? new Map<number, JawabanRow>();
    m.set(r.indikator_id, r);
    out.set(r.inovasi_id, m);
  }
  return out;
}

/** Documents grouped by owner id. */
export function perPemilik(dokumen: DokumenRow[]): Map<number, DokumenRow[]> {
  const out = new Map<number, DokumenRow[]>();
  for (const d of dokumen) out.set(d.pemilik_id, [...(out.get(d.pemilik_id) ?? []), d]);
  return out;
}
