/** Number of pages of a list; 0 when there is nothing to show. */
export function pageCount(total: number, size: number): number {
  if (!Number.isFinite(total) || total <= 0 || size <= 0) return 0;
  return Math.ceil(total / size);
}

/**
 * The window of page indexes (from 0) shown between previous and next: at
 * most `width` pages, centred on the current one where possible (PLT-06).
 */
export function pageWindow(current: number, pages: number, width = 5): number[] {
  if (pages <= 0) return [];
  const w = Math.min(width, pages);
  const cur = Math.min(Math.max(current, 0), pages - 1);
  let start = cur - Math.floor(w / 2);
  start = Math.max(0, Math.min(start, pages - w));
  return Array.from({ length: w }, (_, i) => start + i);
}

/** "1-20 dari 35" style range of the rows on a page (1-based, inclusive). */
export function rowRange(page: number, size: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min(page * size + 1, total);
  return { from, to: Math.min((page + 1) * size, total) };
}
