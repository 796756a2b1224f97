import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import { asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { unggahPotongan, unggahSebagian } from '../../db/schema';
import { bacaSemua, type Storage } from '../../lib/storage';

/** Bytes per stored piece: a chunk of the browser (512 KB) is one piece, a larger request several. */
const UKURAN_POTONGAN = 1024 * 1024;

/** A piece listed in the database is missing from the storage or has another length: the upload cannot be finished. */
export class PotonganHilang extends Error {}

/**
 * A new storage key for a piece (under `sebagian/`, never a `media` row: nobody downloads it). Random per write, so
 * a request that loses a race at an offset never overwrites the piece the winner listed.
 */
const kunciBaru = (id: string, mulai: number) => `sebagian/${id}/${mulai}-${crypto.randomBytes(6).toString('hex')}.bin`;

/**
 * The tus store of the app (decision 125): an upload in progress is a row of PostgreSQL (`unggah_sebagian`: size,
 * offset, metadata) and pieces of at most 1 MB, each a file of the storage (local disk, or the S3 bucket that several
 * machines share) listed in `unggah_potongan`. So every API process on every machine sees the same offset and
 * continues an upload another one began, behind any load balancer, while the bytes stay out of the database. A piece
 * is stored first under a key of its own, then one statement moves `posisi` only from the value it expected and
 * lists the piece: two machines writing the same upload at once cannot both succeed (the second removes its piece and
 * answers 409; its client resumes from HEAD). The bytes received before a cut connection are kept.
 */
export class TokoTusPg extends DataStore {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly umurMs: number,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
  }

  override async create(upload: Upload): Promise<Upload> {
    await this.db.insert(unggahSebagian).values({
      id: upload.id,
      ukuran: upload.size ?? 0,
      metadata: (upload.metadata ?? {}) as Record<string, string>,
      ...(upload.creation_date ? { created_at: upload.creation_date } : {}),
    });
    return upload;
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    let posisi = offset;
    let tampung: Buffer[] = [];
    let panjang = 0;
    const simpan = async () => {
      if (!panjang) return;
      const data = Buffer.concat(tampung, panjang);
      tampung = [];
      panjang = 0;
      const kunci = kunciBaru(id, posisi);
      await this.storage.put(kunci, data);
      try {
        // one statement: the offset moves only from the value expected, and the piece is listed only if it moved
        const hasil = (await this.db.execute(sql`
          with maju as (
            update ${unggahSebagian} set posisi = posisi + ${data.length} where id = ${id} and posisi = ${posisi} returning id
          )
          insert into ${unggahPotongan} (unggah_id, mulai, panjang, kunci) select id, ${posisi}::bigint, ${data.length}::int, ${kunci}::varchar from maju
          returning mulai`)) as unknown as { rows: unknown[] };
        if (!hasil.rows.length) throw ERRORS.INVALID_OFFSET;
      } catch (e) {
        // another request wrote this offset first (or the upload is gone): this piece is listed nowhere
        await this.storage.delete(kunci).catch(() => {});
        throw e;
      }
      posisi += data.length;
    };
    try {
      for await (const bagian of readable as AsyncIterable<Buffer>) {
        let b = bagian;
        while (b.length) {
          const ambil = Math.min(b.length, UKURAN_POTONGAN - panjang);
          tampung.push(b.subarray(0, ambil));
          panjang += ambil;
          b = b.subarray(ambil);
          if (panjang === UKURAN_POTONGAN) await simpan();
        }
      }
    } catch (e) {
      // the connection was cut (or the request was too long): what arrived is kept, the client resumes after it
      await simpan().catch(() => {});
      if (e === ERRORS.INVALID_OFFSET) throw e;
      if (e && typeof e === 'object' && 'status_code' in e) throw e;
      throw ERRORS.FILE_WRITE_ERROR;
    }
    await simpan();
    return posisi;
  }

  override async getUpload(id: string): Promise<Upload> {
    const [r] = await this.db.select().from(unggahSebagian).where(eq(unggahSebagian.id, id));
    if (!r) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({ id, size: r.ukuran, offset: r.posisi, metadata: r.metadata, creation_date: new Date(r.created_at).toISOString() });
  }

  override async remove(id: string): Promise<void> {
    const potongan = await this.daftarPotongan(id);
    const r = await this.db.delete(unggahSebagian).where(eq(unggahSebagian.id, id)).returning({ id: unggahSebagian.id });
    await this.hapusBerkas(potongan);
    if (!r.length) throw ERRORS.FILE_NOT_FOUND;
  }

  /** Uploads (finished records included) created longer ago than the expiration, with their pieces. */
  override async deleteExpired(): Promise<number> {
    const batas = new Date(Date.now() - this.umurMs).toISOString();
    const lama = await this.db.select({ id: unggahSebagian.id }).from(unggahSebagian).where(lt(unggahSebagian.created_at, batas));
    if (!lama.length) return 0;
    const ids = lama.map((r) => r.id);
    const potongan = await this.db.select({ kunci: unggahPotongan.kunci }).from(unggahPotongan).where(inArray(unggahPotongan.unggah_id, ids));
    const r = await this.db.delete(unggahSebagian).where(inArray(unggahSebagian.id, ids)).returning({ id: unggahSebagian.id });
    await this.hapusBerkas(potongan);
    return r.length;
  }

  private async daftarPotongan(id: string, db: DbOrTx = this.db): Promise<{ mulai: number; panjang: number; kunci: string }[]> {
    return db.select({ mulai: unggahPotongan.mulai, panjang: unggahPotongan.panjang, kunci: unggahPotongan.kunci }).from(unggahPotongan).where(eq(unggahPotongan.unggah_id, id)).orderBy(asc(unggahPotongan.mulai));
  }

  /** Removes pieces' files (after their rows are gone or going: a file without a row is never read). */
  private async hapusBerkas(potongan: { kunci: string }[]): Promise<void> {
    for (const p of potongan) await this.storage.delete(p.kunci).catch(() => {});
  }

  override getExpiration(): number {
    return this.umurMs;
  }

  /** The upload's metadata, or null. */
  async info(id: string, db: DbOrTx = this.db): Promise<{ ukuran: number; posisi: number; metadata: Record<string, string> } | null> {
    const [r] = await db.select({ ukuran: unggahSebagian.ukuran, posisi: unggahSebagian.posisi, metadata: unggahSebagian.metadata }).from(unggahSebagian).where(eq(unggahSebagian.id, id));
    return r ?? null;
  }

  /**
   * Every byte received so far, in order: the pieces listed, each read from the storage and checked to follow the
   * one before with its recorded length (a missing or short piece is an error, never a silently shorter file).
   */
  async baca(id: string, db: DbOrTx = this.db): Promise<Buffer> {
    const bagian: Buffer[] = [];
    let posisi = 0;
    for (const p of await this.daftarPotongan(id, db)) {
      const arus = p.mulai === posisi ? await this.storage.get(p.kunci) : null;
      const isi = arus ? await bacaSemua(arus) : null;
      if (!isi || isi.length !== p.panjang) throw new PotonganHilang(`potongan unggahan ${id} pada ${p.mulai} hilang atau tidak lengkap`);
      bagian.push(isi);
      posisi += isi.length;
    }
    return Buffer.concat(bagian, posisi);
  }

  /** Locks the upload's row for the rest of `tx` (one finishing across processes) and answers it. */
  async kunci(tx: DbOrTx, id: string) {
    const [r] = await tx.select().from(unggahSebagian).where(eq(unggahSebagian.id, id)).for('update');
    return r ?? null;
  }

  /**
   * After storing: the file's address in the metadata and the pieces' rows gone (the record answers HEAD and …/hasil
   * for a day). Answers a function that removes the pieces' files, to call once the transaction has committed.
   */
  async tandaiSelesai(tx: DbOrTx, id: string, metadata: Record<string, string>): Promise<() => Promise<void>> {
    await tx.update(unggahSebagian).set({ metadata }).where(eq(unggahSebagian.id, id));
    const potongan = await tx.delete(unggahPotongan).where(eq(unggahPotongan.unggah_id, id)).returning({ kunci: unggahPotongan.kunci });
    return () => this.hapusBerkas(potongan);
  }

  /** The record only (a finished upload the client cancels: its pieces are already gone). */
  async hapusCatatan(id: string): Promise<void> {
    await this.db.delete(unggahSebagian).where(eq(unggahSebagian.id, id));
  }
}
