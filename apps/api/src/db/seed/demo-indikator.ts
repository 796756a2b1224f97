/**
 * Demo indicator data (demo mode only, idempotent): Kota Bandung's region
 * indicator answers for the assessment year with supporting documents (one
 * mandatory indicator left without evidence), the indicators of the demo
 * innovations (complete and sendable, except the legacy-theme one, which is
 * half filled to show the checker), and two innovations flagged
 * is_index = 1 for the province dashboard (daerah-binaan). Existing answers
 * and documents are never changed; missing ones are added.
 *
 * Documents carry an https link (JDIH, YouTube), so the data is complete
 * without file storage; when the caller passes a storage, a small demo PDF
 * is written once and attached to the documents as well.
 */
import { rakitPdf } from './pdf-contoh';
import { and, eq, inArray } from 'drizzle-orm';
import { kematangan, parseYears, skorIndikator, validasiJawaban, type JawabanIndikator } from '@sigap/domain';
import type { Storage } from '../../lib/storage';
import type { DbOrTx } from '../client';
import { appSettings, dokumenIndikator, iga2020Inovasi, iga2020InovasiSkor, indikatorDaerah, indikatorInovasi, media } from '../schema';
import { katalog, type Def } from '../../modules/indikator';
import { inovasiSubmitable } from '../../modules/indikator';

export const DEMO_PDF_KEY = 'demo/bukti-dukung-contoh.pdf';
export const DEMO_PDF_URL = `/media/${DEMO_PDF_KEY}`;

/** A one-page PDF saying it is sample evidence. */
export function demoPdf(): Buffer {
  const text = 'BT /F1 14 Tf 40 150 Td (Contoh bukti dukung - SIGAP Inovasi) Tj ET';
  const objs = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 420 200]/Resources<</Font<</F1 5 0 R>>>>/Contents 4 0 R>>',
    `<</Length ${text.length}>>stream\n${text}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ];
  return rakitPdf(objs);
}

/** Writes the demo PDF when the storage lacks it (outside any transaction). */
export async function siapkanPdfDemo(storage: Storage | undefined): Promise<boolean> {
  if (!storage) return false;
  const ada = await storage.get(DEMO_PDF_KEY);
  if (ada) ada.destroy();
  else await storage.put(DEMO_PDF_KEY, demoPdf());
  return true;
}

/** An answer by catalogue code: a level for choices, numbers otherwise. */
type Isi = { level: number } | { nilai: string | number; informasi?: string } | { sebelum: number; sesudah: number } | { video: string; nilai: string };
interface Bukti {
  nama: string;
  tautan: string;
  nomor_surat?: string;
  tanggal_surat?: string;
}

const JDIH = 'https://jdih.bandung.go.id/';

/**
 * Kota Bandung, region indicators (SPD) of the assessment year, with their documents. SPD-12, 13b and 14 stay
 * empty and SPD-09 without evidence on purpose: the checker and the simulation have something to show.
 */
const DAERAH: Record<string, { isi: Isi; bukti?: Bukti }> = {
  'SPD-01': { isi: { level: 3 }, bukti: { nama: 'Perda RPJMD Kota Bandung 2025-2029', tautan: JDIH, nomor_surat: 'Perda No. 3 Tahun 2025', tanggal_surat: '2025-06-30' } },
  'SPD-02a': { isi: { level: 3 }, bukti: { nama: 'Perda APBD Kota Bandung Tahun Anggaran 2026', tautan: JDIH, nomor_surat: 'Perda No. 9 Tahun 2025', tanggal_surat: '2025-11-28' } },
  'SPD-02b': { isi: { level: 2 }, bukti: { nama: 'Perwal Penjabaran APBD 2026 (program inovasi daerah)', tautan: JDIH, nomor_surat: 'Perwal No. 78 Tahun 2025', tanggal_surat: '2025-12-22' } },
  'SPD-03': { isi: { sebelum: 1200, sesudah: 1350 }, bukti: { nama: 'Rekap izin terbit DPMPTSP 2024-2025', tautan: 'https://dpmptsp.bandung.go.id/' } },
  'SPD-04': { isi: { sebelum: 98.5, sesudah: 103.2 }, bukti: { nama: 'PDRB per kapita (BPS Kota Bandung)', tautan: 'https://bandungkota.bps.go.id/' } },
  'SPD-05a': { isi: { sebelum: 10, sesudah: 10.02 }, bukti: { nama: 'Berita resmi statistik ketenagakerjaan', tautan: 'https://bandungkota.bps.go.id/' } },
  'SPD-05b': { isi: { nilai: 7.4 }, bukti: { nama: 'TPT Kota Bandung (T-1)', tautan: 'https://bandungkota.bps.go.id/' } },
  'SPD-06': { isi: { sebelum: 9.1, sesudah: 11.4 }, bukti: { nama: 'Realisasi investasi (LKPM)', tautan: 'https://dpmptsp.bandung.go.id/' } },
  'SPD-07': { isi: { sebelum: 2.9, sesudah: 3.3 }, bukti: { nama: 'LRA pendapatan asli daerah', tautan: 'https://bapenda.bandung.go.id/' } },
  'SPD-08': { isi: { level: 3 }, bukti: { nama: 'LHP BPK atas LKPD 2024', tautan: 'https://jabar.bpk.go.id/', nomor_surat: '45.A/LHP/XVIII.BDG/05/2025', tanggal_surat: '2025-05-20' } },
  'SPD-09': { isi: { level: 2 } },
  'SPD-10a': { isi: { sebelum: 3.96, sesudah: 3.99 }, bukti: { nama: 'Profil kemiskinan Kota Bandung', tautan: 'https://bandungkota.bps.go.id/' } },
  'SPD-10b': { isi: { nilai: 3.96 }, bukti: { nama: 'Persentase penduduk miskin (T-1)', tautan: 'https://bandungkota.bps.go.id/' } },
  'SPD-11a': { isi: { sebelum: 82.18, sesudah: 82.86 }, bukti: { nama: 'IPM Kota Bandung 2023-2024', tautan: 'https://bandungkota.bps.go.id/' } },
  'SPD-11b': { isi: { nilai: 82.86 }, bukti: { nama: 'IPM Kota Bandung 2024', tautan: 'https://bandungkota.bps.go.id/' } },
  'SPD-13a': { isi: { nilai: 5 }, bukti: { nama: 'Rekap rekomendasi kebijakan Bapperida 2025', tautan: 'https://bapperida.bandung.go.id/' } },
  'SPD-15': { isi: { level: 1 }, bukti: { nama: 'Piagam penghargaan inovasi pelayanan publik', tautan: 'https://bandung.go.id/' } },
};

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** Innovation indicators (SID) of the 2026 catalogue, fully answered. */
const INOVASI_LENGKAP: Record<string, Isi> = {
  'SID-16': { level: 3 },
  'SID-17': { nilai: 25 },
  'SID-18': { level: 2 },
  'SID-19': { level: 3 },
  'SID-20': { nilai: 2 },
  'SID-21': { level: 2 },
  'SID-22': { nilai: 5 },
  'SID-23': { level: 2 },
  'SID-24': { nilai: 4 },
  'SID-25': { level: 3 },
  'SID-26': { level: 2 },
  'SID-27': { nilai: 3 },
  'SID-28': { nilai: 3 },
  'SID-29': { nilai: 95 },
  'SID-30': { level: 2 },
  'SID-31': { nilai: 1 },
  'SID-32': { nilai: 6 },
  'SID-33': { nilai: 12000 },
  'SID-34': { level: 2 },
  'SID-35': { video: VIDEO, nilai: '5' },
};
const BUKTI_INOVASI: Record<string, Bukti> = {
  'SID-16': { nama: 'Peraturan Wali Kota tentang inovasi', tautan: JDIH, nomor_surat: 'Perwal No. 12 Tahun 2024', tanggal_surat: '2024-02-15' },
  'SID-17': { nama: 'SK tim pelaksana inovasi', tautan: JDIH, nomor_surat: '800/Kep.112-Dinkes/2024', tanggal_surat: '2024-02-20' },
  'SID-32': { nama: 'Laporan waktu penciptaan inovasi', tautan: 'https://bandung.go.id/' },
  'SID-33': { nama: 'Rekap penerima manfaat', tautan: 'https://bandung.go.id/' },
  'SID-35': { nama: 'Video inovasi', tautan: VIDEO },
};

/** A middle set: lower levels on some indicators, so the demo maturities differ. */
const INOVASI_SEDANG: Record<string, Isi> = {
  ...INOVASI_LENGKAP,
  'SID-17': { nilai: 8 },
  'SID-18': { level: 1 },
  'SID-22': { nilai: 3 },
  'SID-24': { nilai: 2 },
  'SID-28': { nilai: 7 },
  'SID-31': { nilai: 2 },
  'SID-33': { nilai: 350 },
  'SID-35': { video: VIDEO, nilai: '3' },
};

/** The legacy-theme demo innovation stays half filled: its checker shows what is missing. */
const SEBAGIAN = 'Ronda Siskamling Daring';
const ISI_SEBAGIAN: Record<string, Isi> = { 'SID-16': { level: 2 }, 'SID-17': { nilai: 40 }, 'SID-22': { nilai: 3 }, 'SID-33': { nilai: 1970 } };

/** Innovations flagged is_index = 1 so the province dashboard has rows (a verified Penerapan one and an Uji Coba one). */
export const DEMO_IS_INDEX = ['Parkir Pintar Berbasis Sensor', 'Bank Sampah Kelurahan Terpadu'];

function jawabanDari(def: Def, isi: Isi): JawabanIndikator | null {
  let raw: Record<string, unknown>;
  if ('level' in isi) raw = { skala_id: def.skala.find((s) => s.nilai === isi.level)?.id ?? null };
  else if ('sebelum' in isi) raw = { nilai_sebelum: isi.sebelum, nilai_sesudah: isi.sesudah };
  else if ('video' in isi) raw = { informasi: isi.video, nilai: isi.nilai };
  else raw = { nilai: isi.nilai, informasi: isi.informasi ?? null };
  const r = validasiJawaban(def, raw);
  return Object.keys(r.errors).length ? null : r.jawaban;
}

/** Adds the documents an owner does not have yet (matched by indicator and name), in one insert. */
async function tambahBukti(
  tx: DbOrTx,
  pemilik: 'daerah' | 'inovasi',
  pemilikId: number,
  docs: { def: Def; b: Bukti; fileUrl: string | null }[],
  oleh: number | null,
): Promise<void> {
  if (!docs.length) return;
  const ada = new Set(
    (
      await tx
        .select({ indikator_id: dokumenIndikator.indikator_id, nama: dokumenIndikator.nama })
        .from(dokumenIndikator)
        .where(and(eq(dokumenIndikator.pemilik, pemilik), eq(dokumenIndikator.pemilik_id, pemilikId)))
    ).map((d) => `${d.indikator_id}|${d.nama}`),
  );
  const baru = docs.filter((d) => !ada.has(`${d.def.id}|${d.b.nama}`));
  if (!baru.length) return;
  await tx.insert(dokumenIndikator).values(
    baru.map(({ def, b, fileUrl }) => ({
      pemilik,
      pemilik_id: pemilikId,
      tahun: def.row.tahun,
      indikator_id: def.id,
      nama: b.nama,
      nomor_surat: b.nomor_surat ?? null,
      tanggal_surat: b.tanggal_surat ?? null,
      file_url: fileUrl,
      youtube: b.tautan,
      created_by: oleh,
    })),
  );
}

/**
 * Seeds the demo indicators inside the demo transaction. `adaPdf`: the demo
 * PDF exists in storage (see {@link siapkanPdfDemo}); its media row is added
 * here. `namaDemo`: the names of the demo innovations (the only rows touched).
 */
export async function seedIndikatorDemo(tx: DbOrTx, opts: { bandung: number; pemdaId: number | null; adaPdf: boolean; namaDemo: readonly string[] }): Promise<void> {
  const [setting] = await tx.select({ v: appSettings.setting_value }).from(appSettings).where(eq(appSettings.name, 'tahun_penilaian'));
  const tahun = parseYears(setting?.v ?? '2026')[0] ?? 2026;
  const settings = { tahun_penilaian: String(tahun) };
  let fileUrl: string | null = null;
  if (opts.adaPdf) {
    const pdf = demoPdf();
    await tx
      .insert(media)
      .values({ file_url: DEMO_PDF_URL, storage_key: DEMO_PDF_KEY, original_name: 'bukti-dukung-contoh.pdf', mime: 'application/pdf', size: pdf.length, uploaded_by: opts.pemdaId, m_daerah_id: opts.bandung })
      .onConflictDoNothing();
    fileUrl = DEMO_PDF_URL;
  }

  // region indicators of Kota Bandung
  const defsP = await katalog(tx, tahun, 'P');
  const byKodeP = new Map(defsP.map((d) => [d.kode, d]));
  const daerahRows: (typeof indikatorDaerah.$inferInsert)[] = [];
  const daerahDocs: { def: Def; b: Bukti; fileUrl: string | null }[] = [];
  for (const [kode, { isi, bukti }] of Object.entries(DAERAH)) {
    const def = byKodeP.get(kode);
    const j = def ? jawabanDari(def, isi) : null;
    if (!def || !j) continue; // another catalogue year: nothing to seed
    daerahRows.push({ profil_id: opts.bandung, tahun, indikator_id: def.id, ...j, skor: skorIndikator(def, j), updated_by: opts.pemdaId });
    if (bukti) daerahDocs.push({ def, b: bukti, fileUrl });
  }
  if (daerahRows.length) await tx.insert(indikatorDaerah).values(daerahRows).onConflictDoNothing();
  await tambahBukti(tx, 'daerah', opts.bandung, daerahDocs, opts.pemdaId);

  // innovation indicators of every demo innovation
  const defsI = await katalog(tx, tahun, 'I');
  const byKodeI = new Map(defsI.map((d) => [d.kode, d]));
  const ids = defsI.map((d) => d.id);
  const demo = opts.namaDemo.length ? await tx.select().from(iga2020Inovasi).where(inArray(iga2020Inovasi.nama, [...opts.namaDemo])).orderBy(iga2020Inovasi.id) : [];
  for (const [n, row] of demo.entries()) {
    const isi = row.nama === SEBAGIAN ? ISI_SEBAGIAN : n % 2 === 0 ? INOVASI_LENGKAP : INOVASI_SEDANG;
    const values = Object.entries(isi).flatMap(([kode, x]) => {
      const def = byKodeI.get(kode);
      const j = def ? jawabanDari(def, x) : null;
      return def && j ? [{ inovasi_id: row.id, jenis: 'penerapan', indikator_id: def.id, ...j, skor: skorIndikator(def, j), updated_by: row.created_by }] : [];
    });
    if (values.length) await tx.insert(indikatorInovasi).values(values).onConflictDoNothing();
    const bukti = row.nama === SEBAGIAN ? { 'SID-16': BUKTI_INOVASI['SID-16']! } : BUKTI_INOVASI;
    const docs = Object.entries(bukti).flatMap(([kode, b]) => {
      const def = byKodeI.get(kode);
      return def ? [{ def, b, fileUrl: kode === 'SID-35' || row.profil_id !== opts.bandung ? null : fileUrl }] : [];
    });
    await tambahBukti(tx, 'inovasi', row.id, docs, row.created_by);
    // maturity from the stored answers (the index itself is computed by recount or the next change)
    const answers = ids.length
      ? await tx.select().from(indikatorInovasi).where(and(eq(indikatorInovasi.inovasi_id, row.id), eq(indikatorInovasi.jenis, 'penerapan'), inArray(indikatorInovasi.indikator_id, ids)))
      : [];
    const k = kematangan(defsI, new Map(answers.map((a) => [a.indikator_id, a])));
    const submitable = await inovasiSubmitable(tx, row, settings);
    if (k !== row.kematangan || submitable !== row.submitable) await tx.update(iga2020Inovasi).set({ kematangan: k, submitable }).where(eq(iga2020Inovasi.id, row.id));
    await tx.insert(iga2020InovasiSkor).values({ inovasi_id: row.id, total_points: k }).onConflictDoUpdate({ target: iga2020InovasiSkor.inovasi_id, set: { total_points: k } });
  }

  await tx.update(iga2020Inovasi).set({ is_index: 1 }).where(and(eq(iga2020Inovasi.profil_id, opts.bandung), inArray(iga2020Inovasi.nama, DEMO_IS_INDEX)));
}
