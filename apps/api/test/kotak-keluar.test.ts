import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KotakKeluar, type KeadaanKotakKeluar, type MetodeTulis } from '@sigap/domain';
import { buildApp } from '../src/app';
import { buildTestApp, type TestApp } from './helpers';
import { buatAkun, buatInovasi, isianInovasi } from './factories';
import { jawabanTertinggi, type ItemUji } from './indikator-helpers';

/**
 * The offline outbox (issue 20, decision 107): writes made while the connection is down are sent in order when it
 * returns, and a write whose answer was lost is not done twice (Idempotency-Key, plugins/idempoten.ts).
 */

let t: TestApp;
let kedua: FastifyInstance;
let pemda: string;
let admin: string;
let percobaanGagal = 0;
const sql = (q: string) => t.ctx.db.execute(q as never) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
const kunciBaru = () => crypto.randomUUID();

beforeAll(async () => {
  t = await buildTestApp();
  // a second instance (another API process on the same database) with a route that fails once with a 500
  kedua = await buildApp(t.ctx, { logger: false, webDist: null });
  kedua.post('/uji-idempoten/gagal-sekali', { config: { auth: true } }, async () => {
    percobaanGagal++;
    if (percobaanGagal === 1) throw new Error('gangguan sesaat');
    return { status: 1, data: { percobaan: percobaanGagal } };
  });
  await kedua.ready();
  pemda = await t.loginAs('pemda');
  admin = await t.loginAs('admin');
});
afterAll(async () => {
  await kedua?.close();
  await t?.close();
});

const tulis = (kunci: string, payload: unknown, token = pemda, url = '/crud/iga2020_inovasi', app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization: `Bearer ${token}`, 'idempotency-key': kunci } });
const jumlahBernama = async (nama: string) => Number((await sql(`select count(*)::int as n from iga2020_inovasi where nama = '${nama}'`)).rows[0]!.n);

describe('idempotent writes (Idempotency-Key)', () => {
  it('the same request again returns the stored answer without running the write again', async () => {
    const kunci = kunciBaru();
    const isi = isianInovasi();
    const a = await tulis(kunci, isi);
    expect(a.statusCode, a.body).toBe(201);
    expect(a.headers['idempotent-replayed']).toBeUndefined();
    const b = await tulis(kunci, isi);
    expect(b.statusCode).toBe(201);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json()).toEqual(a.json());
    expect(await jumlahBernama(isi.nama)).toBe(1);
  });

  it('the same key with another body is refused with 422 and runs nothing', async () => {
    const kunci = kunciBaru();
    const isi = isianInovasi();
    expect((await tulis(kunci, isi)).statusCode).toBe(201);
    const lain = await tulis(kunci, { ...isi, nama: `${isi.nama} lain` });
    expect(lain.statusCode).toBe(422);
    expect(lain.json()).toMatchObject({ status: 0, code: 'VALIDATION_FAILED', errors: { 'idempotency-key': 'Kunci ini sudah dipakai untuk permintaan lain.' } });
    expect(lain.json().message).toContain('Idempotency-Key');
    expect(await jumlahBernama(`${isi.nama} lain`)).toBe(0);
  });

  it('a key is per account: another account with the same key runs its own write', async () => {
    const kunci = kunciBaru();
    const isi = isianInovasi();
    const kedua = await buatAkun(t, admin, { role: 'pemda', m_daerah_id: (await t.req({ method: 'GET', url: '/me', token: pemda })).json().data.m_daerah_id });
    expect((await tulis(kunci, isi)).statusCode).toBe(201);
    const lain = await tulis(kunci, isi, kedua.token);
    expect(lain.statusCode, lain.body).toBe(201);
    expect(lain.headers['idempotent-replayed']).toBeUndefined();
    expect(await jumlahBernama(isi.nama)).toBe(2);
  });

  it('a refusal (4xx) is kept, a server error (5xx) is not: the retry runs again', async () => {
    const kunci = kunciBaru();
    const salah = await tulis(kunci, isianInovasi({ nama: '' }));
    expect(salah.statusCode).toBe(422);
    const lagi = await tulis(kunci, isianInovasi({ nama: '' }));
    expect(lagi.statusCode).toBe(422);
    expect(lagi.headers['idempotent-replayed']).toBe('true');

    const k5 = kunciBaru();
    const gagal = await tulis(k5, {}, pemda, '/uji-idempoten/gagal-sekali', kedua);
    expect(gagal.statusCode).toBe(500);
    expect((await sql(`select count(*)::int as n from kunci_idempoten where kunci = '${k5}'`)).rows[0]!.n).toBe(0);
    const ulang = await tulis(k5, {}, pemda, '/uji-idempoten/gagal-sekali', kedua);
    expect(ulang.statusCode, ulang.body).toBe(200);
    expect(ulang.headers['idempotent-replayed']).toBeUndefined();
    expect(ulang.json().data).toEqual({ percobaan: 2 });
    // and now it is kept
    const ketiga = await tulis(k5, {}, pemda, '/uji-idempoten/gagal-sekali', kedua);
    expect(ketiga.json().data).toEqual({ percobaan: 2 });
    expect(percobaanGagal).toBe(2);
  });

  it('two processes given the same key at once run the write once; both answer it', async () => {
    const kunci = kunciBaru();
    const isi = isianInovasi();
    const [a, b] = await Promise.all([tulis(kunci, isi, pemda, undefined, t.app), tulis(kunci, isi, pemda, undefined, kedua)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expect(await jumlahBernama(isi.nama)).toBe(1);
  });

  it('a key left running by a process that died may run again after a while; a bad key is refused', async () => {
    const kunci = kunciBaru();
    const isi = isianInovasi();
    const akun = (await t.req({ method: 'GET', url: '/me', token: pemda })).json().data.id as number;
    // a key running for another request (another fingerprint) is refused at once, not waited for
    await sql(`insert into kunci_idempoten (usr_asn_id, kunci, metode, alamat, sidik, created_at) values (${akun}, '${kunci}', 'POST', '/crud/iga2020_inovasi', 'x', now())`);
    expect((await tulis(kunci, isi)).statusCode).toBe(422);
    const k2 = kunciBaru();
    // the same request's row, started ten minutes ago by a process that never finished it
    const sidik = (await import('node:crypto')).createHash('sha256').update(`POST /crud/iga2020_inovasi\n${JSON.stringify(isi)}`).digest('hex');
    await sql(`insert into kunci_idempoten (usr_asn_id, kunci, metode, alamat, sidik, created_at) values (${akun}, '${k2}', 'POST', '/crud/iga2020_inovasi', '${sidik}', now() - interval '10 minutes')`);
    const r = await tulis(k2, isi);
    expect(r.statusCode, r.body).toBe(201);
    expect(await jumlahBernama(isi.nama)).toBe(1);
    const buruk = await tulis('pendek', isi);
    expect(buruk.statusCode).toBe(422);
    expect(buruk.json().errors['idempotency-key']).toBeTruthy();
  });
});

describe('offline outbox', () => {
  it('replays in order after a simulated outage: the last edit wins, the create is not duplicated though its first answer was lost', async () => {
    // an innovation that exists already, for the indicator answer queued with the others
    const ada = await buatInovasi(t, pemda);
    const editor = (await t.req({ method: 'GET', url: `/inovasi/${ada.id}/indikator`, token: pemda })).json();
    type Item = ItemUji & { updated_at: string | null; subs: Item[] };
    const ind = (editor.data as Item[]).flatMap((i) => [i, ...i.subs]).find((i) => i.jenis === 'T' || i.jenis === 'H' || i.jenis === 'C')!;

    let simpan: KeadaanKotakKeluar | null = null;
    const log: string[] = [];
    let hilangkanJawaban = 1; // the first attempt reaches the server, its answer is lost
    let putus = 0; // then the connection is down for this many attempts
    const kotak = new KotakKeluar(
      { baca: () => simpan, tulis: (v) => (simpan = structuredClone(v)) },
      async ({ kunci, method, path, body }: { kunci: string; method: MetodeTulis; path: string; body: unknown }) => {
        if (putus > 0) {
          putus--;
          log.push(`putus ${method} ${path}`);
          throw new TypeError('Failed to fetch');
        }
        const r = await t.app.inject({ method, url: path, payload: body as object, headers: { authorization: `Bearer ${pemda}`, 'idempotency-key': kunci } });
        log.push(`${r.statusCode}${r.headers['idempotent-replayed'] ? ' diulang' : ''} ${method} ${path}`);
        if (hilangkanJawaban > 0) {
          hilangkanJawaban--;
          putus = 2;
          throw new TypeError('Failed to fetch');
        }
        return { status: r.statusCode, body: r.json() };
      },
    );

    const sasaran = 'iga2020_inovasi:baru:uji';
    const isi = isianInovasi();
    kotak.tambah({ id: kunciBaru(), method: 'POST', path: '/crud/iga2020_inovasi', body: isi, label: `Simpan inovasi '${isi.nama}'`, jenis: 'rekaman', sasaran });
    kotak.tambah({ id: kunciBaru(), method: 'POST', path: '/crud/iga2020_inovasi/:id', body: { ...isi, nama: `${isi.nama} (2)` }, label: 'Ubah 1', jenis: 'rekaman', sasaran });
    kotak.tambah({ id: kunciBaru(), method: 'POST', path: '/crud/iga2020_inovasi/:id', body: { ...isi, nama: `${isi.nama} (3)`, tujuan: '<p>Tujuan terakhir.</p>' }, label: 'Ubah 2', jenis: 'rekaman', sasaran });
    kotak.tambah({
      id: kunciBaru(),
      method: 'POST',
      path: `/inovasi/${ada.id}/indikator`,
      body: { indikator_id: ind.id, ...jawabanTertinggi(ind), updated_at: ind.updated_at ?? null },
      label: `Simpan indikator ${ind.kode}`,
      jenis: 'indikator',
      sasaran: `indikator:inovasi:${ada.id}`,
    });

    // the outage: attempts fail, nothing is lost, the order stays
    for (let i = 0; i < 3; i++) {
      const r = await kotak.kirimUlang();
      expect(r).toMatchObject({ terkirim: 0, berhenti: true, sisa: 4 });
    }
    expect(kotak.keadaan().antrian.map((e) => e.label)).toEqual([`Simpan inovasi '${isi.nama}'`, 'Ubah 1', 'Ubah 2', `Simpan indikator ${ind.kode}`]);
    expect(kotak.keadaan().antrian[0]!.tries).toBe(3);
    // the create reached the server once already
    expect(await jumlahBernama(isi.nama)).toBe(1);

    // connection back
    expect(await kotak.kirimUlang()).toEqual({ terkirim: 4, ditolak: 0, berhenti: false, sisa: 0 });
    const id = (await sql(`select id from iga2020_inovasi where nama like '${isi.nama}%'`)).rows.map((r) => r.id);
    expect(id).toHaveLength(1);
    expect(log).toEqual([
      '201 POST /crud/iga2020_inovasi',
      'putus POST /crud/iga2020_inovasi',
      'putus POST /crud/iga2020_inovasi',
      '201 diulang POST /crud/iga2020_inovasi',
      `200 POST /crud/iga2020_inovasi/${id[0]}`,
      `200 POST /crud/iga2020_inovasi/${id[0]}`,
      `200 POST /inovasi/${ada.id}/indikator`,
    ]);
    const akhir = (await t.req({ method: 'GET', url: `/crud/iga2020_inovasi/${id[0]}`, token: pemda })).json().data;
    expect(akhir).toMatchObject({ nama: `${isi.nama} (3)`, tujuan: '<p>Tujuan terakhir.</p>' });
    const setelah = (await t.req({ method: 'GET', url: `/inovasi/${ada.id}/indikator`, token: pemda })).json();
    const terisi = (setelah.data as (ItemUji & { terisi: boolean })[]).flatMap((i) => [i, ...i.subs]).find((i) => i.id === ind.id) as unknown as { terisi: boolean };
    expect(terisi.terisi).toBe(true);
    expect(kotak.keadaan().ditolak).toEqual([]);
  });

  it('an edit refused by the server (a newer version by someone else) is kept with its message, the next ones still go', async () => {
    const ada = await buatInovasi(t, pemda);
    let simpan: KeadaanKotakKeluar | null = null;
    const kotak = new KotakKeluar({ baca: () => simpan, tulis: (v) => (simpan = structuredClone(v)) }, async ({ kunci, method, path, body }) => {
      const r = await t.app.inject({ method, url: path, payload: body as object, headers: { authorization: `Bearer ${pemda}`, 'idempotency-key': kunci } });
      return { status: r.statusCode, body: r.json() };
    });
    const isi = isianInovasi({ nama: ada.nama });
    kotak.tambah({ id: kunciBaru(), method: 'POST', path: `/crud/iga2020_inovasi/${ada.id}`, body: { ...isi, nama: `${String(ada.nama)} basi`, updated_at: '2020-01-01T00:00:00.000Z' }, label: 'Ubah basi', jenis: 'rekaman' });
    kotak.tambah({ id: kunciBaru(), method: 'POST', path: `/crud/iga2020_inovasi/${ada.id}`, body: { ...isi, manfaat: '<p>Manfaat baru.</p>' }, label: 'Ubah tanpa versi', jenis: 'rekaman' });
    expect(await kotak.kirimUlang()).toMatchObject({ terkirim: 1, ditolak: 1 });
    expect(kotak.keadaan().ditolak[0]).toMatchObject({ label: 'Ubah basi', status: 409, kode: 'DIUBAH_PENGGUNA_LAIN' });
    expect(kotak.keadaan().ditolak[0]!.pesan).toContain('diubah oleh pengguna lain');
  });
});
