import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { antrianTugas } from '../db/schema';

/**
 * The job queue in PostgreSQL (decisions 105, 112): long or scheduled work (reminders, the index recount) as rows
 * of `antrian_tugas`; one queue per API process (`app.antrian`), every module registers its kinds of job on it.
 * - `tambah` enqueues once per key: the same key twice adds nothing, so every process may schedule the same job
 *   and it still exists once;
 * - a worker claims due rows with `FOR UPDATE SKIP LOCKED` and a lease (`dikunci_sampai`): two processes never run
 *   the same job at once, and a crashed worker's job is taken again when its lease ends;
 * - a failed job is retried with a growing delay, then marked `gagal` with its error.
 * It runs on the embedded PGlite as on PostgreSQL (a library that needs its own wire connection cannot).
 */

/** A job's handler; what it returns is kept with the job (`data.hasil`) for whoever waits on it ({@link Antrian.tunggu}). */
export type PenanganTugas = (data: Record<string, unknown>, ctx: { db: Db; id: number; percobaan: number }) => Promise<void | Record<string, unknown>>;

/** A job as {@link Antrian.tunggu} sees it. */
export interface KeadaanTugas {
  id: number;
  status: 'menunggu' | 'jalan' | 'selesai' | 'gagal';
  hasil: Record<string, unknown> | null;
  galat: string | null;
}

const SEWA_MENIT = 5;
/** The end of the key a pending shared job holds ({@link Antrian.ikutiAtauTambah}). */
const TERBUKA = ':terbuka';
/** A finished or failed job gives up a shared key (renamed with its id), so the next request starts a new one. */
const lepasKunci = sql`kunci = case when kunci like ${`%${TERBUKA}`} then kunci || ':' || id else kunci end`;
const MAKS_PERCOBAAN = 5;

export class Antrian {
  private readonly penangan = new Map<string, PenanganTugas>();
  private readonly sebelum: (() => Promise<void>)[] = [];
  private timer: NodeJS.Timeout | null = null;
  private jalan: Promise<number> | null = null;

  constructor(private readonly db: Db) {}

  daftarkan(jenis: string, fn: PenanganTugas): void {
    this.penangan.set(jenis, fn);
  }

  /** Work to do before every polling round (a module's daily schedule, say). */
  sebelumPutaran(fn: () => Promise<void>): void {
    this.sebelum.push(fn);
  }

  /**
   * The job of this kind still waiting or running for these values, else a new one: requests that ask for the same
   * work while it is pending share one job (a recount asked twice runs once). The pending job holds the key
   * `{jenis}:{values}:terbuka` (the unique key makes the choice atomic across requests and processes); it gives
   * the key up when it finishes, so the next request starts a new job.
   */
  async ikutiAtauTambah(db: DbOrTx, jenis: string, data: Record<string, string | number>, tambahan: Record<string, unknown> = {}): Promise<number> {
    const kunci = `${jenis}:${Object.entries(data)
      .map(([k, v]) => `${k}=${v}`)
      .join(',')}${TERBUKA}`;
    for (;;) {
      const [baru] = await db.insert(antrianTugas).values({ jenis, kunci, data: { ...tambahan, ...data } }).onConflictDoNothing({ target: antrianTugas.kunci }).returning({ id: antrianTugas.id });
      if (baru) return baru.id;
      const ada = (await db.execute(sql`select id from ${antrianTugas} where kunci = ${kunci}`)) as unknown as { rows: { id: number }[] };
      if (ada.rows[0]) return Number(ada.rows[0].id);
      // it finished between the two statements: try again
    }
  }

  /** Waits (polling the row) until the job has finished or failed, or `ms` have passed; answers its state. */
  async tunggu(id: number, ms: number): Promise<KeadaanTugas | null> {
    const batas = Date.now() + ms;
    for (let jeda = 50; ; jeda = Math.min(jeda * 2, 1000)) {
      const r = (await this.db.execute(sql`select id, status, data, galat, percobaan from ${antrianTugas} where id = ${id}`)) as unknown as {
        rows: { id: number; status: KeadaanTugas['status']; data: Record<string, unknown> | null; galat: string | null; percobaan: number }[];
      };
      const t = r.rows[0];
      if (!t) return null;
      const hasil = (t.data?.hasil as Record<string, unknown> | undefined) ?? null;
      // a failed attempt waiting for its retry is a failure to whoever waits now
      if (t.status === 'selesai' || t.status === 'gagal' || (t.status === 'menunggu' && t.galat) || Date.now() >= batas) return { id: t.id, status: t.status, hasil, galat: t.galat };
      await new Promise((res) => setTimeout(res, jeda));
    }
  }

  /** Enqueues a job unless one with this key exists; true when it was added. */
  async tambah(db: DbOrTx, jenis: string, kunci: string, data: Record<string, unknown> = {}, jalankanPada?: Date): Promise<boolean> {
    const r = await db
      .insert(antrianTugas)
      .values({ jenis, kunci, data, ...(jalankanPada ? { jalankan_pada: jalankanPada.toISOString() } : {}) })
      .onConflictDoNothing({ target: antrianTugas.kunci })
      .returning({ id: antrianTugas.id });
    return r.length > 0;
  }

  /** Claims and runs the due jobs of the known kinds (at most `batas`); answers how many ran. */
  async jalankanSekali(batas = 20, hanya?: number): Promise<number> {
    const jenis = [...this.penangan.keys()];
    if (!jenis.length) return 0;
    const satu = hanya === undefined ? sql`` : sql`and id = ${hanya}`;
    const klaim = (await this.db.execute(sql`
      update ${antrianTugas} set status = 'jalan', percobaan = percobaan + 1, dikunci_sampai = now() + make_interval(mins => ${SEWA_MENIT})
      where id in (
        select id from ${antrianTugas}
        where jenis = any(${sql.param(jenis)}::text[])
          and ((status = 'menunggu' and jalankan_pada <= now()) or (status = 'jalan' and dikunci_sampai < now()))
          ${satu}
        order by jalankan_pada, id
        limit ${batas}
        for update skip locked
      )
      returning id, jenis, data, percobaan`)) as unknown as { rows: { id: number; jenis: string; data: Record<string, unknown>; percobaan: number }[] };
    for (const t of klaim.rows) {
      try {
        const hasil = await this.penangan.get(t.jenis)!(t.data ?? {}, { db: this.db, id: t.id, percobaan: t.percobaan });
        const simpan = hasil ? sql`, data = data || ${JSON.stringify({ hasil })}::jsonb` : sql``;
        await this.db.execute(sql`update ${antrianTugas} set status = 'selesai', selesai_at = now(), dikunci_sampai = null, galat = null, ${lepasKunci} ${simpan} where id = ${t.id}`);
      } catch (e) {
        const pesan = e instanceof Error ? e.message : String(e);
        const habis = t.percobaan >= MAKS_PERCOBAAN;
        await this.db.execute(sql`
          update ${antrianTugas} set status = ${habis ? 'gagal' : 'menunggu'}, galat = ${pesan.slice(0, 2000)}, dikunci_sampai = null, ${lepasKunci},
            jalankan_pada = now() + make_interval(secs => ${30 * 2 ** (t.percobaan - 1)})
          where id = ${t.id}`);
      }
    }
    return klaim.rows.length;
  }

  /** Runs the due jobs now, after any run in progress (never two runs of one process at once). */
  async proses(): Promise<number> {
    while (this.jalan) await this.jalan.catch(() => 0);
    this.jalan = this.jalankanSekali().finally(() => {
      this.jalan = null;
    });
    return this.jalan;
  }

  /** Runs one job now when it is due and free (the request that asked for it), else leaves it to whoever has it. */
  async jalankan(id: number): Promise<void> {
    while (this.jalan) await this.jalan.catch(() => 0);
    this.jalan = this.jalankanSekali(1, id).finally(() => {
      this.jalan = null;
    });
    await this.jalan;
  }

  /** Polls every `ms` (with the {@link sebelumPutaran} work first each time); `berhenti` ends it. */
  mulai(ms: number): void {
    if (this.timer) return;
    const putaran = async () => {
      try {
        for (const fn of this.sebelum) await fn();
        await this.proses();
      } catch {
        /* the next round tries again; a job's own failure is recorded on its row */
      }
    };
    this.timer = setInterval(() => void putaran(), ms);
    this.timer.unref();
    void putaran();
  }

  async berhenti(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.jalan?.catch(() => 0);
  }
}
