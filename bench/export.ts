/**
 * Streamed Excel export of N innovations, run by bench/run.ts in its own process
 * so its peak memory (process.resourceUsage().maxRSS) is its own.
 *
 * There is no list export in the product yet. This is the shape such an export
 * should take, and so what it will cost: a keyset-paged query (1,000 rows a page)
 * of the generic resource's columns in form order, lookups resolved to their
 * labels, rich text as plain text, written row by row with exceljs' streaming
 * WorkbookWriter (each row committed, never the whole sheet in memory).
 *
 * Usage: tsx bench/export.ts <databaseUrl> <rows> <outFile> [tahun]
 * Prints one JSON line: { rows, ms, bytes, max_rss_mb, query_ms }.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { getResource, htmlToText, formatTanggal } from '@sigap/domain';

const [url, nArg, outFile, tahunArg] = process.argv.slice(2);
const N = Number(nArg ?? 10_000);
const PAGE = 1_000;
pg.types.setTypeParser(1082, (v) => v); // dates as YYYY-MM-DD, as the API reads them

async function main() {
  const t0 = performance.now();
  const resource = getResource('iga2020_inovasi')!;
  const fields = Object.entries(resource.fields).filter(([name, def]) => !def.secret && name !== 'created_by' && name !== 'submitable' && name !== 'is_lomba');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // lookups the sheet shows as labels, loaded once (small master lists)
  const [bentuk, tema, urusan] = await Promise.all([
    pool.query('select id, nama from iga2020_bentuk_inovasi'),
    pool.query('select kode, nama from iga2020_tematik'),
    pool.query('select id, nama from iga_urusan_pemerintahan'),
  ]);
  const bentukBy = new Map(bentuk.rows.map((r) => [r.id, r.nama as string]));
  const temaBy = new Map(tema.rows.map((r) => [r.kode, r.nama as string]));
  const urusanBy = new Map(urusan.rows.map((r) => [String(r.id), r.nama as string]));

  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: outFile, useStyles: true, useSharedStrings: false });
  wb.creator = 'SIGAP Inovasi';
  const ws = wb.addWorksheet('Inovasi');
  ws.columns = [
    { header: 'ID', key: 'id', width: 8 },
    ...fields.map(([name, def]) => ({ header: def.label, key: name, width: def.kind === 'richtext' ? 80 : 24 })),
    { header: 'Dibuat Oleh', key: 'pembuat', width: 24 },
    { header: 'Nomor Registrasi', key: 'nomor', width: 28 },
  ];
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();

  const cols = fields.map(([name]) => `i.${name}`).join(', ');
  const tahun = tahunArg ? Number(tahunArg) : null;
  let written = 0;
  let queryMs = 0;
  // keyset pages in the list's order (waktu desc, id desc): no offset, constant cost per page
  let after: { waktu: string | null; id: number } | null = null;
  while (written < N) {
    const params: unknown[] = [Math.min(PAGE, N - written)];
    const where: string[] = [];
    if (tahun) where.push(`i.tahun = $${params.push(tahun)}`);
    if (after) where.push(`(i.waktu, i.id) < ($${params.push(after.waktu)}::date, $${params.push(after.id)})`);
    const qs = performance.now();
    const { rows } = await pool.query(
      `select i.id, ${cols}, p.nama as profil_nama, u.nama_lengkap as pembuat, r.nomor
       from iga2020_inovasi i
       join profil_pemda p on p.id = i.profil_id
       left join usr_asn u on u.id = i.created_by
       left join nomor_registrasi r on r.inovasi_id = i.id
       ${where.length ? `where ${where.join(' and ')}` : ''}
       order by i.waktu desc, i.id desc
       limit $1`,
      params,
    );
    queryMs += performance.now() - qs;
    if (!rows.length) break;
    for (const r of rows) {
      const out: Record<string, unknown> = { id: r.id, pembuat: r.pembuat ?? '-', nomor: r.nomor ?? '-' };
      for (const [name, def] of fields) {
        const v = r[name];
        if (name === 'profil_id') out[name] = r.profil_nama;
        else if (name === 'bentuk_inovasi') out[name] = bentukBy.get(v) ?? '';
        else if (name === 'is_covid') out[name] = temaBy.get(v) ?? '';
        else if (name === 'urusan_pemerintah_id') out[name] = String(v ?? '').split(',').map((x) => urusanBy.get(x.trim()) ?? x).join('; ');
        else if (v == null || v === '') out[name] = '';
        else if (def.kind === 'date') out[name] = formatTanggal(String(v));
        else if (def.kind === 'richtext') out[name] = htmlToText(String(v)).replace(/\s+/g, ' ').trim();
        else if (def.options) out[name] = def.options.find((o) => String(o.value) === String(v))?.label ?? String(v);
        else out[name] = v;
      }
      ws.addRow(out).commit();
    }
    written += rows.length;
    const last = rows[rows.length - 1]!;
    after = { waktu: last.waktu, id: last.id };
    if (rows.length < (params[0] as number)) break;
  }
  ws.commit();
  await wb.commit();
  await pool.end();
  const ms = performance.now() - t0;
  const ru = process.resourceUsage();
  process.stdout.write(
    `${JSON.stringify({ rows: written, ms: Math.round(ms), query_ms: Math.round(queryMs), bytes: fs.statSync(outFile!).size, max_rss_mb: Math.round((ru.maxRSS / 1024) * 10) / 10 })}\n`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
