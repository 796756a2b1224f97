import { describe, expect, it } from 'vitest';
import { berandaPeran, findModule, MENU_SECTIONS, modulesFor, ROLES, type Role } from '@sigap/domain';
import { homePath, safeReturnPath } from '../lib/routes';
import { breadcrumbsFor, buildMenu, inisialAvatar } from './menu';
import { CUSTOM_SCREENS } from './screens';
import { arahPulang } from '../components/status/pulang';

/** The answer GET /platform/modules gives for a role (same construction as the API). */
function answerFor(role: Role) {
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
    expect(breadcrumbsFor('/dashboard/master-faq', home, findModule)).toEqual([{ label: 'Dashboard', to: home }, { label: 'Master Data' }, { label: 'Kelola FAQ' }]);
    expect(breadcrumbsFor('/dashboard/master-faq/7/ubah', home, findModule).map((c) => c.label)).toEqual(['Dashboard', 'Master Data', 'Kelola FAQ', 'Ubah']);
    expect(breadcrumbsFor('/dashboard/master-faq/tambah', home, findModule).at(-1)).toEqual({ label: 'Tambah' });
    expect(breadcrumbsFor('/dashboard/master-faq/7', home, findModule).at(-1)).toEqual({ label: 'Detail' });
  });
  it('unknown module', () => {
    expect(breadcrumbsFor('/dashboard/tidak-ada', home, findModule).at(-1)?.label).toBe('Halaman tidak ditemukan');
  });
});

describe('routes', () => {
  it("home: the role's work of the domain rule, never the FAQ (issue 19 item 1)", () => {
    const slugs = (r: Role) => modulesFor(r).map((m) => m.slug);
    for (const role of ROLES) {
      const path = homePath({ role, modules: slugs(role) });
      expect(path, role).toBe(`/dashboard/${berandaPeran(role)}`);
      expect(path, role).not.toBe('/dashboard/faq');
    }
    expect(homePath({ role: 'verifikator', modules: slugs('verifikator') })).toBe('/dashboard/beranda');
    expect(homePath({ role: 'quality_control', modules: slugs('quality_control') })).toBe('/dashboard/qc');
    expect(homePath({ role: 'peserta.diklat', modules: slugs('peserta.diklat') })).toBe('/dashboard/diklat');
    expect(homePath({ role: 'pemda', modules: slugs('pemda') })).toBe('/dashboard/summary');
    // an old session without the role, or a list without the home: the first screen that is not the FAQ
    expect(homePath({ modules: ['faq', 'kuesioner'] })).toBe('/dashboard/kuesioner');
    expect(homePath({ role: 'kabkota', modules: ['faq', 'pengumuman'] })).toBe('/dashboard/pengumuman');
    expect(homePath({ modules: ['summary', 'faq'] })).toBe('/dashboard/summary');
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

describe('one menu entry per screen (issue 19 item 5)', () => {
  it.each(ROLES.map((r) => [r]))('%s: no two menu entries share a title or open the same screen', (role) => {
    const items = buildMenu(answerFor(role)).flatMap((g) => g.items);
    const titles = items.map((i) => i.title);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    // the screen: a feature's own component (or the generic list) showing the module's endpoint; one component
    // serves several modules with different data (the review queues, the content pages), which are not duplicates
    const kunci = new Map<unknown, Set<string>>();
    const dua: string[] = [];
    for (const i of items) {
      const layar = CUSTOM_SCREENS[i.slug] ?? 'crud';
      const endpoint = findModule(i.slug)!.endpoint;
      const set = kunci.get(layar) ?? new Set<string>();
      if (set.has(endpoint)) dua.push(i.slug);
      set.add(endpoint);
      kunci.set(layar, set);
    }
    expect(dua).toEqual([]);
  });

  it('the diklat roles see one training dashboard; pemda keeps its entry', () => {
    const slugs = (r: Role) => buildMenu(answerFor(r)).flatMap((g) => g.items.map((i) => i.slug));
    expect(slugs('peserta.diklat')).toContain('diklat');
    expect(slugs('peserta.diklat')).not.toContain('dashboard-diklat');
    expect(slugs('pemda')).toContain('dashboard-diklat');
  });
});

describe('inisialAvatar (issue 19 item 5)', () => {
  it('takes letters only: never a bracket or a digit', () => {
    expect(inisialAvatar('Demo Perangkat Daerah (OPD)')).toBe('DD');
    expect(inisialAvatar('Demo Admin')).toBe('DA');
    expect(inisialAvatar('(OPD)')).toBe('O');
    expect(inisialAvatar('Budi 2')).toBe('B');
    expect(inisialAvatar('')).toBe('?');
    expect(inisialAvatar(null)).toBe('?');
  });
});

describe('status pages never lead back to themselves', () => {
  it('"Kembali ke Dashboard" goes home unless home is the page itself, then to another screen', () => {
    const user = { role: 'kabkota', modules: modulesFor('kabkota').map((m) => m.slug) };
    expect(arahPulang(user, '/dashboard/tidak-ada')).toEqual({ to: '/dashboard/beranda', label: 'Kembali ke Dashboard' });
    expect(arahPulang(user, '/dashboard/beranda')?.to).toBe('/dashboard/pengumuman');
    expect(arahPulang({ modules: ['faq'] }, '/dashboard/faq')).toBeUndefined();
  });
});
