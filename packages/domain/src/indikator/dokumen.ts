import { isValidDate } from '../fields/validate';
import { isHttpUrl, isYoutubeUrl } from './jawaban';
import { berkasUnggahanAman, tautanHttpsAman } from '../fields/tautan';

/**
 * Supporting documents (bukti dukung) of an indicator (PRF-06, INO-06): what
 * kind of evidence each indicator expects and whether a stored document fits.
 */

/** Document forms of the indicator catalogue (supporting spec: umum, resmi, video, foto, URL). */
export const JENIS_DOKUMEN = ['umum', 'resmi', 'video', 'foto', 'URL'] as const;
export type JenisDokumen = (typeof JENIS_DOKUMEN)[number];

export const LABEL_JENIS_DOKUMEN: Record<JenisDokumen, string> = {
  umum: 'Dokumen umum (PDF atau gambar)',
  resmi: 'Dokumen resmi (PDF dengan nomor dan tanggal surat)',
  video: 'Tautan video (YouTube atau URL)',
  foto: 'Foto (JPEG, PNG atau WebP)',
  URL: 'Tautan (URL)',
};

/**
 * The evidence an indicator expects: its `document_type` when set, else by
 * input type (V video, F photo), else a general document.
 */
export function jenisDokumen(ind: { jenis: string; document_type?: string | null }): JenisDokumen {
  const dt = ind.document_type?.trim();
  const found = JENIS_DOKUMEN.find((j) => j.toLowerCase() === dt?.toLowerCase());
  if (found) return found;
  if (ind.jenis === 'V') return 'video';
  if (ind.jenis === 'F') return 'foto';
  return 'umum';
}

/** A stored supporting document, with the MIME type of its file when known (from the media table). */
export interface DokumenBukti {
  id?: number;
  indikator_id: number;
  nama?: string | null;
  nomor_surat?: string | null;
  tanggal_surat?: string | null;
  file_url?: string | null;
  mime?: string | null;
  youtube?: string | null;
}

const MIME_GAMBAR = ['image/jpeg', 'image/png', 'image/webp'];
const EKSTENSI: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The file's MIME type: as recorded, else from the file name's extension; null without a file. */
export function mimeDokumen(d: Pick<DokumenBukti, 'file_url' | 'mime'>): string | null {
  if (!d.file_url) return null;
  if (d.mime) return d.mime;
  const ext = /\.([a-z0-9]{2,5})(?:[?#].*)?$/i.exec(d.file_url)?.[1]?.toLowerCase();
  return (ext && EKSTENSI[ext]) ?? null;
}

export type KodeMasalahDokumen = 'BUKTI_JENIS_SALAH' | 'TAUTAN_TIDAK_VALID' | 'DATA_SURAT_KOSONG';

export interface MasalahDokumen {
  kode: KodeMasalahDokumen;
  pesan: string;
}

const nama = (d: DokumenBukti) => (d.nama?.trim() ? `"${d.nama.trim()}"` : 'Dokumen');

/**
 * What is wrong with one document for the evidence the indicator expects:
 * - a link that is not a valid http(s) URL (TAUTAN_TIDAK_VALID);
 * - the wrong kind of evidence (BUKTI_JENIS_SALAH): video and URL need a
 *   link, a photo needs an image file, an official document needs a PDF,
 *   a general document needs a file or a link;
 * - an official document without its letter number or date (DATA_SURAT_KOSONG).
 */
export function cekDokumen(jenis: JenisDokumen, d: DokumenBukti): MasalahDokumen[] {
  const out: MasalahDokumen[] = [];
  const adaTautan = d.youtube != null && d.youtube.trim() !== '';
  const tautanSah = adaTautan && isHttpUrl(d.youtube);
  if (adaTautan && !tautanSah) out.push({ kode: 'TAUTAN_TIDAK_VALID', pesan: `${nama(d)}: tautan "${d.youtube!.trim().slice(0, 80)}" bukan URL http(s) yang valid.` });
  const mime = mimeDokumen(d);
  switch (jenis) {
    case 'video':
    case 'URL':
      if (!tautanSah) {
        out.push({
          kode: 'BUKTI_JENIS_SALAH',
          pesan: `${nama(d)}: bukti indikator ini harus berupa ${jenis === 'video' ? 'tautan video (YouTube atau URL)' : 'tautan (URL)'}, bukan berkas.`,
        });
      }
      break;
    case 'foto':
      if (!mime || !MIME_GAMBAR.includes(mime)) out.push({ kode: 'BUKTI_JENIS_SALAH', pesan: `${nama(d)}: bukti indikator ini harus berupa foto (JPEG, PNG atau WebP).` });
      break;
    case 'resmi':
      if (mime !== 'application/pdf') out.push({ kode: 'BUKTI_JENIS_SALAH', pesan: `${nama(d)}: bukti indikator ini harus berupa dokumen resmi dalam format PDF.` });
      else if (!d.nomor_surat?.trim() || !d.tanggal_surat) out.push({ kode: 'DATA_SURAT_KOSONG', pesan: `${nama(d)}: nomor dan tanggal surat belum diisi.` });
      break;
    case 'umum':
      if (!mime && !tautanSah) out.push({ kode: 'BUKTI_JENIS_SALAH', pesan: `${nama(d)}: belum ada berkas atau tautan yang sah.` });
      break;
  }
  return out;
}

/** The document counts as evidence for the indicator (no wrong kind, no broken link). */
export const dokumenSah = (jenis: JenisDokumen, d: DokumenBukti): boolean =>
  !cekDokumen(jenis, d).some((m) => m.kode === 'BUKTI_JENIS_SALAH' || m.kode === 'TAUTAN_TIDAK_VALID');

/** A document as sent to POST …/dokumen, normalised. */
export interface DokumenMasuk {
  indikator_id: number;
  nama: string;
  nomor_surat: string | null;
  tanggal_surat: string | null;
  file_url: string | null;
  youtube: string | null;
}

const KONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Checks a new document: `indikator_id`; `nama` (at most 255 characters);
 * optional `nomor_surat` (150) and `tanggal_surat` (YYYY-MM-DD); at least one
 * of `file_url` (an uploaded file, `/media/…`) and `youtube` (a YouTube or
 * other https link). Whether the file exists and may be read is the caller's check.
 */
export function validasiDokumenMasuk(raw: Record<string, unknown>): { values: DokumenMasuk | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const known = ['indikator_id', 'nama', 'nomor_surat', 'tanggal_surat', 'file_url', 'youtube', 'tahun'];
  for (const k of Object.keys(raw)) if (!known.includes(k)) errors[k] = 'Kolom ini tidak dikenal.';
  const str = (k: string, max: number, wajib = false): string | null => {
    const v = raw[k];
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) {
      if (wajib) errors[k] = 'Wajib diisi.';
      return null;
    }
    if (typeof v !== 'string') {
      errors[k] = 'Isian harus berupa teks.';
      return null;
    }
    const s = v.trim();
    if (KONTROL.test(s)) errors[k] = 'Isian mengandung karakter yang tidak diizinkan.';
    else if (s.length > max) errors[k] = `Isian paling banyak ${max} karakter.`;
    return s;
  };
  const ind = Number(raw.indikator_id);
  if (!Number.isInteger(ind) || ind <= 0 || ind > 2_147_483_647) errors.indikator_id = 'Indikator wajib dipilih.';
  const values: DokumenMasuk = {
    indikator_id: ind,
    nama: str('nama', 255, true) ?? '',
    nomor_surat: str('nomor_surat', 150),
    tanggal_surat: str('tanggal_surat', 10),
    file_url: str('file_url', 1000),
    youtube: str('youtube', 500),
  };
  if (values.tanggal_surat && !errors.tanggal_surat && !isValidDate(values.tanggal_surat)) errors.tanggal_surat = 'Tanggal surat harus berformat YYYY-MM-DD.';
  if (values.file_url && !errors.file_url && !berkasUnggahanAman(values.file_url)) errors.file_url = 'Berkas harus diunggah melalui /media/upload.';
  if (values.youtube && !errors.youtube && !(isYoutubeUrl(values.youtube) || tautanHttpsAman(values.youtube))) {
    errors.youtube = 'Tautan harus berupa alamat YouTube atau URL https yang valid.';
  }
  if (!values.file_url && !values.youtube && !errors.file_url && !errors.youtube) errors.file_url = 'Unggah berkas atau isi tautan video.';
  return { values: Object.keys(errors).length ? null : values, errors };
}
