import { useLocation } from 'react-router';
import { homePath } from '../../lib/routes';
import { useUser } from '../../lib/session';

/**
 * The way out of a status page: the user's home, never the page itself (a home that is the unavailable or
 * refused page would loop back to it); then another screen every role has (announcements), else nothing.
 */
export function arahPulang(user: Parameters<typeof homePath>[0], pathname: string): { to: string; label: string } | undefined {
  const home = homePath(user);
  if (home !== pathname.replace(/\/+$/, '')) return { to: home, label: 'Kembali ke Dashboard' };
  const mods = Array.isArray(user?.modules) ? user.modules : [];
  const lain = ['pengumuman', 'kuesioner', 'faq'].find((s) => mods.includes(s) && `/dashboard/${s}` !== pathname);
  return lain ? { to: `/dashboard/${lain}`, label: lain === 'pengumuman' ? 'Buka Pengumuman' : lain === 'kuesioner' ? 'Buka Kuesioner' : 'Buka FAQ' } : undefined;
}

export function useArahPulang() {
  const user = useUser();
  const { pathname } = useLocation();
  return arahPulang(user, pathname);
}
