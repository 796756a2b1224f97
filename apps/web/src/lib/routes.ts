import { findModule, MODULES } from '@sigap/domain';
import type { MeUser } from './session';

export const paths = {
  login: '/login',
  module: (slug: string) => `/dashboard/${slug}`,
  create: (slug: string) => `/dashboard/${slug}/tambah`,
  view: (slug: string, id: number | string) => `/dashboard/${slug}/${id}`,
  edit: (slug: string, id: number | string) => `/dashboard/${slug}/${id}/ubah`,
};

/**
 * Where a user starts: the dashboard summary when the role has it, else the
 * first module of its menu (verifiers, QC, training roles…).
 */
export function homePath(user: Pick<MeUser, 'modules'> | null | undefined): string {
  const mods = Array.isArray(user?.modules) ? user.modules : [];
  if (!mods.length || mods.includes('summary')) return paths.module('summary');
  const first = MODULES.find((m) => !m.hidden && mods.includes(m.slug));
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
