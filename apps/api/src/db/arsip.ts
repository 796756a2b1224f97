/**
 * A minimal tar.gz (ustar) writer and reader for backups (db/cadangan.ts): regular files only, streamed, so a
 * backup never holds a whole table or upload in memory. `tar tzf FILE` lists what it writes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';

const BLOK = 512;

function tulisOktal(buf: Buffer, offset: number, len: number, n: number) {
  buf.write(n.toString(8).padStart(len - 1, '0') + '\0', offset, len, 'ascii');
}

function header(name: string, size: number, mtime: Date): Buffer {
  const h = Buffer.alloc(BLOK);
  let nama = name;
  let prefix = '';
  if (Buffer.byteLength(nama) > 100) {
    const i = nama.lastIndexOf('/', 155);
    if (i <= 0 || Buffer.byteLength(nama.slice(i + 1)) > 100) throw new Error(`Nama entri arsip terlalu panjang: ${name}`);
    prefix = nama.slice(0, i);
    nama = nama.slice(i + 1);
  }
  h.write(nama, 0, 100, 'utf8');
  tulisOktal(h, 100, 8, 0o644);
  tulisOktal(h, 108, 8, 0);
  tulisOktal(h, 116, 8, 0);
  tulisOktal(h, 124, 12, size);
  tulisOktal(h, 136, 12, Math.floor(mtime.getTime() / 1000));
  h.fill(' ', 148, 156); // checksum counted as spaces
  h.write('0', 156, 1, 'ascii');
  h.write('ustar\0', 257, 6, 'ascii');
  h.write('00', 263, 2, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return h;
}

/** Writes entries to `file` (gzip); the caller ends with `selesai()`. */
export class PenulisArsip {
  private readonly gz = zlib.createGzip({ level: 6 });
  private readonly out: fs.WriteStream;
  private readonly done: Promise<void>;

  constructor(file: string) {
    this.out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
    this.gz.pipe(this.out);
    this.done = new Promise((resolve, reject) => {
      this.out.on('finish', resolve);
      this.out.on('error', reject);
      this.gz.on('error', reject);
    });
    this.done.catch(() => {}); // observed by selesai()
  }

  private async tulis(b: Buffer) {
    if (!this.gz.write(b)) await Promise.race([once(this.gz, 'drain'), this.done]);
  }

  private async pad(size: number) {
    const sisa = size % BLOK;
    if (sisa) await this.tulis(Buffer.alloc(BLOK - sisa));
  }

  async entri(name: string, data: Buffer | string, mtime = new Date()) {
    const b = typeof data === 'string' ? Buffer.from(data) : data;
    await this.tulis(header(name, b.length, mtime));
    await this.tulis(b);
    await this.pad(b.length);
  }

  /** A file copied from disk (its size must not change while it is read); returns its SHA-256 (hex). */
  async berkas(name: string, path: string, size: number, mtime: Date): Promise<string> {
    await this.tulis(header(name, size, mtime));
    const hash = crypto.createHash('sha256');
    let n = 0;
    for await (const chunk of fs.createReadStream(path) as AsyncIterable<Buffer>) {
      n += chunk.length;
      if (n > size) throw new Error(`Berkas ${path} berubah saat dicadangkan.`);
      hash.update(chunk);
      await this.tulis(chunk);
    }
    if (n !== size) throw new Error(`Berkas ${path} berubah saat dicadangkan.`);
    await this.pad(size);
    return hash.digest('hex');
  }

  async selesai() {
    await this.tulis(Buffer.alloc(BLOK * 2));
    this.gz.end();
    await this.done;
  }

  /** Stops writing after a failure (the caller removes the file). */
  batal() {
    this.gz.destroy();
    this.out.destroy();
  }
}

const RUSAK = 'Arsip cadangan rusak atau terpotong.';

/** Exactly `n` bytes at a time from a stream of chunks. */
class Pembaca {
  private chunks: Buffer[] = [];
  private len = 0;
  private habis = false;
  constructor(private readonly it: AsyncIterator<Buffer>) {}

  private async isi(n: number) {
    while (this.len < n && !this.habis) {
      const r = await this.it.next().catch((e: { code?: string }) => {
        throw e?.code?.startsWith('Z_') ? new Error(RUSAK) : e; // gzip cut off or damaged
      });
      if (r.done) this.habis = true;
      else {
        this.chunks.push(r.value);
        this.len += r.value.length;
      }
    }
  }

  /** Up to `n` bytes (fewer only at the end of the stream). */
  async baca(n: number): Promise<Buffer> {
    await this.isi(n);
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const out = all.subarray(0, Math.min(n, all.length));
    const rest = all.subarray(out.length);
    this.chunks = rest.length ? [rest] : [];
    this.len = rest.length;
    return out;
  }
}

function bacaOktal(b: Buffer, offset: number, len: number): number {
  const s = b.toString('ascii', offset, offset + len).replace(/[\0 ]+$/g, '').trim();
  if (!/^[0-7]*$/.test(s)) throw new Error(RUSAK);
  return s ? parseInt(s, 8) : 0;
}

const cstr = (b: Buffer, offset: number, len: number) => {
  const s = b.subarray(offset, offset + len);
  const z = s.indexOf(0);
  return s.subarray(0, z < 0 ? len : z).toString('utf8');
};

export interface EntriArsip {
  name: string;
  size: number;
  /** The whole body (for small entries). */
  isi(): Promise<Buffer>;
  /** The body in pieces (for files). */
  potongan(): AsyncGenerator<Buffer>;
}

/**
 * Reads the regular-file entries of a tar.gz in order. Each entry's body must be consumed (isi or potongan)
 * before the next one is asked for; an unconsumed body is skipped.
 */
export async function* bacaArsip(file: string | Readable): AsyncGenerator<EntriArsip> {
  const src = typeof file === 'string' ? fs.createReadStream(file) : file;
  const gunzip = zlib.createGunzip();
  src.on('error', (e: Error) => gunzip.destroy(e));
  src.pipe(gunzip);
  const r = new Pembaca((gunzip as AsyncIterable<Buffer>)[Symbol.asyncIterator]());
  try {
    for (;;) {
      const h = await r.baca(BLOK);
      if (h.length < BLOK) throw new Error(RUSAK);
      if (h.every((b) => b === 0)) return;
      let sum = 0;
      for (let i = 0; i < BLOK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
      if (sum !== bacaOktal(h, 148, 8)) throw new Error(RUSAK);
      const size = bacaOktal(h, 124, 12);
      const type = String.fromCharCode(h[156]!);
      const prefix = h.toString('ascii', 257, 262) === 'ustar' ? cstr(h, 345, 155) : '';
      const name = (prefix ? `${prefix}/` : '') + cstr(h, 0, 100);
      let sisa = size;
      const potongan = async function* () {
        while (sisa > 0) {
          const b = await r.baca(Math.min(sisa, 1 << 20));
          if (!b.length) throw new Error(RUSAK);
          sisa -= b.length;
          yield b;
        }
      };
      if (type === '0' || type === '\0') {
        yield {
          name,
          size,
          potongan,
          isi: async () => {
            const parts: Buffer[] = [];
            for await (const b of potongan()) parts.push(b);
            return Buffer.concat(parts);
          },
        };
      }
      for await (const _ of potongan()); // skip what was not read (and other entry types)
      const pad = size % BLOK ? BLOK - (size % BLOK) : 0;
      if (pad && (await r.baca(pad)).length < pad) throw new Error(RUSAK);
    }
  } finally {
    src.destroy();
    gunzip.destroy();
  }
}
