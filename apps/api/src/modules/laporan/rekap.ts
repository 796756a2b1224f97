import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  DIMENSI_LAPORAN as DIMENSI,
  JENIS_REKAP,
  K_LAPORAN,
  K_REKAP_LAPORAN,
  K_REKAP_LAPORAN_EXCEL,
  XLSX,
  type Dimensi,
  type JenisRekap,
  type QueryOf,
  type SessionUser,
  type TabulasiSilang,
} from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { iga2020BentukInovasi, iga2020Inovasi, iga2020Tematik, igaUrusanPemerintahan, mDaerah, nomorRegistrasi } from '../../db/schema';
import { rute } from '../../plugins/kontrak';
import { daftarkanEkspor, eksporAtauLatar, tulisBerkas } from '../ekspor';
import { semua, TAHAPAN } from './common';
import { rows, whereInovasi } from './data';

const i = iga2020Inovasi;
/** The SQL key of each dimension (text); `urusan` comes from the lateral unnest `u`. */
const KUNCI: Record<Dimensi, SQL> = {
  daerah: sql`${i.profil_id}::text`,
  propinsi: sql`coalesce(${mDaerah.parent_id}, ${mDaerah.id})::text`,
  tahapan: sql`${i.inovasi_status}::text`,
  tema: sql`coalesce(${i.is_covid}::text, '')`,
  urusan: sql`u.id`,
  bentuk: sql`coalesce(${i.bentuk_inovasi}::text, '')`,
  jenis: sql`coalesce(${i.jenis_inovasi}, '')`,
  inisiator: sql`coalesce(${i.inisiator}, '')`,
  tahun: sql`${i.tahun}::text`,
};

/** The reports of IDX-06 (`/laporan/rekap/{jenis}`): a dimension (named as the report) against the stages. */
const JUDUL_REKAP: Record<JenisRekap, string> = {
  jenis: 'Rekap Jenis Inovasi',
  bentuk: 'Rekap Bentuk Inovasi',
  urusan: 'Rekap Urusan Pemerintahan',
  inisiator: 'Rekap Inisiator',
};

export interface Filter {
  tahun: number | null;
  propinsi: number | null;
}

type KueriLaporan = QueryOf<(typeof K_REKAP_LAPORAN)['jenis']>;

/** The filter of a parsed report query. */
const filterDari = (q: KueriLaporan): Filter => ({ tahun: q.tahun ?? null, propinsi: q.propinsi_id ?? null });

/** Labels of the keys of a dimension. */
async function label(db: DbOrTx, d: Dimensi, keys: string[]): Promise<Map<string, string>> {
  const m = new Map<string, string>();
  const ids = keys.map(Number).filter((x) => Number.isInteger(x) && x > 0);
  const kosong = d === 'tema' ? 'Belum memilih tema' : d === 'bentuk' ? 'Belum diisi' : d === 'jenis' || d === 'inisiator' ? 'Belum diisi' : '';
  if (kosong) m.set('', kosong);
  switch (d) {
    case 'daerah':
    case 'propinsi':
      if (ids.length) for (const r of await db.select({ id: mDaerah.id, nama: mDaerah.nama }).from(mDaerah).where(inArray(mDaerah.id, ids))) m.set(String(r.id), r.nama);
      break;
    case 'tahapan':
      for (const t of TAHAPAN) m.set(String(t.value), t.label);
      break;
    case 'tema':
      for (const r of await db.select({ kode: iga2020Tematik.kode, nama: iga2020Tematik.nama }).from(iga2020Tematik)) m.set(String(r.kode), r.nama);
      break;
    case 'urusan':
      if (ids.length) for (const r of await db.select({ id: igaUrusanPemerintahan.id, nama: igaUrusanPemerintahan.nama }).from(igaUrusanPemerintahan).where(inArray(igaUrusanPemerintahan.id, ids))) m.set(String(r.id), r.nama);
      break;
    case 'bentuk':
      for (const r of await db.select({ id: iga2020BentukInovasi.id, nama: iga2020BentukInovasi.nama }).from(iga2020BentukInovasi)) m.set(String(r.id), r.nama);
      break;
    default:
      break;
  }
  for (const k of keys) if (!m.has(k)) m.set(k, k);
  return m;
}

/** Natural order of a dimension's keys: numbers ascending, stages and years by value, text by label. */
function urut(d: Dimensi, keys: string[], labels: Map<string, string>): string[] {
  const numeric = d === 'tahapan' || d === 'tahun' || d === 'tema';
  return [...keys].sort((a, b) => {
    if (a === '') return 1;
    if (b === '') return -1;
    return numeric ? Number(a) - Number(b) : labels.get(a)!.localeCompare(labels.get(b)!, 'id');
  });
}

/**
 * Counts innovations by two dimensions in the caller's scope. An innovation
 * with several affairs counts once in each affair's row or column.
 */
export async function tabulasi(db: DbOrTx, user: SessionUser, dBaris: Dimensi, dKolom: Dimensi, f: Filter): Promise<TabulasiSilang> {
  const where = semua(
    whereInovasi(user, { tahun: f.tahun }),
    f.propinsi ? or(eq(mDaerah.id, f.propinsi), eq(mDaerah.parent_id, f.propinsi)) : undefined,
  );
  const pakaiUrusan = dBaris === 'urusan' || dKolom === 'urusan';
  const from = sql`${iga2020Inovasi}
    inner join ${mDaerah} on ${mDaerah.id} = ${i.profil_id}
    left join ${nomorRegistrasi} on ${nomorRegistrasi.inovasi_id} = ${i.id}
    ${pakaiUrusan ? sql`cross join lateral (select distinct trim(x) as id from unnest(string_to_array(${i.urusan_pemerintah_id}, ',')) as x where trim(x) ~ '^[0-9]{1,9}$') u` : sql``}`;
  const [hasil, [jumlah]] = await Promise.all([
    rows<{ b: string; k: string; n: number }>(
      db,
      sql`select ${KUNCI[dBaris]} as b, ${KUNCI[dKolom]} as k, count(distinct ${i.id})::int as n from ${from} ${where ? sql`where ${where}` : sql``} group by 1, 2`,
    ),
    rows<{ n: number }>(db, sql`select count(distinct ${i.id})::int as n from ${iga2020Inovasi} inner join ${mDaerah} on ${mDaerah.id} = ${i.profil_id} left join ${nomorRegistrasi} on ${nomorRegistrasi.inovasi_id} = ${i.id} ${where ? sql`where ${where}` : sql``}`),
  ]);
  const bKeys = [...new Set(hasil.map((r) => r.b))];
  const kKeys = [...new Set(hasil.map((r) => r.k))];
  if (dKolom === 'tahapan') for (const t of TAHAPAN) if (!kKeys.includes(String(t.value))) kKeys.push(String(t.value));
  const [lb, lk] = await Promise.all([label(db, dBaris, bKeys), label(db, dKolom, kKeys)]);
  const bs = urut(dBaris, bKeys, lb);
  const ks = urut(dKolom, kKeys, lk);
  const bi = new Map(bs.map((k, x) => [k, x]));
  const ki = new Map(ks.map((k, x) => [k, x]));
  const sel = bs.map(() => ks.map(() => 0));
  for (const r of hasil) sel[bi.get(r.b)!]![ki.get(r.k)!] = Number(r.n);
  return {
    baris: bs.map((k) => ({ kunci: k, label: lb.get(k)! })),
    kolom: ks.map((k) => ({ kunci: k, label: lk.get(k)! })),
    sel,
    total_baris: sel.map((r) => r.reduce((s, x) => s + x, 0)),
    total_kolom: ks.map((_, c) => sel.reduce((s, r) => s + r[c]!, 0)),
    total: Number(jumlah?.n ?? 0),
  };
}

/** A report as rows: {kunci, nama, inisiatif, ujicoba, penerapan, total}. */
function barisRekap(t: TabulasiSilang) {
  const col = (v: number) => t.kolom.findIndex((k) => k.kunci === String(v));
  return t.baris.map((b, x) => {
    const row = t.sel[x]!;
    const of = (v: number) => (col(v) >= 0 ? row[col(v)]! : 0);
    return { kunci: b.kunci, nama: b.label, inisiatif: of(0), ujicoba: of(1), penerapan: of(2), total: of(0) + of(1) + of(2) };
  });
}

/** A workbook with a title, the filter line, a header row, the rows and a total row (numbers as numbers). */
async function buku(judul: string, keterangan: string, header: string[], body: (string | number)[][], total: (string | number)[] | null): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'SIGAP Inovasi';
  wb.created = new Date();
  const ws = wb.addWorksheet(judul.slice(0, 31));
  ws.addRow([judul]).font = { bold: true, size: 13 };
  ws.addRow([keterangan]).font = { italic: true, color: { argb: 'FF555555' } };
  ws.addRow([]);
  const h = ws.addRow(header);
  h.font = { bold: true };
  h.eachCell((c) => {
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EAF6' } };
    c.border = { bottom: { style: 'thin' } };
  });
  for (const r of body) ws.addRow(r);
  if (total) ws.addRow(total).font = { bold: true };
  ws.columns.forEach((c, x) => {
    c.width = x === 0 ? 48 : 14;
    if (x > 0) c.numFmt = '#,##0';
  });
  ws.views = [{ state: 'frozen', ySplit: 4 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const kirimXlsx = (reply: FastifyReply, nama: string, buf: Buffer) =>
  reply.header('Content-Type', XLSX.berkas).header('Content-Disposition', `attachment; filename="${nama}.xlsx"`).send(buf);

export async function rekapRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  const keterangan = async (f: Filter) => {
    const parts = [f.tahun ? `Tahun ${f.tahun}` : 'Semua tahun'];
    if (f.propinsi) {
      const [p] = await db.select({ nama: mDaerah.nama }).from(mDaerah).where(and(eq(mDaerah.id, f.propinsi), eq(mDaerah.tingkat, 1)));
      parts.push(p?.nama ?? `Provinsi ${f.propinsi}`);
    } else parts.push('Nasional');
    return `${parts.join(' · ')} · dicetak ${new Date().toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' })} WIB`;
  };

  /**
   * The report files (rekap and analisis): the table the screen shows, written as a workbook. Rows are the table's
   * rows (values of the row dimension, a few hundred at most for regions); the table is counted as the screen's
   * answer is, then sent while within EKSPOR_LATAR_BARIS; past that, or with `Prefer: respond-async`, a job
   * writes it in the caller's scope as it was (decision 116).
   */
  for (const jenis of JENIS_REKAP) {
    const hitung = async (user: SessionUser, q: KueriLaporan, dbx: DbOrTx = db) => {
      const f = filterDari(q);
      const t = await tabulasi(dbx, user, jenis, 'tahapan', f);
      const data = barisRekap(t);
      const jumlah = { inisiatif: 0, ujicoba: 0, penerapan: 0, total: 0 };
      for (const r of data) for (const k of Object.keys(jumlah) as (keyof typeof jumlah)[]) jumlah[k] += r[k];
      return { f, data, jumlah, total_inovasi: t.total };
    };
    rute(app, K_REKAP_LAPORAN[jenis], async ({ user, query }) => {
      const r = await hitung(user, query);
      return { status: 1, data: r.data, total: r.data.length, jumlah: r.jumlah, total_inovasi: r.total_inovasi, judul: JUDUL_REKAP[jenis], tahun: r.f.tahun, propinsi_id: r.f.propinsi };
    });
    const bukuRekap = async (r: Awaited<ReturnType<typeof hitung>>) =>
      buku(
        JUDUL_REKAP[jenis],
        await keterangan(r.f),
        [DIMENSI[jenis], ...TAHAPAN.map((t) => t.label), 'Jumlah'],
        r.data.map((x) => [x.nama, x.inisiatif, x.ujicoba, x.penerapan, x.total]),
        ['Jumlah', r.jumlah.inisiatif, r.jumlah.ujicoba, r.jumlah.penerapan, r.jumlah.total],
      );
    const k = K_REKAP_LAPORAN_EXCEL[jenis];
    daftarkanEkspor(app, `rekap_${jenis}`, {
      izin: k.izin,
      tulis: async (dbTugas, user, kueri, berkas) => {
        const r = await hitung(user, kueri as KueriLaporan, dbTugas);
        await tulisBerkas(berkas, await bukuRekap(r));
        return { baris: r.data.length };
      },
    });
    rute(app, k, async ({ user, req, query, reply }) => {
      const nama = `rekap-${jenis}${query.tahun ? `-${query.tahun}` : ''}`;
      return eksporAtauLatar(app, req, reply, { user, jenis: `rekap_${jenis}`, kueri: query, nama: `${nama}.xlsx` }, async () => {
        const r = await hitung(user, query);
        return { baris: r.data.length, kirim: async () => kirimXlsx(reply, nama, await bukuRekap(r)) };
      });
    });
  }

  /** analisis (IDX-06): innovations by any two dimensions (the contract refuses unknown or equal dimensions). */
  rute(app, K_LAPORAN.analisis, async ({ user, query }) => {
    const { baris, kolom } = query;
    const f = filterDari(query);
    const data = await tabulasi(db, user, baris, kolom, f);
    return { status: 1, data, total: data.total, dimensi: Object.entries(DIMENSI).map(([value, label]) => ({ value, label })), baris, kolom, tahun: f.tahun, propinsi_id: f.propinsi };
  });

  type KueriAnalisis = QueryOf<typeof K_LAPORAN.analisisExcel>;
  const bukuAnalisis = async (dbx: DbOrTx, user: SessionUser, query: KueriAnalisis) => {
    const { baris, kolom } = query;
    const f = filterDari(query);
    const t = await tabulasi(dbx, user, baris, kolom, f);
    const tulis = async () =>
      buku(
        `Analisis ${DIMENSI[baris]} x ${DIMENSI[kolom]}`,
        await keterangan(f),
        [`${DIMENSI[baris]} \\ ${DIMENSI[kolom]}`, ...t.kolom.map((k) => k.label), 'Jumlah'],
        t.baris.map((b, x) => [b.label, ...t.sel[x]!, t.total_baris[x]!]),
        ['Jumlah', ...t.total_kolom, t.total_kolom.reduce((s, x) => s + x, 0)],
      );
    return { baris: t.baris.length, tulis };
  };
  daftarkanEkspor(app, 'analisis', {
    izin: K_LAPORAN.analisisExcel.izin,
    tulis: async (dbTugas, user, kueri, berkas) => {
      const a = await bukuAnalisis(dbTugas, user, kueri as KueriAnalisis);
      await tulisBerkas(berkas, await a.tulis());
      return { baris: a.baris };
    },
  });
  rute(app, K_LAPORAN.analisisExcel, async ({ user, req, query, reply }) => {
    const nama = `analisis-${query.baris}-${query.kolom}`;
    return eksporAtauLatar(app, req, reply, { user, jenis: 'analisis', kueri: query, nama: `${nama}.xlsx` }, async () => {
      const a = await bukuAnalisis(db, user, query);
      return { baris: a.baris, kirim: async () => kirimXlsx(reply, nama, await a.tulis()) };
    });
  });
}
