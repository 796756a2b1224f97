import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { bulat, formatTanggal, getResource, skorSpd, type SessionUser } from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { mDaerah } from '../../db/schema';
import { renderPdf } from '../../lib/pdf';
import { dokumenDari, jawabanDaerah, katalog, susunIndikator, type ItemIndikator, type Ringkasan } from '../indikator';
import type { ProfilRow } from '../indikator';

const resource = getResource('profil_pemda')!;
const HIDDEN = new Set(['files', 'logo_url', 'm_daerah_id', 'is_iga', 'map_embed']);

/** The profile as label/value pairs in form order, options resolved. */
export async function fieldsProfil(db: DbOrTx, p: ProfilRow): Promise<{ label: string; value: string }[]> {
  const [d] = await db.select({ nama: mDaerah.nama, kode: mDaerah.kode }).from(mDaerah).where(eq(mDaerah.id, p.m_daerah_id));
  const out: { label: string; value: string }[] = [{ label: 'Daerah', value: d ? `${d.nama} (${d.kode})` : '-' }];
  for (const [name, def] of Object.entries(resource.fields)) {
    if (HIDDEN.has(name)) continue;
    const raw = (p as Record<string, unknown>)[name];
    let value: string;
    if (name === 'pakta_pemda_filename') value = raw ? 'Sudah diunggah' : 'Belum diunggah';
    else if (raw == null || raw === '') value = '-';
    else if (def.options) value = def.options.find((o) => String(o.value) === String(raw))?.label ?? String(raw);
    else value = String(raw);
    out.push({ label: def.label, value });
  }
  out.push({ label: 'Peta', value: p.map_embed ?? '-' });
  return out;
}

/** The answer of an indicator as text, by its input type. */
export function jawabanTeks(i: ItemIndikator): string {
  if (i.jenis === 'A') return 'Dihitung otomatis';
  if (!i.terisi && i.nilai == null && i.skala_id == null && i.nilai_sebelum == null && i.nilai_sesudah == null) return '-';
  const satuan = i.satuan ? ` ${i.satuan}` : '';
  switch (i.bentuk_isian) {
    case 'pilihan':
      return i.skala.find((s) => s.id === i.skala_id)?.keterangan ?? '-';
    case 'angka':
      return i.nilai != null ? `${i.nilai}${satuan}` : (i.skala.find((s) => s.id === i.skala_id)?.keterangan ?? '-');
    case 'sebelum_sesudah':
      return `${i.nilai_sebelum ?? '-'} → ${i.nilai_sesudah ?? '-'}${satuan}${i.nilai_turunan != null ? ` (${i.nilai_turunan})` : ''}`;
    case 'video':
      return [i.informasi, i.nilai].filter(Boolean).join(' · ') || '-';
    default:
      return i.nilai ?? i.informasi ?? '-';
  }
}

export interface IsiProfil {
  fields: { label: string; value: string }[];
  items: ItemIndikator[];
  ringkasan: Ringkasan;
}

export async function isiProfil(db: DbOrTx, _user: SessionUser, p: ProfilRow, tahun: number): Promise<IsiProfil> {
  const defs = await katalog(db, tahun, 'P');
  const ids = defs.map((d) => d.id);
  const [fields, jawaban, dokumen] = await Promise.all([fieldsProfil(db, p), jawabanDaerah(db, p.id, tahun), dokumenDari(db, 'daerah', [p.id], ids)]);
  const { items, ringkasan } = susunIndikator(defs, jawaban, dokumen, { tahun, lihatEvaluasi: false, total: skorSpd });
  return { fields, items: items.flatMap((i) => [i, ...i.subs]), ringkasan };
}

const fmtSkor = (n: number | null) => (n == null ? '-' : String(bulat(n)));

export async function profilPdf(isi: IsiProfil, p: ProfilRow): Promise<Buffer> {
  const th = (t: string) => ({ text: t, bold: true, fillColor: '#eeeeee' });
  const layout = { hLineColor: () => '#ddd', vLineColor: () => '#ddd', paddingTop: () => 3, paddingBottom: () => 3 };
  const dokumen = isi.items.flatMap((i) => i.files.map((f) => ({ i, f })));
  const doc = {
    pageSize: 'A4',
    pageMargins: [36, 56, 36, 48],
    info: { title: p.nama, subject: 'Profil Pemerintah Daerah', creator: 'SIGAP Inovasi' },
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.15 },
    header: { text: 'Profil Pemerintah Daerah', alignment: 'right', margin: [36, 24, 36, 0], fontSize: 8, color: '#666' },
    footer: (page: number, pages: number) => ({ text: `Halaman ${page} dari ${pages}`, alignment: 'center', fontSize: 8, color: '#666', margin: [0, 16, 0, 0] }),
    content: [
      { text: p.nama, fontSize: 16, bold: true, margin: [0, 0, 0, 10] },
      { table: { widths: [150, '*'], body: isi.fields.map((f) => [{ text: f.label, bold: true }, { text: f.value }]) }, layout },
      { text: `Indikator Satuan Pemerintah Daerah ${isi.ringkasan.tahun}`, fontSize: 12, bold: true, margin: [0, 14, 0, 4] },
      {
        text: `Skor: ${fmtSkor(isi.ringkasan.skor_total)} dari ${fmtSkor(isi.ringkasan.skor_maks)} · Terisi ${isi.ringkasan.terisi} dari ${isi.ringkasan.jumlah_indikator} · Status: ${isi.ringkasan.status}`,
        margin: [0, 0, 0, 6],
      },
      {
        table: {
          headerRows: 1,
          widths: [22, '*', 120, 34, 60, 30],
          body: [
            [th('No'), th('Indikator'), th('Jawaban'), th('Skor'), th('Status'), th('Dok.')],
            ...isi.items.map((i) => [
              { text: i.nomor },
              { text: `${i.nama}${i.required ? ' *' : ''}` },
              { text: jawabanTeks(i) },
              { text: fmtSkor(i.skor), alignment: 'right' },
              { text: i.status },
              { text: String(i.jumlah_dokumen), alignment: 'right' },
            ]),
          ],
        },
        layout,
      },
      { text: '* indikator mandatori', fontSize: 7, color: '#666', margin: [0, 2, 0, 0] },
      { text: 'Dokumen Pendukung', fontSize: 12, bold: true, margin: [0, 14, 0, 4] },
      dokumen.length
        ? {
            table: {
              headerRows: 1,
              widths: [22, '*', 90, 55, 150],
              body: [
                [th('No'), th('Nama Dokumen'), th('Nomor Surat'), th('Tanggal'), th('Berkas / Tautan')],
                ...dokumen.map(({ i, f }) => [
                  { text: i.nomor },
                  { text: f.nama ?? '-' },
                  { text: f.nomor_surat ?? '-' },
                  { text: f.tanggal_surat ? formatTanggal(f.tanggal_surat) : '-' },
                  { text: [f.nama_berkas ?? f.file_url, f.youtube].filter(Boolean).join(' · ') || '-' },
                ]),
              ],
            },
            layout,
          }
        : { text: 'tidak ada dokumen.', italics: true, color: '#666' },
    ],
  };
  return renderPdf(doc);
}

export async function profilExcel(isi: IsiProfil): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'SIGAP Inovasi';
  wb.created = new Date();
  const ws = wb.addWorksheet('Profil');
  ws.columns = [
    { header: 'Kolom', key: 'label', width: 32 },
    { header: 'Isi', key: 'value', width: 90 },
  ];
  for (const f of isi.fields) ws.addRow(f);
  const wi = wb.addWorksheet('Indikator');
  wi.columns = [
    { header: 'No', key: 'nomor', width: 6 },
    { header: 'Kode', key: 'kode', width: 10 },
    { header: 'Indikator', key: 'nama', width: 60 },
    { header: 'Jenis Isian', key: 'jenis', width: 18 },
    { header: 'Mandatori', key: 'wajib', width: 10 },
    { header: 'Jawaban', key: 'jawaban', width: 40 },
    { header: 'Level', key: 'level', width: 7 },
    { header: 'Skor', key: 'skor', width: 9 },
    { header: 'Skor Maksimum', key: 'maks', width: 14 },
    { header: 'Status', key: 'status', width: 16 },
    { header: 'Jumlah Dokumen', key: 'dok', width: 15 },
  ];
  for (const i of isi.items) {
    wi.addRow({ nomor: i.nomor, kode: i.kode, nama: i.nama, jenis: i.jenis_label ?? i.jenis, wajib: i.required ? 'Ya' : 'Tidak', jawaban: jawabanTeks(i), level: i.level, skor: i.skor, maks: i.skor_maks, status: i.status, dok: i.jumlah_dokumen });
  }
  wi.addRow({ nama: 'Total', skor: isi.ringkasan.skor_total, maks: isi.ringkasan.skor_maks, status: isi.ringkasan.status });
  const wd = wb.addWorksheet('Dokumen');
  wd.columns = [
    { header: 'No Indikator', key: 'nomor', width: 12 },
    { header: 'Indikator', key: 'indikator', width: 50 },
    { header: 'Nama Dokumen', key: 'nama', width: 36 },
    { header: 'Nomor Surat', key: 'nomor_surat', width: 20 },
    { header: 'Tanggal Surat', key: 'tanggal', width: 14 },
    { header: 'Berkas', key: 'file', width: 40 },
    { header: 'Tautan', key: 'youtube', width: 40 },
  ];
  for (const i of isi.items) {
    for (const f of i.files) {
      wd.addRow({ nomor: i.nomor, indikator: i.nama, nama: f.nama, nomor_surat: f.nomor_surat, tanggal: f.tanggal_surat ? formatTanggal(f.tanggal_surat) : null, file: f.file_url, youtube: f.youtube });
    }
  }
  for (const s of [ws, wi, wd]) {
    s.getRow(1).font = { bold: true };
    s.eachRow((r) => (r.alignment = { wrapText: true, vertical: 'top' }));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
