/**
 * The storage contract (lib/storage.ts, decision 97), the same on both backends: local disk and an S3-compatible
 * object store (s3rver started here on a free port, in a temporary folder).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env';
import { LocalDiskStorage, S3Storage, buatStorage, type Storage } from '../src/lib/storage';
import { mulaiS3, type S3Uji } from './s3-uji';

async function semua(s: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of s) parts.push(Buffer.from(c as Buffer));
  return Buffer.concat(parts);
}

/** A 2 MB PDF: a valid header and trailer around random bytes (every byte value occurs). */
function pdf2mb(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(2 * 1024 * 1024 - 16), Buffer.from('\n%%EOF\n')]);
}

let tmp: string;
let s3: S3Uji;
const backends: { nama: string; buat: () => Storage }[] = [
  { nama: 'LocalDiskStorage', buat: () => new LocalDiskStorage(path.join(tmp, 'uploads')) },
  { nama: 'S3Storage (s3rver)', buat: () => new S3Storage({ endpoint: s3.endpoint, bucket: s3.bucket, accessKey: s3.accessKey, secretKey: s3.secretKey, region: 'us-east-1' }) },
];

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sigap-simpan-'));
  s3 = await mulaiS3();
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe.each(backends)('storage contract: $nama', ({ buat }) => {
  it('puts, heads, reads back byte-identical a 2 MB PDF, and deletes it', async () => {
    const st = buat();
    const key = `2026/05/${crypto.randomUUID()}.pdf`;
    const isi = pdf2mb();
    expect(await st.exists(key)).toBe(false);
    await st.put(key, isi);
    expect(await st.exists(key)).toBe(true);
    expect(await st.head(key)).toEqual({ size: isi.length });
    const back = await semua((await st.get(key))!);
    expect(back.length).toBe(isi.length);
    expect(crypto.createHash('sha256').update(back).digest('hex')).toBe(crypto.createHash('sha256').update(isi).digest('hex'));
    expect(back.equals(isi)).toBe(true);
    // whole, in one read: the same bytes
    expect((await st.bacaUtuh(key))!.equals(isi)).toBe(true);
    await st.delete(key);
    expect(await st.exists(key)).toBe(false);
    expect(await st.get(key)).toBeNull();
    expect(await st.bacaUtuh(key)).toBeNull();
  });

  it('a missing key: get and bacaUtuh null, head null, exists false, delete is a no-op', async () => {
    const st = buat();
    const key = `tidak/ada-${crypto.randomUUID()}.pdf`;
    expect(await st.get(key)).toBeNull();
    expect(await st.bacaUtuh(key)).toBeNull();
    expect(await st.head(key)).toBeNull();
    expect(await st.exists(key)).toBe(false);
    await expect(st.delete(key)).resolves.toBeUndefined();
    await expect(st.remove(key)).resolves.toBeUndefined();
  });

  it('overwrites a key with the new content (an empty file too), keeps other keys apart', async () => {
    const st = buat();
    const a = `uji/${crypto.randomUUID()}.txt`;
    const b = `uji/${crypto.randomUUID()}.txt`;
    await st.put(a, Buffer.from('satu'));
    await st.put(b, Buffer.from('lain'));
    await st.put(a, Buffer.from('dua kali'));
    expect((await semua((await st.get(a))!)).toString()).toBe('dua kali');
    expect((await semua((await st.get(b))!)).toString()).toBe('lain');
    await st.put(a, Buffer.alloc(0));
    expect(await st.head(a)).toEqual({ size: 0 });
    expect((await semua((await st.get(a))!)).length).toBe(0);
  });

  it('refuses keys the API never generates (path escapes, absolute, empty)', async () => {
    const st = buat();
    for (const key of ['../luar.pdf', '/etc/passwd.txt', 'a/../../b.pdf', '', 'tanpa-ekstensi', 'a//b.pdf', 'Besar.PDF'])
      await expect(st.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
  });
});

describe('S3 configuration', () => {
  it('STORAGE=s3 needs endpoint, bucket and keys, with Indonesian messages; builds an S3Storage', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: tmp } as NodeJS.ProcessEnv;
    expect(() => loadConfig({ ...base, STORAGE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, STORAGE: 's3' })).toThrow(/S3_ENDPOINT: wajib diisi bila STORAGE=s3[\s\S]*S3_SECRET_KEY/);
    expect(() => loadConfig({ ...base, STORAGE: 'ftp' })).toThrow(/STORAGE harus local atau s3/);
    expect(() => loadConfig({ ...base, STORAGE: 's3', S3_ENDPOINT: 'ftp://x', S3_BUCKET: 'b', S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 's' })).toThrow(/S3_ENDPOINT harus/);
    const c = loadConfig({ ...base, STORAGE: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: s3.bucket, S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 's' });
    expect(c.S3_REGION).toBe('us-east-1');
    expect(buatStorage(c)).toBeInstanceOf(S3Storage);
    expect(buatStorage(loadConfig(base))).toBeInstanceOf(LocalDiskStorage);
  });

  it('a refused write (no such bucket) or an unreachable store fail with a clear error', async () => {
    const salah = new S3Storage({ endpoint: s3.endpoint, bucket: 'tidak-ada', accessKey: s3.accessKey, secretKey: s3.secretKey, region: 'us-east-1' });
    await expect(salah.put('uji/x.txt', Buffer.from('x'))).rejects.toThrow(/Penyimpanan objek menolak penyimpanan berkas: HTTP 404 [\s\S]*NoSuchBucket/);
    const mati = new S3Storage({ endpoint: 'http://127.0.0.1:9', bucket: 'b', accessKey: 'a', secretKey: 's', region: 'us-east-1' });
    await expect(mati.get('uji/x.txt')).rejects.toThrow(/tidak dapat dihubungi/);
  });
});
