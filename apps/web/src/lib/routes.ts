import { berandaPeran, findModule, isRole, MODULES } from '@sigap/domain';
import type { MeUser } from './session';

export const paths = {
  login: '/login',
  module: (slug: string) => `/dashboard/${slug}`,
  create: (slug: string) => `/dashboard/${slug}/tambah`,
  view: (slug: string, id: number | string) => `/dashboard/${slug}/${id}`,
  edit: (slug: string, id: number | string) => `/dashboard/${slug}/${id}/ubah`,
};

/**
 * Where a user starts: the role's home of the domain rule `berandaPeran` (decision 80: the summary dashboard,
 * the QC or training dashboard, or the role-aware `beranda`), when the session lists that screen; else the first
 * screen of its menu that is not the FAQ.
 */
export function homePath(user: (Pick<MeUser, 'modules'> & { role?: unknown }) | null | undefined): string {
  const mods = Array.isArray(user?.modules) ? user.modules : [];
  const home = isRole(user?.role) ? berandaPeran(user.role) : null;
  if (home && mods.includes(home)) return paths.module(home);
  if (!mods.length || mods.includes('summary')) return paths.module('summary');
  const menu = MODULES.filter((m) => !m.hidden && mods.includes(m.slug));
  const first = menu.find((m) => m.slug !== 'faq') ?? menu[0];
  return paths.module(first?.slug ?? mods[0]!);
}

/** Only same-site paths under the signed-in area are followed after sign-in. */
export function safeReturnPath(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  if (!/^\/(dashboard|inovasi|rincian-skor)(\/|\?|$)/.test(from)) return null;
  const slug = /^\/dashboard\/([^/?#]+)/.exec(from)?.[1];
  if (slug && !findModule(slug)) return null;
  return from;
}
