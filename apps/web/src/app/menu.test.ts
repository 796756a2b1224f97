import { describe, expect, it } from 'vitest';
import { findModule, MENU_SECTIONS, modulesFor } from '@sigap/domain';
import { homePath, safeReturnPath } from '../lib/routes';
import { breadcrumbsFor, buildMenu } from './menu';

/** The answer GET /platform/modules gives for a role (same construction as the API). */
function answerFor(role: 'pemda' | 'admin') {
  const mods = modulesFor(role);
  return {
    modules: mods,
    sections: MENU_SECTIONS.map((title) => ({ title, modules: mods.filter((m) => m.section === title && !m.hidden).map((m) => m.slug) })).filter((s) => s.modules.length),
  };
}

describe('buildMenu', () => {
  it('pemda: its sections and modules, no account management, no hidden modules', () => {
    const menu = buildMenu(answerFor('pemda'));
    const titles = menu.flatMap((g) => g.items.map((i) => i.title));
    expect(titles).toContain('Inovasi Daerah');
    expect(titles).not.toContain('Manajemen Akun');
    expect(menu.flatMap((g) => g.items.map((i) => i.slug))).not.toContain('inovasi-daerah-summary');
    expect(menu.map((g) => g.title)).toEqual(MENU_SECTIONS.filter((s) => menu.some((g) => g.title === s)));
  });

  it('admin sees the master data and configuration sections', () => {
    const menu = buildMenu(answerFor('admin'));
    expect(menu.map((g) => g.title)).toEqual(expect.arrayContaining(['Master Data', 'Konfigurasi']));
    expect(buildMenu(undefined)).toEqual([]);
  });
});

describe('breadcrumbsFor', () => {
  const home = '/dashboard/summary';
  it('starts at Dashboard', () => {
    expect(breadcrumbsFor('/dashboard/summary', home, findModule)).toEqual([{ label: 'Dashboard', to: home }]);
  });
  it('section and module, then the sub page', () => {
    expect(breadcrumbsFor('/dashboard/master-faq', home, findModule)).toEqual([{ label: 'Dashboard', to: home }, { label: 'Master Data' }, { label: 'FAQ' }]);
    expect(breadcrumbsFor('/dashboard/master-faq/7/ubah', home, findModule).map((c) => c.label)).toEqual(['Dashboard', 'Master Data', 'FAQ', 'Ubah']);
    expect(breadcrumbsFor('/dashboard/master-faq/tambah', home, findModule).at(-1)).toEqual({ label: 'Tambah' });
    expect(breadcrumbsFor('/dashboard/master-faq/7', home, findModule).at(-1)).toEqual({ label: 'Detail' });
  });
  it('unknown module', () => {
    expect(breadcrumbsFor('/dashboard/tidak-ada', home, findModule).at(-1)?.label).toBe('Halaman tidak ditemukan');
  });
});

describe('routes', () => {
  it('home: the summary when the role has it, else its first menu module', () => {
    expect(homePath({ modules: ['summary', 'faq'] })).toBe('/dashboard/summary');
    expect(homePath({ modules: modulesFor('verifikator').map((m) => m.slug) })).toBe('/dashboard/faq');
    expect(homePath(null)).toBe('/dashboard/summary');
  });
  it('follows only same-site paths of the signed-in area after sign-in', () => {
    expect(safeReturnPath('/dashboard/master-faq?q=a')).toBe('/dashboard/master-faq?q=a');
    expect(safeReturnPath('/inovasi/3')).toBe('/inovasi/3');
    expect(safeReturnPath('//evil.example/x')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/dashboard/tidak-ada')).toBeNull();
    expect(safeReturnPath('/login')).toBeNull();
  });
});
