/**
 * `npm run bench -- --experiment`: what the recommended changes of
 * docs/PERFORMANCE.md would give, measured on the bench database without
 * touching the product code:
 *  - the recommended indexes are created (and dropped again at the end), and the
 *    product endpoints are measured with them;
 *  - a prototype of the innovation list in the recommended shape is registered in
 *    the bench process only (GET /__bench/exp/inovasi): the page query returns
 *    the list's columns and joins registration and creator in one round trip,
 *    the rich texts are read for the 20 rows of the page only (completeness is
 *    computed from them, as now) and not sent, and the total comes from a
 *    maintained counter (profil_id, tahun) when the filters allow it, else from
 *    count(*) over the trigram index. Same answer contract as the product list
 *    minus the text columns. Admin scope only (a prototype for measurement).
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { aksiInovasi, hariIniWib, kelengkapanInovasi, konteksInovasi, profilBelumLengkap, statusPengiriman, warnaBaris, type Registrasi } from '@sigap/domain';

export const EXPERIMENT_DDL = [
  'create extension if not exists pg_trgm',
  'create index if not exists bench_inovasi_nama_trgm on iga2020_inovasi using gin (nama gin_trgm_ops)',
  'create index if not exists bench_inovasi_waktu_id on iga2020_inovasi (waktu desc, id desc)',
  'create index if not exists bench_inovasi_tahun_waktu_id on iga2020_inovasi (tahun, waktu desc, id desc)',
  'create index if not exists bench_inovasi_waktu_impl_id on iga2020_inovasi (waktu_implementasi desc, id desc)',
  'create index if not exists bench_nr_status_updated on nomor_registrasi (status_nomor, updated_at, id)',
  // the maintained counter (in the product: kept by the create/delete transaction or a trigger)
  'create table if not exists bench_inovasi_hitung (profil_id int not null, tahun int not null, n int not null, primary key (profil_id, tahun))',
  'truncate bench_inovasi_hitung',
  'insert into bench_inovasi_hitung select profil_id, tahun, count(*) from iga2020_inovasi group by 1, 2',
  'analyze iga2020_inovasi',
  'analyze nomor_registrasi',
];

export const EXPERIMENT_DROP = [
  'drop index if exists bench_inovasi_nama_trgm',
  'drop index if exists bench_inovasi_waktu_id',
  'drop index if exists bench_inovasi_tahun_waktu_id',
  'drop index if exists bench_inovasi_waktu_impl_id',
  'drop index if exists bench_nr_status_updated',
  'drop table if exists bench_inovasi_hitung',
];

const LIST_COLS = ['id', 'profil_id', 'nama', 'created_by', 'tahun', 'is_index', 'inovasi_status', 'jenis_inovasi', 'is_covid', 'submitable', 'waktu', 'waktu_implementasi', 'kematangan'];
const SORTABLE = new Set(['id', 'nama', 'tahun', 'waktu', 'waktu_implementasi', 'created_at', 'updated_at']);

export function registerExperiment(app: FastifyInstance, pool: pg.Pool) {
  app.get('/__bench/exp/inovasi', { config: { permission: { resource: 'iga2020_inovasi', action: 'list' } } }, async (req) => {
    const q = req.query as Record<string, unknown>;
    const perPage = Math.min(100, Math.max(1, Number(q.per_page ?? 20) || 20));
    const page = Math.max(0, Number(q.page ?? 0) || 0);
    const years = ([] as unknown[]).concat((q.tahun as unknown) ?? []).map(Number).filter(Number.isInteger);
    const search = typeof q.search === 'string' && q.search.trim() ? `%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const ob = (q.orderBy ?? {}) as { field?: string; sort?: string };
    const field = ob.field && SORTABLE.has(ob.field) ? ob.field : 'waktu';
    const dir = ob.sort === 'asc' ? 'asc' : 'desc';
    const params: unknown[] = [];
    const where: string[] = [];
    // one year as equality: with `= any(array)` the planner walks the (waktu) index and filters (35,000 rows read for 20)
    if (years.length === 1) where.push(`tahun = $${params.push(years[0])}`);
    else if (years.length) where.push(`tahun = any($${params.push(years)}::int[])`);
    if (search) where.push(`nama ilike $${params.push(search)}`);
    const w = where.length ? `where ${where.join(' and ')}` : '';
    const pageSql = `
      select ${LIST_COLS.map((c) => `i.${c}`).join(', ')}, i.latar_belakang, i.tujuan, i.manfaat, i.hasil_inovasi, i.koordinat, i.inisiator, i.nama_inisiator,
             i.bentuk_inovasi, i.urusan_pemerintah_id, i.is_developed,
             r.status_nomor, r.setuju, r.nomor, r.qc, u.nama_lengkap, u.opd_perangkat_id, o.nama as nama_opd
      from (select id from iga2020_inovasi ${w} order by ${field} ${dir}, id ${dir} limit ${perPage} offset ${page * perPage}) p
      join iga2020_inovasi i on i.id = p.id
      left join nomor_registrasi r on r.inovasi_id = i.id
      left join usr_asn u on u.id = i.created_by
      left join opd_perangkat o on o.id = u.opd_perangkat_id
      order by i.${field} ${dir}, i.id ${dir}`;
    // exact totals: the counter when only the year filters, else count(*) (trigram index for the name)
    const countSql = search ? `select count(*)::int as n from iga2020_inovasi ${w}` : `select coalesce(sum(n), 0)::int as n from bench_inovasi_hitung ${years.length ? 'where tahun = any($1::int[])' : ''}`;
    const [rows, total] = await Promise.all([pool.query(pageSql, params), pool.query(countSql, search ? params : years.length ? [years] : [])]);
    const settings = await app.ctx.settings.all();
    const ctx = konteksInovasi(req.auth!.role, settings, hariIniWib());
    const data = rows.rows.map((r) => {
      const registrasi: Registrasi | null = r.status_nomor == null ? null : { status_nomor: r.status_nomor, setuju: r.setuju, nomor: r.nomor, qc: r.qc };
      const row = { tahun: r.tahun, is_index: r.is_index, inovasi_status: r.inovasi_status, is_covid: r.is_covid, submitable: r.submitable, created_by: r.created_by };
      const out: Record<string, unknown> = {};
      for (const c of LIST_COLS) out[c] = r[c];
      return {
        ...out,
        registrasi,
        usr_asn: r.created_by ? { id: r.created_by, nama_lengkap: r.nama_lengkap } : null,
        opd: r.opd_perangkat_id ? { id: r.opd_perangkat_id, nama_opd: r.nama_opd } : null,
        status_pengiriman: statusPengiriman(registrasi),
        warna: warnaBaris(ctx, row, registrasi),
        profil_belum_lengkap: profilBelumLengkap(row),
        kelengkapan: kelengkapanInovasi(r),
        kirim_inovasi: ctx.kirim_inovasi,
        aksi: aksiInovasi(ctx, row, registrasi),
      };
    });
    return { status: 1, data, total: total.rows[0].n, page, per_page: perPage };
  });
}
