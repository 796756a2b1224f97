/**
 * CSV of the open data (RFC 4180): UTF-8 with a byte order mark (spreadsheets then read the accents), comma,
 * CRLF, every text quoted when needed. A text that a spreadsheet would take for a formula (`=`, `+`, `-`, `@`,
 * tab, carriage return at the start) gets a leading apostrophe (CSV injection); numbers are written as numbers.
 */
export function sel(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  let s = Array.isArray(v) ? v.join('; ') : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n;']/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function keCsv<T extends Record<string, unknown>>(kolom: readonly (keyof T & string)[], rows: readonly T[]): string {
  const baris = [kolom.join(','), ...rows.map((r) => kolom.map((k) => sel(r[k])).join(','))];
  return `\uFEFF${baris.join('\r\n')}\r\n`;
}
