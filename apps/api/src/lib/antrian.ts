import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { antrianTugas } from '../db/schema';

/**
 * The job queue in PostgreSQL (decision 105): long or scheduled work (reminders) as rows of `antrian_tugas`.
 * - `tambah` enqueues once per key: the same key twice adds nothing, so every process may schedule the same job
 *   and it still exists once;
 * - a worker claims due rows with `FOR UPDATE SKIP LOCKED` and a lease (`dikunci_sampai`): two processes never run
 *   the same job at once, and a crashed worker's job is taken again when its lease ends;
 * - a failed job is retried with a growing delay, then marked `gagal` with its error.
 * It runs on the embedded PGlite as on PostgreSQL (a library that needs its own wire connection cannot).
 */

export type PenanganTugas = (data: Record<string, unknown>, ctx: { db: Db; id: number; percobaan: number }) => Promise<void>;

const SEWA_MENIT = 5;
const MAKS_PERCOBAAN = 5;

export class Antrian {
  private readonly penangan = new Map<string, PenanganTugas>();
  private timer: NodeJS.Timeout | null = null;
  private jalan: Promise<number> | null = null;

  constructor(private readonly db: Db) {}

  daftarkan(jenis: string, fn: PenanganTugas): void {
    this.penangan.set(jenis, fn);
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
  async jalankanSekali(batas = 20): Promise<number> {
    const jenis = [...this.penangan.keys()];
    if (!jenis.length) return 0;
    const klaim = (await this.db.execute(sql`
      update ${antrianTugas} set status = 'jalan', percobaan = percobaan + 1, dikunci_sampai = now() + make_interval(mins => ${SEWA_MENIT})
      where id in (
        select id from ${antrianTugas}
        where jenis = any(${sql.param(jenis)}::text[])
          and ((status = 'menunggu' and jalankan_pada <= now()) or (status = 'jalan' and dikunci_sampai < now()))
        order by jalankan_pada, id
        limit ${batas}
        for update skip locked
      )
      returning id, jenis, data, percobaan`)) as unknown as { rows: { id: number; jenis: string; data: Record<string, unknown>; percobaan: number }[] };
    for (const t of klaim.rows) {
      try {
        await this.penangan.get(t.jenis)!(t.data ?? {}, { db: this.db, id: t.id, percobaan: t.percobaan });
        await this.db.execute(sql`update ${antrianTugas} set status = 'selesai', selesai_at = now(), dikunci_sampai = null, galat = null where id = ${t.id}`);
      } catch (e) {
        const pesan = e instanceof Error ? e.message : String(e);
        const habis = t.percobaan >= MAKS_PERCOBAAN;
        await this.db.execute(sql`
          update ${antrianTugas} set status = ${habis ? 'gagal' : 'menunggu'}, galat = ${pesan.slice(0, 2000)}, dikunci_sampai = null,
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

  /** Polls every `ms` (with `sebelum` run first each time, e.g. the daily schedule); `berhenti` ends it. */
  mulai(ms: number, sebelum?: () => Promise<void>): void {
    if (this.timer) return;
    const putaran = async () => {
      try {
        if (sebelum) await sebelum();
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
