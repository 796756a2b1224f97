import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { antrianTugas } from '../../db/schema';
import { MAKS_PERCOBAAN, type Antrian } from '../../lib/antrian';
import type { Mail } from '../../lib/mailer';

/**
 * E-mail through the job queue (decision 114): a transactional outbox. {@link antreanSurel} gives the function that adds a `kirim_surel` job
 * in the caller's transaction, so a mail exists exactly when the write that causes it committed (a rolled-back
 * write sends nothing; a committed one cannot lose its mail to a dead process or SMTP being down); the queue sends
 * it (SMTP, or the demo outbox), retries a failure with a growing delay and keeps a job that failed five times
 * with its error. The request never waits for SMTP: after its commit it nudges the queue (`app.antrian.dorong()`).
 *
 * The body sits in the job row encrypted (AES-256-GCM, a key derived from JWT_SECRET): a reset link is a secret the
 * database otherwise keeps only as a hash. Once sent, the body is removed from the row; the address, subject and
 * outcome stay for whoever reads the queue.
 */

export const TUGAS_SUREL = 'kirim_surel';

/** A module that wants to hear how its mail went (the reminder log); `asal.id` is its own row. */
export type PendengarSurel = (db: DbOrTx, id: number, hasil: { terkirim: true } | { terkirim: false; galat: string }) => Promise<void>;

export interface OpsiSurel {
  /** Who sent it, for {@link padaHasilSurel}: `{ jenis: 'pengingat', id: <log row> }`. */
  asal?: { jenis: string; id: number };
}

const ALGO = 'aes-256-gcm';
const kunciCache = new Map<string, Buffer>();
/** The key of mail bodies in the queue: HMAC of the session secret for this one purpose. */
function kunciSurel(secret: string): Buffer {
  let k = kunciCache.get(secret);
  if (!k) {
    k = crypto.createHmac('sha256', secret).update('sigap-surel-antrian-v1').digest();
    kunciCache.set(secret, k);
  }
  return k;
}

function sandikan(secret: string, isi: { text: string; html?: string }): string {
  const iv = crypto.randomBytes(12);
  const c = crypto.createCipheriv(ALGO, kunciSurel(secret), iv);
  const data = Buffer.concat([c.update(JSON.stringify(isi), 'utf8'), c.final()]);
  return [iv, c.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

function bukaSandi(secret: string, s: string): { text: string; html?: string } {
  const [iv, tag, data] = s.split('.').map((x) => Buffer.from(x, 'base64url'));
  if (!iv || !tag || !data) throw new Error('Isi surel dalam antrean rusak.');
  const d = crypto.createDecipheriv(ALGO, kunciSurel(secret), iv);
  d.setAuthTag(tag);
  return JSON.parse(Buffer.concat([d.update(data), d.final()]).toString('utf8')) as { text: string; html?: string };
}

const pendengar = new WeakMap<Antrian, Map<string, PendengarSurel>>();

/** Enqueues one e-mail in the caller's transaction; answers the job's id ({@link antreanSurel}). */
export type AntreSurel = (tx: DbOrTx, mail: Mail, opsi?: OpsiSurel) => Promise<number>;

/**
 * The app's way to enqueue an e-mail in a transaction. Call `app.antrian.dorong()` after the commit so it leaves
 * at once rather than at the next poll.
 */
export function antreanSurel(app: FastifyInstance): AntreSurel {
  const secret = app.ctx.config.JWT_SECRET;
  return async (tx, mail, opsi = {}) => {
    const [r] = await tx
      .insert(antrianTugas)
      .values({
        jenis: TUGAS_SUREL,
        kunci: `surel:${crypto.randomUUID()}`,
        data: { kepada: mail.to, subjek: mail.subject, isi: sandikan(secret, { text: mail.text, ...(mail.html ? { html: mail.html } : {}) }), ...(opsi.asal ? { asal: opsi.asal } : {}) },
      })
      .returning({ id: antrianTugas.id });
    return r!.id;
  };
}

/** Tells `jenis` how each of its mails went: sent, or given up after the last attempt. */
export function padaHasilSurel(antrian: Antrian, jenis: string, fn: PendengarSurel): void {
  let m = pendengar.get(antrian);
  if (!m) pendengar.set(antrian, (m = new Map()));
  m.set(jenis, fn);
}

/** Registers the `kirim_surel` job on the app's queue (the notifikasi module does, once per app). */
export function daftarkanSurel(app: FastifyInstance): void {
  const secret = app.ctx.config.JWT_SECRET;
  app.antrian.daftarkan(TUGAS_SUREL, async (d, { db, id, percobaan }) => {
    const asal = d.asal as { jenis: string; id: number } | undefined;
    const lapor = asal ? pendengar.get(app.antrian)?.get(asal.jenis) : undefined;
    if (typeof d.isi !== 'string') return { terkirim: true }; // sent before its row was marked (a lease that ran out)
    try {
      const isi = bukaSandi(secret, d.isi);
      // read at send time, so the mailer of the app (SMTP or the outbox) is the one configured now
      await app.ctx.mailer.send({ to: String(d.kepada), subject: String(d.subjek), ...isi });
    } catch (e) {
      if (lapor && percobaan >= MAKS_PERCOBAAN) await lapor(db, asal!.id, { terkirim: false, galat: (e instanceof Error ? e.message : String(e)).slice(0, 2000) });
      throw e;
    }
    // the body has done its work: the row keeps address, subject and outcome only
    await db.transaction(async (tx) => {
      await tx.execute(sql`update ${antrianTugas} set data = data - 'isi' where id = ${id}`);
      if (lapor) await lapor(tx, asal!.id, { terkirim: true });
    });
    return { terkirim: true };
  });
}
