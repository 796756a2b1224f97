import type { MenuSection, ModuleDef } from '@sigap/domain';
import type { ModulesAnswer } from '../lib/platform-api';
import { initials } from '../lib/format';

export interface MenuItem {
  slug: string;
  title: string;
  icon: string;
}
export interface MenuGroup {
  title: MenuSection;
  items: MenuItem[];
}

/**
 * The sidebar from GET /platform/modules: the sections in the server's
 * order, each with its non-hidden modules (one entry per screen: domain
 * `modulMenu`); empty sections are left out.
 */
export function buildMenu(answer: ModulesAnswer | undefined): MenuGroup[] {
  if (!answer) return [];
  const bySlug = new Map<string, ModuleDef>(answer.modules.map((m) => [m.slug, m]));
  return answer.sections
    .map((s) => ({
      title: s.title,
      items: s.modules
        .map((slug) => bySlug.get(slug))
        // one entry per screen: a module that is the same screen as another listed module is left out (`sama`)
        .filter((m): m is ModuleDef => Boolean(m && !m.hidden && !(m.sama && bySlug.has(m.sama))))
        .map((m) => ({ slug: m.slug, title: m.title, icon: m.icon })),
    }))
    .filter((g) => g.items.length > 0);
}

export interface Crumb {
  label: string;
  to?: string;
}

const SUB_PAGES: Record<string, string> = { tambah: 'Tambah', ubah: 'Ubah' };

/**
 * Breadcrumb of a path, starting at "Dashboard" (PLT-08):
 * Dashboard > section > module > Tambah/Detail/Ubah.
 */
export function breadcrumbsFor(pathname: string, home: string, findModule: (slug: string) => ModuleDef | undefined): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Dashboard', to: home }];
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'inovasi') {
    crumbs.push({ label: 'Inovasi' });
    return crumbs;
  }
  if (parts[0] === 'rincian-skor') {
    crumbs.push({ label: 'Rincian Skor' });
    return crumbs;
  }
  if (parts[0] !== 'dashboard' || !parts[1]) return crumbs;
  const mod = findModule(parts[1]);
  if (!mod) {
    crumbs.push({ label: 'Halaman tidak ditemukan' });
    return crumbs;
  }
  if (mod.slug === 'summary') return crumbs;
  if (mod.section !== 'Dashboard') crumbs.push({ label: mod.section });
  const sub = parts[2] === 'tambah' ? SUB_PAGES.tambah : parts[3] === 'ubah' ? SUB_PAGES.ubah : parts[2] ? 'Detail' : null;
  crumbs.push(sub ? { label: mod.title, to: `/dashboard/${mod.slug}` } : { label: mod.title });
  if (sub) crumbs.push({ label: sub });
  return crumbs;
}

/**
 * Avatar initials from the letters of the name only: "Demo Perangkat Daerah (OPD)" -> "DD", never "D(" (issue 19
 * item 5); a part in brackets is an abbreviation of the rest and is left out.
 */
export function inisialAvatar(nama: string | null | undefined): string {
  const huruf = String(nama ?? '')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^\p{L}\s]/gu, ' ');
  return initials(huruf.trim() ? huruf : String(nama ?? '').replace(/[^\p{L}\s]/gu, ' '));
}
