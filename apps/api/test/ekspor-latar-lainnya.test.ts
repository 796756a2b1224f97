import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jawabanEksporDiterima, JENIS_EKSPOR, PESAN_EKSPOR_LATAR, type JenisEkspor } from '@sigap/domain';
import { buildTestApp, type TestApp } from './helpers';

/**
 * Every other list and report export on the job queue (decision 116, after decision 114's innovation list): each
 * answers its file in the request while small, exactly as before; with `Prefer: respond-async` (or past
 * `EKSPOR_LATAR_BARIS` rows, counted per kind) it answers 202, a job writes the same file as the account that
 * asked, and only that account downloads it. Bad input and a request out of scope are refused before anything is
 * queued, with the route's own answer.
 */

let t: TestApp;
let bandung: number;
let banyuwangi: number;
const sql = async <T = Record<string, unknown>>(q: string) => ((await t.ctx.db.execute(q as never)) as unknown as { rows: T[] }).rows;
const konfig = () => t.ctx.config as { EKSPOR_LATAR_BARIS: number };
const token = (u: string) => t.loginAs(u);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Kasus {
  jenis: JenisEkspor;
  url: () => string;
  /** The account that asks (and the only one that may download). */
  pemilik: string;
  /** Another account, which cannot open this one's export (`lainBoleh`: it may ask for the same export itself). */
  lain: string;
  lainBoleh: boolean;
  /** The file name the direct answer and the download carry. */
  nama: () => string;
  tipe: 'xlsx' | 'pdf';
  /** A bad query: its field and its Indonesian message. */
  salah: { url: () => string; field: string; pesan: string };
}

const KASUS: Kasus[] = [
  {
    jenis: 'rekap_akhir',
    url: () => '/rekap-akhir/excel?klaster=kota&tahun=2026',
    pemilik: 'admin',
    lain: 'superadmin',
    lainBoleh: true,
    nama: () => 'rekap-akhir-kota-2026.xlsx',
    tipe: 'xlsx',
    salah: { url: () => '/rekap-akhir/excel?tahun=0x7EA', field: 'tahun', pesan: 'Harus bilangan bulat.' },
  },
  ...(['jenis', 'bentuk', 'urusan', 'inisiator'] as const).map(
    (j): Kasus => ({
      jenis: `rekap_${j}`,
      url: () => `/laporan/rekap/${j}/excel?tahun=2025`,
      pemilik: 'superadmin',
      // the recap reports are the superadmin's (and the type recap also tim.penilai's)
      lain: j === 'jenis' ? 'tim.penilai' : 'admin',
      lainBoleh: j === 'jenis',
      nama: () => `rekap-${j}-2025.xlsx`,
      tipe: 'xlsx',
      salah: { url: () => `/laporan/rekap/${j}/excel?propinsi_id=0x2`, field: 'propinsi_id', pesan: 'Harus bilangan bulat positif.' },
    }),
  ),
  {
    jenis: 'analisis',
    url: () => '/laporan/analisis/excel?baris=propinsi&kolom=tahapan',
    pemilik: 'superadmin',
    lain: 'admin',
    lainBoleh: false,
    nama: () => 'analisis-propinsi-tahapan.xlsx',
    tipe: 'xlsx',
    salah: { url: () => '/laporan/analisis/excel?baris=tahun&kolom=tahun', field: 'kolom', pesan: 'Dimensi kolom harus berbeda dari dimensi baris.' },
  },
  {
    jenis: 'papan_tenggat',
    url: () => '/tenggat/excel?propinsi_id=' + String(bandungProv),
    pemilik: 'admin',
    lain: 'superadmin',
    lainBoleh: true,
    nama: () => `papan-tenggat-${tahunPenilaian}.xlsx`,
    tipe: 'xlsx',
    salah: { url: () => '/tenggat/excel?risiko=parah', field: 'risiko', pesan: 'Risiko harus tinggi, sedang atau rendah.' },
  },
  {
    jenis: 'dashboard_diklat',
    url: () => '/diklat/excel',
    pemilik: 'admin.diklat.daerah',
    lain: 'admin.diklat',
    lainBoleh: true,
    nama: () => 'dashboard-diklat.xlsx',
    tipe: 'xlsx',
    salah: { url: () => '/diklat/excel?tahun=dua', field: 'tahun', pesan: 'Harus bilangan bulat.' },
  },
  {
    jenis: 'hasil_kuesioner',
    url: () => '/kuesioner/hasil/excel',
    pemilik: 'admin',
    lain: 'superadmin',
    lainBoleh: true,
    nama: () => `survei-kepuasan-${periodeSekarang}.xlsx`,
    tipe: 'xlsx',
    salah: { url: () => '/kuesioner/hasil/excel?periode=2026-3', field: 'periode', pesan: 'Format periode TTTT-1 atau TTTT-2.' },
  },
  {
    jenis: 'profil_excel',
    url: () => `/profil/download-excel/${bandung}`,
    pemilik: 'pemda',
    lain: 'admin',
    lainBoleh: true,
    nama: () => `profil-pemda-${bandung}.xlsx`,
    tipe: 'xlsx',
    salah: { url: () => `/profil/download-excel/${bandung}?tahun=1999`, field: 'tahun', pesan: 'Harus bilangan bulat 2017–2100.' },
  },
  {
    jenis: 'profil_pdf',
    url: () => `/profil/download-pdf/${bandung}`,
    pemilik: 'pemda',
    lain: 'admin',
    lainBoleh: true,
    nama: () => `profil-pemda-${bandung}.pdf`,
    tipe: 'pdf',
    salah: { url: () => `/profil/download-pdf/${bandung}?tahun=abc`, field: 'tahun', pesan: 'Harus bilangan bulat.' },
  },
];

let bandungProv: number;
let tahunPenilaian: number;
let periodeSekarang: string;

beforeAll(async () => {
  t = await buildTestApp();
  const id = async (kode: string) => (await sql<{ id: number }>(`select id from m_daerah where kode = '${kode}'`))[0]!.id;
  bandung = await id('32.73');
  banyuwangi = await id('35.10');
  bandungProv = await id('32');
  const tg = (await t.req({ method: 'GET', url: '/tenggat?per_page=1', token: await token('admin') })).json();
  tahunPenilaian = tg.tahun as number;
  periodeSekarang = (await t.req({ method: 'GET', url: '/kuesioner/hasil', token: await token('admin') })).json().data.periode as string;
});
afterAll(() => t.close());

/** The text of a file for comparison: every sheet's cells (xlsx) or the text (PDF), without the print time. */
async function isiBerkas(tipe: 'xlsx' | 'pdf', buf: Buffer): Promise<string> {
  const tanpaWaktu = (s: string) => s.replace(/dicetak [^·"]*WIB/g, 'dicetak … WIB');
  if (tipe === 'pdf') {
    expect(buf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const p = new PDFParse({ data: new Uint8Array(buf) });
    const text = (await p.getText()).text;
    await p.destroy();
    return tanpaWaktu(text);
  }
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as never);
  const lembar = wb.worksheets.map((ws) => ({ nama: ws.name, baris: Array.from({ length: ws.rowCount }, (_, i) => (ws.getRow(i + 1).values as unknown[]).slice(1).map((v) => (v == null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)))) }));
  expect(lembar.length).toBeGreaterThan(0);
  return tanpaWaktu(JSON.stringify(lembar));
}

const minta = async (k: Kasus, user: string, url = k.url(), prefer = false) =>
  t.req({ method: 'GET', url, token: await token(user), headers: prefer ? { prefer: 'respond-async' } : {} });
const jumlahEkspor = async () => Number((await sql<{ n: number }>(`select count(*)::int n from antrian_tugas where jenis = 'ekspor'`))[0]!.n);

it('every kind of export is registered and listed in the contract', () => {
  expect(new Set(KASUS.map((k) => k.jenis))).toEqual(new Set(JENIS_EKSPOR.filter((j) => j !== 'daftar_inovasi')));
});

describe.each(KASUS.map((k) => [k.jenis, k] as const))('%s', (_j, k) => {
  let langsung: Buffer;
  let baris = 0;

  it('small: the file in the request, as before', async () => {
    const r = await minta(k, k.pemilik);
    expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
    expect(r.headers['content-type']).toContain(k.tipe === 'pdf' ? 'application/pdf' : 'spreadsheetml');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="${k.nama()}"`);
    expect(r.headers['preference-applied']).toBeUndefined();
    langsung = r.rawPayload;
    await isiBerkas(k.tipe, langsung);
  });

  it('Prefer: respond-async: 202, the job writes the same file, only its owner downloads it', async () => {
    const r = await minta(k, k.pemilik, k.url(), true);
    expect(r.statusCode, r.body).toBe(202);
    expect(r.headers['preference-applied']).toBe('respond-async');
    const body = jawabanEksporDiterima.parse(r.json());
    expect(body.message).toBe(PESAN_EKSPOR_LATAR);
    expect(body.data).toMatchObject({ jenis: k.jenis, status: 'menunggu', nama_berkas: k.nama(), alamat_unduh: null });
    const id = body.data.id;
    expect(r.headers.location).toBe(`/ekspor/${id}`);

    await t.app.antrian.proses();
    const s = jawabanEksporDiterima.parse((await t.req({ method: 'GET', url: `/ekspor/${id}`, token: await token(k.pemilik) })).json()).data;
    expect(s, JSON.stringify(s)).toMatchObject({ status: 'selesai', alamat_unduh: `/ekspor/${id}/unduh`, galat: null });
    expect(s.baris).toBeGreaterThan(0);
    baris = s.baris!;
    const [row] = await sql<{ berkas: string }>(`select data->'hasil'->>'berkas' as berkas from antrian_tugas where id = ${id}`);
    expect(row!.berkas.endsWith(`.${k.tipe}`)).toBe(true);

    const f = await t.req({ method: 'GET', url: `/ekspor/${id}/unduh`, token: await token(k.pemilik) });
    expect(f.statusCode).toBe(200);
    expect(f.headers['content-type']).toBe(k.tipe === 'pdf' ? 'application/pdf' : XLSX);
    expect(f.headers['content-disposition']).toBe(`attachment; filename="${k.nama()}"`);
    expect(await isiBerkas(k.tipe, f.rawPayload)).toEqual(await isiBerkas(k.tipe, langsung));

    const n = (await t.req({ method: 'GET', url: '/notifikasi?jenis=ekspor', token: await token(k.pemilik) })).json().data as { judul: string; tautan: string }[];
    expect(n[0]).toMatchObject({ tautan: `/ekspor/${id}/unduh`, judul: `Ekspor siap diunduh: ${k.nama()}` });

    // another account (even one that may ask for this export itself): this one does not exist for it
    const lain = await token(k.lain);
    expect((await minta(k, k.lain)).statusCode).toBe(k.lainBoleh ? 200 : 403);
    expect((await t.req({ method: 'GET', url: `/ekspor/${id}`, token: lain })).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url: `/ekspor/${id}/unduh`, token: lain })).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url: `/ekspor/${id}/unduh` })).statusCode).toBe(401);
  });

  it('goes to the background by itself past the threshold, counted in the rows the job writes', async () => {
    expect(baris).toBeGreaterThan(0);
    const sebelum = konfig().EKSPOR_LATAR_BARIS;
    try {
      konfig().EKSPOR_LATAR_BARIS = baris;
      const pas = await minta(k, k.pemilik);
      expect(pas.statusCode).toBe(200);
      expect(pas.headers['content-disposition']).toContain(k.nama());
      konfig().EKSPOR_LATAR_BARIS = baris - 1;
      const lebih = await minta(k, k.pemilik);
      expect(lebih.statusCode, lebih.body.slice(0, 200)).toBe(202);
      expect(lebih.headers['preference-applied']).toBeUndefined();
      expect(jawabanEksporDiterima.parse(lebih.json()).data).toMatchObject({ jenis: k.jenis, status: 'menunggu' });
    } finally {
      konfig().EKSPOR_LATAR_BARIS = sebelum;
    }
    await t.app.antrian.proses();
  });

  it('a bad query is 422 with the field in Indonesian, before anything is queued', async () => {
    const sebelum = await jumlahEkspor();
    for (const prefer of [false, true]) {
      const r = await minta(k, k.pemilik, k.salah.url(), prefer);
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Parameter tidak valid.' });
      expect(r.json().errors).toEqual({ [k.salah.field]: k.salah.pesan });
    }
    expect(await jumlahEkspor()).toBe(sebelum);
  });
});

describe('scope and permission, before queueing and again when the job runs', () => {
  it('refuses in the request what the route refuses (403, 404), with or without Prefer, and queues nothing', async () => {
    const sebelum = await jumlahEkspor();
    const kasus: [string, string, number][] = [
      ['/rekap-akhir/excel?klaster=kota', 'pemda', 403],
      ['/rekap-akhir/excel?klaster=tidak-ada', 'admin', 404],
      ['/tenggat/excel', 'verifikator', 403],
      ['/tenggat/excel', 'pemda', 403],
      ['/diklat/excel', 'verifikator', 403],
      ['/kuesioner/hasil/excel', 'pemda', 403],
      ['/laporan/analisis/excel', 'peserta.diklat', 403],
      [`/profil/download-excel/${bandung}`, 'pemda.lain', 404],
      [`/profil/download-pdf/${bandung}`, 'pemda.lain', 404],
      [`/profil/download-pdf/${bandung}`, 'admin.diklat', 403],
    ];
    const salah: string[] = [];
    for (const [url, user, kode] of kasus)
      for (const prefer of [false, true]) {
        const r = await t.req({ method: 'GET', url, token: await token(user), headers: prefer ? { prefer: 'respond-async' } : {} });
        if (r.statusCode !== kode) salah.push(`${url} ${user} prefer=${prefer}: ${r.statusCode} ${r.body.slice(0, 120)}`);
      }
    expect(salah).toEqual([]);
    expect(await jumlahEkspor()).toBe(sebelum);
  });

  it("the job writes with the account's scope as it asked: a regional diklat admin gets only its region's reports", async () => {
    const r = await t.req({ method: 'GET', url: '/diklat/excel', token: await token('admin.diklat.daerah'), headers: { prefer: 'respond-async' } });
    expect(r.statusCode).toBe(202);
    const id = r.json().data.id as number;
    await t.app.antrian.proses();
    const f = await t.req({ method: 'GET', url: `/ekspor/${id}/unduh`, token: await token('admin.diklat.daerah') });
    expect(f.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(f.rawPayload as never);
    const daftar = wb.getWorksheet('Daftar Laporan')!;
    const daerah = new Set(Array.from({ length: daftar.rowCount - 1 }, (_, i) => String(daftar.getRow(i + 2).getCell(5).value)));
    expect(daerah).toEqual(new Set(['Kota Bandung']));
    const semua = Number((await sql<{ n: number }>(`select count(*)::int n from laporan_diklat`))[0]!.n);
    const milik = Number((await sql<{ n: number }>(`select count(*)::int n from laporan_diklat where profil_id = ${bandung}`))[0]!.n);
    expect(milik).toBeLessThan(semua);
    expect(daftar.rowCount - 1).toBe(milik);
    expect((await t.req({ method: 'GET', url: `/ekspor/${id}`, token: await token('admin.diklat.daerah') })).json().data.baris).toBe(milik);
  });

  it('a job asked for a profile out of the account scope fails at once with the reason, and tells the account', async () => {
    const pemda = await token('pemda');
    const r = await t.req({ method: 'GET', url: `/profil/download-excel/${bandung}`, token: pemda, headers: { prefer: 'respond-async' } });
    expect(r.statusCode).toBe(202);
    const id = r.json().data.id as number;
    // the stored request names another region (as a stale or forged job would): the writer's own scope check refuses it
    await sql(`update antrian_tugas set data = jsonb_set(data, '{kueri,id}', '${banyuwangi}'::jsonb) where id = ${id}`);
    await t.app.antrian.proses();
    const [row] = await sql<{ status: string; galat: string; percobaan: number }>(`select status, galat, percobaan from antrian_tugas where id = ${id}`);
    expect(row).toMatchObject({ status: 'gagal', percobaan: 1 });
    const s = (await t.req({ method: 'GET', url: `/ekspor/${id}`, token: pemda })).json().data;
    expect(s).toMatchObject({ status: 'gagal', alamat_unduh: null });
    expect(s.galat).toMatch(/tidak ditemukan/i);
    const n = (await t.req({ method: 'GET', url: '/notifikasi?jenis=ekspor', token: pemda })).json().data as { judul: string }[];
    expect(n[0]!.judul).toBe(`Ekspor gagal: profil-pemda-${bandung}.xlsx`);
  });

  it('an account whose region changed since it asked gets a failed export, not the new scope', async () => {
    const pemda = await token('pemda');
    const r = await t.req({ method: 'GET', url: `/profil/download-pdf/${bandung}`, token: pemda, headers: { prefer: 'respond-async' } });
    expect(r.statusCode).toBe(202);
    const id = r.json().data.id as number;
    await sql(`update usr_asn set m_daerah_id = ${banyuwangi} where username = 'pemda'`);
    try {
      await t.app.antrian.proses();
      const [row] = await sql<{ status: string; galat: string }>(`select status, galat from antrian_tugas where id = ${id}`);
      expect(row!.status).toBe('gagal');
      expect(row!.galat).toMatch(/Hak akses akun berubah/);
    } finally {
      await sql(`update usr_asn set m_daerah_id = ${bandung} where username = 'pemda'`);
    }
  });
});
