import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import { asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { UKURAN_POTONGAN_TUS } from '@sigap/domain';
import type { Db, DbOrTx } from '../../db/client';
import { unggahPotongan, unggahSebagian } from '../../db/schema';
import type { Storage } from '../../lib/storage';

/** Bytes per stored piece: a chunk of the browser is one piece, a larger request several. */
const UKURAN_POTONGAN = UKURAN_POTONGAN_TUS;

/** A piece listed in the database is missing from the storage or has another length: the upload cannot be finished. */
export class PotonganHilang extends Error {}

/** An upload's row (`unggah_sebagian`). */
export type BarisUnggah = typeof unggahSebagian.$inferSelect;
type Potongan = { mulai: number; panjang: number; kunci: string };
/** The bytes of the request that completes an upload, not yet counted by its offset (see the class comment). */
export type EkorUnggah = { id: string; mulai: number; data: Buffer };
/** What one request has read or written of its upload (see `dalam`). */
interface Konteks {
  baris: Map<string, BarisUnggah>;
  ekor?: EkorUnggah;
}

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
 *
 * The bytes of the request that completes an upload are not stored as a piece (decision 127): they stay with the
 * request for the finishing tus starts right after `write` (onUploadFinish), whose one transaction checks the offset
 * is still where they begin, stores the file, moves the offset to the end and drops the pieces. A file that arrives
 * in one request (the browser's first request carries up to UKURAN_POTONGAN_TUS) never touches `sebagian/`. If
 * finishing fails they are stored as a piece after all (`simpanEkor`), so the client's HEAD finishes it on any
 * process; if this process dies first, the offset never counted them and the client sends them again.
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

  /** The upload row the current request has read or written, and its completing bytes (see `dalam`). */
  private readonly permintaan = new AsyncLocalStorage<Konteks>();

  /**
   * Runs one request's handling by tus with the upload's row the route has already read (its owner check): tus's own
   * reads of that row in this request (before a PATCH, after a POST for Upload-Expires) are answered from what this
   * request read or wrote, not from the database again. Another request always reads the row.
   */
  dalam<T>(baris: BarisUnggah | null, fn: () => Promise<T>): Promise<T> {
    return this.permintaan.run({ baris: new Map(baris ? [[baris.id, baris]] : []) }, fn);
  }

  override async create(upload: Upload): Promise<Upload> {
    const [baris] = await this.db
      .insert(unggahSebagian)
      .values({
        id: upload.id,
        ukuran: upload.size ?? 0,
        metadata: (upload.metadata ?? {}) as Record<string, string>,
        ...(upload.creation_date ? { created_at: upload.creation_date } : {}),
      })
      .returning();
    if (baris) this.permintaan.getStore()?.baris.set(upload.id, baris);
    return upload;
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    let posisi = offset;
    let tampung: Buffer[] = [];
    let panjang = 0;
    const ambil = () => {
      const data = tampung.length === 1 ? tampung[0]! : Buffer.concat(tampung, panjang);
      tampung = [];
      panjang = 0;
      return data;
    };
    const simpan = async () => {
      if (!panjang) return;
      const data = ambil();
      await this.simpanPotongan(id, posisi, data);
      posisi += data.length;
    };
    try {
      for await (const bagian of readable as AsyncIterable<Buffer>) {
        let b = bagian;
        while (b.length) {
          // a full piece is stored only when more bytes follow: the request's last bytes may complete the upload
          if (panjang === UKURAN_POTONGAN) await simpan();
          const n = Math.min(b.length, UKURAN_POTONGAN - panjang);
          tampung.push(b.subarray(0, n));
          panjang += n;
          b = b.subarray(n);
        }
      }
    } catch (e) {
      // the connection was cut (or the request was too long): what arrived is kept, the client resumes after it
      await simpan().catch(() => {});
      if (e === ERRORS.INVALID_OFFSET) throw e;
      if (e && typeof e === 'object' && 'status_code' in e) throw e;
      throw ERRORS.FILE_WRITE_ERROR;
    }
    // bytes that complete the upload (its size as this request read it) wait for the finishing that follows
    const k = this.permintaan.getStore();
    const dikenal = k?.baris.get(id);
    if (k && dikenal && panjang && posisi + panjang === dikenal.ukuran) {
      const data = ambil();
      k.ekor = { id, mulai: posisi, data };
      posisi += data.length;
    } else await simpan();
    if (k && dikenal) k.baris.set(id, { ...dikenal, posisi });
    return posisi;
  }

  /** This request's bytes that complete upload `id` (see the class comment). */
  ekor(id: string): EkorUnggah | undefined {
    const e = this.permintaan.getStore()?.ekor;
    return e?.id === id ? e : undefined;
  }

  /**
   * Stores `data` as the piece at `mulai` under a key of its own, then one statement moves the offset, only from the
   * value expected, and lists the piece (else 409: another request wrote there first, or the upload is gone).
   */
  private async simpanPotongan(id: string, mulai: number, data: Buffer): Promise<void> {
    const kunci = kunciBaru(id, mulai);
    await this.storage.put(kunci, data);
    try {
      const hasil = (await this.db.execute(sql`
        with maju as (
          update ${unggahSebagian} set posisi = posisi + ${data.length} where id = ${id} and posisi = ${mulai} returning id
        )
        insert into ${unggahPotongan} (unggah_id, mulai, panjang, kunci) select id, ${mulai}::bigint, ${data.length}::int, ${kunci}::varchar from maju
        returning mulai`)) as unknown as { rows: unknown[] };
      if (!hasil.rows.length) throw ERRORS.INVALID_OFFSET;
    } catch (e) {
      // listed nowhere: the file goes too
      await this.storage.delete(kunci).catch(() => {});
      throw e;
    }
  }

  /** Finishing failed: this request's completing bytes become a piece, so a HEAD on any process can finish later. */
  async simpanEkor(id: string): Promise<void> {
    const e = this.ekor(id);
    if (!e) return;
    this.permintaan.getStore()!.ekor = undefined;
    await this.simpanPotongan(id, e.mulai, e.data);
  }

  override async getUpload(id: string): Promise<Upload> {
    const r = this.permintaan.getStore()?.baris.get(id) ?? (await this.info(id));
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

  /** The upload's row, or null. */
  async info(id: string, db: DbOrTx = this.db): Promise<BarisUnggah | null> {
    const [r] = await db.select().from(unggahSebagian).where(eq(unggahSebagian.id, id));
    return r ?? null;
  }

  /**
   * Every byte of the upload, in order: the pieces listed, each read from the storage and checked to follow the one
   * before with its recorded length, then this request's completing bytes. Anything missing or short (`ukuran` not
   * reached) is an error, never a silently shorter file.
   */
  async baca(id: string, ukuran: number, potongan: Potongan[], ekor?: EkorUnggah): Promise<Buffer> {
    const bagian: Buffer[] = [];
    let posisi = 0;
    for (const p of potongan) {
      const isi = p.mulai === posisi ? await this.storage.bacaUtuh(p.kunci) : null;
      if (!isi || isi.length !== p.panjang) throw new PotonganHilang(`potongan unggahan ${id} pada ${p.mulai} hilang atau tidak lengkap`);
      bagian.push(isi);
      posisi += isi.length;
    }
    if (ekor && ekor.mulai === posisi) {
      bagian.push(ekor.data);
      posisi += ekor.data.length;
    }
    if (posisi !== ukuran) throw new PotonganHilang(`unggahan ${id} hanya ${posisi} dari ${ukuran} bita`);
    return bagian.length === 1 ? bagian[0]! : Buffer.concat(bagian, posisi);
  }

  /**
   * Locks the upload's row for the rest of `tx` (one finishing across processes) and answers it with its pieces in
   * order, in one statement.
   */
  async kunci(tx: DbOrTx, id: string): Promise<(BarisUnggah & { potongan: Potongan[] }) | null> {
    const hasil = (await tx.execute(sql`
      select s.id, s.ukuran, s.posisi, s.metadata, s.created_at,
        coalesce((select json_agg(json_build_object('mulai', p.mulai, 'panjang', p.panjang, 'kunci', p.kunci) order by p.mulai)
          from ${unggahPotongan} p where p.unggah_id = s.id), '[]'::json) as potongan
      from ${unggahSebagian} s where s.id = ${id} for update of s`)) as unknown as { rows: Record<string, unknown>[] };
    const r = hasil.rows[0];
    if (!r) return null;
    return {
      id: String(r.id),
      ukuran: Number(r.ukuran),
      posisi: Number(r.posisi),
      metadata: (typeof r.metadata === 'string' ? JSON.parse(r.metadata) : r.metadata) as Record<string, string>,
      created_at: r.created_at instanceof Date ? r.created_at.toISOString() : String(r.created_at),
      potongan: ((typeof r.potongan === 'string' ? JSON.parse(r.potongan) : r.potongan) as Potongan[]).map((p) => ({ mulai: Number(p.mulai), panjang: Number(p.panjang), kunci: p.kunci })),
    };
  }

  /**
   * After storing: the file's address in the metadata, the offset at the end and the pieces' rows gone (the record answers HEAD and …/hasil
   * for a day). Answers a function that removes the pieces' files, to call once the transaction has committed.
   */
  async tandaiSelesai(tx: DbOrTx, id: string, metadata: Record<string, string>, ukuran: number): Promise<() => Promise<void>> {
    const hasil = (await tx.execute(sql`
      with catat as (update ${unggahSebagian} set metadata = ${JSON.stringify(metadata)}::jsonb, posisi = ${ukuran} where id = ${id})
      delete from ${unggahPotongan} where unggah_id = ${id} returning kunci`)) as unknown as { rows: { kunci: string }[] };
    const potongan = hasil.rows;
    return () => this.hapusBerkas(potongan);
  }

  /** The record only (a finished upload the client cancels: its pieces are already gone). */
  async hapusCatatan(id: string): Promise<void> {
    await this.db.delete(unggahSebagian).where(eq(unggahSebagian.id, id));
  }
}
