import { describe, expect, it } from 'vitest';
import { ROLES } from '../permissions/roles';
import { can } from '../permissions/matrix';
import { BERANDA_PERAN, PERAN_BERANDA, berandaPeran, jenisBeranda } from './beranda';
import { findModule, modulMenu, modulesFor } from './modules';

describe('berandaPeran: the first screen of every role is its work (issue 19 item 1)', () => {
  it.each(ROLES.map((r) => [r]))('%s lands on a screen of its own menu, never the FAQ', (role) => {
    const slug = berandaPeran(role);
    expect(slug).not.toBe('faq');
    const mod = findModule(slug);
    expect(mod, slug).toBeDefined();
    expect(mod!.hidden).toBe(false);
    expect(modulesFor(role).map((m) => m.slug)).toContain(slug);
  });

  it('keeps the summary dashboard for superadmin, admin, pemda and opd; QC and diklat their dashboards', () => {
    expect(['superadmin', 'admin', 'pemda', 'opd'].map((r) => berandaPeran(r as never))).toEqual(['summary', 'summary', 'summary', 'summary']);
    expect(berandaPeran('quality_control')).toBe('qc');
    for (const r of ['admin.diklat', 'admin.diklat.daerah', 'peserta.diklat'] as const) expect(berandaPeran(r)).toBe('diklat');
  });

  it('the beranda roles are the module roles and the permission roles, each with a kind of answer', () => {
    expect([...findModule('beranda')!.roles].sort()).toEqual([...PERAN_BERANDA].sort());
    for (const r of ROLES) {
      expect(can(r, 'lihat', 'beranda'), r).toBe(BERANDA_PERAN[r] === 'beranda');
      expect(jenisBeranda(r) !== null, r).toBe(BERANDA_PERAN[r] === 'beranda');
    }
    expect(jenisBeranda('verifikator')).toBe('review');
    expect(jenisBeranda('kabkota')).toBe('daerah');
    expect(jenisBeranda('pusat')).toBe('nasional');
  });
});

describe('one menu entry per screen (issue 19 item 5)', () => {
  it.each(ROLES.map((r) => [r]))('%s: no two menu entries share a title', (role) => {
    for (const demo of [false, true]) {
      const titles = modulMenu(modulesFor(role, { demo })).map((m) => m.title);
      const dua = titles.filter((t, i) => titles.indexOf(t) !== i);
      expect(dua, role).toEqual([]);
    }
  });

  it('a module that is the same screen as another is left out of the menu of a role that has both', () => {
    const diklat = modulMenu(modulesFor('peserta.diklat')).map((m) => m.slug);
    expect(diklat).toContain('diklat');
    expect(diklat).not.toContain('dashboard-diklat');
    // a role without `diklat` keeps its entry
    expect(modulMenu(modulesFor('pemda')).map((m) => m.slug)).toContain('dashboard-diklat');
    // every `sama` names an existing module with the same endpoint
    for (const m of modulesFor('superadmin', { demo: true }).concat(modulesFor('peserta.diklat'))) {
      if (!m.sama) continue;
      expect(findModule(m.sama)?.endpoint, m.slug).toBe(m.endpoint);
    }
  });

  it('admins tell the profile list apart from the one-region profile', () => {
    const titles = modulMenu(modulesFor('admin')).map((m) => m.title);
    expect(titles).toContain('Daftar Profil Pemda');
    expect(titles).toContain('Profil Pemda');
  });
});
