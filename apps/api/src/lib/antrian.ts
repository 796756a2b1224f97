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
 * - a failed job is retried with a growing delay, then marked `gagal` with its error ({@link GalatTetap}: at once);
 * - short jobs and long ones (exports) run in two lanes side by side ({@link Jalur}); a commit that enqueued
 *   work nudges the polling queue ({@link Antrian.dorong}) instead of leaving it to the next round.
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

/**
 * Lanes of one process's queue: `umum` (e-mails, reminders, the recount: seconds at most), claimed up to 20 at a
 * time, and `berat` (exports: up to a minute each), claimed one at a time. The two run side by side, so a mail
 * enqueued during a long export leaves at once; within a lane jobs run one after another.
 */
export type Jalur = 'umum' | 'berat';
const BATAS_JALUR: Record<Jalur, number> = { umum: 20, berat: 1 };
/** Rounds of one {@link Antrian.proses} per lane (the rest waits for the next poll). */
const PUTARAN_MAKS = 50;

const SEWA_MENIT = 5;
/** The end of the key a pending shared job holds ({@link Antrian.ikutiAtauTambah}). */
const TERBUKA = ':terbuka';
/** A finished or failed job gives up a shared key (renamed with its id), so the next request starts a new one. */
const lepasKunci = sql`kunci = case when kunci like ${`%${TERBUKA}`} then kunci || ':' || id else kunci end`;
/** Attempts of a job before it is marked `gagal` (a handler may read `percobaan` to act on its last one). */
export const MAKS_PERCOBAAN = 5;

/**
 * A failure no retry can mend (the account that asked for an export was deactivated): the job is marked `gagal`
 * with this message at once instead of being tried again.
 */
export class GalatTetap extends Error {}

/** The daily job that deletes finished and failed jobs past their retention ({@link Antrian.rapikanSetiapHari}). */
export const TUGAS_RAPIKAN = 'rapikan_antrian';
/** Rows deleted per statement of that job (a short lock each; the rest goes in the next statement). */
const HAPUS_PER_KALI = 5_000;

export class Antrian {
  private readonly penangan = new Map<string, PenanganTugas>();
  /** The lane of each kind ({@link Jalur}). */
  private readonly jalurJenis = new Map<string, Jalur>();
  private readonly sebelum: (() => Promise<void>)[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** The run in progress of each lane. */
  private readonly jalan = new Map<Jalur, Promise<number>>();
  private didorong = false;

  constructor(private readonly db: Db) {}

  /** Registers a kind of job; `jalur: 'berat'` for long work (exports), which never holds back the short jobs. */
  daftarkan(jenis: string, fn: PenanganTugas, opsi: { jalur?: Jalur } = {}): void {
    this.penangan.set(jenis, fn);
    this.jalurJenis.set(jenis, opsi.jalur ?? 'umum');
  }

  /** Work to do before every polling round (a module's daily schedule, say). */
  sebelumPutaran(fn: () => Promise<void>): void {
    this.sebelum.push(fn);
  }

  /**
   * The job of this kind still waiting or running for these values, else a new one: requests that ask for the same
   * work while it is pending share one job (a recount asked twice runs once). The pending job holds the key
   * `{jenis}:{values}:terbuka` (the unique key makes the choice atomic across requests and processes); it gives
   * the key up when it finishes, so the next request starts a new job; a request that found the key taken shares
   * that job even when it finishes before the request reads its id.
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
      // it finished between the two statements (and gave its key up as `{kunci}:{id}`): this request came while it
      // was open, so it shares that job's result rather than starting the same work again
      const pola = `${kunci.replace(/[\\%_]/g, (c) => `\\${c}`)}:%`;
      const selesai = (await db.execute(
        sql`select id from ${antrianTugas} where jenis = ${jenis} and kunci like ${pola} order by id desc limit 1`,
      )) as unknown as { rows: { id: number }[] };
      if (selesai.rows[0]) return Number(selesai.rows[0].id);
      // and was already cleared away: try again
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

  /** Claims and runs the due jobs of the known kinds of a lane (at most `batas`); answers how many ran. */
  async jalankanSekali(batas = 20, hanya?: number, jalur: Jalur = 'umum'): Promise<number> {
    const jenis = [...this.penangan.keys()].filter((j) => this.jalurJenis.get(j) === jalur);
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
        const habis = t.percobaan >= MAKS_PERCOBAAN || e instanceof GalatTetap;
        await this.db.execute(sql`
          update ${antrianTugas} set status = ${habis ? 'gagal' : 'menunggu'}, galat = ${pesan.slice(0, 2000)}, dikunci_sampai = null, ${lepasKunci},
            jalankan_pada = now() + make_interval(secs => ${30 * 2 ** (t.percobaan - 1)})
          where id = ${t.id}`);
      }
    }
    return klaim.rows.length;
  }

  /** One run of a lane, after the lane's run in progress (never two runs of one lane in a process at once). */
  private async putar(jalur: Jalur, batas: number, hanya?: number): Promise<number> {
    for (let ada = this.jalan.get(jalur); ada; ada = this.jalan.get(jalur)) await ada.catch(() => 0);
    const run = this.jalankanSekali(batas, hanya, jalur).finally(() => this.jalan.delete(jalur));
    this.jalan.set(jalur, run);
    return run;
  }

  /**
   * Runs the due jobs now, the lanes side by side, each round after round until nothing is due (jobs a job
   * enqueued too: a reminder's e-mail), at most {@link PUTARAN_MAKS} rounds; answers how many ran.
   */
  async proses(): Promise<number> {
    const kuras = async (j: Jalur) => {
      let semua = 0;
      for (let i = 0; i < PUTARAN_MAKS; i++) {
        const n = await this.putar(j, BATAS_JALUR[j]);
        semua += n;
        if (n === 0) break;
      }
      return semua;
    };
    const n = await Promise.all((Object.keys(BATAS_JALUR) as Jalur[]).map(kuras));
    return n.reduce((a, b) => a + b, 0);
  }

  /** Runs one job now when it is due and free (the request that asked for it), else leaves it to whoever has it. */
  async jalankan(id: number): Promise<void> {
    const r = (await this.db.execute(sql`select jenis from ${antrianTugas} where id = ${id}`)) as unknown as { rows: { jenis: string }[] };
    const jenis = r.rows[0]?.jenis;
    if (!jenis || !this.penangan.has(jenis)) return;
    await this.putar(this.jalurJenis.get(jenis) ?? 'umum', 1, id);
  }

  /**
   * Asks a polling queue to run its due jobs now rather than at the next round: called after the commit of a
   * transaction that enqueued work someone waits for (an e-mail, an export). Nudges before the run starts count
   * once. A queue that does not poll (tests) is left alone: tests run their jobs with {@link proses}.
   */
  dorong(): void {
    if (!this.timer || this.didorong) return;
    this.didorong = true;
    setImmediate(() => {
      this.didorong = false;
      void this.proses().catch(() => 0);
    });
  }

  /**
   * Retention: once a day (a job like any other, so one process does it) deletes the jobs finished or failed more
   * than `hari` days ago, with their kept results and errors; waiting and running jobs stay. `hari` must outlive
   * what a finished job's result still points at (an export's file: at most 30 days, `EKSPOR_SIMPAN_JAM`), so the
   * configuration allows no less than 35. Keys of deleted jobs are free again: a schedule enqueues today's key only.
   */
  rapikanSetiapHari(hari: number): void {
    this.daftarkan(TUGAS_RAPIKAN, async (_d, { db }) => {
      let dihapus = 0;
      for (;;) {
        const r = (await db.execute(sql`
          delete from ${antrianTugas} where id in (
            select id from ${antrianTugas}
            where status in ('selesai', 'gagal') and coalesce(selesai_at, jalankan_pada) < now() - make_interval(days => ${hari})
            limit ${HAPUS_PER_KALI})
          returning id`)) as unknown as { rows: unknown[] };
        dihapus += r.rows.length;
        if (r.rows.length < HAPUS_PER_KALI) return { dihapus };
      }
    });
    this.sebelumPutaran(async () => {
      await this.tambah(this.db, TUGAS_RAPIKAN, `${TUGAS_RAPIKAN}:${new Date().toISOString().slice(0, 10)}`);
    });
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
    await Promise.all([...this.jalan.values()].map((p) => p.catch(() => 0)));
  }
}
