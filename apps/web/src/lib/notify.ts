import { notifications } from '@mantine/notifications';
import { userMessage } from './errors';

/** The close button's accessible name (Mantine's close button is an icon only: axe "button-name"). */
const TUTUP = { 'aria-label': 'Tutup pemberitahuan' } as const;

/** One notification for an error that is not tied to a field. */
export function notifyError(e: unknown, title = 'Gagal') {
  notifications.show({ color: 'red', title, message: typeof e === 'string' ? e : userMessage(e), autoClose: 6000, closeButtonProps: TUTUP });
}

export function notifySuccess(message: string) {
  notifications.show({ color: 'teal', message, autoClose: 3000, closeButtonProps: TUTUP });
}
