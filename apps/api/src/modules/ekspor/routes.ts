import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  can,
  isResourceName,
  K_EKSPOR,
  normalizeRole,
  PESAN_EKSPOR_LATAR,
  type EksporLatar,
  type JawabanEksporDiterima,
  type JenisEkspor,
  type Kontrak,
  type SessionUser,
  type StatusEkspor,
} from '@sigap/domain';
import type { Db, DbOrTx } from '../../db/client';
import { antrianTugas, usrAsn } from '../../db/schema';
import { GalatTetap, MAKS_PERCOBAAN, type Antrian } from '../../lib/antrian';
import { AppError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';
import { kirimNotifikasi } from '../notifikasi';

/**
 * Exports in the background (issue 21 item 4, decision 114). A module registers how to write a kind of export
 * ({@link daftarkanEkspor}); its route answers small exports itself and hands large ones (or any, when the client
 * sends `Prefer: respond-async`) to {@link kirimKeLatar}, which enqueues an `ekspor` job in the heavy lane and
 * answers 202. The job:
 * - writes the file with the account as it was when it asked (the session user kept in the job: never more than
 *   that; an account deactivated, or whose role or region changed since, gets nothing: {@link GalatTetap});
 * - stores it through the storage interface (local disk or S3) under `ekspor/…`, keeps name, size and rows with
 *   the job and notifies the account in the app with the download address;
 * - on its last failed attempt, tells the account it failed.
 * `GET /ekspor/:id` answers the state and `GET /ekspor/:id/unduh` the file, both only to the account that asked
 * (another account: 404). Files live `EKSPOR_SIMPAN_JAM` hours; an hourly `bersihkan_ekspor` job deletes them.
 * Every file export of a list or report goes this way (decision 116): a route decides with {@link eksporAtauLatar}.
 */

export const TUGAS_EKSPOR = 'ekspor';
export const TUGAS_BERSIHKAN = 'bersihkan_ekspor';

/**
 * How one kind of export is written: to a file path, as the given account, from the query it was asked with. The
 * writer applies the route's own scope rules to that account again (a refusal, an `AppError`, fails the export
 * at once); `izin` is the route's permission, checked again when the job runs.
 */
export interface PenulisEkspor {
  izin?: Kontrak['izin'];
  tulis(db: DbOrTx, user: SessionUser, kueri: Record<string, unknown>, berkas: string): Promise<{ baris: number }>;
}

/** Writes a whole file (a workbook or PDF in memory, or a workbook's stream) to the job's path. */
export async function tulisBerkas(berkas: string, isi: Buffer | Readable): Promise<void> {
  if (Buffer.isBuffer(isi)) await fsp.writeFile(berkas, isi);
  else await pipeline(isi, fs.createWriteStream(berkas));
}

/** The file's type, from the name the download will carry: PDF or (every other export) xlsx. */
const JENIS_BERKAS = { pdf: 'application/pdf', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;
const ekstensi = (nama: string): keyof typeof JENIS_BERKAS => (/\.pdf$/i.test(nama) ? 'pdf' : 'xlsx');

const penulis = new WeakMap<Antrian, Map<JenisEkspor, PenulisEkspor>>();

/** Registers the writer of a kind of export (the module that owns the data does, once per app). */
export function daftarkanEkspor(app: FastifyInstance, jenis: JenisEkspor, p: PenulisEkspor): void {
  let m = penulis.get(app.antrian);
  if (!m) penulis.set(app.antrian, (m = new Map()));
  m.set(jenis, p);
}

/** True when the client asks for an asynchronous answer (`Prefer: respond-async`, RFC 7240). */
export function mintaLatar(prefer: string | string[] | undefined): boolean {
  return [prefer ?? []]
    .flat()
    .flatMap((h) => h.split(','))
    .some((p) => p.split(';')[0]!.trim().toLowerCase() === 'respond-async');
}

interface DataEkspor {
  jenis: JenisEkspor;
  oleh: SessionUser;
  kueri: Record<string, unknown>;
  nama: string;
  /** The storage key's random part (the key is fixed at enqueue: a retry writes the same file). */
  acak: string;
  diminta_at: string;
  hasil?: { berkas: string; nama: string; baris: number; ukuran: number; kedaluwarsa_at: string; selesai_at: string; dihapus?: boolean };
}

interface BarisTugas {
  id: number;
  status: 'menunggu' | 'jalan' | 'selesai' | 'gagal';
  data: DataEkspor;
  galat: string | null;
}

const kunciBerkas = (id: number, d: DataEkspor) => `ekspor/${d.diminta_at.slice(0, 4)}/${d.diminta_at.slice(5, 7)}/${id}-${d.acak}.${ekstensi(d.nama)}`;

/** The state of an export as the API answers it. */
function keadaan(t: BarisTugas): EksporLatar {
  const h = t.data.hasil;
  const habis = Boolean(h && (h.dihapus || Date.parse(h.kedaluwarsa_at) <= Date.now()));
  // the job keeps its result before the queue marks it finished (with the notice): ready as soon as it is there
  const status: StatusEkspor = habis ? 'kedaluwarsa' : h ? 'selesai' : t.status === 'selesai' ? 'gagal' : t.status;
  return {
    id: t.id,
    jenis: t.data.jenis,
    status,
    nama_berkas: t.data.nama,
    diminta_at: t.data.diminta_at,
    selesai_at: h?.selesai_at ?? null,
    kedaluwarsa_at: h?.kedaluwarsa_at ?? null,
    baris: h?.baris ?? null,
    ukuran: h?.ukuran ?? null,
    alamat_status: `/ekspor/${t.id}`,
    alamat_unduh: status === 'selesai' ? `/ekspor/${t.id}/unduh` : null,
    galat: t.galat,
  };
}

async function bacaTugas(db: DbOrTx, id: number): Promise<BarisTugas | null> {
  const [r] = await db
    .select({ id: antrianTugas.id, status: antrianTugas.status, data: antrianTugas.data, galat: antrianTugas.galat })
    .from(antrianTugas)
    .where(and(eq(antrianTugas.id, id), eq(antrianTugas.jenis, TUGAS_EKSPOR)));
  return r ? (r as unknown as BarisTugas) : null;
}

/** The export of this account, else 404 (another account's export does not exist for it). */
async function milikSendiri(db: DbOrTx, id: number, user: SessionUser): Promise<BarisTugas> {
  const t = await bacaTugas(db, id);
  if (!t || Number(t.data?.oleh?.id) !== user.id) throw new AppError('NOT_FOUND', 'Ekspor tidak ditemukan.');
  return t;
}

/**
 * Sends an export to the background: enqueues the job with the account as it is now and the query, nudges the
 * queue, and answers 202 with the state (`Location`: the status address).
 */
export async function kirimKeLatar(
  app: FastifyInstance,
  reply: FastifyReply,
  opsi: { user: SessionUser; jenis: JenisEkspor; kueri: Record<string, unknown>; nama: string; diminta: boolean },
): Promise<FastifyReply> {
  if (!penulis.get(app.antrian)?.has(opsi.jenis)) throw new Error(`ekspor ${opsi.jenis} belum didaftarkan`);
  const data: DataEkspor = { jenis: opsi.jenis, oleh: opsi.user, kueri: opsi.kueri, nama: opsi.nama, acak: crypto.randomBytes(8).toString('hex'), diminta_at: new Date().toISOString() };
  const [r] = await app.ctx.db
    .insert(antrianTugas)
    .values({ jenis: TUGAS_EKSPOR, kunci: `ekspor:${crypto.randomUUID()}`, data: data as unknown as Record<string, unknown> })
    .returning({ id: antrianTugas.id, status: antrianTugas.status, galat: antrianTugas.galat });
  app.antrian.dorong();
  const jawab: JawabanEksporDiterima = { status: 1, data: keadaan({ id: r!.id, status: 'menunggu', data, galat: null }), message: PESAN_EKSPOR_LATAR };
  if (opsi.diminta) reply.header('Preference-Applied', 'respond-async');
  return reply.code(202).header('Location', jawab.data.alamat_status).header('Cache-Control', 'no-store').send(jawab);
}

/**
 * An export route's one decision (decision 116): with `Prefer: respond-async` the export goes to the background at
 * once (nothing is counted or written in the request); otherwise `siapkan` counts what the file would hold (it
 * need count no further than the threshold it is given, +1) and, while that is within `EKSPOR_LATAR_BARIS`, the
 * request sends the file as before (`kirim`), else it goes to the background too. The route checks its input and
 * scope before calling this, so a bad request is refused in the request either way.
 */
export async function eksporAtauLatar(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  opsi: { user: SessionUser; jenis: JenisEkspor; kueri: Record<string, unknown>; nama: string },
  siapkan: (ambang: number) => Promise<{ baris: number; kirim: () => FastifyReply | Promise<FastifyReply> }>,
): Promise<FastifyReply> {
  if (mintaLatar(req.headers.prefer)) return kirimKeLatar(app, reply, { ...opsi, diminta: true });
  const ambang = app.ctx.config.EKSPOR_LATAR_BARIS;
  const s = await siapkan(ambang);
  if (s.baris > ambang) return kirimKeLatar(app, reply, { ...opsi, diminta: false });
  return s.kirim();
}

/** A writer's refusals that another attempt would meet again: bad input, no right, out of scope or gone. */
const TOLAKAN_TETAP = new Set([400, 403, 404, 422]);

/** The route's permission, for the account as it was when it asked (its role is checked unchanged first). */
function periksaIzin(izin: Kontrak['izin'] | undefined, oleh: SessionUser): void {
  if (!izin || typeof izin !== 'object' || izin.resource === ':table') return;
  if (!isResourceName(izin.resource) || !can(oleh, izin.action, izin.resource)) throw new GalatTetap('Akun tidak lagi berhak atas ekspor ini; minta ekspor lagi.');
}

/** The account still holds the rights it asked with (active, same role and region); else the export is refused. */
async function periksaAkun(db: Db, oleh: SessionUser): Promise<void> {
  const [a] = await db.select({ aktif: usrAsn.is_active, role: usrAsn.role, daerah: usrAsn.m_daerah_id }).from(usrAsn).where(eq(usrAsn.id, oleh.id));
  if (!a || a.aktif !== 1 || normalizeRole(a.role) !== oleh.role || (a.daerah ?? null) !== (oleh.m_daerah_id ?? null))
    throw new GalatTetap('Hak akses akun berubah sejak ekspor diminta; minta ekspor lagi.');
}

export async function eksporRoutes(app: FastifyInstance) {
  const { db, storage, config } = app.ctx;
  const jam = (n: number) => n * 3_600_000;

  app.antrian.daftarkan(
    TUGAS_EKSPOR,
    async (raw, { db: dbTugas, id, percobaan }) => {
      const d = raw as unknown as DataEkspor;
      const p = penulis.get(app.antrian)?.get(d.jenis);
      const sementara = path.join(os.tmpdir(), `sigap-ekspor-${id}-${d.acak}.${ekstensi(d.nama ?? '')}`);
      try {
        if (!p) throw new GalatTetap(`Jenis ekspor ${d.jenis} tidak dikenal.`);
        await periksaAkun(dbTugas, d.oleh);
        periksaIzin(p.izin, d.oleh);
        // the workbook streams to a temporary file (flat memory), then goes to storage whole; the route's own
        // refusal of this account now (out of scope, no longer allowed, gone) fails the export at once, with its
        // reason; what may pass (a busy recount, the database away) is retried as any failure
        const { baris } = await p.tulis(dbTugas, d.oleh, d.kueri ?? {}, sementara).catch((e: unknown) => {
          throw e instanceof AppError && TOLAKAN_TETAP.has(e.status) ? new GalatTetap(e.message) : e;
        });
        const isi = await fsp.readFile(sementara);
        const kunci = kunciBerkas(id, d);
        await storage.put(kunci, isi);
        const selesai = new Date();
        const hasil = { berkas: kunci, nama: d.nama, baris, ukuran: isi.length, selesai_at: selesai.toISOString(), kedaluwarsa_at: new Date(selesai.getTime() + jam(config.EKSPOR_SIMPAN_JAM)).toISOString() };
        // the result and the notice commit together: whoever opens the notice finds the file
        await dbTugas.transaction(async (tx) => {
          await tx.execute(sql`update ${antrianTugas} set data = data || ${JSON.stringify({ hasil })}::jsonb where id = ${id}`);
          await kirimNotifikasi(
            tx,
            { usr_asn_id: d.oleh.id },
            {
              jenis: 'ekspor',
              judul: `Ekspor siap diunduh: ${d.nama}`,
              isi: `${baris.toLocaleString('id-ID')} baris. Berkas dapat diunduh sampai ${new Date(hasil.kedaluwarsa_at).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta', dateStyle: 'medium', timeStyle: 'short' })} WIB.`,
              tautan: `/ekspor/${id}/unduh`,
            },
          );
        });
        return hasil;
      } catch (e) {
        if (e instanceof GalatTetap || percobaan >= MAKS_PERCOBAAN) {
          await kirimNotifikasi(dbTugas, { usr_asn_id: d.oleh?.id }, { jenis: 'ekspor', judul: `Ekspor gagal: ${d.nama}`, isi: e instanceof Error ? e.message : String(e), tautan: null });
        }
        throw e;
      } finally {
        await fsp.rm(sementara, { force: true });
      }
    },
    { jalur: 'berat' },
  );

  /** Deletes the files of exports past their time (and marks them so), once an hour from any process. */
  app.antrian.daftarkan(TUGAS_BERSIHKAN, async (_d, { db: dbTugas }) => {
    const r = (await dbTugas.execute(sql`
      select id, data from ${antrianTugas}
      where jenis = ${TUGAS_EKSPOR} and data ? 'hasil' and not coalesce((data->'hasil'->>'dihapus')::boolean, false)
        and (data->'hasil'->>'kedaluwarsa_at')::timestamptz <= now()
      order by id limit 500`)) as unknown as { rows: { id: number; data: DataEkspor }[] };
    for (const t of r.rows) {
      await storage.delete(t.data.hasil!.berkas);
      await dbTugas.execute(sql`update ${antrianTugas} set data = jsonb_set(data, '{hasil,dihapus}', 'true'::jsonb) where id = ${t.id}`);
    }
    return { dihapus: r.rows.length };
  });
  app.antrian.sebelumPutaran(async () => {
    await app.antrian.tambah(db, TUGAS_BERSIHKAN, `${TUGAS_BERSIHKAN}:${new Date().toISOString().slice(0, 13)}`);
  });

  rute(app, K_EKSPOR.status, async ({ user, params }) => ({ status: 1 as const, data: keadaan(await milikSendiri(db, params.id, user)) }));

  rute(app, K_EKSPOR.unduh, async ({ user, params, reply }) => {
    const t = await milikSendiri(db, params.id, user);
    const k = keadaan(t);
    if (k.status === 'menunggu' || k.status === 'jalan') throw new AppError('SEDANG_DIPROSES', 'Ekspor masih disiapkan. Anda akan mendapat notifikasi saat berkas siap.');
    if (k.status === 'kedaluwarsa') throw new AppError('NOT_FOUND', 'Berkas ekspor sudah kedaluwarsa dan dihapus; minta ekspor lagi.');
    if (k.status !== 'selesai') throw new AppError('NOT_FOUND', 'Ekspor gagal dibuat; minta ekspor lagi.');
    const isi = await storage.get(t.data.hasil!.berkas);
    if (!isi) throw new AppError('NOT_FOUND', 'Berkas ekspor sudah tidak tersedia; minta ekspor lagi.');
    return reply
      .header('Content-Type', JENIS_BERKAS[ekstensi(t.data.nama)])
      .header('Content-Disposition', `attachment; filename="${t.data.nama.replace(/[^\w.-]/g, '_')}"`)
      .header('Cache-Control', 'private, no-store')
      .send(isi);
  });
}
