import { getResource, A_PLATFORM, type Activity, type ActivityAccount } from '@sigap/domain';
import { formatWaktu } from '../../lib/format';
import { panggil } from '../../lib/kontrak';

/** A row of GET /activities and an account of its user filter: the domain contract's types. */
export type { Activity, ActivityAccount } from '@sigap/domain';

export interface ActivityPage {
  data: Activity[];
  /** Cursor for the next (older) page. */
  sinceId: number | null;
  more: boolean;
}
export interface ActivityFilter {
  account: number | null;
  /** WIB days, YYYY-MM-DD. */
  dari: string;
  sampai: string;
}

export const GAGAL_MENARIK = 'Gagal menarik data. Silahkan coba beberapa saat lagi!';

export const activityApi = {
  async page(filter: ActivityFilter, sinceId: number | null, signal?: AbortSignal): Promise<ActivityPage> {
    const query = { account_id: filter.account ?? undefined, start_from: filter.dari, until: filter.sampai, since_id: sinceId ?? undefined };
    const r = await panggil(A_PLATFORM.aktivitas, { query, signal });
    return { data: r.data, sinceId: r.since_id, more: r.more };
  },
  async accounts(query: { search?: string; id?: number }, signal?: AbortSignal): Promise<ActivityAccount[]> {
    return (await panggil(A_PLATFORM.akunAktivitas, { query, signal })).data;
  },
};

const WIB_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day of an instant in WIB (Asia/Jakarta), YYYY-MM-DD. */
export function hariWib(now: Date): string {
  return WIB_DAY.format(now);
}

/** YYYY-MM-DD plus n days (calendar arithmetic, no time zone involved). */
export function tambahHari(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/** The default range: the last 7 days up to today, in WIB days. */
export function rentangBawaan(now: Date = new Date()): { dari: string; sampai: string } {
  const today = hariWib(now);
  return { dari: tambahHari(today, -7), sampai: today };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter from the address bar (`akun`, `dari`, `sampai`), the default range where absent or broken. */
export function parseActivityFilter(params: URLSearchParams, now: Date = new Date()): ActivityFilter {
  const def = rentangBawaan(now);
  const akun = Number(params.get('akun'));
  const dari = params.get('dari') ?? '';
  const sampai = params.get('sampai') ?? '';
  return {
    account: Number.isInteger(akun) && akun > 0 ? akun : null,
    dari: DAY.test(dari) ? dari : def.dari,
    sampai: DAY.test(sampai) ? sampai : def.sampai,
  };
}

/** Address-bar form of a filter; the default range is left out so plain links stay plain. */
export function activityFilterToParams(f: ActivityFilter, now: Date = new Date()): URLSearchParams {
  const def = rentangBawaan(now);
  const p = new URLSearchParams();
  if (f.account) p.set('akun', String(f.account));
  if (f.dari !== def.dari || f.sampai !== def.sampai) {
    p.set('dari', f.dari);
    p.set('sampai', f.sampai);
  }
  return p;
}

/** The time of an entry: DD/MM/YYYY HH:mm WIB. */
export function waktuWib(ts: string): string {
  const s = formatWaktu(ts);
  return s ? `${s} WIB` : '';
}

const NAMA_DATA: Record<string, string> = {
  tabel: 'Tabel',
  id: 'ID',
  ip: 'Alamat IP',
  nama: 'Nama',
  username: 'Nama pengguna',
  role: 'Peran',
  profil_id: 'Profil pemda',
  inovasi_id: 'Inovasi',
  file_url: 'Berkas',
  ukuran: 'Ukuran (byte)',
  jenis: 'Jenis',
  tahun: 'Tahun',
  catatan: 'Catatan',
  alasan: 'Alasan',
  aksi: 'Aksi',
  skor: 'Skor',
  indikator: 'Indikator',
  setting_value: 'Nilai',
};

/**
 * The readable form of an entry's data: each name with its field label
 * (from the resource named in `tabel` when there is one) and its value; the
 * table is shown by its label.
 */
export function dataTerbaca(a: Activity): { key: string; label: string; value: string }[] {
  const tabel = a.data.find((d) => d.name === 'tabel')?.value;
  const resource = tabel ? getResource(tabel) : undefined;
  return a.data.map((d) => {
    const label = resource?.fields[d.name]?.label ?? NAMA_DATA[d.name] ?? d.name.replace(/_/g, ' ');
    const value = d.name === 'tabel' && resource ? resource.label : d.value;
    return { key: d.name, label, value: value === '' ? '-' : value };
  });
}
