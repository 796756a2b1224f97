import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { unggahPotongan, unggahSebagian } from '../../db/schema';

/** Bytes per stored piece: a chunk of the browser (512 KB) is one piece, a larger request several. */
export const UKURAN_POTONGAN = 1024 * 1024;

/**
 * The tus store of the app (decision 125): uploads in progress live in PostgreSQL (`unggah_sebagian`, its pieces in
 * `unggah_potongan`), so every API process on every machine sees the same offset and continues an upload another one
 * began, behind any load balancer. Each piece is stored with the offset it was written at in one transaction that
 * moves `posisi` only from the value it expected: two machines writing the same upload at once cannot both succeed
 * (the second answers 409 and its client resumes from HEAD). The bytes received before a cut connection are kept.
 */
export class TokoTusPg extends DataStore {
  constructor(
    private readonly db: Db,
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
      await this.db.transaction(async (tx) => {
        const maju = await tx
          .update(unggahSebagian)
          .set({ posisi: posisi + data.length })
          .where(and(eq(unggahSebagian.id, id), eq(unggahSebagian.posisi, posisi)))
          .returning({ id: unggahSebagian.id });
        if (!maju.length) throw ERRORS.INVALID_OFFSET;
        await tx.insert(unggahPotongan).values({ unggah_id: id, mulai: posisi, data });
      });
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
    const r = await this.db.delete(unggahSebagian).where(eq(unggahSebagian.id, id)).returning({ id: unggahSebagian.id });
    if (!r.length) throw ERRORS.FILE_NOT_FOUND;
  }

  /** Uploads (finished records included) created longer ago than the expiration, with their pieces. */
  override async deleteExpired(): Promise<number> {
    const batas = new Date(Date.now() - this.umurMs).toISOString();
    const r = await this.db.delete(unggahSebagian).where(lt(unggahSebagian.created_at, batas)).returning({ id: unggahSebagian.id });
    return r.length;
  }

  override getExpiration(): number {
    return this.umurMs;
  }

  /** The upload's metadata, or null. */
  async info(id: string, db: DbOrTx = this.db): Promise<{ ukuran: number; posisi: number; metadata: Record<string, string> } | null> {
    const [r] = await db.select({ ukuran: unggahSebagian.ukuran, posisi: unggahSebagian.posisi, metadata: unggahSebagian.metadata }).from(unggahSebagian).where(eq(unggahSebagian.id, id));
    return r ?? null;
  }

  /** Every byte received so far, in order. */
  async baca(id: string, db: DbOrTx = this.db): Promise<Buffer> {
    const rows = await db.select({ data: unggahPotongan.data }).from(unggahPotongan).where(eq(unggahPotongan.unggah_id, id)).orderBy(asc(unggahPotongan.mulai));
    return Buffer.concat(rows.map((r) => r.data));
  }

  /** Locks the upload's row for the rest of `tx` (one finishing across processes) and answers it. */
  async kunci(tx: DbOrTx, id: string) {
    const [r] = await tx.select().from(unggahSebagian).where(eq(unggahSebagian.id, id)).for('update');
    return r ?? null;
  }

  /** After storing: the file's address in the metadata, the pieces gone (the record answers HEAD and …/hasil for a day). */
  async tandaiSelesai(tx: DbOrTx, id: string, metadata: Record<string, string>): Promise<void> {
    await tx.update(unggahSebagian).set({ metadata }).where(eq(unggahSebagian.id, id));
    await tx.delete(unggahPotongan).where(eq(unggahPotongan.unggah_id, id));
  }

  /** The record only (a finished upload the client cancels). */
  async hapusCatatan(id: string): Promise<void> {
    await this.db.delete(unggahSebagian).where(eq(unggahSebagian.id, id));
  }

  /** Uploads in the store (tests, the health of a deployment). */
  async jumlah(): Promise<number> {
    const [r] = await this.db.select({ n: sql<number>`count(*)::int` }).from(unggahSebagian);
    return Number(r?.n ?? 0);
  }
}
