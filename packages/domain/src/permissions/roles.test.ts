import { describe, it, expect } from 'vitest';
import {
  ACCOUNT_ADMIN_ROLES,
  ACCOUNT_DIKLAT_ROLES,
  ACCOUNT_REGIONAL_ROLES,
  AREAS,
  AREA_ROLES,
  CENTRAL_ROLES,
  DIKLAT_ROLES,
  OWNER_ROLES,
  REGIONAL_ROLES,
  ROLES,
  ROLE_LABELS,
  inRoles,
  isRole,
  normalizeRole,
} from './roles';

describe('ROLES', () => {
  it('has the 19 roles of both specs, without duplicates', () => {
    expect(ROLES).toHaveLength(19);
    expect(new Set(ROLES).size).toBe(19);
  });

  it.each([
    'superadmin',
    'admin',
    'pemda',
    'opd',
    'asn',
    'upt',
    'provinsi',
    'kabkota',
    'dinas',
    'kecamatan',
    'tim.penilai',
    'pusat',
    'viewer',
    'verifikator',
    'quality_control',
    'developer',
    'admin.diklat',
    'admin.diklat.daerah',
    'peserta.diklat',
  ])('contains %s', (role) => {
    expect(ROLES).toContain(role);
  });

  it('never stores the alternative spelling qc or guest', () => {
    expect(ROLES).not.toContain('qc');
    expect(ROLES).not.toContain('guest');
  });

  it('has a non-empty label for every role', () => {
    expect(Object.keys(ROLE_LABELS).sort()).toEqual([...ROLES].sort());
    for (const r of ROLES) expect(ROLE_LABELS[r].length).toBeGreaterThan(0);
  });
});

describe('normalizeRole', () => {
  it.each(ROLES.map((r) => [r]))('keeps the canonical role %s', (role) => {
    expect(normalizeRole(role)).toBe(role);
  });

  it("maps the spec spelling 'qc' to 'quality_control'", () => {
    expect(normalizeRole('qc')).toBe('quality_control');
  });

  it.each([['unknown'], ['user'], [''], ['guest'], ['ADMIN'], [' admin'], [null], [undefined], [0], [1], [{}], [['admin']]])(
    'maps %j to guest',
    (v) => {
      expect(normalizeRole(v)).toBe('guest');
    },
  );
});

describe('isRole', () => {
  it.each(ROLES.map((r) => [r, true] as const))('%s -> %s', (v, expected) => {
    expect(isRole(v)).toBe(expected);
  });
  it.each([['qc'], ['guest'], ['x'], [null], [undefined], [3]])('%j is not a role', (v) => {
    expect(isRole(v)).toBe(false);
  });
});

describe('role groups', () => {
  const groups = { CENTRAL_ROLES, REGIONAL_ROLES, OWNER_ROLES, AREA_ROLES, DIKLAT_ROLES, ACCOUNT_ADMIN_ROLES, ACCOUNT_REGIONAL_ROLES, ACCOUNT_DIKLAT_ROLES };

  it.each(Object.entries(groups))('%s only holds known roles', (_name, list) => {
    for (const r of list) expect(isRole(r)).toBe(true);
    expect(new Set(list).size).toBe(list.length);
  });

  it('central, regional and area roles are disjoint', () => {
    const c = new Set<string>(CENTRAL_ROLES);
    const r = new Set<string>(REGIONAL_ROLES);
    const a = new Set<string>(AREA_ROLES);
    for (const x of c) expect(r.has(x) || a.has(x)).toBe(false);
    for (const x of r) expect(a.has(x)).toBe(false);
  });

  it('owner roles are regional roles', () => {
    for (const r of OWNER_ROLES) expect((REGIONAL_ROLES as readonly string[]).includes(r)).toBe(true);
  });

  it('verifiers and QC are the area roles', () => {
    expect([...AREA_ROLES].sort()).toEqual(['quality_control', 'verifikator']);
  });

  it('the spec regional roles pemda, opd, asn, upt, provinsi are regional', () => {
    for (const r of ['pemda', 'opd', 'asn', 'upt', 'provinsi'] as const) expect(inRoles(r, REGIONAL_ROLES)).toBe(true);
  });

  it('OPD, UPT and diklat participants are owner roles (core spec 6, DKL-01)', () => {
    expect([...OWNER_ROLES].sort()).toEqual(['opd', 'peserta.diklat', 'upt']);
  });

  it('account-admin offers 11 roles (ACC-01), account screen opd and upt (ACC-02)', () => {
    expect(ACCOUNT_ADMIN_ROLES).toHaveLength(11);
    expect([...ACCOUNT_REGIONAL_ROLES].sort()).toEqual(['opd', 'upt']);
    expect([...ACCOUNT_DIKLAT_ROLES].sort()).toEqual(['admin.diklat', 'admin.diklat.daerah', 'peserta.diklat']);
  });

  it('area codes are 0 none, 1 Barat, 2 Timur, 3 Tambahan', () => {
    expect(AREAS.map((a) => a.value)).toEqual([0, 1, 2, 3]);
    expect(AREAS[1]!.label).toBe('Wilayah Barat');
    expect(AREAS[2]!.label).toBe('Wilayah Timur');
    expect(AREAS[3]!.label).toBe('Wilayah Tambahan');
  });
});

describe('inRoles', () => {
  it('is false for guest whatever the list', () => {
    expect(inRoles('guest', ROLES)).toBe(false);
  });
  it.each([
    ['admin', CENTRAL_ROLES, true],
    ['pemda', CENTRAL_ROLES, false],
    ['pemda', REGIONAL_ROLES, true],
    ['verifikator', AREA_ROLES, true],
    ['opd', OWNER_ROLES, true],
    ['pemda', OWNER_ROLES, false],
  ] as const)('%s in list -> %s', (role, list, expected) => {
    expect(inRoles(role, list)).toBe(expected);
  });
});
