import { formatTanggal } from '@sigap/domain';

export { formatTanggal };

const WIB = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Jakarta',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A timestamp as DD/MM/YYYY HH:mm in WIB (Asia/Jakarta); plain dates stay DD/MM/YYYY. */
export function formatWaktu(v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  const s = String(v);
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return formatTanggal(s);
  // "YYYY-MM-DD hh:mm:ss" without a zone is a local (WIB) wall time from a datetime field
  const local = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::\d{2})?$/.exec(s);
  if (local) return `${local[3]}/${local[2]}/${local[1]} ${local[4]}:${local[5]}`;
  const d = new Date(s);
  if (Number.isNaN(d.getTime())) return s;
  const p = Object.fromEntries(WIB.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** Numbers with dot thousands (id-ID). */
export function formatAngka(v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  const n = Number(v);
  return Number.isFinite(n) ? n.toLocaleString('id-ID', { maximumFractionDigits: 4 }) : String(v);
}

/** Initials for an avatar: "Demo Admin" -> "DA". */
export function initials(name: string | null | undefined): string {
  const parts = String(name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}
