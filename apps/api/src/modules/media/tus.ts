import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Server, type ServerOptions } from '@tus/server';
import { K_MEDIA, type ErrorCode, type HasilUnggah, type SessionUser } from '@sigap/domain';
import { AppError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';
import { toErrorResponse } from '../../plugins/errors';
import { bolehPublik, MEDIA_PREFIX, simpanUnggahan, sniffType } from './simpan';
import { PotonganHilang, TokoTusPg, type BarisUnggah } from './toko-tus';

/**
 * Resumable uploads over the tus 1.0.0 protocol (issue 20, decision 106) at /media/tus: evidence survives a bad
 * connection on the deadline day. Uploads in progress and their info (owner, name, and once finished the file's
 * address) are rows of PostgreSQL, their bytes pieces in the storage (toko-tus.ts, decision 125), so any process on
 * any machine continues any upload. The request that completes it (the last PATCH, or a POST that carried the whole
 * file) stores the file exactly like POST /media/upload (simpan.ts) and removes the received pieces (decision 127).
 */

/** Unfinished uploads (and a finished one's record for GET …/hasil) are kept one day. */
export const UMUR_UNGGAHAN_MS = 24 * 60 * 60 * 1000;
const JEDA_BERSIH_MS = 60 * 60 * 1000;

/** Headers the client reads from the last PATCH (and from HEAD of a finished upload). */
const H_FILE_URL = 'Upload-File-Url';
const H_FILE_TYPE = 'Upload-File-Type';

/** Metadata the server writes into an upload's info file; whatever the client sent under these names is replaced. */
interface MetaTus {
  nama: string;
  akun: string;
  publik: '0' | '1';
  file_url?: string;
  mime?: string;
}

type ReqTus = Parameters<NonNullable<ServerOptions['onUploadFinish']>>[0];

/** A refusal inside the tus handler: the app's JSON error body (tus sends it with its own status). */
function tolak(code: ErrorCode, message?: string): { status_code: number; body: string } {
  const { status, body } = toErrorResponse(new AppError(code, message), 'PATCH');
  return { status_code: status, body: JSON.stringify(body) };
}

/** tus's own refusals in Indonesian, in the app's error shape (by status: the library's texts are English). */
const PESAN_TUS: Record<number, [ErrorCode, string]> = {
  400: ['BAD_REQUEST', 'Permintaan unggahan tidak valid.'],
  404: ['NOT_FOUND', 'Unggahan tidak ditemukan.'],
  409: ['DUPLICATE', 'Posisi unggahan tidak cocok; lanjutkan dari posisi yang dicatat server.'],
  410: ['NOT_FOUND', 'Unggahan sudah kedaluwarsa atau sudah selesai; pilih berkas lagi untuk mengunggah ulang.'],
  412: ['BAD_REQUEST', 'Versi protokol unggahan tidak didukung.'],
  413: ['FILE_TOO_LARGE', 'Ukuran berkas melebihi batas yang diizinkan.'],
  415: ['BAD_REQUEST', 'Potongan unggahan harus dikirim sebagai application/offset+octet-stream.'],
};

export function tusRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  const maxBytes = Math.round(config.UPLOAD_MAX_MB * 1024 * 1024);
  const store = new TokoTusPg(app.ctx.db, app.ctx.storage, UMUR_UNGGAHAN_MS);
  /** The session user of each request handed to tus (its hooks only see the Node request). */
  const pengguna = new WeakMap<IncomingMessage, SessionUser>();
  const userOf = (req: ReqTus) => {
    const raw = req.runtime?.node?.req;
    return raw ? pengguna.get(raw as IncomingMessage) : undefined;
  };

  const tus = new Server({
    path: '/media/tus',
    datastore: store,
    maxSize: maxBytes,
    relativeLocation: true,
    // no CORS in this app (same origin); the header is listed for a deployment that adds it
    allowedOrigins: [],
    exposedHeaders: [H_FILE_URL, H_FILE_TYPE],
    async onUploadCreate(req, upload) {
      const user = userOf(req);
      if (!user) throw tolak('UNAUTHENTICATED');
      const meta: MetaTus = {
        nama: (upload.metadata?.filename ?? upload.metadata?.name ?? '').slice(0, 255),
        akun: String(user.id),
        publik: bolehPublik(user, upload.metadata?.public === '1') ? '1' : '0',
      };
      return { metadata: { ...meta } };
    },
    async onUploadFinish(req, upload) {
      const user = userOf(req);
      if (!user) throw tolak('UNAUTHENTICATED');
      const hasil = await selesaikanSekali(upload.id, user);
      return { headers: { [H_FILE_URL]: hasil.file_url, [H_FILE_TYPE]: hasil.mime } };
    },
    onResponseError(_req, err) {
      const status = 'status_code' in err ? err.status_code : 500;
      if ('body' in err && err.body.startsWith('{')) return undefined; // already ours (tolak)
      const [code, message] = PESAN_TUS[status] ?? (['INTERNAL', undefined] as const);
      // a cut connection ends its PATCH with a write error: the bytes written so far stay, the client resumes
      if (status >= 500) app.log.warn({ err }, 'unggahan tus gagal');
      return { status_code: status >= 500 ? 500 : status, body: JSON.stringify(toErrorResponse(new AppError(code, message), 'PATCH').body) };
    },
  });

  /**
   * The bytes are complete: sniff them, store them like POST /media/upload, keep the file's address in the upload's
   * record (for HEAD and GET …/hasil after a lost answer) and remove the pieces. The record stays locked meanwhile: a
   * HEAD on another machine that finishes the same upload waits, then answers the file this one stored.
   */
  async function selesaikan(id: string, user: SessionUser): Promise<HasilUnggah> {
    let hapusPotongan: (() => Promise<void>) | null = null;
    let disimpan: string | null = null;
    const simpan = () =>
      app.ctx.db.transaction(async (tx) => {
        const r = await store.kunci(tx, id);
        if (!r) throw tolak('NOT_FOUND', 'Unggahan tidak ditemukan.');
        const meta = r.metadata as unknown as MetaTus;
        if (meta.file_url && meta.mime) return { file_url: meta.file_url, mime: meta.mime, size: r.ukuran, ...(meta.nama ? { nama: meta.nama } : {}) };
        // this request's completing bytes begin where the offset still is (else another request wrote there: 409)
        const ekor = store.ekor(id);
        if (ekor && ekor.mulai !== r.posisi) throw tolak('DUPLICATE', PESAN_TUS[409]![1]);
        const buf = await store.baca(id, r.ukuran, r.potongan, ekor).catch((e: unknown) => (e instanceof PotonganHilang ? 'hilang' : Promise.reject(e)));
        if (buf === 'hilang') return 'hilang';
        const jenis = sniffType(buf);
        if (!jenis) return null;
        const baru = await simpanUnggahan({ db: tx, storage: app.ctx.storage }, user, { buf, jenis, nama: meta.nama || null, publik: meta.publik === '1' });
        disimpan = baru.file_url;
        hapusPotongan = await store.tandaiSelesai(tx, id, { ...meta, file_url: baru.file_url, mime: baru.mime } as unknown as Record<string, string>, r.ukuran);
        return baru;
      });
    const hasil = await simpan().catch(async (e: unknown) => {
      // the transaction did not commit: the file stored in it is referred to by nothing
      if (disimpan) await app.ctx.storage.delete((disimpan as string).slice(MEDIA_PREFIX.length)).catch(() => {});
      throw e;
    });
    if (hapusPotongan) await (hapusPotongan as () => Promise<void>)().catch((err: unknown) => app.log.warn({ err }, 'potongan unggahan tus tidak terhapus'));
    if (!hasil || hasil === 'hilang') {
      await store.remove(id).catch(() => {});
      if (hasil === 'hilang') {
        app.log.error({ id }, 'potongan unggahan tus hilang dari penyimpanan');
        throw tolak('NOT_FOUND', 'Sebagian unggahan ini hilang di server; pilih berkas lagi untuk mengunggah ulang.');
      }
      throw tolak('FILE_TYPE', 'Jenis berkas tidak diizinkan. Gunakan PDF, JPEG, PNG atau WebP; unggahan ini dibuang.');
    }
    return hasil;
  }

  /**
   * One finishing per upload at a time in this process: the last PATCH and a HEAD of a client that retried (the
   * PATCH's answer was lost, or storing failed) share it, so a file is stored once. Errors other than refusals
   * answer in the app's shape (a lost database: 503, and the client's retry finishes through HEAD).
   */
  const menyelesaikan = new Map<string, Promise<HasilUnggah>>();
  function selesaikanSekali(id: string, user: SessionUser): Promise<HasilUnggah> {
    let p = menyelesaikan.get(id);
    if (!p) {
      p = selesaikan(id, user)
        .catch(async (e: unknown) => {
          if (e && typeof e === 'object' && 'status_code' in e) throw e;
          app.log.error({ err: e }, 'unggahan tus tidak dapat disimpan');
          // the last request's bytes become a piece, so the client's HEAD can finish it later on any process
          await store.simpanEkor(id).catch((err: unknown) => app.log.warn({ err }, 'bagian akhir unggahan tus tidak tersimpan'));
          const r = toErrorResponse(e, 'PATCH');
          throw { status_code: r.status, body: JSON.stringify(r.body) };
        })
        .finally(() => menyelesaikan.delete(id));
      menyelesaikan.set(id, p);
    }
    return p;
  }

  /** The upload's row when it belongs to this account; anyone else learns nothing (404). */
  async function milik(id: string, user: SessionUser): Promise<{ baris: BarisUnggah; metadata: MetaTus; size: number }> {
    const baris = await store.info(id);
    if (!baris || (baris.metadata as unknown as MetaTus).akun !== String(user.id)) throw new AppError('NOT_FOUND', 'Unggahan tidak ditemukan.');
    return { baris, metadata: baris.metadata as unknown as MetaTus, size: baris.ukuran };
  }

  /**
   * tus answers on the raw response; the app's hooks (auth, permission, helmet's headers) have already run. The row
   * the route read to check the owner answers tus's own read of it in this request.
   */
  async function serahkan(user: SessionUser, req: { raw: IncomingMessage }, reply: FastifyReply, baris: BarisUnggah | null = null) {
    pengguna.set(req.raw, user);
    reply.hijack();
    await store.dalam(baris, () => tus.handle(req.raw, reply.raw));
    return reply;
  }

  // the chunks' bytes go to the tus store as a stream: Fastify must not read (nor limit) them
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

  rute(app, K_MEDIA.tusBuat, async ({ user, req, reply }) => {
    const panjang = req.headers['upload-length'];
    // a deferred length would let the limit be checked only chunk by chunk: every upload states its size
    if (typeof panjang !== 'string' || !/^\d{1,15}$/.test(panjang)) throw new AppError('BAD_REQUEST', 'Header Upload-Length (ukuran berkas dalam bita) wajib diisi.');
    if (Number(panjang) === 0) throw new AppError('FILE_MISSING', 'Berkas kosong.');
    if (Number(panjang) > maxBytes) throw new AppError('FILE_TOO_LARGE', `Ukuran berkas melebihi batas ${config.UPLOAD_MAX_MB} MB.`);
    return serahkan(user, req, reply);
  });

  rute(app, K_MEDIA.tusKirim, async ({ user, params, req, reply }) => serahkan(user, req, reply, (await milik(params.id, user)).baris));

  rute(app, K_MEDIA.tusHapus, async ({ user, params, req, reply }) => {
    const info = await milik(params.id, user);
    if (info.metadata.file_url) {
      // finished: only the record is left (the file itself stays, it is referred to by the form that saved it)
      await store.hapusCatatan(params.id);
      return reply.status(204).header('Tus-Resumable', '1.0.0').send();
    }
    return serahkan(user, req, reply, info.baris);
  });

  rute(app, K_MEDIA.tusHasil, async ({ user, params }) => {
    const { metadata: m, size } = await milik(params.id, user);
    if (!m.file_url || !m.mime) throw new AppError('NOT_FOUND', 'Unggahan belum selesai.');
    return { status: 1 as const, data: { file_url: m.file_url, mime: m.mime, size: size ?? 0, ...(m.nama ? { nama: m.nama } : {}) } };
  });

  // HEAD (the offset to resume from) has no contract method; same permission as the others
  app.route({
    method: 'HEAD',
    url: '/media/tus/:id',
    config: { permission: { resource: 'media', action: 'upload' } },
    handler: async (req, reply) => {
      const { id } = req.params as { id: string };
      if (!/^[0-9a-f]{32}$/.test(id)) throw new AppError('NOT_FOUND', 'Unggahan tidak ditemukan.');
      const user = req.auth!;
      const info = await milik(id, user);
      let selesai = info.metadata.file_url ? { file_url: info.metadata.file_url, mime: info.metadata.mime ?? '' } : null;
      if (!selesai) {
        // every byte arrived but storing did not happen (its PATCH failed or was cut): finish now
        if (info.baris.posisi === info.size) {
          try {
            selesai = await selesaikanSekali(id, user);
          } catch (e) {
            return reply.status((e as { status_code?: number }).status_code ?? 500).header('Tus-Resumable', '1.0.0').send();
          }
        }
      }
      if (selesai) {
        // offset = length: tus-js-client succeeds at once and reads the file's address from the headers
        return reply
          .status(200)
          .headers({ 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(info.size), 'Upload-Length': String(info.size), 'Cache-Control': 'no-store', [H_FILE_URL]: selesai.file_url, [H_FILE_TYPE]: selesai.mime })
          .send();
      }
      return serahkan(user, req, reply, info.baris);
    },
  });

  // every process may run it: one DELETE of what is older than a day
  const timer = setInterval(() => void store.deleteExpired().catch((err) => app.log.warn({ err }, 'pembersihan unggahan tus gagal')), JEDA_BERSIH_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
