/**
 * The one rule for a stored-file link written into a record (profile supporting files, logos, documents):
 * an uploaded file (`/media/…`, safe characters only, never `..`) or an `https://` link without spaces,
 * quotes or angle brackets. Anything else (`javascript:`, `data:`, `http:`, `//host`, `/media/../x`) is refused,
 * so a stored value can never become a script link or leave the uploads folder.
 */

/** The longest link a record stores (the columns are varchar(1000)). */
export const TAUTAN_MAKS = 1000;

/** An uploaded file's address: `/media/` followed by letters, digits, `_`, `.`, `/` or `-`, without `..`. */
export function berkasUnggahanAman(url: unknown): url is string {
  return typeof url === 'string' && url.length <= TAUTAN_MAKS && /^\/media\/[\w./-]+$/.test(url) && !url.includes('..');
}

/** An `https://` link without whitespace, quotes or angle brackets. */
export function tautanHttpsAman(url: unknown): url is string {
  return typeof url === 'string' && url.length <= TAUTAN_MAKS && /^https:\/\/[^\s"'<>]+$/.test(url);
}

/** A stored-file link that is safe to store and to show as a link: an uploaded file or an https link. */
export function tautanBerkasAman(url: unknown): url is string {
  return berkasUnggahanAman(url) || tautanHttpsAman(url);
}
