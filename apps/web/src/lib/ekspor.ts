import { notifications } from '@mantine/notifications';
import { ApiError, toApiError } from './api';
import { notifyError } from './notify';
import { session } from './session';

/**
 * Export buttons (list and report Excel): the API answers a small export with its file and prepares a large one in
 * the background (202, decision 114), then notifies the account with a download link. A plain link cannot tell the
 * two apart (the browser would save the 202 answer as the file), so the button asks with the Authorization header:
 * a file is handed to the browser as a download, a 202 shows "Ekspor sedang disiapkan; Anda akan mendapat
 * notifikasi" at once instead of a download that seems to hang.
 */

export const PESAN_EKSPOR_LATAR = 'Ekspor sedang disiapkan; Anda akan mendapat notifikasi';

/** The file name of a Content-Disposition header, if any. */
function namaDariHeader(h: string | null): string | null {
  const m = h ? /filename="([^"]+)"/.exec(h) : null;
  return m?.[1] ?? null;
}

/** Asks for an export: answers `berkas` when the file was downloaded, `latar` when it is being prepared. */
export async function unduhEkspor(alamat: string, nama?: string): Promise<'berkas' | 'latar'> {
  const sesi = session.getToken();
  let res: Response;
  try {
    res = await fetch(alamat, { headers: { Accept: 'application/json, application/octet-stream', ...(sesi ? { Authorization: `Bearer ${sesi}` } : {}) } });
  } catch {
    throw new ApiError('NO_RESPONSE', 0);
  }
  if (res.status === 202) {
    const b = (await res.json().catch(() => ({}))) as { message?: unknown };
    notifications.show({ color: 'blue', title: 'Ekspor dalam antrean', message: typeof b.message === 'string' ? b.message : PESAN_EKSPOR_LATAR, autoClose: 8000, closeButtonProps: { 'aria-label': 'Tutup pemberitahuan' } });
    return 'latar';
  }
  if (!res.ok) throw toApiError(res.status, await res.json().catch(() => ({})));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = namaDariHeader(res.headers.get('content-disposition')) ?? nama ?? '';
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return 'berkas';
}

/** An export button's click; a failure becomes a notification. */
export function klikEkspor(alamat: string, nama?: string, judulGagal = 'Ekspor gagal') {
  return () => {
    unduhEkspor(alamat, nama).catch((e: unknown) => notifyError(e, judulGagal));
  };
}
