import { errorMessage } from '@sigap/domain';
import { isApiError } from './api';

/** The one Indonesian sentence a user reads for any error (STYLE-ANCHORS 3.8). */
export function userMessage(e: unknown): string {
  if (isApiError(e)) return e.message || errorMessage(e.code);
  // fetch/XHR failures that did not go through the client, or code errors
  return errorMessage('NO_RESPONSE');
}

/**
 * Splits the field errors of an API error into those a form shows under its
 * fields and the rest (unknown or general keys such as `_`), which go to one
 * notification (STYLE-ANCHORS 3.9).
 */
export function splitFieldErrors(e: unknown, fields: readonly string[]): { fields: Record<string, string>; rest: string[] } {
  const out: Record<string, string> = {};
  const rest: string[] = [];
  if (!isApiError(e) || !e.errors) return { fields: out, rest };
  for (const [k, msg] of Object.entries(e.errors)) {
    if (fields.includes(k)) out[k] = msg;
    else rest.push(msg);
  }
  return { fields: out, rest };
}

/**
 * A 401 on a signed-in call: the client already ends the session and opens /login, which says why. A 403 does not
 * end it (decision 82): the screen shows its own message (`isForbidden`, components/status/GagalMuat).
 */
export const endsSession = (e: unknown): boolean => isApiError(e) && e.status === 401;

/** A refusal of data the user may not read (403): shown inline with a way back, the session stays. */
export const isForbidden = (e: unknown): boolean => isApiError(e) && e.status === 403;

/** The sentence of an inline 403 on data (issue 19 item 6). */
export const PESAN_TIDAK_BERHAK = 'Anda tidak berhak membuka data ini.';
