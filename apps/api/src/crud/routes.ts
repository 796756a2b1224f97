import type { FastifyInstance } from 'fastify';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { getResource, K_CRUD, validateInput, type ResourceDef, type ResourceName, type SessionUser } from '@sigap/domain';
import { logActivity } from '../lib/activity';
import { AppError, validationError } from '../lib/errors';
import { invalidateSessionCache, SESSION_SOURCE_TABLES } from '../plugins/auth';
import { hooksFor, type ResourceHooks } from './hooks';
import { bersihkanRichText, pastikanTidakDirujuk, periksaLookup } from './rujukan';
import { columnsOf, hasilCari, kolomBaris, MAX_LOOKUP_SIZE, orderSql, parseFieldsParam, parseListQuery, saringCari, scopeFor, scopeSql, selectFields, whereAll } from './query';
import { TABLES } from './tables';
import { rute } from '../plugins/kontrak';
import type { AnyPgColumn, PgTable, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';

interface Ctx {
  name: ResourceName;
  resource: ResourceDef;
  table: PgTable;
  hooks: ResourceHooks;
}

const READ_ONLY_BODY_KEYS = ['id', 'created_at', 'updated_at'];

/** A timestamp as the API answers it (`2026-11-24 01:50:12.123456+00` or ISO), with a real calendar date. */
function versiSah(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/.exec(v.trim());
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

export async function crudRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const hooksCache = new Map<ResourceName, ResourceHooks>();

  function resolve(name: string): Ctx {
    const resource = getResource(name);
    const table = resource && TABLES[resource.name];
    if (!resource || !table) throw new AppError('UNKNOWN_RESOURCE');
    let hooks = hooksCache.get(resource.name);
    if (!hooks) hooksCache.set(resource.name, (hooks = hooksFor(resource.name, app.crudHooks)));
    return { name: resource.name, resource, table, hooks };
  }

  /** Row filters of the user: scope rules plus the resource's own extra rule. */
  const rowFilter = (c: Ctx, user: SessionUser, akses: 'baca' | 'tulis' = 'baca'): SQL[] => {
    const parts = scopeSql(scopeFor(user, c.resource, akses), c.resource, c.table);
    const extra = c.hooks.extraScope?.(user);
    if (extra) parts.push(extra);
    return parts;
  };

  async function findOne(c: Ctx, user: SessionUser, id: number, tx: Pick<Tx, 'select'> = db, withJoins = false) {
    const cols = columnsOf(c.table);
    const [row] = await tx
      .select({ ...selectFields(c.resource, c.table, false), ...(withJoins ? c.hooks.joinFields?.() : undefined) })
      .from(c.table)
      .where(whereAll([eq(cols.id!, id), ...rowFilter(c, user)]));
    // out of scope reads as not found: never confirm that another region's record exists
    if (!row) throw new AppError('NOT_FOUND');
    return row as Record<string, unknown>;
  }

  /** Region, owner and year rules on a value set about to be written. */
  function enforceScope(c: Ctx, user: SessionUser, values: Record<string, unknown>, mode: 'create' | 'update', current?: Record<string, unknown>) {
    const b = c.resource.scope ?? {};
    const scope = scopeFor(user, c.resource, 'tulis');
    const errors: Record<string, string> = {};
    if (b.region && b.region !== 'id' && scope.daerah_ids) {
      if (mode === 'create' && values[b.region] == null && user.m_daerah_id != null) values[b.region] = user.m_daerah_id;
      const v = values[b.region] ?? current?.[b.region];
      if (v == null || !scope.daerah_ids.includes(Number(v))) errors[b.region] = 'Daerah di luar wilayah Anda.';
    }
    if (b.year && scope.years) {
      const y = values[b.year] ?? current?.[b.year];
      if (y != null && !scope.years.includes(Number(y))) errors[b.year] = 'Tahun ini tidak diizinkan untuk akun Anda.';
    }
    if (mode === 'create' && c.resource.ownerField) values[c.resource.ownerField] = user.id;
    if (Object.keys(errors).length) throw validationError(errors);
  }


  rute(app, K_CRUD.daftar, async ({ user, params, query }) => {
    const c = resolve(params.table);
    const q = parseListQuery(c.resource, c.table, query);
    // the columns the client asked for (`fields`); none = the full row, rich texts included (decision 100)
    const pilih = parseFieldsParam(c.resource, c.table, (query as Record<string, unknown>).fields);
    const where = whereAll([...rowFilter(c, user), ...q.filters]);
    // page and exact total in one statement: the count is an uncorrelated sub-select (an InitPlan,
    // run once, on the indexes of the filter); only an empty page past the first needs its own count
    // a resource's fast total counts the rows its extraScope keeps (hooks.ts)
    const fast = !q.search ? (c.hooks.fastTotal?.(scopeFor(user, c.resource), q.equals) ?? null) : null;
    const countSql = (fast ?? sql<number>`(select count(*) from ${c.table} where ${where ?? sql`true`})`).mapWith(Number);
    // a narrow list (`fields`) does not read the long rich texts it did not ask for; what a list derives from them
    // is kept on write (iga2020_inovasi.jumlah_kata). Other columns are read (the hooks' rules use them) and
    // left out of the answer below.
    const fields = { ...selectFields(c.resource, c.table, true), ...c.hooks.joinFields?.() };
    if (pilih) for (const k of listOmits(c.resource)) if (!pilih.has(k)) delete fields[k];
    const cari = c.hooks.cari;
    const saringSempit = cari ? saringCari(c.resource, cari.table, scopeFor(user, c.resource), cari.extraScope?.(user), q) : null;
    const cols = columnsOf(c.table);
    // the page's ids in order with the total, then the page's rows by id: the per-row sub-selects of `fields`
    // (hooks' joinFields) run for the page's rows only, not for every row the offset skips
    const halamanDari = (table: PgTable, n: SQL.Aliased<number>, saring: SQL | undefined, urut = q.sort, jumlah = q.perPage, lewati = q.page * q.perPage, cari?: boolean): Halaman => {
      const hasil = cari && saring ? hasilCari(db, table, saring) : null;
      return db
        .select({ id: hasil ? hasil.id : columnsOf(table).id!, n })
        .from(hasil ?? table)
        .where(hasil ? undefined : saring)
        .orderBy(...orderSql(table, urut))
        .limit(jumlah)
        .offset(lewati)
        .as('__halaman');
    };
    const bacaHalaman = (halaman: Halaman, ulangWhere: boolean, urut = q.sort) =>
      db
        .select({ ...fields, [TOTAL_KEY]: sql<number>`${halaman.n}`.mapWith(Number).as(TOTAL_KEY) })
        .from(c.table)
        .innerJoin(halaman, eq(cols.id!, halaman.id))
        .where(ulangWhere ? where : undefined)
        .orderBy(...orderSql(c.table, urut)) as unknown as Promise<Record<string, unknown>[]>;
    let paged: Record<string, unknown>[];
    /** The total when it was counted before the page was read (a deep page); then an empty page needs no count. */
    let dihitung: number | null = null;
    if (cari && saringSempit) {
      // a search on the resource's narrow copy (decision 118): one pass over its matches gives the page's ids in
      // order and the exact total (a window count, taken before the limit); the rows are then read under the list's
      // own WHERE, so a row outside the scope can never be shown
      paged = await bacaHalaman(halamanDari(cari.table, sql<number>`count(*) over ()`.as(TOTAL_KEY), saringSempit, q.sort, q.perPage, q.page * q.perPage, true), true);
    } else if (q.page * q.perPage >= HALAMAN_DALAM) {
      // a deep page (decision 121): at offset 1,980 of the year list 17.6 -> 2.7 ms, at 9,980 95 -> 34 ms. Its total
      // first (a counter, or one count on the filter's indexes): a page past the middle is read from the other end in
      // the reversed order (decision 126), so the last page of 100,000 rows skips 0 rows, not 99,980
      const hitung = (await db.execute(sql`select ${countSql} as n`)) as unknown as { rows: { n: number | string }[] };
      const total = Number(hitung.rows[0]?.n ?? 0);
      const awal = q.page * q.perPage;
      const n = sql<number>`${total}::int`.mapWith(Number).as(TOTAL_KEY);
      dihitung = total;
      if (awal >= total) paged = [];
      else if (awal > total / 2) {
        const akhir = Math.min(awal + q.perPage, total);
        const balik = { field: q.sort.field, dir: q.sort.dir === 'asc' ? ('desc' as const) : ('asc' as const) };
        paged = (await bacaHalaman(halamanDari(c.table, n, where, balik, akhir - awal, total - akhir), false, balik)).reverse();
      } else paged = await bacaHalaman(halamanDari(c.table, n, where), false);
    } else {
      // a first page: one plain statement (the sub-selects of the few skipped rows cost less than a join)
      paged = (await db
        .select({ ...fields, [TOTAL_KEY]: countSql.as(TOTAL_KEY) })
        .from(c.table)
        .where(where)
        .orderBy(...orderSql(c.table, q.sort))
        .limit(q.perPage)
        .offset(q.page * q.perPage)) as Record<string, unknown>[];
    }
    let total = dihitung ?? (paged.length ? Number(paged[0]![TOTAL_KEY]) : 0);
    if (!paged.length && q.page > 0 && dihitung === null) {
      const [r] = cari && saringSempit ? await db.select({ n: count() }).from(cari.table).where(saringSempit) : await db.select({ n: count() }).from(c.table).where(where);
      total = Number(r?.n ?? 0);
    }
    for (const r of paged) delete r[TOTAL_KEY];
    const rows = c.hooks.decorate ? await c.hooks.decorate(db, user, await app.ctx.settings.all(), paged) : paged;
    if (pilih) {
      const buang = [...kolomBaris(c.resource, c.table)].filter((k) => !pilih.has(k));
      for (const r of rows) for (const k of buang) delete r[k];
    }
    return { status: 1, data: rows, total, page: q.page, per_page: q.perPage };
  });

  rute(app, K_CRUD.lookup, async ({ user, params, query }) => {
    const c = resolve(params.table);
    const q = parseListQuery(c.resource, c.table, { per_page: 50, ...query }, { maxSize: MAX_LOOKUP_SIZE });
    const cols = columnsOf(c.table);
    const valueKey = query.value && cols[query.value] && !c.resource.fields[query.value]?.secret ? query.value : 'id';
    const labelCol = cols[c.resource.titleField] ?? cols.id!;
    const sort = query.orderBy || query.sort ? q.sort : { field: c.resource.titleField in cols ? c.resource.titleField : 'id', dir: 'asc' as const };
    const where = whereAll([...rowFilter(c, user), ...q.filters]);
    const pilihan = { value: cols[valueKey]!, label: labelCol, id: cols.id! };
    // a search reads the ids of its page from the resource's narrow copy (decision 118), whose only name indexes are
    // trigram ones: the table's (nama, id) btree of the name sort (decision 122) is never walked to filter a search
    const cari = c.hooks.cari;
    const saringSempit = cari ? saringCari(c.resource, cari.table, scopeFor(user, c.resource), cari.extraScope?.(user), { ...q, sort }) : null;
    const hasil = cari && saringSempit ? hasilCari(db, cari.table, saringSempit) : null;
    const halaman =
      cari && hasil
        ? db.select({ id: hasil.id }).from(hasil).orderBy(...orderSql(cari.table, sort)).limit(q.perPage).offset(q.page * q.perPage).as('__halaman')
        : null;
    const rows = halaman
      ? await db.select(pilihan).from(c.table).innerJoin(halaman, eq(cols.id!, halaman.id)).where(where).orderBy(...orderSql(c.table, sort))
      : await db
          .select(pilihan)
          .from(c.table)
          .where(where)
          .orderBy(...orderSql(c.table, sort))
          .limit(q.perPage)
          .offset(q.page * q.perPage);
    return { status: 1, data: rows.map((r) => ({ ...r, id: Number(r.id), label: String(r.label ?? '') })), total: rows.length };
  });

  rute(app, K_CRUD.baca, async ({ user, params }) => {
    const c = resolve(params.table);
    const row = await findOne(c, user, params.id, db, true);
    const [data] = c.hooks.decorate ? await c.hooks.decorate(db, user, await app.ctx.settings.all(), [row]) : [row];
    return { status: 1, data: data! };
  });

  rute(app, K_CRUD.tambah, async ({ user, params, body: raw, reply }) => {
    const c = resolve(params.table);
    const settings = await app.ctx.settings.all();
    const overrides = c.hooks.overrides?.(settings);
    const { values, errors } = validateInput(c.resource, raw, { mode: 'create', role: user.role, ignore: READ_ONLY_BODY_KEYS, overrides });
    if (Object.keys(errors).length) throw validationError(errors);
    bersihkanRichText(c.resource, values);
    enforceScope(c, user, values, 'create');
    const created = await db.transaction(async (tx) => {
      const lookupErrors = await periksaLookup(tx, c.resource, values);
      if (Object.keys(lookupErrors).length) throw validationError(lookupErrors);
      await c.hooks.beforeWrite?.({ tx, user, settings, mode: 'create', values, raw, akar: db });
      const rows = (await tx.insert(c.table).values(values as never).returning(selectFields(c.resource, c.table, false) as never)) as unknown as Record<string, unknown>[];
      const rec = rows[0]!;
      await c.hooks.afterWrite?.({ tx, user, settings, mode: 'create', values, raw, akar: db, row: rec });
      await logActivity(tx, user, `Tambah ${c.resource.label}`, { tabel: c.name, id: rec.id, ...loggable(c.resource, values) });
      return rec;
    });
    c.hooks.afterCommit?.();
    if (SESSION_SOURCE_TABLES.has(c.name)) invalidateSessionCache(db);
    reply.status(201);
    return { status: 1, data: created, message: 'Data berhasil disimpan.' };
  });

  /**
   * Optimistic concurrency (issue 14 item 7): a save that sends back the record's `updated_at` as it was loaded is
   * refused with 409 DIUBAH_PENGGUNA_LAIN when the record changed since (compared by the database, to the
   * microsecond, on the row locked for the update); the answer carries the current record so the form can show both.
   * A save without `updated_at` (API clients of the spec) is not checked.
   */
  async function cekVersi(tx: Tx, c: Ctx, id: number, raw: Record<string, unknown>, current: Record<string, unknown>) {
    const versi = raw.updated_at;
    if (!c.resource.timestamps || versi === undefined || versi === null || versi === '') return;
    if (typeof versi !== 'string' || !versiSah(versi)) {
      throw validationError({ updated_at: 'Versi data (updated_at) tidak valid; muat ulang formulir.' });
    }
    const cols = columnsOf(c.table);
    const [r] = (await tx
      .select({ sama: sql<boolean>`${cols.updated_at} = ${versi}::timestamptz` })
      .from(c.table)
      .where(eq(cols.id!, id))) as { sama: boolean }[];
    if (r?.sama) return;
    const [terkini] = (await tx.select(selectFields(c.resource, c.table, false) as never).from(c.table).where(eq(cols.id!, id))) as unknown as Record<string, unknown>[];
    const { password: _p, ...aman } = terkini ?? current;
    throw new AppError('DIUBAH_PENGGUNA_LAIN', undefined, { updated_at: 'Data ini telah diubah oleh pengguna lain sejak formulir dibuka.' }, aman);
  }

  rute(app, K_CRUD.ubah, async ({ user, params: { table, id }, body: raw }) => {
    const c = resolve(table);
    const settings = await app.ctx.settings.all();
    const overrides = c.hooks.overrides?.(settings);
    const updated = await db.transaction(async (tx) => {
      const cols = columnsOf(c.table);
      const [current] = (await tx
        .select()
        .from(c.table)
        .where(whereAll([eq(cols.id!, id), ...rowFilter(c, user, 'tulis')]))
        .for('update')) as Record<string, unknown>[];
      if (!current) throw new AppError('NOT_FOUND');
      await cekVersi(tx, c, id, raw, current);
      const { values, errors } = validateInput(c.resource, raw, { mode: 'update', role: user.role, current, ignore: READ_ONLY_BODY_KEYS, overrides });
      if (Object.keys(errors).length) throw validationError(errors);
      bersihkanRichText(c.resource, values);
      enforceScope(c, user, values, 'update', current);
      const lookupErrors = await periksaLookup(tx, c.resource, values, current);
      if (Object.keys(lookupErrors).length) throw validationError(lookupErrors);
      await c.hooks.beforeWrite?.({ tx, user, settings, mode: 'update', values, current, raw, akar: db });
      if (c.resource.timestamps) values.updated_at = sql`now()`;
      if (!Object.keys(values).length) return current;
      const rows = (await tx.update(c.table).set(values as never).where(eq(cols.id!, id)).returning(selectFields(c.resource, c.table, false) as never)) as unknown as Record<string, unknown>[];
      const row = rows[0];
      await c.hooks.afterWrite?.({ tx, user, settings, mode: 'update', values, current, raw, akar: db, row: row! });
      await logActivity(tx, user, `Ubah ${c.resource.label}`, { tabel: c.name, id, ...loggable(c.resource, values) });
      return row as Record<string, unknown>;
    });
    c.hooks.afterCommit?.();
    if (SESSION_SOURCE_TABLES.has(c.name)) invalidateSessionCache(db);
    const { password: _p, ...safe } = updated;
    return { status: 1, data: c.resource.fields.password?.secret ? safe : updated, message: 'Data berhasil diperbarui.' };
  });

  rute(app, K_CRUD.hapus, async ({ user, params: { table, id } }) => {
    const c = resolve(table);
    await db.transaction(async (tx) => {
      const cols = columnsOf(c.table);
      const [current] = (await tx
        .select()
        .from(c.table)
        .where(whereAll([eq(cols.id!, id), ...rowFilter(c, user, 'tulis')]))
        .for('update')) as Record<string, unknown>[];
      if (!current) throw new AppError('NOT_FOUND');
      await c.hooks.beforeDelete?.({ tx, user, settings: await app.ctx.settings.all(), current });
      // rows that refer to this record refuse the delete (409 naming them), except the record's own parts
      await pastikanTidakDirujuk(tx, c.name, current);
      await tx.delete(c.table).where(eq(columnsOf(c.table).id!, id));
      await c.hooks.afterDelete?.({ tx, user, settings: await app.ctx.settings.all(), current });
      await logActivity(tx, user, `Hapus ${c.resource.label}`, { tabel: c.name, id, nama: current[c.resource.titleField] });
    });
    c.hooks.afterCommit?.();
    if (SESSION_SOURCE_TABLES.has(c.name)) invalidateSessionCache(db);
    return { status: 1, message: 'Data berhasil dihapus.' };
  });
}

/** Column name of the page's total (never a resource field). */
const TOTAL_KEY = '__total';
/** From this offset a list reads the page's ids first (decision 121). */
const HALAMAN_DALAM = 200;

/** One page's ids in the list's order with the total `n` (decision 119), as the sub-query `__halaman`. */
type Halaman = SubqueryWithSelection<{ id: AnyPgColumn; n: SQL.Aliased<number> }, '__halaman'>;
const omitCache = new Map<string, string[]>();
/** Rich-text fields a resource's list does not show as a column (left out of a narrow list unless asked for). */
function listOmits(resource: ResourceDef): string[] {
  let out = omitCache.get(resource.name);
  if (!out) {
    out = Object.entries(resource.fields)
      .filter(([k, d]) => d.kind === 'richtext' && !resource.list.columns.includes(k))
      .map(([k]) => k);
    omitCache.set(resource.name, out);
  }
  return out;
}

/** Values worth keeping in the activity log: no secrets, long texts shortened by toPairs. */
function loggable(resource: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (resource.fields[k]?.secret || k === 'token_version' || k === 'updated_at') continue;
    out[k] = v;
  }
  return out;
}
