import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityLog, media, unggahPotongan, unggahSebagian } from '../src/db/schema';
import { UMUR_UNGGAHAN_MS } from '../src/modules/media/tus';
import { TokoTusPg } from '../src/modules/media/toko-tus';
import { UKURAN_POTONGAN_TUS } from '@sigap/domain';
import { buildTestApp, type TestApp } from './helpers';

/** Resumable uploads over tus (modules/media/tus.ts, decision 106). */
let t: TestApp;
let pemda: string;
let opd: string;
beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_MAX_MB: '4' });
  pemda = await t.loginAs('pemda');
  opd = await t.loginAs('opd');
});
afterAll(() => t.close());

const TUS = { 'tus-resumable': '1.0.0' };
const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
const b64 = (s: string) => Buffer.from(s).toString('base64');

/** A PDF header followed by random bytes: every position matters for the hash. */
const pdfAcak = (n: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(n - 9)]);

async function buat(token: string | undefined, size: number, nama = 'bukti.pdf') {
  return t.req({ method: 'POST', url: '/media/tus', token, headers: { ...TUS, 'upload-length': String(size), 'upload-metadata': `filename ${b64(nama)},akun ${b64('1')}` } });
}
const kirim = (token: string | undefined, url: string, offset: number, bytes: Buffer) =>
  t.req({ method: 'PATCH', url, token, headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, payload: bytes });
const kepala = (token: string | undefined, url: string) => t.req({ method: 'HEAD', url, token, headers: TUS });
const idDari = (location: string) => location.split('/').pop()!;
const catatan = async (id: string) => (await t.ctx.db.select().from(unggahSebagian).where(eq(unggahSebagian.id, id)))[0];
const potongan = async (id: string) => (await t.ctx.db.select({ mulai: unggahPotongan.mulai }).from(unggahPotongan).where(eq(unggahPotongan.unggah_id, id))).length;
/** The files of an upload's pieces in the (local disk) storage. */
const berkasPotongan = (id: string) => {
  const dir = path.join(t.config.uploadDir, 'sebagian', id);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('resumable uploads (tus)', () => {
  it('uploads in two halves, resumes from the offset HEAD gives, and stores a byte-identical file with its media row', async () => {
    const isi = pdfAcak(2_600_000);
    const res = await buat(pemda, isi.length, 'laporan bukti.pdf');
    expect(res.statusCode).toBe(201);
    const url = String(res.headers.location);
    expect(url).toMatch(/^\/media\/tus\/[0-9a-f]{32}$/);

    const setengah = 1_300_000;
    const p1 = await kirim(pemda, url, 0, isi.subarray(0, setengah));
    expect(p1.statusCode).toBe(204);
    expect(p1.headers['upload-offset']).toBe(String(setengah));
    expect(p1.headers['upload-file-url']).toBeUndefined();

    const h = await kepala(pemda, url);
    expect(h.statusCode).toBe(200);
    expect(Number(h.headers['upload-offset'])).toBe(setengah);
    expect(Number(h.headers['upload-length'])).toBe(isi.length);
    // the owner written by the server, not the `akun` the client sent
    const info = (await catatan(idDari(url)))!;
    // 1,300,000 bytes in one request: stored as a 1 MB piece and the rest
    expect(info.posisi).toBe(setengah);
    expect(await potongan(idDari(url))).toBe(2);
    // the bytes are files of the storage, not rows of the database
    expect(berkasPotongan(idDari(url))).toHaveLength(2);
    const akun = (await t.req({ method: 'GET', url: '/me', token: pemda })).json().data as { id: number };
    expect(info.metadata.akun).toBe(String(akun.id));

    const p2 = await kirim(pemda, url, setengah, isi.subarray(setengah));
    expect(p2.statusCode).toBe(204);
    const fileUrl = String(p2.headers['upload-file-url']);
    expect(fileUrl).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(p2.headers['upload-file-type']).toBe('application/pdf');

    const [row] = await t.ctx.db.select().from(media).where(eq(media.file_url, fileUrl));
    expect(row).toMatchObject({ uploaded_by: akun.id, mime: 'application/pdf', size: isi.length, original_name: 'laporan bukti.pdf', is_public: 0 });
    const stored = fs.readFileSync(path.join(t.config.uploadDir, row!.storage_key));
    expect(sha256(stored)).toBe(sha256(isi));
    const unduh = await t.req({ method: 'GET', url: fileUrl, token: pemda });
    expect(sha256(unduh.rawPayload)).toBe(sha256(isi));
    const log = await t.ctx.db.select().from(activityLog).where(and(eq(activityLog.account_id, akun.id), eq(activityLog.name, 'Unggah berkas')));
    expect(log.some((l) => JSON.stringify(l.data).includes(fileUrl))).toBe(true);

    // the pieces are gone; the address stays readable for a client that lost the last answer
    expect(await potongan(idDari(url))).toBe(0);
    expect(berkasPotongan(idDari(url))).toEqual([]);
    expect((await catatan(idDari(url)))!.metadata).toMatchObject({ file_url: fileUrl, mime: 'application/pdf' });
    const hasil = await t.req({ method: 'GET', url: `${url}/hasil`, token: pemda });
    expect(hasil.statusCode).toBe(200);
    expect(hasil.json().data).toEqual({ file_url: fileUrl, mime: 'application/pdf', size: isi.length, nama: 'laporan bukti.pdf' });
    const lagi = await kepala(pemda, url);
    expect(lagi.statusCode).toBe(200);
    expect(lagi.headers['upload-offset']).toBe(String(isi.length));
    expect(lagi.headers['upload-file-url']).toBe(fileUrl);
    expect(await t.ctx.db.select().from(media).where(eq(media.file_url, fileUrl))).toHaveLength(1);
  });

  it('another account cannot see, continue, read or cancel an upload (404)', async () => {
    const isi = pdfAcak(200_000);
    const url = String((await buat(pemda, isi.length)).headers.location);
    await kirim(pemda, url, 0, isi.subarray(0, 50_000));
    expect((await kepala(opd, url)).statusCode).toBe(404);
    const patch = await kirim(opd, url, 50_000, isi.subarray(50_000));
    expect(patch.statusCode).toBe(404);
    expect(patch.json().message).toBe('Unggahan tidak ditemukan.');
    expect((await t.req({ method: 'GET', url: `${url}/hasil`, token: opd })).statusCode).toBe(404);
    expect((await t.req({ method: 'DELETE', url, token: opd, headers: TUS })).statusCode).toBe(404);
    // untouched for its owner
    const h = await kepala(pemda, url);
    expect(h.headers['upload-offset']).toBe('50000');
    // the owner may cancel it
    expect((await t.req({ method: 'DELETE', url, token: pemda, headers: TUS })).statusCode).toBe(204);
    expect((await kepala(pemda, url)).statusCode).toBe(404);
  });

  it('refuses an upload over the limit at creation with 413 and an Indonesian message', async () => {
    const res = await buat(pemda, 4 * 1024 * 1024 + 1);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 0, code: 'FILE_TOO_LARGE', message: 'Ukuran berkas melebihi batas 4 MB.' });
    const tanpa = await t.req({ method: 'POST', url: '/media/tus', token: pemda, headers: { ...TUS, 'upload-defer-length': '1' } });
    expect(tanpa.statusCode).toBe(400);
    expect(tanpa.json().message).toMatch(/Upload-Length/);
  });

  it('refuses content that is not PDF/JPEG/PNG/WebP when it is complete: no media row, no partial left', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), crypto.randomBytes(100_000)]);
    const url = String((await buat(pemda, exe.length, 'laporan.pdf')).headers.location);
    const sebelum = (await t.ctx.db.select().from(media)).length;
    const res = await kirim(pemda, url, 0, exe);
    expect(res.statusCode).toBe(415);
    expect(JSON.parse(res.body)).toMatchObject({ status: 0, code: 'FILE_TYPE', message: expect.stringMatching(/^Jenis berkas tidak diizinkan/) });
    expect((await t.ctx.db.select().from(media)).length).toBe(sebelum);
    expect(await catatan(idDari(url))).toBeUndefined();
    expect(await potongan(idDari(url))).toBe(0);
    expect(berkasPotongan(idDari(url))).toEqual([]);
    expect((await kepala(pemda, url)).statusCode).toBe(404);
  });

  it('refuses a chunk beyond the declared length and answers a wrong offset with 409 in Indonesian', async () => {
    const isi = pdfAcak(100_000);
    const url = String((await buat(pemda, isi.length)).headers.location);
    const salah = await kirim(pemda, url, 10, isi.subarray(0, 100));
    expect(salah.statusCode).toBe(409);
    expect(JSON.parse(salah.body).message).toMatch(/Posisi unggahan tidak cocok/);
    const lebih = await kirim(pemda, url, 0, Buffer.concat([isi, Buffer.alloc(10)]));
    expect(lebih.statusCode).toBe(413);
  });

  it('refuses requests without a session (401) and a malformed upload id (422)', async () => {
    const res = await buat(undefined, 1000);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
    const url = String((await buat(pemda, 1000)).headers.location);
    expect((await kirim(undefined, url, 0, pdfAcak(1000))).statusCode).toBe(401);
    expect((await kepala(undefined, url)).statusCode).toBe(401);
    expect((await t.req({ method: 'GET', url: `${url}/hasil` })).statusCode).toBe(401);
    const rusak = await t.req({ method: 'PATCH', url: '/media/tus/..%2F..%2Fetc', token: pemda, headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, payload: Buffer.from('x') });
    expect(rusak.statusCode).toBe(422);
  });

  it('unfinished uploads expire after a day: PATCH answers 410 and the clean-up removes the partial', async () => {
    const isi = pdfAcak(10_000);
    const url = String((await buat(pemda, isi.length)).headers.location);
    const id = idDari(url);
    await kirim(pemda, url, 0, isi.subarray(0, 5_000));
    const lama = new Date(Date.now() - UMUR_UNGGAHAN_MS - 60_000).toISOString();
    await t.ctx.db.update(unggahSebagian).set({ created_at: lama }).where(eq(unggahSebagian.id, id));
    const res = await kirim(pemda, url, 5_000, isi.subarray(5_000));
    expect(res.statusCode).toBe(410);
    expect(JSON.parse(res.body).message).toMatch(/kedaluwarsa/);
    const baru = String((await buat(pemda, isi.length)).headers.location);
    expect(await new TokoTusPg(t.ctx.db, t.ctx.storage, UMUR_UNGGAHAN_MS).deleteExpired()).toBeGreaterThanOrEqual(1);
    expect(await catatan(id)).toBeUndefined();
    expect(await potongan(id)).toBe(0);
    expect(berkasPotongan(id)).toEqual([]);
    // a younger upload stays
    expect(await catatan(idDari(baru))).toBeDefined();
  });

  it('a piece lost from the storage is never a shorter file: the upload is refused and dropped, nothing stored', async () => {
    const isi = pdfAcak(300_000);
    const url = String((await buat(pemda, isi.length)).headers.location);
    const id = idDari(url);
    expect((await kirim(pemda, url, 0, isi.subarray(0, 100_000))).statusCode).toBe(204);
    for (const f of berkasPotongan(id)) fs.rmSync(path.join(t.config.uploadDir, 'sebagian', id, f));
    const sebelum = (await t.ctx.db.select().from(media)).length;
    const res = await kirim(pemda, url, 100_000, isi.subarray(100_000));
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body).message).toMatch(/hilang di server; pilih berkas lagi/);
    expect((await t.ctx.db.select().from(media)).length).toBe(sebelum);
    expect(await catatan(id)).toBeUndefined();
    expect(berkasPotongan(id)).toEqual([]);
  });

  it('a file sent with the creation request is stored at once, its bytes never written as pieces (decision 127)', async () => {
    const isi = pdfAcak(UKURAN_POTONGAN_TUS);
    const res = await t.req({
      method: 'POST',
      url: '/media/tus',
      token: pemda,
      headers: { ...TUS, 'upload-length': String(isi.length), 'upload-metadata': `filename ${b64('sekali.pdf')}`, 'content-type': 'application/offset+octet-stream' },
      payload: isi,
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['upload-offset']).toBe(String(isi.length));
    const fileUrl = String(res.headers['upload-file-url']);
    expect(fileUrl).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    const id = idDari(String(res.headers.location));
    // nothing under sebagian/ ever existed for it: no piece row, no directory
    expect(await potongan(id)).toBe(0);
    expect(fs.existsSync(path.join(t.config.uploadDir, 'sebagian', id))).toBe(false);
    const [row] = await t.ctx.db.select().from(media).where(eq(media.file_url, fileUrl));
    expect(sha256(fs.readFileSync(path.join(t.config.uploadDir, row!.storage_key)))).toBe(sha256(isi));
    // a HEAD after a lost answer gives the same file
    expect((await kepala(pemda, String(res.headers.location))).headers['upload-file-url']).toBe(fileUrl);
  });

  it('finishing that fails keeps the last request\'s bytes as a piece: the client\'s HEAD then stores the whole file', async () => {
    const isi = pdfAcak(1_500_000);
    const url = String((await buat(pemda, isi.length, 'coba-lagi.pdf')).headers.location);
    const id = idDari(url);
    expect((await kirim(pemda, url, 0, isi.subarray(0, UKURAN_POTONGAN_TUS))).statusCode).toBe(204);
    const put = t.ctx.storage.put.bind(t.ctx.storage);
    let gagal = 0;
    t.ctx.storage.put = async (key, data) => {
      if (!key.startsWith('sebagian/') && gagal++ === 0) throw new Error('disk penuh');
      return put(key, data);
    };
    try {
      const res = await kirim(pemda, url, UKURAN_POTONGAN_TUS, isi.subarray(UKURAN_POTONGAN_TUS));
      expect(res.statusCode).toBe(500);
      expect(gagal).toBe(1);
    } finally {
      t.ctx.storage.put = put;
    }
    // the offset is at the end and the last bytes are a listed piece now, not only this process's memory
    expect((await catatan(id))!.posisi).toBe(isi.length);
    expect(await potongan(id)).toBe(2);
    const h = await kepala(pemda, url);
    expect(h.statusCode).toBe(200);
    const fileUrl = String(h.headers['upload-file-url']);
    const [row] = await t.ctx.db.select().from(media).where(eq(media.file_url, fileUrl));
    expect(sha256(fs.readFileSync(path.join(t.config.uploadDir, row!.storage_key)))).toBe(sha256(isi));
    expect(berkasPotongan(id)).toEqual([]);
  });

  it('an offset that counts bytes no piece holds (a lost piece row, a partial restore) is refused, never stored short', async () => {
    const isi = pdfAcak(200_000);
    const url = String((await buat(pemda, isi.length)).headers.location);
    const id = idDari(url);
    expect((await kirim(pemda, url, 0, isi.subarray(0, 50_000))).statusCode).toBe(204);
    // the offset says complete, the listed pieces do not reach it
    await t.ctx.db.update(unggahSebagian).set({ posisi: isi.length }).where(eq(unggahSebagian.id, id));
    const sebelum = (await t.ctx.db.select().from(media)).length;
    const h = await kepala(pemda, url);
    expect(h.statusCode).toBe(404);
    expect((await t.ctx.db.select().from(media)).length).toBe(sebelum);
    expect(await catatan(id)).toBeUndefined();
    expect(berkasPotongan(id)).toEqual([]);
  });

  it('two requests completing the same upload at once store one file: both answers name it', async () => {
    const isi = pdfAcak(200_000);
    const url = String((await buat(pemda, isi.length, 'balapan.pdf')).headers.location);
    expect((await kirim(pemda, url, 0, isi.subarray(0, 100_000))).statusCode).toBe(204);
    const sebelum = (await t.ctx.db.select().from(media)).length;
    const [a, b] = await Promise.all([kirim(pemda, url, 100_000, isi.subarray(100_000)), kirim(pemda, url, 100_000, isi.subarray(100_000))]);
    const selesai = [a, b].filter((r) => r.statusCode === 204);
    expect(selesai.length).toBeGreaterThanOrEqual(1);
    for (const r of [a, b]) expect([204, 409]).toContain(r.statusCode);
    expect(new Set(selesai.map((r) => r.headers['upload-file-url'])).size).toBe(1);
    expect((await t.ctx.db.select().from(media)).length).toBe(sebelum + 1);
    const [row] = await t.ctx.db.select().from(media).where(eq(media.file_url, String(selesai[0]!.headers['upload-file-url'])));
    expect(sha256(fs.readFileSync(path.join(t.config.uploadDir, row!.storage_key)))).toBe(sha256(isi));
    expect((await catatan(idDari(url)))!.posisi).toBe(isi.length);
  });

  it('a finishing transaction that does not commit leaves no file behind, and HEAD later stores the upload once', async () => {
    /** Stored files outside the pieces' folder. */
    const berkasTersimpan = () => (fs.readdirSync(t.config.uploadDir, { recursive: true }) as string[]).filter((f) => !f.startsWith('sebagian') && fs.statSync(path.join(t.config.uploadDir, f)).isFile());
    const isi = pdfAcak(1_200_000);
    const url = String((await buat(pemda, isi.length, 'gagal-komit.pdf')).headers.location);
    expect((await kirim(pemda, url, 0, isi.subarray(0, UKURAN_POTONGAN_TUS))).statusCode).toBe(204);
    const sebelum = { media: (await t.ctx.db.select().from(media)).length, berkas: berkasTersimpan().length };
    const asli = TokoTusPg.prototype.tandaiSelesai;
    TokoTusPg.prototype.tandaiSelesai = async () => {
      throw new Error('koneksi basis data terputus');
    };
    try {
      expect((await kirim(pemda, url, UKURAN_POTONGAN_TUS, isi.subarray(UKURAN_POTONGAN_TUS))).statusCode).toBe(500);
    } finally {
      TokoTusPg.prototype.tandaiSelesai = asli;
    }
    // the media row rolled back with the transaction, and its file went with it
    expect((await t.ctx.db.select().from(media)).length).toBe(sebelum.media);
    expect(berkasTersimpan()).toHaveLength(sebelum.berkas);
    const h = await kepala(pemda, url);
    expect(h.statusCode).toBe(200);
    expect((await t.ctx.db.select().from(media)).length).toBe(sebelum.media + 1);
    expect(berkasTersimpan()).toHaveLength(sebelum.berkas + 1);
  });
});
