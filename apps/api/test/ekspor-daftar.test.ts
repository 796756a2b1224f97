import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iga2020Inovasi, profilPemda } from '../src/db/schema';
import { eksporDaftarInovasiExcel } from '../src/modules/inovasi/export';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function ekspor(opts: Parameters<typeof eksporDaftarInovasiExcel>[2]) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const r = await eksporDaftarInovasiExcel(t.app.ctx.db, out, opts);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.concat(chunks) as never);
  return { r, ws: wb.getWorksheet('Inovasi')! };
}

describe('streamed innovation list export', () => {
  it('writes every row in list order across keyset pages, lookups as labels', async () => {
    const db = t.app.ctx.db;
    const all = await db
      .select({ id: iga2020Inovasi.id, nama: iga2020Inovasi.nama, pemda: profilPemda.nama })
      .from(iga2020Inovasi)
      .innerJoin(profilPemda, eq(profilPemda.id, iga2020Inovasi.profil_id))
      .orderBy(desc(iga2020Inovasi.waktu), desc(iga2020Inovasi.id));
    expect(all.length).toBeGreaterThan(3);
    // pages of 2 rows: the keyset must neither skip nor repeat a row
    const { r, ws } = await ekspor({ halaman: 2 });
    expect(r.rows).toBe(all.length);
    expect(ws.rowCount).toBe(all.length + 1);
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['ID', 'Pemerintah Daerah', 'Nama Inovasi']);
    expect(header).toContain('Status Pengiriman');
    const ids = Array.from({ length: all.length }, (_, i) => Number(ws.getRow(i + 2).getCell(1).value));
    expect(ids).toEqual(all.map((a) => a.id));
    expect(ws.getRow(2).getCell(2).value).toBe(all[0]!.pemda);
    expect(ws.getRow(2).getCell(3).value).toBe(all[0]!.nama);
  });

  it('honours a row limit and a filter', async () => {
    const { r, ws } = await ekspor({ batas: 2, halaman: 1 });
    expect(r.rows).toBe(2);
    expect(ws.rowCount).toBe(3);
    const none = await ekspor({ where: eq(iga2020Inovasi.id, -1) });
    expect(none.r.rows).toBe(0);
  });
});
