import { ringkas, sambung, type JenisEntri, type Ringkasan } from './sambung';

/**
 * The offline outbox (issue 20, decision 107): writes made while the server cannot be reached, kept in the order
 * they were made and sent in that order when it can. Pure: the storage (a JSON value) and the sender are given, so
 * the browser binds it to localStorage and fetch, and the tests to memory and app.inject.
 *
 * Every entry's id is its `Idempotency-Key`: a write whose first attempt reached the server but whose answer was
 * lost is answered from the server's record of it when sent again, never done twice. An entry leaves the queue only
 * with a definitive answer: 2xx (done), or a refusal (4xx, such as a field error or a newer version by someone
 * else), which moves it to `ditolak` for the user to read and discard; nothing is dropped without the user.
 */

export type MetodeTulis = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EntriKotakKeluar {
  /** The Idempotency-Key of the write. */
  id: string;
  method: MetodeTulis;
  /** Address with its query; `:id` is filled from the earlier write of a chain (`setelah`). */
  path: string;
  body?: unknown;
  /** What the user did, in Indonesian ("Simpan inovasi 'X'"). */
  label: string;
  created_at: string;
  /** Attempts that met no definitive answer. */
  tries: number;
  last_error: string | null;
  /** How it continues an earlier write of the same record (sambung.ts). */
  jenis?: JenisEntri;
  /** The entry this one continues (same record, queued earlier). */
  setelah?: string | null;
  /** The record written ("iga2020_inovasi:12"): a new write of it is chained after the last one waiting. */
  sasaran?: string | null;
}

export interface EntriDitolak extends EntriKotakKeluar {
  /** HTTP status of the refusal. */
  status: number;
  /** The server's message (Indonesian). */
  pesan: string;
  kode: string | null;
  errors?: Record<string, string>;
  ditolak_at: string;
}

export interface SelesaiKotakKeluar {
  at: string;
  sasaran: string | null;
  ringkas: Ringkasan | null;
}

export interface KeadaanKotakKeluar {
  antrian: EntriKotakKeluar[];
  ditolak: EntriDitolak[];
  /** Answered entries by id, kept a day (the server keeps its answers as long): chains and forms read the new id and version. */
  selesai: Record<string, SelesaiKotakKeluar>;
}

export interface PenyimpanKotakKeluar {
  baca(): unknown;
  tulis(nilai: KeadaanKotakKeluar): void;
}

export interface JawabanKirim {
  status: number;
  body: unknown;
}

/** Sends one write; throws when no answer came (network down, fetch TypeError). */
export type PengirimKotakKeluar = (p: { kunci: string; method: MetodeTulis; path: string; body: unknown }) => Promise<JawabanKirim>;

export interface HasilKirimUlang {
  terkirim: number;
  ditolak: number;
  /** Stopped at an entry that met no definitive answer (it and the rest wait). */
  berhenti: boolean;
  /** Entries still waiting. */
  sisa: number;
}

export type StatusEntri = { status: 'menunggu' } | { status: 'ditolak'; entri: EntriDitolak } | { status: 'selesai'; ringkas: Ringkasan | null } | { status: 'tidak-ada' };

const SEHARI_MS = 24 * 60 * 60 * 1000;
const MAKS_SELESAI = 200;
export const PESAN_TANPA_KONEKSI = 'Server tidak dapat dihubungi.';

const kode = (body: unknown): string | null => {
  const c = (body as { code?: unknown } | null)?.code;
  return typeof c === 'string' ? c : null;
};

/**
 * No definitive answer: try again later, keep the entry and those after it. Besides no answer at all, a server or
 * gateway error (5xx), an expired session (401: the user signs in again, the outbox is per account), a limit (408,
 * 429) and the same write still running on the server (409 SEDANG_DIPROSES).
 */
export function jawabanSementara(j: JawabanKirim): boolean {
  return j.status === 0 || j.status >= 500 || j.status === 401 || j.status === 408 || j.status === 429 || (j.status === 409 && kode(j.body) === 'SEDANG_DIPROSES');
}

const pesanDari = (j: JawabanKirim): string => {
  const m = (j.body as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m ? m : `Server menjawab status ${j.status}.`;
};

function baca(p: PenyimpanKotakKeluar): KeadaanKotakKeluar {
  let v: unknown;
  try {
    v = p.baca();
  } catch {
    v = null;
  }
  const o = (v && typeof v === 'object' ? v : {}) as Partial<KeadaanKotakKeluar>;
  return {
    antrian: Array.isArray(o.antrian) ? o.antrian : [],
    ditolak: Array.isArray(o.ditolak) ? o.ditolak : [],
    selesai: o.selesai && typeof o.selesai === 'object' ? o.selesai : {},
  };
}

export class KotakKeluar {
  private jalan: Promise<HasilKirimUlang> | null = null;

  constructor(
    private readonly simpanan: PenyimpanKotakKeluar,
    private readonly kirim: PengirimKotakKeluar,
    private readonly sekarang: () => Date = () => new Date(),
  ) {}

  keadaan(): KeadaanKotakKeluar {
    return baca(this.simpanan);
  }

  /** Queues a write. A write of a record (`sasaran`) with an earlier one still waiting continues that one. */
  tambah(e: Omit<EntriKotakKeluar, 'created_at' | 'tries' | 'last_error'>): EntriKotakKeluar {
    const k = baca(this.simpanan);
    if (k.antrian.some((x) => x.id === e.id)) throw new Error(`Kunci ${e.id} sudah ada di kotak keluar.`);
    const sebelum = e.setelah === undefined && e.sasaran ? k.antrian.filter((x) => x.sasaran === e.sasaran).at(-1) : undefined;
    const entri: EntriKotakKeluar = {
      ...e,
      setelah: e.setelah ?? sebelum?.id ?? null,
      created_at: this.sekarang().toISOString(),
      tries: 0,
      last_error: null,
    };
    k.antrian.push(entri);
    this.tulis(k);
    return entri;
  }

  /** Is a write of this record waiting? (Then a new one must queue behind it, even online, to keep the order.) */
  menunggu(sasaran: string): boolean {
    return baca(this.simpanan).antrian.some((x) => x.sasaran === sasaran);
  }

  status(id: string): StatusEntri {
    const k = baca(this.simpanan);
    if (k.antrian.some((x) => x.id === id)) return { status: 'menunggu' };
    const d = k.ditolak.find((x) => x.id === id);
    if (d) return { status: 'ditolak', entri: d };
    const s = k.selesai[id];
    return s ? { status: 'selesai', ringkas: s.ringkas } : { status: 'tidak-ada' };
  }

  /** The user discards an entry (refused, or waiting); the writes continuing a discarded one will be refused. */
  buang(id: string): void {
    const k = baca(this.simpanan);
    k.antrian = k.antrian.filter((x) => x.id !== id);
    k.ditolak = k.ditolak.filter((x) => x.id !== id);
    this.tulis(k);
  }

  /** Sends the waiting writes in order; one run at a time (a second call waits for the run in progress). */
  async kirimUlang(): Promise<HasilKirimUlang> {
    while (this.jalan) await this.jalan.catch(() => null);
    this.jalan = this.jalankan().finally(() => {
      this.jalan = null;
    });
    return this.jalan;
  }

  private async jalankan(): Promise<HasilKirimUlang> {
    let terkirim = 0;
    let ditolak = 0;
    for (;;) {
      const k = baca(this.simpanan);
      const e = k.antrian[0];
      if (!e) return { terkirim, ditolak, berhenti: false, sisa: 0 };
      let path = e.path;
      let body = e.body;
      if (e.setelah) {
        const sebelum = k.selesai[e.setelah];
        if (!sebelum?.ringkas) {
          // the write it continues was refused or discarded: this one cannot be right either
          const asal = k.ditolak.find((x) => x.id === e.setelah);
          this.selesaikan(e, {
            status: 424,
            body: { code: 'SEBELUMNYA_DITOLAK', message: asal ? `Perubahan sebelumnya ("${asal.label}") ditolak, sehingga perubahan ini tidak dikirim.` : 'Perubahan sebelumnya tidak terkirim, sehingga perubahan ini tidak dikirim.' },
          });
          ditolak++;
          continue;
        }
        ({ path, body } = sambung(e.jenis ?? 'biasa', path, body, sebelum.ringkas));
      }
      let j: JawabanKirim;
      try {
        j = await this.kirim({ kunci: e.id, method: e.method, path, body });
      } catch (err) {
        this.gagal(e.id, err instanceof Error && err.message ? `${PESAN_TANPA_KONEKSI} (${err.message})` : PESAN_TANPA_KONEKSI);
        return { terkirim, ditolak, berhenti: true, sisa: baca(this.simpanan).antrian.length };
      }
      if (jawabanSementara(j)) {
        this.gagal(e.id, pesanDari(j));
        return { terkirim, ditolak, berhenti: true, sisa: baca(this.simpanan).antrian.length };
      }
      this.selesaikan(e, j, { path, body });
      if (j.status >= 200 && j.status < 300) terkirim++;
      else ditolak++;
    }
  }

  private gagal(id: string, pesan: string) {
    const k = baca(this.simpanan);
    const x = k.antrian.find((a) => a.id === id);
    if (!x) return;
    x.tries += 1;
    x.last_error = pesan;
    this.tulis(k);
  }

  /**
   * A definitive answer: out of the queue, into `selesai` (2xx) or `ditolak` (as sent). The summary compares with
   * the versions the entry was queued with: the writes of one chain were all made from the same form state.
   */
  private selesaikan(e: EntriKotakKeluar, j: JawabanKirim, dikirim?: { path: string; body: unknown }) {
    const k = baca(this.simpanan);
    k.antrian = k.antrian.filter((x) => x.id !== e.id);
    const at = this.sekarang().toISOString();
    if (j.status >= 200 && j.status < 300) {
      k.selesai[e.id] = { at, sasaran: e.sasaran ?? null, ringkas: ringkas(e.jenis ?? 'biasa', e.body, j.body) };
    } else {
      const errors = (j.body as { errors?: unknown } | null)?.errors;
      k.ditolak.push({
        ...e,
        ...dikirim,
        status: j.status,
        pesan: pesanDari(j),
        kode: kode(j.body),
        ...(errors && typeof errors === 'object' ? { errors: errors as Record<string, string> } : {}),
        ditolak_at: at,
      });
    }
    this.tulis(k);
  }

  private tulis(k: KeadaanKotakKeluar) {
    // answers older than a day are forgotten (the server forgets its stored answers then too), except those a
    // waiting entry still continues; at most MAKS_SELESAI are kept
    const batas = this.sekarang().getTime() - SEHARI_MS;
    const perlu = new Set(k.antrian.map((x) => x.setelah).filter(Boolean));
    const selesai = Object.entries(k.selesai)
      .filter(([id, s]) => perlu.has(id) || Date.parse(s.at) >= batas)
      .sort((a, b) => (a[1].at < b[1].at ? 1 : -1))
      .filter(([id], i) => i < MAKS_SELESAI || perlu.has(id));
    this.simpanan.tulis({ antrian: k.antrian, ditolak: k.ditolak, selesai: Object.fromEntries(selesai) });
  }
}
