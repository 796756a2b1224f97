import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, ilike, isNull, ne, type SQL } from 'drizzle-orm';
import {
  DAFTAR_TAHAPAN,
  halaman,
  iidTampil,
  inovasiTerbitPublik,
  K_OPENDATA,
  labelTahapan,
  LISENSI_DATA_TERBUKA,
  PREDIKAT_BELUM_MENGISI_DATA,
  PREDIKAT_TIDAK_DAPAT_DIUKUR,
  polaLike,
  predikatRanking,
  tahunIndeksTerbit,
  titikKoordinat,
  VERSI_DATA_TERBUKA,
  type IndeksTerbuka,
  type InovasiTerbuka,
} from '@sigap/domain';
import { iga2020BentukInovasi, iga2020Inovasi, iga2020Tematik, igaUrusanPemerintahan, indeksHasil, mDaerah, nomorRegistrasi } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';
import { metodologiTahun, pastikanHasil } from '../indeks';
import { keCsv } from './csv';

/**
 * Open data (issue 17 item 6, decision 76): `/v1/data` (catalogue), `/v1/data/inovasi[.csv]`, `/v1/data/indeks[.csv]`.
 * No sign-in. Only what is published: innovations that pass `inovasiTerbitPublik` (the portal's rule, decision 68:
 * approved by a verifier, not returned by QC, not taken out of the index) and the verified index of the years
 * `tahunIndeksTerbit` allows (listed in `tahun_publikasi` and the filling closed). Only public columns: the answer
 * schemas are the whitelist (answers are parsed through them), CSV columns are those of the same schemas.
 * Every answer: licence (CC BY 4.0) in the body and the `Link: rel="license"` header, a weak ETag of the body
 * (If-None-Match answers 304), `Cache-Control: public, max-age=300`, CORS open; 60 requests a minute per address.
 */

const BATAS_ALAMAT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const meta = { versi: VERSI_DATA_TERBUKA, lisensi: { ...LISENSI_DATA_TERBUKA } };

const KOLOM_INOVASI = Object.keys(K_OPENDATA.inovasi.jawaban.shape.data.element.shape) as (keyof InovasiTerbuka & string)[];
const KOLOM_INDEKS = Object.keys(K_OPENDATA.indeks.jawaban.shape.data.element.shape) as (keyof IndeksTerbuka & string)[];

/** Sends a text body with the open data headers; 304 when the client holds the same version. */
function kirim(req: FastifyRequest, reply: FastifyReply, body: string, jenis: string, berkas?: string): FastifyReply {
  const etag = `W/"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  reply
    .header('ETag', etag)
    .header('Cache-Control', 'public, max-age=300')
    .header('Vary', 'Accept-Encoding')
    .header('Access-Control-Allow-Origin', '*')
    .header('Access-Control-Expose-Headers', 'ETag, Link, X-Lisensi')
    .header('Link', `<${LISENSI_DATA_TERBUKA.url}>; rel="license"`)
    .header('X-Lisensi', LISENSI_DATA_TERBUKA.nama);
  const punya = String(req.headers['if-none-match'] ?? '')
    .split(',')
    .map((s) => s.trim().replace(/^W\//, ''));
  if (punya.includes(etag.replace(/^W\//, '')) || punya.includes('*')) return reply.code(304).send();
  reply.type(jenis);
  if (berkas) reply.header('Content-Disposition', `attachment; filename="${berkas}"`);
  return reply.send(body);
}

type Saring = { tahun?: number; daerah?: number; tahapan?: 'inisiatif' | 'ujicoba' | 'penerapan'; search?: string };
type Urut = { field?: string; dir: 'asc' | 'desc' };

export async function opendataRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /** The published innovations, public columns only (one page, or all with `halaman` undefined). */
  async function inovasiTerbit(q: Saring, hal?: { offset: number; limit: number }, urut: Urut = { dir: 'asc' }): Promise<{ rows: InovasiTerbuka[]; total: number }> {
    const syarat: SQL[] = [
      // the portal's rule (decision 68) in SQL; every row is checked again with the domain function below
      eq(nomorRegistrasi.status_nomor, 1),
      ne(nomorRegistrasi.qc, 2),
      isNull(iga2020Inovasi.keluar_indeks_alasan),
    ];
    if (q.tahun !== undefined) syarat.push(eq(iga2020Inovasi.tahun, q.tahun));
    if (q.daerah !== undefined) syarat.push(eq(iga2020Inovasi.profil_id, q.daerah));
    if (q.tahapan) syarat.push(eq(iga2020Inovasi.inovasi_status, DAFTAR_TAHAPAN.find((t) => t.key === q.tahapan)!.value));
    if (q.search) syarat.push(ilike(iga2020Inovasi.nama, polaLike(q.search)));
    const kolomUrut = urut.field === 'nama' ? iga2020Inovasi.nama : urut.field === 'tahun' ? iga2020Inovasi.tahun : iga2020Inovasi.id;
    const arah = urut.dir === 'desc' ? desc : asc;
    const where = and(...syarat);
    const pilih = db
      .select({
        id: iga2020Inovasi.id,
        nomor: nomorRegistrasi.nomor,
        status_nomor: nomorRegistrasi.status_nomor,
        qc: nomorRegistrasi.qc,
        keluar_indeks_alasan: iga2020Inovasi.keluar_indeks_alasan,
        nama: iga2020Inovasi.nama,
        tahun: iga2020Inovasi.tahun,
        inovasi_status: iga2020Inovasi.inovasi_status,
        daerah_id: mDaerah.id,
        daerah_kode: mDaerah.kode,
        daerah_nama: mDaerah.nama,
        jenis_inovasi: iga2020Inovasi.jenis_inovasi,
        bentuk: iga2020BentukInovasi.nama,
        tema: iga2020Tematik.nama,
        urusan: iga2020Inovasi.urusan_pemerintah_id,
        inisiator: iga2020Inovasi.inisiator,
        waktu_implementasi: iga2020Inovasi.waktu_implementasi,
        koordinat: iga2020Inovasi.koordinat,
      })
      .from(iga2020Inovasi)
      .innerJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
      .innerJoin(mDaerah, eq(mDaerah.id, iga2020Inovasi.profil_id))
      .leftJoin(iga2020BentukInovasi, eq(iga2020BentukInovasi.id, iga2020Inovasi.bentuk_inovasi))
      .leftJoin(iga2020Tematik, eq(iga2020Tematik.kode, iga2020Inovasi.is_covid))
      .where(where)
      .orderBy(arah(kolomUrut), arah(iga2020Inovasi.id));
    const [rows, [{ n } = { n: 0 }], urusan] = await Promise.all([
      hal ? pilih.limit(hal.limit).offset(hal.offset) : pilih,
      db.select({ n: count() }).from(iga2020Inovasi).innerJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id)).where(where),
      db.select({ id: igaUrusanPemerintahan.id, nama: igaUrusanPemerintahan.nama }).from(igaUrusanPemerintahan),
    ]);
    const namaUrusan = new Map(urusan.map((u) => [u.id, u.nama]));
    return {
      total: Number(n),
      rows: rows
        .filter((r) => inovasiTerbitPublik({ status_nomor: r.status_nomor, qc: r.qc }, r))
        .map((r) => {
          const titik = titikKoordinat(r.koordinat);
          return {
            id: r.id,
            nomor_registrasi: r.nomor,
            nama: r.nama,
            tahun: r.tahun,
            tahapan: labelTahapan(r.inovasi_status),
            daerah_id: r.daerah_id,
            daerah_kode: r.daerah_kode,
            daerah_nama: r.daerah_nama,
            jenis_inovasi: r.jenis_inovasi,
            bentuk_inovasi: r.bentuk,
            tema: r.tema,
            urusan: String(r.urusan ?? '')
              .split(',')
              .map((s) => namaUrusan.get(Number(s.trim())))
              .filter((s): s is string => !!s),
            inisiator: r.inisiator,
            tanggal_penerapan: r.waktu_implementasi,
            lintang: titik?.lat ?? null,
            bujur: titik?.lng ?? null,
          };
        }),
    };
  }

  /** Verified index rows of the published years asked (all published years when none is asked). */
  async function indeksTerbit(tahunQ: number | undefined, hal?: { offset: number; limit: number }, urut: Urut = { dir: 'asc' }, search?: string) {
    const terbit = tahunIndeksTerbit(await app.ctx.settings.all());
    if (tahunQ !== undefined && !terbit.includes(tahunQ)) throw new AppError('NOT_FOUND', `Hasil indeks tahun ${tahunQ} belum diumumkan.`);
    const tahunList = tahunQ !== undefined ? [tahunQ] : terbit;
    const semua: IndeksTerbuka[] = [];
    for (const tahun of tahunList) {
      // a year without rules has no index; a year never computed is computed once (as the ranking does)
      if (!(await pastikanHasil(db, tahun))) continue;
      const m = await metodologiTahun(db, tahun).catch(() => null);
      const rows = await db
        .select({ daerah_id: mDaerah.id, daerah_kode: mDaerah.kode, daerah_nama: mDaerah.nama, jenis: mDaerah.jenis, iid: indeksHasil.iid, predikat: indeksHasil.predikat })
        .from(indeksHasil)
        .innerJoin(mDaerah, eq(mDaerah.id, indeksHasil.profil_id))
        .where(and(eq(indeksHasil.tahun, tahun), eq(indeksHasil.sumber, 'verified')))
        .orderBy(asc(mDaerah.kode));
      for (const r of rows) {
        const adaData = r.predikat !== null && r.predikat !== PREDIKAT_BELUM_MENGISI_DATA;
        // the ranking's rule and rounding (as ranking-index and the public region page)
        const p = !m ? (r.predikat ?? PREDIKAT_BELUM_MENGISI_DATA) : adaData && m.skor_maks_total === null ? PREDIKAT_TIDAK_DAPAT_DIUKUR : predikatRanking(m.predikat, r.iid, adaData);
        semua.push({
          tahun,
          daerah_id: r.daerah_id,
          daerah_kode: r.daerah_kode,
          daerah_nama: r.daerah_nama,
          jenis_daerah: r.jenis,
          iid: p === PREDIKAT_BELUM_MENGISI_DATA || p === PREDIKAT_TIDAK_DAPAT_DIUKUR ? null : iidTampil(r.iid),
          predikat: p,
        });
      }
    }
    const cocok = search ? semua.filter((r) => r.daerah_nama.toLowerCase().includes(search.toLowerCase())) : semua;
    const f = (['daerah_kode', 'daerah_nama', 'iid', 'tahun'] as const).find((x) => x === urut.field);
    const k = urut.dir === 'desc' ? -1 : 1;
    if (f) cocok.sort((a, b) => k * (a[f] === b[f] ? 0 : a[f] === null ? -1 : b[f] === null ? 1 : a[f]! < b[f]! ? -1 : 1));
    return { terbit, total: cocok.length, rows: hal ? cocok.slice(hal.offset, hal.offset + hal.limit) : cocok };
  }

  rute(
    app,
    K_OPENDATA.katalog,
    async ({ req, reply }) => {
      const terbit = tahunIndeksTerbit(await app.ctx.settings.all());
      const kol = (names: readonly string[], ket: Record<string, string>) => names.map((nama) => ({ nama, keterangan: ket[nama] ?? '' }));
      const body = K_OPENDATA.katalog.jawaban.parse({
        status: 1,
        ...meta,
        data: {
          tahun_indeks_terbit: terbit,
          dataset: [
            {
              nama: 'inovasi',
              judul: 'Inovasi Daerah Terverifikasi',
              deskripsi: 'Inovasi daerah yang registrasinya lolos verifikasi Kemendagri (tidak dikembalikan QC, tidak dikeluarkan dari indeks). Hanya kolom publik.',
              json: '/v1/data/inovasi',
              csv: '/v1/data/inovasi.csv',
              kolom: kol(KOLOM_INOVASI, KETERANGAN_INOVASI),
            },
            {
              nama: 'indeks',
              judul: 'Indeks Inovasi Daerah Terverifikasi',
              deskripsi: 'Nilai Indeks Inovasi Daerah terverifikasi dan predikat per daerah untuk tahun yang sudah diumumkan.',
              json: '/v1/data/indeks',
              csv: '/v1/data/indeks.csv',
              kolom: kol(KOLOM_INDEKS, KETERANGAN_INDEKS),
            },
          ],
        },
      });
      return kirim(req, reply, JSON.stringify(body), 'application/json; charset=utf-8') as never;
    },
    { config: BATAS_ALAMAT },
  );

  rute(
    app,
    K_OPENDATA.inovasi,
    async ({ query, req, reply }) => {
      const h = halaman(query, { perPage: 100 });
      const { rows, total } = await inovasiTerbit(query, { offset: h.offset, limit: h.perPage }, { field: h.field, dir: h.dir });
      const body = K_OPENDATA.inovasi.jawaban.parse({ status: 1, ...meta, page: h.page, per_page: h.perPage, total, data: rows });
      return kirim(req, reply, JSON.stringify(body), 'application/json; charset=utf-8') as never;
    },
    { config: BATAS_ALAMAT },
  );

  rute(
    app,
    K_OPENDATA.inovasiCsv,
    async ({ query, req, reply }) => {
      const { rows } = await inovasiTerbit(query);
      const bersih = rows.map((r) => K_OPENDATA.inovasi.jawaban.shape.data.element.parse(r));
      return kirim(req, reply, keCsv(KOLOM_INOVASI, bersih), 'text/csv; charset=utf-8', `inovasi-daerah-terverifikasi${query.tahun ? `-${query.tahun}` : ''}.csv`);
    },
    { config: BATAS_ALAMAT },
  );

  rute(
    app,
    K_OPENDATA.indeks,
    async ({ query, req, reply }) => {
      const h = halaman(query, { perPage: 1000 });
      const { rows, total, terbit } = await indeksTerbit(query.tahun, { offset: h.offset, limit: h.perPage }, { field: h.field, dir: h.dir }, h.search);
      const body = K_OPENDATA.indeks.jawaban.parse({ status: 1, ...meta, page: h.page, per_page: h.perPage, total, tahun_terbit: terbit, data: rows });
      return kirim(req, reply, JSON.stringify(body), 'application/json; charset=utf-8') as never;
    },
    { config: BATAS_ALAMAT },
  );

  rute(
    app,
    K_OPENDATA.indeksCsv,
    async ({ query, req, reply }) => {
      const { rows } = await indeksTerbit(query.tahun);
      const bersih = rows.map((r) => K_OPENDATA.indeks.jawaban.shape.data.element.parse(r));
      return kirim(req, reply, keCsv(KOLOM_INDEKS, bersih), 'text/csv; charset=utf-8', `indeks-inovasi-daerah${query.tahun ? `-${query.tahun}` : ''}.csv`);
    },
    { config: BATAS_ALAMAT },
  );
}

const KETERANGAN_INOVASI: Record<string, string> = {
  id: 'Nomor inovasi di SIGAP',
  nomor_registrasi: 'Nomor registrasi Kemendagri',
  nama: 'Nama inovasi',
  tahun: 'Tahun data',
  tahapan: 'Tahapan: Inisiatif, Uji Coba, Penerapan',
  daerah_id: 'Nomor daerah (halaman publik /landing/pemda/{daerah_id})',
  daerah_kode: 'Kode wilayah Kemendagri',
  daerah_nama: 'Nama pemerintah daerah',
  jenis_inovasi: 'Digital atau Non Digital',
  bentuk_inovasi: 'Bentuk inovasi',
  tema: 'Tema (Asta Cita atau tema lama)',
  urusan: 'Urusan pemerintahan (dipisah titik koma pada CSV)',
  inisiator: 'Kategori inisiator (bukan nama orang)',
  tanggal_penerapan: 'Tanggal mulai penerapan (YYYY-MM-DD)',
  lintang: 'Lintang lokasi layanan (derajat)',
  bujur: 'Bujur lokasi layanan (derajat)',
};
const KETERANGAN_INDEKS: Record<string, string> = {
  tahun: 'Tahun penilaian',
  daerah_id: 'Nomor daerah',
  daerah_kode: 'Kode wilayah Kemendagri',
  daerah_nama: 'Nama pemerintah daerah',
  jenis_daerah: 'provinsi, kabupaten atau kota',
  iid: 'Indeks Inovasi Daerah terverifikasi (dibulatkan seperti peringkat); kosong bila belum mengisi atau tidak dapat diukur',
  predikat: 'Predikat peringkat',
};
