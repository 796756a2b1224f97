import { describe, it, expect } from 'vitest';
import { RESOURCES } from '../resources';
import { MATRIX, isResourceName, rolesFor } from '../permissions/matrix';
import { ROLES, isRole, type Role } from '../permissions/roles';
import { MENU_SECTIONS, MODULES, findModule, modulesFor } from './modules';

const slugsFor = (role: Role) => modulesFor(role).map((m) => m.slug);

describe('menu sections', () => {
  it('are the 9 sections of the spec, in menu order, then the samples (demo mode only)', () => {
    expect(MENU_SECTIONS).toEqual([
      'Dashboard',
      'Penilaian Indeks',
      'Database Inovasi Daerah',
      'Lomba Inovasi Daerah',
      'Innovative Government Award',
      'Laporan',
      'Laporan Diklat',
      'Master Data',
      'Konfigurasi',
      'Contoh',
    ]);
  });

  it('modules come grouped by section in menu order', () => {
    const order = MODULES.map((m) => MENU_SECTIONS.indexOf(m.section));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const s of MENU_SECTIONS) expect(MODULES.some((m) => m.section === s), s).toBe(true);
  });
});

describe('MODULES', () => {
  it('every slug is unique', () => {
    const slugs = MODULES.map((m) => m.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(MODULES.map((m) => [m.slug, m] as const))('%s is well formed', (_slug, m) => {
    expect(m.slug).toMatch(/^[a-z0-9_-]+$/);
    expect(m.title.length).toBeGreaterThan(0);
    expect(m.icon.length).toBeGreaterThan(0);
    expect(m.endpoint).not.toMatch(/^\//);
    expect(m.roles.length).toBeGreaterThan(0);
    for (const r of m.roles) expect(isRole(r), `${m.slug}: ${r}`).toBe(true);
    expect(new Set(m.roles).size).toBe(m.roles.length);
  });

  it.each(MODULES.filter((m) => m.crud).map((m) => [m.slug, m] as const))('crud module %s has an existing resource', (_slug, m) => {
    expect(m.resource).toBeDefined();
    expect(RESOURCES[m.resource!]).toBeDefined();
    expect(RESOURCES[m.resource!]!.name).toBe(m.resource);
    expect(m.endpoint).toBe(`crud/${m.resource}`);
  });

  it('non-crud modules carry no resource', () => {
    for (const m of MODULES.filter((x) => !x.crud)) expect(m.resource, m.slug).toBeUndefined();
  });

  it.each(MODULES.filter((m) => m.endpoint.startsWith('crud/')).map((m) => [m.slug, m] as const))(
    '%s: every role of the module may list its table',
    (_slug, m) => {
      const table = m.endpoint.slice('crud/'.length);
      expect(isResourceName(table), table).toBe(true);
      if (!isResourceName(table)) return;
      expect(RESOURCES[table], table).toBeDefined();
      for (const r of m.roles) expect(rolesFor(table, 'list'), `${m.slug}: ${r}`).toContain(r);
    },
  );

  it('the crud master-data and configuration screens are for superadmin/admin', () => {
    for (const m of MODULES.filter((x) => x.crud && (x.section === 'Master Data' || x.section === 'Konfigurasi'))) {
      for (const r of m.roles) expect(['superadmin', 'admin', 'pemda', 'opd'], m.slug).toContain(r);
    }
    expect(findModule('penilai')!.roles).toEqual(['superadmin', 'admin']);
  });

  it('every MATRIX resource served by a crud module is a known resource', () => {
    for (const m of MODULES) if (m.resource) expect(Object.keys(MATRIX)).toContain(m.resource);
  });
});

describe('modulesFor', () => {
  it('guest sees nothing', () => {
    expect(modulesFor('guest')).toEqual([]);
    expect(modulesFor('guest', { demo: true })).toEqual([]);
  });

  it('the sample screens (Contoh) only in demo mode, for admin and superadmin', () => {
    const contoh = MODULES.filter((m) => m.section === 'Contoh');
    expect(contoh.map((m) => m.endpoint)).toEqual([
      'api/invoices/all',
      'api/calendar/events/all',
      'api/user/all',
      'api/inbox/all',
      'api/chat/contacts/all',
      'api/todo/all',
      'api/list/all',
      'api/scrum-board/all-board',
      'api/notification',
      'api/ecommerce/get-product-list',
    ]);
    for (const role of ROLES) {
      expect(modulesFor(role).some((m) => m.section === 'Contoh'), role).toBe(false);
      const demo = modulesFor(role, { demo: true }).filter((m) => m.section === 'Contoh');
      expect(demo.length, role).toBe(role === 'admin' || role === 'superadmin' ? 10 : 0);
    }
    expect(modulesFor('admin', { demo: true }).filter((m) => m.section !== 'Contoh')).toEqual(modulesFor('admin'));
  });

  it.each(ROLES.map((r) => [r]))('%s sees at least one module, in menu order', (role) => {
    const mine = modulesFor(role);
    expect(mine.length).toBeGreaterThan(0);
    const idx = mine.map((m) => MODULES.indexOf(m));
    expect(idx).toEqual([...idx].sort((a, b) => a - b));
    for (const m of mine) expect(m.roles).toContain(role);
  });

  it.each([
    ['pemda', 'inovasi-daerah', true],
    ['opd', 'inovasi-daerah', true],
    ['viewer', 'inovasi-daerah', true],
    ['verifikator', 'inovasi-daerah', false],
    ['upt', 'inovasi-daerah', false],
    ['verifikator', 'review', true],
    ['tim.penilai', 'review', true],
    ['pemda', 'review', false],
    ['quality_control', 'review', false],
    ['quality_control', 'quality-control', true],
    ['quality_control', 'qc', true],
    ['quality_control', 'hasil-review', true],
    ['verifikator', 'quality-control', false],
    ['admin', 'account-admin', true],
    ['superadmin', 'account-admin', true],
    ['pemda', 'account-admin', false],
    ['pemda', 'account', true],
    ['provinsi', 'daerah-binaan', true],
    ['provinsi', 'statistik-inovasi', true],
    ['admin', 'statistik-daerah', true],
    ['superadmin', 'statistik-daerah', false],
    ['tim.penilai', 'rekap-jenis-inovasi', true],
    ['admin', 'analisis', false],
    ['superadmin', 'analisis', true],
    ['superadmin', 'metodologi', true],
    ['admin', 'metodologi', false],
    ['pemda', 'data-diklat', true],
    ['peserta.diklat', 'data-diklat', true],
    ['peserta.diklat', 'konfigurasi-akun-diklat', false],
    ['admin.diklat', 'konfigurasi-akun-diklat', true],
    ['upt', 'lomba-inovasi-daerah', true],
    ['viewer', 'ranking-iga', true],
    ['developer', 'log-aktivitas', true],
    ['pemda', 'api-access', true],
    ['opd', 'api-access', false],
    ['kecamatan', 'faq', true],
  ] as const)('%s sees %s: %s', (role, slug, sees) => {
    expect(findModule(slug), slug).toBeDefined();
    expect(slugsFor(role).includes(slug)).toBe(sees);
  });
});

describe('spec screen roles', () => {
  const rolesOf = (slug: string) => [...findModule(slug)!.roles].sort();
  it.each([
    ['inovasi-daerah', ['admin', 'superadmin', 'tim.penilai', 'pusat', 'viewer', 'opd', 'pemda']],
    ['arsip', ['admin', 'superadmin', 'tim.penilai', 'pusat', 'viewer', 'verifikator', 'pemda']],
    ['review', ['admin', 'superadmin', 'tim.penilai', 'pusat', 'verifikator']],
    ['hasil-review', ['admin', 'superadmin', 'tim.penilai', 'pusat', 'verifikator', 'quality_control']],
    ['quality-control', ['admin', 'superadmin', 'tim.penilai', 'pusat', 'quality_control']],
    ['ranking-index', ['admin', 'superadmin', 'tim.penilai', 'pusat']],
    ['summary', ['admin', 'superadmin', 'pemda', 'opd']],
    ['lomba-inovasi-daerah', ['admin', 'pemda', 'viewer', 'tim.penilai', 'opd', 'upt', 'superadmin']],
    ['data-diklat', ['superadmin', 'pemda', 'admin.diklat', 'admin.diklat.daerah', 'peserta.diklat']],
    ['konfigurasi-akun-diklat', ['superadmin', 'pemda', 'admin.diklat']],
    ['ranking-iga', ['admin', 'superadmin', 'tim.penilai', 'pusat', 'viewer']],
  ])('%s', (slug, roles) => {
    expect(rolesOf(slug)).toEqual([...roles].sort());
  });
});

describe('hidden modules', () => {
  it.each([
    'detail-pemda',
    'detail-pemda-verifikasi',
    'indikator_daerah',
    'pengirim',
    'nomor_registrasi',
    'indikator_inovasi',
    'indikator_ujicoba',
    'inovasi-daerah-summary',
    'indikator_inovasi_lomba',
    'progress-input',
    'pengukuran-inovasi',
    'detail-diklat',
    'indikator_skala',
    'klaster_detail',
    'wilayah_detail',
    'gallery',
  ])('%s is hidden', (slug) => {
    expect(findModule(slug)?.hidden).toBe(true);
  });

  it.each(['summary', 'inovasi-daerah', 'arsip', 'review', 'quality-control', 'data-diklat', 'daerah', 'account-admin', 'settings', 'winners'])(
    '%s is in the menu',
    (slug) => {
      expect(findModule(slug)?.hidden).toBe(false);
    },
  );
});

describe('findModule', () => {
  it('finds by slug and returns undefined otherwise', () => {
    expect(findModule('inovasi-daerah')).toMatchObject({ section: 'Database Inovasi Daerah', crud: false, endpoint: 'crud/iga2020_inovasi' });
    expect(findModule('account-admin')).toMatchObject({ section: 'Konfigurasi', crud: true, resource: 'usr_asn' });
    expect(findModule('tidak-ada')).toBeUndefined();
  });
});
