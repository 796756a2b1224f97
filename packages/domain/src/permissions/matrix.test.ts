import { describe, it, expect } from 'vitest';
import { INOVASI_READERS, MATRIX, can, isResourceName, rolesFor, type ResourceName } from './matrix';
import { DIKLAT_ROLES, ROLES, isRole, type Actor, type Role } from './roles';

const RESOURCE_NAMES = Object.keys(MATRIX) as ResourceName[];
const ACTORS: readonly Actor[] = [...ROLES, 'guest'];
const CRUD = ['list', 'read', 'create', 'update', 'delete'] as const;
const WRITE = ['create', 'update', 'delete'] as const;

const actionsOf = (r: ResourceName): string[] => Object.keys(MATRIX[r]);
const sorted = (xs: readonly string[]) => [...xs].sort();
const allowed = (resource: ResourceName, action: string): string[] => sorted(ROLES.filter((r) => can(r, action, resource)));

/** Every role x every resource x every action named in the matrix. */
const CASES: [Actor, string, ResourceName, boolean][] = RESOURCE_NAMES.flatMap((resource) =>
  actionsOf(resource).flatMap((action) =>
    ACTORS.map((actor): [Actor, string, ResourceName, boolean] => [
      actor,
      action,
      resource,
      actor !== 'guest' && rolesFor(resource, action).includes(actor),
    ]),
  ),
);

describe('MATRIX shape', () => {
  it('names only known roles', () => {
    for (const resource of RESOURCE_NAMES) {
      for (const action of actionsOf(resource)) {
        for (const role of rolesFor(resource, action)) expect(isRole(role), `${resource}.${action}: ${role}`).toBe(true);
      }
    }
  });

  it('has no duplicate roles within one entry', () => {
    for (const resource of RESOURCE_NAMES) {
      for (const action of actionsOf(resource)) {
        const list = rolesFor(resource, action);
        expect(new Set(list).size, `${resource}.${action}`).toBe(list.length);
      }
    }
  });

  it('generates a case for every role x resource x action', () => {
    const pairs = RESOURCE_NAMES.reduce((n, r) => n + actionsOf(r).length, 0);
    expect(CASES).toHaveLength(pairs * (ROLES.length + 1));
    expect(CASES.length).toBeGreaterThan(500);
  });

  it('isResourceName knows every matrix key and nothing else', () => {
    for (const r of RESOURCE_NAMES) expect(isResourceName(r)).toBe(true);
    expect(isResourceName('nope')).toBe(false);
    expect(isResourceName('toString')).toBe(false);
    expect(isResourceName('__proto__')).toBe(false);
  });
});

/**
 * The role table of core-spec section 6, row by row, against the matrix (the spec is the expected value, never
 * the matrix itself): a wrong role in either direction fails here.
 */
const SPEC_INTI: [string, ResourceName, string, Role[]][] = [
  ['review (view)', 'review', 'antrian', ['admin', 'superadmin', 'tim.penilai', 'pusat', 'verifikator']],
  ['review approve', 'review', 'setujui', ['admin', 'superadmin', 'verifikator']],
  ['review reject', 'review', 'tolak', ['admin', 'superadmin', 'verifikator']],
  ['hasil-review, hasil-rejected', 'review', 'hasil', ['admin', 'superadmin', 'tim.penilai', 'pusat', 'verifikator', 'quality_control']],
  ['quality-control screen', 'review', 'antrian_qc', ['admin', 'superadmin', 'tim.penilai', 'pusat', 'quality_control']],
  ['ranking-index, rekap-akhir', 'indeks', 'ranking', ['admin', 'superadmin', 'tim.penilai', 'pusat']],
  // "ranking-index, rekap-akhir | admin, superadmin, tim.penilai, pusat" with section 4: "The IGA flag of a region can be
  // toggled from ranking and recap (action Ubah Status IGA)": every role of those screens has the action
  ['ranking-index, rekap-akhir: Ubah Status IGA', 'indeks', 'flag', ['admin', 'superadmin', 'tim.penilai', 'pusat']],
  ['score columns and verification on indicators', 'review', 'evaluasi', ['admin', 'superadmin', 'verifikator']],
  ['innovation add', 'iga2020_inovasi', 'create', ['admin', 'superadmin', 'pemda', 'opd']],
  ['innovation edit', 'iga2020_inovasi', 'update', ['admin', 'superadmin', 'pemda', 'opd']],
  ['innovation delete', 'iga2020_inovasi', 'delete', ['developer', 'superadmin', 'pemda']],
];

describe('spec: core-spec section 6 role table', () => {
  it.each(SPEC_INTI)('%s (%s.%s)', (_screen, resource, action, roles) => {
    expect(allowed(resource, action)).toEqual(sorted(roles));
  });
});

describe('can() for actions a resource does not name', () => {
  const missing = RESOURCE_NAMES.flatMap((resource) =>
    [...CRUD, 'activate', 'upload', 'approve'].filter((a) => !actionsOf(resource).includes(a)).map((a) => [resource, a] as const),
  );
  it.each(missing)('%s %s is refused for every role', (resource, action) => {
    expect(rolesFor(resource, action)).toEqual([]);
    for (const role of ROLES) expect(can(role, action, resource)).toBe(false);
  });
});

describe('guest', () => {
  it('can do nothing anywhere', () => {
    for (const resource of RESOURCE_NAMES) {
      for (const action of [...actionsOf(resource), ...CRUD]) {
        expect(can('guest', action, resource)).toBe(false);
        expect(can(null, action, resource)).toBe(false);
        expect(can(undefined, action, resource)).toBe(false);
        expect(can({ role: 'guest' }, action, resource)).toBe(false);
      }
    }
  });
});

describe('object form can({ role })', () => {
  it('answers as the role name does, for a user object', () => {
    expect(can({ role: 'pemda' }, 'delete', 'iga2020_inovasi')).toBe(true);
    expect(can({ role: 'opd' }, 'delete', 'iga2020_inovasi')).toBe(false);
    expect(can({ role: 'viewer' }, 'create', 'usr_asn')).toBe(false);
  });
});

describe('spec: innovation database (core spec 6)', () => {
  it('delete only developer, superadmin, pemda', () => {
    expect(allowed('iga2020_inovasi', 'delete')).toEqual(sorted(['developer', 'superadmin', 'pemda']));
  });

  it.each(['create', 'update'])('%s only admin, superadmin, pemda, opd', (action) => {
    expect(allowed('iga2020_inovasi', action)).toEqual(sorted(['admin', 'superadmin', 'pemda', 'opd']));
  });

  it.each([
    ['opd', 'delete', false],
    ['admin', 'delete', false],
    ['upt', 'create', false],
    ['asn', 'update', false],
    ['developer', 'update', false],
    ['verifikator', 'read', true],
    ['quality_control', 'list', true],
    ['peserta.diklat', 'list', false],
    ['kabkota', 'read', false],
  ] as const)('%s %s -> %s', (role, action, expected) => {
    expect(can(role, action, 'iga2020_inovasi')).toBe(expected);
  });

  it('list and read are the innovation readers', () => {
    expect(allowed('iga2020_inovasi', 'list')).toEqual(sorted(INOVASI_READERS));
    expect(allowed('iga2020_inovasi', 'read')).toEqual(sorted(INOVASI_READERS));
  });

  it('the inovasi-daerah screen roles all read innovations', () => {
    for (const r of ['admin', 'superadmin', 'tim.penilai', 'pusat', 'viewer', 'opd', 'pemda'] as const) {
      expect(can(r, 'list', 'iga2020_inovasi')).toBe(true);
    }
  });
});

describe('spec: master data (supporting spec 6: superadmin, admin)', () => {
  const MASTER: ResourceName[] = [
    'm_daerah',
    'iga_urusan_pemerintahan',
    'iga2020_bentuk_inovasi',
    'iga2020_tematik',
    'iga2020_covid',
    'iga_klaster',
    'iga_klaster_daerah',
    'wilayah',
    'wilayah_daerah',
    'iga_indikator',
    'iga_skala',
    'jenis_pelatihan',
    'iga_penilai',
    'metodologi',
  ];
  const cases = MASTER.flatMap((r) => WRITE.map((a) => [r, a] as const));

  it.each(cases)('%s %s is only for superadmin/admin', (resource, action) => {
    const roles = allowed(resource, action);
    expect(roles.length).toBeGreaterThan(0);
    for (const r of roles) expect(['superadmin', 'admin']).toContain(r);
    expect(roles).toContain('superadmin');
  });

  it.each(MASTER.filter((r) => r !== 'iga_penilai'))('%s is readable by every role (form lookups)', (resource) => {
    expect(allowed(resource, 'list')).toEqual(sorted(ROLES));
    expect(allowed(resource, 'read')).toEqual(sorted(ROLES));
  });

  it('metodologi is written by superadmin only', () => {
    for (const a of WRITE) expect(allowed('metodologi', a)).toEqual(['superadmin']);
  });

  it('iga_penilai is read by admins and tim.penilai only', () => {
    expect(allowed('iga_penilai', 'list')).toEqual(sorted(['superadmin', 'admin', 'tim.penilai']));
  });
});

describe('spec: content and settings (admin, superadmin)', () => {
  const CONTENT: ResourceName[] = [
    'content_categories',
    'contents',
    'announcements',
    'help_faq',
    'tuxe_contents',
    'news',
    'albums',
    'gallery',
    'banners',
    'winner_category',
    'winners',
  ];
  it.each(CONTENT.flatMap((r) => WRITE.map((a) => [r, a] as const)))('%s %s -> superadmin, admin', (resource, action) => {
    expect(allowed(resource, action)).toEqual(sorted(['superadmin', 'admin']));
  });

  // supporting spec 6: "| Settings, news, albums, gallery, banners, winners | admin, superadmin |"
  it.each(WRITE)('app_settings %s: admin, superadmin', (action) => {
    expect(allowed('app_settings', action)).toEqual(sorted(['superadmin', 'admin']));
  });
});

describe('spec: summary dashboard (core spec 6)', () => {
  // core spec 6: "| Dashboard summary | admin, superadmin, pemda, opd |" and "| statistik-inovasi | provinsi, pemda |":
  // the sign-in statistics of those dashboards (/summary/login) are theirs, no other role's
  it('statistik.login: the summary dashboard roles and the province', () => {
    expect(allowed('statistik', 'login')).toEqual(sorted(['admin', 'superadmin', 'pemda', 'opd', 'provinsi']));
  });
});

describe('spec: diklat account configuration (supporting spec 6)', () => {
  // supporting spec 6: "| Diklat account configuration | superadmin, pemda, admin.diklat |" and
  // "| Account-admin | superadmin, admin |": admin.diklat.daerah and peserta.diklat manage no account
  it.each([...CRUD])('usr_asn %s: never admin.diklat.daerah or peserta.diklat', (action) => {
    expect(can('admin.diklat.daerah', action, 'usr_asn')).toBe(false);
    expect(can('peserta.diklat', action, 'usr_asn')).toBe(false);
    expect(can('admin.diklat', action, 'usr_asn')).toBe(true);
  });

  it('the diklat roles that may create accounts are admin.diklat only', () => {
    expect(allowed('usr_asn', 'create').filter((r) => (DIKLAT_ROLES as readonly string[]).includes(r))).toEqual(['admin.diklat']);
  });
});

describe('spec: laporan_diklat (supporting spec 6)', () => {
  const DIKLAT_DATA = sorted(['superadmin', 'pemda', ...DIKLAT_ROLES]);

  it.each(['list', 'read'])('%s: superadmin, pemda and the diklat roles', (action) => {
    expect(allowed('laporan_diklat', action)).toEqual(DIKLAT_DATA);
  });

  it.each(WRITE)('%s: every diklat role and superadmin, not pemda', (action) => {
    expect(allowed('laporan_diklat', action)).toEqual(sorted(['superadmin', ...DIKLAT_ROLES]));
    expect(can('pemda', action, 'laporan_diklat')).toBe(false);
    expect(can('admin', action, 'laporan_diklat')).toBe(false);
  });
});

describe('spec: organisation, accounts, profiles, platform areas', () => {
  it.each([
    ['pemda', 'create', 'opd_perangkat', true],
    ['opd', 'create', 'opd_perangkat', false],
    ['opd', 'create', 'upt', true],
    ['upt', 'create', 'upt', false],
    ['pemda', 'create', 'usr_asn', true],
    ['opd', 'list', 'usr_asn', false],
    ['admin.diklat.daerah', 'delete', 'usr_asn', false],
    ['admin.diklat', 'delete', 'usr_asn', true],
    ['pemda', 'activate', 'usr_asn', false],
    ['admin', 'activate', 'usr_asn', true],
    ['pemda', 'update', 'profil_pemda', true],
    ['opd', 'update', 'profil_pemda', false],
    ['admin', 'create', 'profil_pemda', false],
    ['superadmin', 'create', 'profil_pemda', true],
    ['developer', 'list', 'activities', true],
    ['pemda', 'list', 'activities', false],
    ['peserta.diklat', 'upload', 'media', true],
    ['pemda', 'read', 'api_access', true],
    ['opd', 'read', 'api_access', false],
  ] as const satisfies readonly (readonly [Role, string, ResourceName, boolean])[])('%s %s %s -> %s', (role, action, resource, expected) => {
    expect(can(role, action, resource)).toBe(expected);
  });

  it('profile edit is superadmin, admin, pemda', () => {
    expect(allowed('profil_pemda', 'update')).toEqual(sorted(['superadmin', 'admin', 'pemda']));
  });

  it('API access is admin, pemda, superadmin', () => {
    for (const a of ['read', 'create', 'delete']) expect(allowed('api_access', a)).toEqual(sorted(['admin', 'pemda', 'superadmin']));
  });
});
