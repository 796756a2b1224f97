import type { Writable } from 'node:stream';
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { formatTanggal, getResource, htmlToText, statusPengiriman, type SessionUser } from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { iga2020BentukInovasi, iga2020Covid, iga2020Inovasi, iga2020Tematik, igaUrusanPemerintahan, nomorRegistrasi, profilPemda, usrAsn } from '../../db/schema';
import { parseListQuery, scopeFor, scopeSql, whereAll } from '../../crud/query';
import { inovasiHooks } from './hooks';

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
  // pdfmake and its fonts load on the first PDF, not with the module (the list export imports this file)
  const { renderPdf } = await import('../../lib/pdf');
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

/**
 * The rows of the list export for this account and list query: the account's scope (as GET /crud/iga2020_inovasi
 * gives it), the list's own restriction, then the filters and search of the query. One function for the request
 * and for the background job, which calls it with the account as it was when it asked (decision 114).
 */
export function saringanDaftarInovasi(user: SessionUser, kueri: Record<string, unknown>): SQL | undefined {
  // the list contract parsed the common parameters; the resource's own filters are checked against the resource
  const q = parseListQuery(resource, iga2020Inovasi, kueri);
  const extra = inovasiHooks.extraScope?.(user);
  return whereAll([...scopeSql(scopeFor(user, resource), resource, iga2020Inovasi), ...(extra ? [extra] : []), ...q.filters]);
}

/**
 * How many rows the list export would write, counted no further than `batas` (a national list is not counted to
 * its end to learn it is large). Also tries the filter before a file starts: a value PostgreSQL refuses is a 422.
 */
export async function hitungDaftarInovasi(db: DbOrTx, where: SQL | undefined, batas: number): Promise<number> {
  const sub = db
    .select({ id: iga2020Inovasi.id })
    .from(iga2020Inovasi)
    .innerJoin(profilPemda, eq(profilPemda.id, iga2020Inovasi.profil_id))
    .where(where)
    .limit(batas)
    .as('x');
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(sub);
  return Number(r?.n ?? 0);
}

export interface EksporDaftarOpsi {
  /** Row filter (scope and list filters, e.g. from crud/query.ts); none = every innovation. */
  where?: SQL;
  /** At most this many rows. */
  batas?: number;
  /** Rows a page (keyset pages in the list order). */
  halaman?: number;
}

/**
 * The innovation list as an xlsx, streamed: keyset pages of 500 in the list's
 * order (waktu desc, id desc, served by inovasi_waktu_id_idx), lookups resolved
 * to labels, dates DD/MM/YYYY, rich text as text; each row is committed to
 * exceljs' WorkbookWriter at once, so memory stays flat whatever the size, and
 * the next page is already being read by the database while this one is written.
 * No cell styles (a style per cell costs more than the data): the header row is
 * frozen instead of bold. `out` is a file name or a writable stream (an HTTP reply).
 */
export async function eksporDaftarInovasiExcel(db: DbOrTx, out: string | Writable, opts: EksporDaftarOpsi = {}): Promise<{ rows: number; query_ms: number }> {
  const batas = opts.batas ?? Number.MAX_SAFE_INTEGER;
  const halaman = opts.halaman ?? 500;
  const fields = Object.entries(resource.fields).filter(([name, def]) => !def.secret && !HIDDEN.has(name));
  const [bentuk, tema, urusan, detail] = await Promise.all([
    db.select({ id: iga2020BentukInovasi.id, nama: iga2020BentukInovasi.nama }).from(iga2020BentukInovasi),
    db.select({ kode: iga2020Tematik.kode, nama: iga2020Tematik.nama }).from(iga2020Tematik),
    db.select({ id: igaUrusanPemerintahan.id, nama: igaUrusanPemerintahan.nama }).from(igaUrusanPemerintahan),
    db.select({ id: iga2020Covid.id, nama: iga2020Covid.nama }).from(iga2020Covid),
  ]);
  const detailBy = new Map(detail.map((r) => [r.id, r.nama]));
  const bentukBy = new Map(bentuk.map((r) => [r.id, r.nama]));
  const temaBy = new Map(tema.map((r) => [r.kode, r.nama]));
  const urusanBy = new Map(urusan.map((r) => [String(r.id), r.nama]));
  const options = new Map(fields.filter(([, d]) => d.options).map(([n, d]) => [n, new Map(d.options!.map((o) => [String(o.value), o.label]))]));

  const wb = new ExcelJS.stream.xlsx.WorkbookWriter(typeof out === 'string' ? { filename: out, useStyles: false, useSharedStrings: false } : { stream: out, useStyles: false, useSharedStrings: false });
  wb.creator = 'SIGAP Inovasi';
  const ws = wb.addWorksheet('Inovasi', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = [
    { header: 'ID', key: 'id', width: 8 },
    ...fields.map(([name, def]) => ({ header: def.label, key: name, width: def.kind === 'richtext' ? 80 : 24 })),
    { header: 'Dibuat Oleh', key: 'pembuat', width: 24 },
    { header: 'Status Pengiriman', key: 'status_pengiriman', width: 18 },
    { header: 'Nomor Registrasi', key: 'nomor', width: 28 },
  ];

  const cols = Object.fromEntries(fields.map(([name]) => [name, (iga2020Inovasi as unknown as Record<string, AnyPgColumn>)[name]!]));
  const page = (after: { waktu: string | null; id: number } | null, n: number) =>
    db
      .select({
        ...cols,
        id: iga2020Inovasi.id,
        profil_nama: profilPemda.nama,
        pembuat: usrAsn.nama_lengkap,
        nomor: nomorRegistrasi.nomor,
        status_nomor: nomorRegistrasi.status_nomor,
        setuju: nomorRegistrasi.setuju,
        qc: nomorRegistrasi.qc,
      })
      .from(iga2020Inovasi)
      .innerJoin(profilPemda, eq(profilPemda.id, iga2020Inovasi.profil_id))
      .leftJoin(usrAsn, eq(usrAsn.id, iga2020Inovasi.created_by))
      .leftJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
      .where(
        and(
          opts.where,
          after
            ? after.waktu === null
              ? or(and(isNull(iga2020Inovasi.waktu), lt(iga2020Inovasi.id, after.id)), isNotNull(iga2020Inovasi.waktu))
              : sql`(${iga2020Inovasi.waktu}, ${iga2020Inovasi.id}) < (${after.waktu}::date, ${after.id})`
            : undefined,
        ),
      )
      // NULL dates first, as the list's "waktu desc" puts them
      .orderBy(desc(iga2020Inovasi.waktu), desc(iga2020Inovasi.id))
      .limit(n);

  let written = 0;
  let queryMs = 0;
  const timed = async <T,>(p: Promise<T>) => {
    const s = performance.now();
    const r = await p;
    queryMs += performance.now() - s;
    return r;
  };
  type Halaman = Awaited<ReturnType<typeof page>>;
  let next: Promise<Halaman> | null = page(null, Math.min(halaman, batas)).then((x) => x);
  while (next) {
    const rows: Halaman = await timed(next);
    const last: Halaman[number] | undefined = rows[rows.length - 1];
    const want = Math.min(halaman, batas - written - rows.length);
    // the database reads the next page while this one is written
    next = last && rows.length === Math.min(halaman, batas - written) && want > 0 ? page({ waktu: ((last as Record<string, unknown>).waktu as string | null) ?? null, id: last.id }, want).then((x) => x) : null;
    for (const r of rows as Record<string, unknown>[]) {
      const o: Record<string, unknown> = {
        id: r.id,
        pembuat: r.pembuat ?? '-',
        status_pengiriman: statusPengiriman(r.status_nomor == null ? null : { status_nomor: Number(r.status_nomor), setuju: r.setuju as number | null, nomor: r.nomor as string | null, qc: Number(r.qc) }),
        nomor: r.nomor ?? '-',
      };
      for (const [name, def] of fields) {
        const v = r[name];
        if (name === 'profil_id') o[name] = r.profil_nama;
        else if (name === 'bentuk_inovasi') o[name] = bentukBy.get(v as number) ?? '';
        else if (name === 'is_covid') o[name] = temaBy.get(v as number) ?? '';
        else if (name === 'urusan_pemerintah_id') o[name] = String(v ?? '').split(',').filter(Boolean).map((x) => urusanBy.get(x.trim()) ?? x).join('; ');
        else if (name === 'klaster_covid_id') o[name] = v == null ? '' : (detailBy.get(v as number) ?? '');
        else if (v == null || v === '') o[name] = '';
        else if (name === 'waktu_pengembangan' && Number(r.is_developed) !== 1) o[name] = '';
        else if (def.kind === 'date') o[name] = formatTanggal(String(v));
        else if (def.kind === 'richtext') o[name] = htmlToText(String(v)).replace(/\s+/g, ' ').trim();
        else if (def.kind === 'checkbox') o[name] = Number(v) === 1 ? 'Ya' : 'Tidak';
        else o[name] = options.get(name)?.get(String(v)) ?? v;
      }
      ws.addRow(o).commit();
    }
    written += rows.length;
  }
  ws.commit();
  await wb.commit();
  return { rows: written, query_ms: Math.round(queryMs) };
}
