import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { kunciIdempoten } from '../db/schema';
import { AppError, validationError } from '../lib/errors';

/**
 * Idempotent writes (issue 20, decision 107). A signed-in client may send `Idempotency-Key: <uuid>` with a POST, PUT,
 * PATCH or DELETE; the first request of that key (per account) runs, and its answer is kept a day in
 * `kunci_idempoten`. The same request again (the browser's offline outbox sending a write whose answer it never got)
 * gets that answer back with `Idempotent-Replayed: true` and the handler does not run again. The same key with
 * another request is refused (422). The row is inserted (`jalan`) before the handler with ON CONFLICT DO NOTHING,
 * so of two concurrent requests with one key — in any process — only one runs; the other waits a little for its
 * answer, else gets 409 SEDANG_DIPROSES and sends again later. A 5xx answer is not kept (the write did not
 * happen as far as the server knows: a retry runs it), nor is a file or stream answer.
 */

export const HEADER_KUNCI = 'idempotency-key';
export const HEADER_DIULANG = 'Idempotent-Replayed';
const METODE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const POLA_KUNCI = /^[A-Za-z0-9_.:-]{8,100}$/;
/** A row still `jalan` this long after its start belonged to a process that died: the key may run again. */
const BASI_DETIK = 120;
const TUNGGU_MS = 5_000;
const PANGKAS_SETIAP_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request runs under (its answer is stored on send). */
    idempoten?: { usr_asn_id: number; kunci: string };
  }
}

type Baris = typeof kunciIdempoten.$inferSelect;

const sidikDari = (req: FastifyRequest) =>
  crypto
    .createHash('sha256')
    .update(`${req.method} ${req.url}\n${JSON.stringify(req.body ?? null)}`)
    .digest('hex');

async function ambil(db: Db, akun: number, kunci: string): Promise<Baris | undefined> {
  const r = (await db.execute(sql`select * from ${kunciIdempoten} where usr_asn_id = ${akun} and kunci = ${kunci}`)) as unknown as { rows: Baris[] };
  return r.rows[0];
}

/** Claims the key: a new row, or a stale `jalan` one taken over; true when this request may run. */
async function klaim(db: Db, akun: number, kunci: string, req: FastifyRequest, sidik: string): Promise<boolean> {
  const baru = await db
    .insert(kunciIdempoten)
    .values({ usr_asn_id: akun, kunci, metode: req.method, alamat: req.url, sidik })
    .onConflictDoNothing()
    .returning({ kunci: kunciIdempoten.kunci });
  if (baru.length) return true;
  const ambilAlih = (await db.execute(sql`
    update ${kunciIdempoten} set created_at = now()
    where usr_asn_id = ${akun} and kunci = ${kunci} and sidik = ${sidik} and status = 'jalan' and created_at < now() - make_interval(secs => ${BASI_DETIK})
    returning kunci`)) as unknown as { rows: unknown[] };
  return ambilAlih.rows.length > 0;
}

function kirimTersimpan(reply: FastifyReply, b: Baris) {
  return reply
    .code(b.kode_http ?? 200)
    .header('content-type', b.jenis_konten ?? 'application/json; charset=utf-8')
    .header(HEADER_DIULANG, 'true')
    .send(b.jawaban ?? '');
}

export async function idempotenPlugin(app: FastifyInstance) {
  const db = app.ctx.db;
  let pangkasTerakhir = 0;
  const pangkas = () => {
    if (Date.now() - pangkasTerakhir < PANGKAS_SETIAP_MS) return;
    pangkasTerakhir = Date.now();
    db.execute(sql`delete from ${kunciIdempoten} where created_at < now() - interval '24 hours'`).catch((err: unknown) => app.log.warn({ err }, 'pangkas kunci_idempoten'));
  };

  app.addHook('preHandler', async (req, reply) => {
    const header = req.headers[HEADER_KUNCI];
    if (header === undefined || !METODE.has(req.method) || !req.auth) return;
    // a file upload's body is a stream the handler reads: not comparable, so such a write is not idempotent
    if (String(req.headers['content-type'] ?? '').startsWith('multipart/')) return;
    const kunci = Array.isArray(header) ? header[0] : header;
    if (!kunci || !POLA_KUNCI.test(kunci))
      throw validationError({ [HEADER_KUNCI]: 'Idempotency-Key harus 8-100 karakter huruf, angka, titik, titik dua, garis bawah atau tanda hubung.' });
    const akun = req.auth.id;
    const sidik = sidikDari(req);
    pangkas();
    const mulai = Date.now();
    for (;;) {
      if (await klaim(db, akun, kunci, req, sidik)) {
        req.idempoten = { usr_asn_id: akun, kunci };
        return;
      }
      const b = await ambil(db, akun, kunci);
      if (!b) continue; // purged in between: claim again
      if (b.sidik !== sidik)
        throw validationError(
          { [HEADER_KUNCI]: 'Kunci ini sudah dipakai untuk permintaan lain.' },
          'Idempotency-Key ini sudah dipakai untuk permintaan dengan isi atau alamat lain. Buat kunci baru untuk perubahan baru.',
        );
      if (b.status === 'selesai') return kirimTersimpan(reply, b);
      if (Date.now() - mulai > TUNGGU_MS) throw new AppError('SEDANG_DIPROSES');
      await new Promise((r) => setTimeout(r, 150));
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const k = req.idempoten;
    if (!k) return payload;
    req.idempoten = undefined;
    const where = sql`usr_asn_id = ${k.usr_asn_id} and kunci = ${k.kunci}`;
    // route-level onSend hooks (compression) run after this one: the payload here is the plain serialised answer
    if (reply.statusCode >= 500 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)) || (Buffer.isBuffer(payload) && !/json|text/.test(String(reply.getHeader('content-type'))))) {
      await db.execute(sql`delete from ${kunciIdempoten} where ${where}`);
      return payload;
    }
    const teks = typeof payload === 'string' ? payload : payload.toString('utf8');
    const jenis = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8').slice(0, 120);
    await db.execute(sql`update ${kunciIdempoten} set status = 'selesai', kode_http = ${reply.statusCode}, jenis_konten = ${jenis}, jawaban = ${teks} where ${where}`);
    return payload;
  });
}
// hooks on the root instance: every route registered after it
(idempotenPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
