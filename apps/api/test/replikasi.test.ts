import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buatAkun, buatInovasi } from './factories';
import { buildTestApp, multipart, PDF_BYTES, type TestApp } from './helpers';

/**
 * Replication requests (issue 20 item 6, decision 108): Banyuwangi asks to replicate a public Bandung
 * innovation, Bandung accepts, Banyuwangi tracks it to "terlaksana" with its replica and the agreement; the
 * agreement then shows on the original's SID-31 and the public page lists the replicating region.
 */

let t: TestApp;
let pemda: string; // Kota Bandung: the owner
let lain: string; // Kabupaten Banyuwangi: the requester
let admin: string;
let bandung: number;
let banyuwangi: number;
let publik: number;
let draf: number;
let replika: number;
const sql = async <T = Record<string, unknown>>(q: string) => ((await t.ctx.db.execute(q as never)) as unknown as { rows: T[] }).rows;
const req = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: unknown) => t.req({ method, url, token, ...(payload === undefined ? {} : { payload: payload as never }) });
const langkah = (id: number, token: string, body: Record<string, unknown>) => req('POST', `/replikasi/${id}/transisi`, token, body);
const unggahPdf = async (token: string) => {
  const up = await t.req({ method: 'POST', url: '/media/upload', token, ...multipart('file', 'pks-replikasi.pdf', PDF_BYTES, 'application/pdf') });
  expect(up.statusCode, up.body).toBe(201);
  return up.json().file_url as string;
};
const notifikasiDari = async (username: string) => sql<{ judul: string; tautan: string }>(`select n.judul, n.tautan from notifikasi n join usr_asn u on u.id = n.usr_asn_id where u.username = '${username}' order by n.id`);

beforeAll(async () => {
  t = await buildTestApp();
  [pemda, lain, admin] = await Promise.all([t.loginAs('pemda'), t.loginAs('pemda.lain'), t.loginAs('admin')]);
  bandung = (await req('GET', '/me', pemda)).json().data.m_daerah_id;
  banyuwangi = (await req('GET', '/me', lain)).json().data.m_daerah_id;
  publik = (await buatInovasi(t, pemda, { nama: 'Replikasi Layanan Publik Bandung' })).id;
  draf = (await buatInovasi(t, pemda, { nama: 'Replikasi Draf Bandung' })).id;
  replika = (await buatInovasi(t, lain, { nama: 'Replika Layanan di Banyuwangi' })).id;
  // verified by a verifier and not returned by QC: the public catalogue's rule
  await sql(`insert into nomor_registrasi (inovasi_id, nomor, status_nomor, qc) values (${publik}, 'REPL/${publik}', 1, 1)`);
});
afterAll(async () => {
  await t?.close();
});

describe('asking', () => {
  it('only a public innovation of another region, once while it runs', async () => {
    const sendiri = await req('POST', '/replikasi', pemda, { inovasi_id: publik });
    expect(sendiri.statusCode, sendiri.body).toBe(422);
    expect(sendiri.json().errors.inovasi_id).toMatch(/daerah Anda sendiri/);
    const tidakPublik = await req('POST', '/replikasi', lain, { inovasi_id: draf });
    expect(tidakPublik.statusCode).toBe(422);
    expect(tidakPublik.json().errors.inovasi_id).toMatch(/katalog publik/);
    expect((await req('POST', '/replikasi', admin, { inovasi_id: publik })).statusCode).toBe(403);

    const ok = await req('POST', '/replikasi', lain, { inovasi_id: publik, catatan: 'Kami ingin menerapkan layanan ini.' });
    expect(ok.statusCode, ok.body).toBe(201);
    const d = ok.json().data;
    expect(d).toMatchObject({ status: 'diajukan', pemilik_profil_id: bandung, peminta_profil_id: banyuwangi, pihak: 'peminta', aksi: ['batalkan'] });
    expect(d.riwayat).toHaveLength(1);

    const dua = await req('POST', '/replikasi', lain, { inovasi_id: publik });
    expect(dua.statusCode).toBe(409);
    // the owner region's pemda accounts are told
    const n = await notifikasiDari('pemda');
    expect(n.some((x) => x.judul.includes('Replikasi Layanan Publik Bandung') && x.tautan === `/dashboard/replikasi-inovasi?id=${d.id}`)).toBe(true);
  });
});

describe('the whole path to terlaksana', () => {
  let id: number;
  beforeAll(async () => {
    id = (await req('GET', '/replikasi?arah=saya', lain)).json().data[0].id;
  });

  it('lists on both sides and stays out of other regions', async () => {
    expect((await req('GET', '/replikasi?arah=masuk', pemda)).json().data.map((r: { id: number }) => r.id)).toContain(id);
    expect((await req('GET', '/replikasi?arah=saya', pemda)).json().data.map((r: { id: number }) => r.id)).not.toContain(id);
    const masuk = (await req('GET', `/replikasi/${id}`, pemda)).json().data;
    expect(masuk).toMatchObject({ pihak: 'pemilik', aksi: ['terima', 'tolak'] });

    const [daerahLain] = await sql<{ id: number }>(`select id from profil_pemda where id not in (${bandung}, ${banyuwangi}) order by id limit 1`);
    const luar = await buatAkun(t, admin, { role: 'pemda', m_daerah_id: daerahLain!.id });
    expect((await req('GET', '/replikasi', luar.token)).json().total).toBe(0);
    expect((await req('GET', `/replikasi/${id}`, luar.token)).statusCode).toBe(404);
    expect((await langkah(id, luar.token, { aksi: 'terima' })).statusCode).toBe(404);
    // West Java reads its region's requests but decides nothing
    const prov = await t.loginAs('provinsi');
    expect((await req('GET', `/replikasi/${id}`, prov)).json().data.aksi).toEqual([]);
    expect((await langkah(id, prov, { aksi: 'terima' })).statusCode).toBe(403);
    expect((await req('GET', `/replikasi/${id}`, admin)).statusCode).toBe(200);
  });

  it('only the owner accepts; refusing needs a reason', async () => {
    expect((await langkah(id, lain, { aksi: 'terima' })).statusCode).toBe(403);
    const tolak = await langkah(id, pemda, { aksi: 'tolak' });
    expect(tolak.statusCode).toBe(422);
    expect(tolak.json().errors.catatan).toBeTruthy();
    const terima = await langkah(id, pemda, { aksi: 'terima', catatan: 'Silakan, kami dampingi.' });
    expect(terima.statusCode, terima.body).toBe(200);
    expect(terima.json().data.status).toBe('diterima');
    expect((await langkah(id, pemda, { aksi: 'terima' })).statusCode).toBe(409);
    expect((await notifikasiDari('pemda.lain')).some((x) => x.judul.includes('diterima'))).toBe(true);
  });

  it('terlaksana needs the replica and the agreement, and follows persiapan', async () => {
    expect((await langkah(id, lain, { aksi: 'terlaksana' })).statusCode).toBe(409);
    expect((await langkah(id, lain, { aksi: 'persiapan', tanggal: '2999-01-01' })).statusCode).toBe(422);
    expect((await langkah(id, lain, { aksi: 'persiapan', catatan: 'Rapat koordinasi.' })).statusCode).toBe(200);
    const kurang = await langkah(id, lain, { aksi: 'terlaksana' });
    expect(kurang.statusCode).toBe(422);
    expect(Object.keys(kurang.json().errors).sort()).toEqual(['file_url', 'replika_inovasi_id']);
    // the replica must be the requesting region's own innovation
    expect((await req('PATCH', `/replikasi/${id}`, lain, { replika_inovasi_id: draf })).statusCode).toBe(422);
    expect((await req('PATCH', `/replikasi/${id}`, pemda, { replika_inovasi_id: replika })).statusCode).toBe(403);
    const pks = await unggahPdf(lain);
    const lengkap = await req('PATCH', `/replikasi/${id}`, lain, { replika_inovasi_id: replika, file_url: pks });
    expect(lengkap.statusCode, lengkap.body).toBe(200);
    expect(lengkap.json().data).toMatchObject({ replika_nama: 'Replika Layanan di Banyuwangi', file_url: pks });
    // sending what is already stored changes nothing and is said so
    expect((await req('PATCH', `/replikasi/${id}`, lain, { file_url: pks })).statusCode).toBe(422);
    const selesai = await langkah(id, lain, { aksi: 'terlaksana', catatan: 'Diluncurkan bupati.' });
    expect(selesai.statusCode, selesai.body).toBe(200);
    const d = selesai.json().data;
    expect(d.status).toBe('terlaksana');
    expect(d.riwayat.map((r: { aksi: string }) => r.aksi)).toEqual(['ajukan', 'terima', 'persiapan', 'lengkapi', 'terlaksana']);
    expect(d.aksi).toEqual([]);
  });

  it('the agreement is evidence on the original SID-31, the replica names its origin, the public page lists it', async () => {
    const ed = (await req('GET', `/inovasi/${publik}/indikator`, pemda)).json();
    const sid31 = ed.data.flatMap((i: { subs: unknown[] }) => [i, ...i.subs]).find((i: { kode: string }) => i.kode === 'SID-31');
    expect(sid31.replikasi).toMatchObject({ jumlah_daerah: 1, level_didukung: 1 });
    expect(sid31.replikasi.oleh[0].daerah).toMatch(/Banyuwangi/);
    const dok = sid31.files.find((f: { nama: string }) => f.nama.startsWith('Replikasi oleh'));
    expect(dok.nama).toMatch(/^Replikasi oleh .*Banyuwangi \(\d{2}\/\d{2}\/\d{4}\)$/);
    // no answer written for the operator: the level stays theirs
    expect(sid31.nilai).toBeNull();
    // the owner region may open its copy of the agreement
    expect((await t.req({ method: 'GET', url: dok.file_url, token: pemda })).statusCode).toBe(200);
    // the verifier reads the same evidence
    const ver = await req('GET', `/inovasi/${publik}/indikator`, await t.loginAs('verifikator'));
    expect(ver.statusCode).toBe(200);
    expect(JSON.stringify(ver.json())).toContain('Replikasi oleh');

    const sisiReplika = (await req('GET', `/inovasi/${replika}/indikator`, lain)).json();
    const r31 = sisiReplika.data.flatMap((i: { subs: unknown[] }) => [i, ...i.subs]).find((i: { kode: string }) => i.kode === 'SID-31');
    expect(r31.replikasi.dari[0]).toMatchObject({ inovasi: 'Replikasi Layanan Publik Bandung' });

    const halaman = (await t.req({ method: 'GET', url: `/publik/inovasi/${publik}` })).json().data;
    expect(halaman.jumlah_replikasi).toBe(1);
    expect(halaman.direplikasi_oleh[0]).toMatchObject({ profil_id: banyuwangi });
    expect(JSON.stringify(halaman)).not.toContain('/media/');
    const katalog = (await t.req({ method: 'GET', url: `/publik/inovasi?search=${encodeURIComponent('Replikasi Layanan Publik')}` })).json().data;
    expect(katalog[0].jumlah_replikasi).toBe(1);
    // implemented: asking again is refused
    expect((await req('POST', '/replikasi', lain, { inovasi_id: publik })).statusCode).toBe(409);
  });
});

describe('cancelling', () => {
  it('the requester cancels with a reason, and may ask again afterwards', async () => {
    const kedua = (await buatInovasi(t, pemda, { nama: 'Replikasi Kedua Bandung' })).id;
    await sql(`insert into nomor_registrasi (inovasi_id, nomor, status_nomor, qc) values (${kedua}, 'REPL/${kedua}', 1, 0)`);
    const id = (await req('POST', '/replikasi', lain, { inovasi_id: kedua })).json().data.id;
    expect((await langkah(id, pemda, { aksi: 'batalkan', catatan: 'Bukan pihak kami.' })).statusCode).toBe(403);
    expect((await langkah(id, lain, { aksi: 'batalkan' })).statusCode).toBe(422);
    expect((await langkah(id, lain, { aksi: 'batalkan', catatan: 'Anggaran belum tersedia.' })).json().data.status).toBe('dibatalkan');
    expect((await req('POST', '/replikasi', lain, { inovasi_id: kedua })).statusCode).toBe(201);
  });
});
