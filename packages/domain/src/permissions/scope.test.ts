import { describe, it, expect } from 'vitest';
import { getResource } from '../resources';
import { CENTRAL_ROLES, REGIONAL_ROLES, ROLES, type Role } from './roles';
import { NO_SCOPE, dataScope, fixedRegion, recordInScope, type DataScope, type ScopeBinding, type SessionUser } from './scope';

const OWN = 7; // own region
const OTHER = 8; // someone else's region
const ME = 42; // own account id

function user(role: Role, extra: Partial<SessionUser> = {}): SessionUser {
  return {
    id: ME,
    username: `u-${role}`,
    role,
    nama_lengkap: 'Pengguna Uji',
    email: null,
    m_daerah_id: OWN,
    profil_id: OWN,
    area: 0,
    opd_perangkat_id: null,
    upt_id: null,
    daerah_ids: null,
    allowed_years: null,
    ...extra,
  };
}

const bindingOf = (name: string): ScopeBinding => {
  const b = getResource(name)?.scope;
  if (!b) throw new Error(`no scope on ${name}`);
  return b;
};

const INOVASI = bindingOf('iga2020_inovasi'); // region profil_id, owner created_by, year tahun
const DIKLAT = bindingOf('laporan_diklat'); // region profil_id, owner user_id
const OPD = bindingOf('opd_perangkat'); // region m_daerah_id
const PROFIL = bindingOf('profil_pemda'); // region id

const inov = (profil_id: unknown, created_by: unknown, tahun: unknown = 2024) => ({ id: 1, profil_id, created_by, tahun });

describe('resource bindings used below', () => {
  it('are the ones the resources declare', () => {
    expect(INOVASI).toEqual({ region: 'profil_id', owner: 'created_by', year: 'tahun' });
    expect(DIKLAT).toMatchObject({ region: 'profil_id', owner: 'user_id' });
    expect(OPD).toEqual({ region: 'm_daerah_id' });
    expect(PROFIL).toEqual({ region: 'id' });
  });
});

describe('NO_SCOPE', () => {
  it('has no limits and admits any record', () => {
    expect(NO_SCOPE).toEqual({ daerah_ids: null, created_by: null, years: null });
    expect(recordInScope(NO_SCOPE, INOVASI, inov(OTHER, 999, 1999))).toBe(true);
  });
});

describe('central roles: no region, owner or year limit', () => {
  it.each(CENTRAL_ROLES.map((r) => [r]))('%s', (role) => {
    // even when the server resolved a region list for them it is ignored
    const u = user(role, { daerah_ids: [OWN] });
    const s = dataScope(u, INOVASI);
    expect(s).toEqual(NO_SCOPE);
    expect(recordInScope(s, INOVASI, inov(OTHER, 999))).toBe(true);
    expect(recordInScope(s, INOVASI, inov(OWN, ME))).toBe(true);
    expect(fixedRegion(u)).toBeNull();
  });

  it('central roles are the spec ones', () => {
    expect([...CENTRAL_ROLES].sort()).toEqual(['admin', 'developer', 'pusat', 'superadmin', 'tim.penilai', 'viewer']);
  });
});

describe('pemda and asn: own region only, not only own records', () => {
  it.each([['pemda'], ['asn']] as const)('%s', (role) => {
    const s = dataScope(user(role), INOVASI);
    expect(s).toEqual({ daerah_ids: [OWN], created_by: null, years: null });
    expect(recordInScope(s, INOVASI, inov(OWN, ME))).toBe(true);
    expect(recordInScope(s, INOVASI, inov(OWN, 999))).toBe(true);
    expect(recordInScope(s, INOVASI, inov(OTHER, ME))).toBe(false);
    expect(recordInScope(s, INOVASI, inov(OTHER, 999))).toBe(false);
  });

  it.each(['kabkota', 'dinas', 'kecamatan', 'admin.diklat.daerah'] as const)('%s is also locked to its region', (role) => {
    expect(dataScope(user(role), OPD)).toEqual({ daerah_ids: [OWN], created_by: null, years: null });
  });

  it('a regional user without a region sees nothing', () => {
    const s = dataScope(user('pemda', { m_daerah_id: null, profil_id: null }), INOVASI);
    expect(s.daerah_ids).toEqual([]);
    expect(recordInScope(s, INOVASI, inov(OWN, ME))).toBe(false);
  });

  it('compares region values as numbers (string columns)', () => {
    const s = dataScope(user('pemda'), INOVASI);
    expect(recordInScope(s, INOVASI, inov(String(OWN), ME))).toBe(true);
    expect(recordInScope(s, INOVASI, inov(null, ME))).toBe(false);
    expect(recordInScope(s, INOVASI, { id: 1 })).toBe(false);
  });

  it('on profil_pemda the region column is the id', () => {
    const s = dataScope(user('pemda'), PROFIL);
    expect(recordInScope(s, PROFIL, { id: OWN })).toBe(true);
    expect(recordInScope(s, PROFIL, { id: OTHER })).toBe(false);
  });
});

describe('opd and upt: own region AND own records', () => {
  const cases = [
    [OWN, ME, true],
    [OWN, 999, false],
    [OTHER, ME, false],
    [OTHER, 999, false],
    [OWN, String(ME), true],
    [OWN, null, false],
  ] as const;

  it.each(['opd', 'upt'] as const)('%s scope has region and created_by', (role) => {
    expect(dataScope(user(role), INOVASI)).toEqual({ daerah_ids: [OWN], created_by: ME, years: null });
  });

  it.each((['opd', 'upt'] as const).flatMap((role) => cases.map(([region, owner, ok]) => [role, region, owner, ok] as const)))(
    '%s: record region %s created_by %s -> %s',
    (role, region, owner, ok) => {
      const s = dataScope(user(role), INOVASI);
      expect(recordInScope(s, INOVASI, inov(region, owner))).toBe(ok);
    },
  );

  it('the owner rule needs an owner column on the resource', () => {
    const s = dataScope(user('opd'), OPD);
    expect(s).toEqual({ daerah_ids: [OWN], created_by: null, years: null });
    expect(recordInScope(s, OPD, { m_daerah_id: OWN, created_by: 999 })).toBe(true);
  });

  it('ownerExempt switches the owner rule off', () => {
    const exempt: ScopeBinding = { region: 'm_daerah_id', owner: 'created_by', ownerExempt: true };
    const s = dataScope(user('upt'), exempt);
    expect(s).toEqual({ daerah_ids: [OWN], created_by: null, years: null });
    expect(recordInScope(s, exempt, { m_daerah_id: OWN, created_by: 999 })).toBe(true);
    expect(recordInScope(s, exempt, { m_daerah_id: OTHER, created_by: ME })).toBe(false);
  });

  it.each(['pemda', 'asn', 'provinsi', 'admin', 'verifikator'] as const)('%s is not limited to own records', (role) => {
    expect(dataScope(user(role, { daerah_ids: [OWN] }), INOVASI).created_by).toBeNull();
  });
});

describe('peserta.diklat: only own training reports (DKL-01)', () => {
  it('is limited to its region and to the reports it uploaded', () => {
    const s = dataScope(user('peserta.diklat'), DIKLAT);
    expect(s).toEqual({ daerah_ids: [OWN], created_by: ME, years: null });
    expect(recordInScope(s, DIKLAT, { profil_id: OWN, user_id: ME })).toBe(true);
    expect(recordInScope(s, DIKLAT, { profil_id: OWN, user_id: 999 })).toBe(false);
  });

  it('admin.diklat.daerah sees every report of its region', () => {
    const s = dataScope(user('admin.diklat.daerah'), DIKLAT);
    expect(s).toEqual({ daerah_ids: [OWN], created_by: null, years: null });
    expect(recordInScope(s, DIKLAT, { profil_id: OWN, user_id: 999 })).toBe(true);
    expect(recordInScope(s, DIKLAT, { profil_id: OTHER, user_id: 999 })).toBe(false);
  });
});

describe('admin.diklat (neither central nor regional)', () => {
  it('is limited to the resolved regions or its own region', () => {
    expect(dataScope(user('admin.diklat', { daerah_ids: [1, 2] }), DIKLAT).daerah_ids).toEqual([1, 2]);
    expect(dataScope(user('admin.diklat'), DIKLAT).daerah_ids).toEqual([OWN]);
  });
  it('without any region it has no region limit', () => {
    expect(dataScope(user('admin.diklat', { m_daerah_id: null }), DIKLAT).daerah_ids).toBeNull();
  });
});

describe('provinsi: own province and, when given, its regencies and cities', () => {
  const PROV = 11;
  const CHILDREN = [1101, 1102, 1171];

  it('uses the resolved daerah_ids including children', () => {
    const s = dataScope(user('provinsi', { m_daerah_id: PROV, daerah_ids: [PROV, ...CHILDREN] }), INOVASI);
    expect(s).toEqual({ daerah_ids: [PROV, ...CHILDREN], created_by: null, years: null });
  });

  it.each([
    [PROV, true],
    [1101, true],
    [1171, true],
    [1201, false],
    [12, false],
  ])('record in region %s -> %s', (region, ok) => {
    const s = dataScope(user('provinsi', { m_daerah_id: PROV, daerah_ids: [PROV, ...CHILDREN] }), INOVASI);
    expect(recordInScope(s, INOVASI, inov(region, 999))).toBe(ok);
  });

  it('falls back to its own region when no list is given', () => {
    const s = dataScope(user('provinsi', { m_daerah_id: PROV }), INOVASI);
    expect(s.daerah_ids).toEqual([PROV]);
    expect(recordInScope(s, INOVASI, inov(1101, 999))).toBe(false);
  });
});

describe('verifikator and quality_control: area regions', () => {
  const AREA = [3, 5, 9];

  it.each(['verifikator', 'quality_control'] as const)('%s sees the regions of its area', (role) => {
    const s = dataScope(user(role, { area: 1, m_daerah_id: null, daerah_ids: AREA }), INOVASI);
    expect(s).toEqual({ daerah_ids: AREA, created_by: null, years: null });
    expect(recordInScope(s, INOVASI, inov(5, 999))).toBe(true);
    expect(recordInScope(s, INOVASI, inov(4, 999))).toBe(false);
  });

  it.each(['verifikator', 'quality_control'] as const)('%s with an empty list sees nothing', (role) => {
    const s = dataScope(user(role, { m_daerah_id: null, daerah_ids: [] }), INOVASI);
    expect(s.daerah_ids).toEqual([]);
    for (const region of [0, 1, 3, OWN, OTHER]) expect(recordInScope(s, INOVASI, inov(region, ME))).toBe(false);
  });

  it.each(['verifikator', 'quality_control'] as const)('%s without area or region sees nothing (never everything)', (role) => {
    const s = dataScope(user(role, { m_daerah_id: null, daerah_ids: null }), INOVASI);
    expect(s.daerah_ids).toEqual([]);
    expect(recordInScope(s, INOVASI, inov(OWN, ME))).toBe(false);
  });

  it.each(['verifikator', 'quality_control'] as const)('%s has no fixed region in forms', (role) => {
    expect(fixedRegion(user(role))).toBeNull();
  });
});

describe('allowed years', () => {
  const YEARS = [2023, 2024];

  it.each(ROLES.map((r) => [r]))('%s is limited to its allowed years', (role) => {
    const s = dataScope(user(role, { allowed_years: YEARS, daerah_ids: [OWN] }), INOVASI);
    expect(s.years).toEqual(YEARS);
  });

  it.each([
    [2022, false],
    [2023, true],
    [2024, true],
    [2025, false],
    ['2024', true],
    ['2025', false],
    [null, true], // a record without a year is not hidden by the year rule
  ])('record year %j -> %s', (tahun, ok) => {
    const s = dataScope(user('admin', { allowed_years: YEARS }), INOVASI);
    expect(recordInScope(s, INOVASI, inov(OTHER, 999, tahun))).toBe(ok);
  });

  it('null allowed_years means every year', () => {
    const s = dataScope(user('pemda'), INOVASI);
    expect(s.years).toBeNull();
    expect(recordInScope(s, INOVASI, inov(OWN, ME, 1999))).toBe(true);
  });

  it('an empty allowed_years list hides every dated record', () => {
    const s = dataScope(user('pemda', { allowed_years: [] }), INOVASI);
    expect(s.years).toEqual([]);
    expect(recordInScope(s, INOVASI, inov(OWN, ME, 2024))).toBe(false);
  });

  it('does not apply to resources without a year column', () => {
    const s = dataScope(user('pemda', { allowed_years: YEARS }), OPD);
    expect(s.years).toBeNull();
  });

  it('combines with region and owner', () => {
    const s = dataScope(user('opd', { allowed_years: YEARS }), INOVASI);
    expect(s).toEqual({ daerah_ids: [OWN], created_by: ME, years: YEARS });
    expect(recordInScope(s, INOVASI, inov(OWN, ME, 2023))).toBe(true);
    expect(recordInScope(s, INOVASI, inov(OWN, ME, 2022))).toBe(false);
    expect(recordInScope(s, INOVASI, inov(OWN, 999, 2023))).toBe(false);
    expect(recordInScope(s, INOVASI, inov(OTHER, ME, 2023))).toBe(false);
  });
});

describe('bindings without a region', () => {
  const NONE: ScopeBinding = {};
  const OWNER_ONLY: ScopeBinding = { owner: 'created_by' };

  it.each(ROLES.map((r) => [r]))('%s has no region limit on an unbound resource', (role) => {
    const s = dataScope(user(role, { daerah_ids: [OWN] }), NONE);
    expect(s).toEqual(NO_SCOPE);
    expect(recordInScope(s, NONE, { id: 1, profil_id: OTHER })).toBe(true);
  });

  it('the owner rule still applies to OPD without a region column', () => {
    const s = dataScope(user('opd'), OWNER_ONLY);
    expect(s).toEqual({ daerah_ids: null, created_by: ME, years: null });
    expect(recordInScope(s, OWNER_ONLY, { created_by: ME })).toBe(true);
    expect(recordInScope(s, OWNER_ONLY, { created_by: 1 })).toBe(false);
  });

  it('a scope is not checked against columns the binding does not name', () => {
    const s: DataScope = { daerah_ids: [OWN], created_by: ME, years: [2024] };
    expect(recordInScope(s, NONE, { profil_id: OTHER, created_by: 1, tahun: 1999 })).toBe(true);
  });
});

describe('fixedRegion', () => {
  it.each(REGIONAL_ROLES.map((r) => [r]))('%s is locked to its own region', (role) => {
    expect(fixedRegion(user(role))).toBe(OWN);
    expect(fixedRegion(user(role, { m_daerah_id: null }))).toBeNull();
  });

  it.each([...CENTRAL_ROLES, 'verifikator', 'quality_control', 'admin.diklat'] as const)('%s chooses freely', (role) => {
    expect(fixedRegion(user(role))).toBeNull();
  });
});
