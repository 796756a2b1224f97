import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { formatTanggal, getResource, htmlToText, statusPengiriman } from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { renderPdf } from '../../lib/pdf';
import { iga2020BentukInovasi, iga2020Covid, iga2020Inovasi, iga2020Tematik, igaUrusanPemerintahan, nomorRegistrasi, profilPemda, usrAsn } from '../../db/schema';

type Inovasi = typeof iga2020Inovasi.$inferSelect;
const resource = getResource('iga2020_inovasi')!;
const HIDDEN = new Set(['created_by', 'submitable', 'is_lomba']);

/** The innovation as label/value pairs in form order, lookups resolved, dates DD/MM/YYYY, rich text as text. */
export async function profilInovasi(db: DbOrTx, row: Inovasi): Promise<{ label: string; value: string }[]> {
  const urusanIds = (row.urusan_pemerintah_id ?? '').split(',').map(Number).filter(Number.isInteger);
  const [profil, bentuk, tema, detail, urusan, reg, pembuat] = await Promise.all([
    db.select({ nama: profilPemda.nama }).from(profilPemda).where(eq(profilPemda.id, row.profil_id)),
    row.bentuk_inovasi ? db.select({ nama: iga2020BentukInovasi.nama }).from(iga2020BentukInovasi).where(eq(iga2020BentukInovasi.id, row.bentuk_inovasi)) : [],
    row.is_covid != null ? db.select({ nama: iga2020Tematik.nama }).from(iga2020Tematik).where(eq(iga2020Tematik.kode, row.is_covid)) : [],
    row.klaster_covid_id ? db.select({ nama: iga2020Covid.nama }).from(iga2020Covid).where(eq(iga2020Covid.id, row.klaster_covid_id)) : [],
    urusanIds.length ? db.select({ nama: igaUrusanPemerintahan.nama }).from(igaUrusanPemerintahan).where(inArray(igaUrusanPemerintahan.id, urusanIds)) : [],
    db.select().from(nomorRegistrasi).where(eq(nomorRegistrasi.inovasi_id, row.id)),
    row.created_by ? db.select({ nama: usrAsn.nama_lengkap }).from(usrAsn).where(eq(usrAsn.id, row.created_by)) : [],
  ]);
  const resolved: Record<string, string | undefined> = {
    profil_id: profil[0]?.nama,
    bentuk_inovasi: bentuk[0]?.nama,
    is_covid: tema[0]?.nama,
    klaster_covid_id: detail[0]?.nama,
    urusan_pemerintah_id: urusan.map((u) => u.nama).join('; '),
  };
  const out: { label: string; value: string }[] = [];
  for (const [name, def] of Object.entries(resource.fields)) {
    if (HIDDEN.has(name)) continue;
    if (name === 'waktu_pengembangan' && row.is_developed !== 1) continue;
    const raw = (row as Record<string, unknown>)[name];
    let value: string;
    if (resolved[name] !== undefined) value = resolved[name] ?? '';
    else if (raw == null || raw === '') value = '-';
    else if (def.kind === 'date') value = formatTanggal(String(raw));
    else if (def.kind === 'richtext') value = htmlToText(String(raw)).replace(/\s+/g, ' ').trim();
    else if (def.options) value = def.options.find((o) => String(o.value) === String(raw))?.label ?? String(raw);
    else if (def.kind === 'checkbox') value = Number(raw) === 1 ? 'Ya' : 'Tidak';
    else value = String(raw);
    out.push({ label: def.label, value: value || '-' });
  }
  out.push({ label: 'Dibuat Oleh', value: pembuat[0]?.nama ?? '-' });
  out.push({ label: 'Status Pengiriman', value: statusPengiriman(reg[0] ?? null) });
  if (reg[0]?.nomor) out.push({ label: 'Nomor Registrasi', value: reg[0].nomor });
  return out;
}

export async function inovasiPdf(db: DbOrTx, row: Inovasi): Promise<Buffer> {
  const fields = await profilInovasi(db, row);
  const doc = {
    pageSize: 'A4',
    pageMargins: [40, 56, 40, 48],
    info: { title: row.nama, subject: 'Profil Inovasi Daerah', creator: 'SIGAP Inovasi' },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    header: { text: 'Profil Inovasi Daerah', alignment: 'right', margin: [40, 24, 40, 0], fontSize: 8, color: '#666' },
    footer: (page: number, pages: number) => ({ text: `Halaman ${page} dari ${pages}`, alignment: 'center', fontSize: 8, color: '#666', margin: [0, 16, 0, 0] }),
    content: [
      { text: row.nama, fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
      { text: fields.find((f) => f.label === 'Pemerintah Daerah')?.value ?? '', fontSize: 11, color: '#444', margin: [0, 0, 0, 12] },
      {
        table: {
          widths: [140, '*'],
          headerRows: 0,
          body: fields.map((f) => [{ text: f.label, bold: true }, { text: f.value }]),
        },
        layout: { hLineColor: () => '#ddd', vLineColor: () => '#ddd', paddingTop: () => 4, paddingBottom: () => 4 },
      },
    ],
  };
  return renderPdf(doc);
}

export async function inovasiExcel(db: DbOrTx, row: Inovasi): Promise<Buffer> {
  const fields = await profilInovasi(db, row);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'SIGAP Inovasi';
  wb.created = new Date();
  const ws = wb.addWorksheet('Inovasi');
  ws.columns = [
    { header: 'Kolom', key: 'label', width: 32 },
    { header: 'Isi', key: 'value', width: 100 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const f of fields) ws.addRow(f);
  ws.getColumn('value').alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
