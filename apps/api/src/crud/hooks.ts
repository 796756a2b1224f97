import { eq, inArray, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_ADMIN_ROLES,
  ACCOUNT_DIKLAT_ROLES,
  ACCOUNT_REGIONAL_ROLES,
  ROLES,
  fixedRegion,
  sanitasiPeta,
  type DataScope,
  type FieldDef,
  type ResourceName,
  type Role,
  type SessionUser,
} from '@sigap/domain';
import type { Db, Tx } from '../db/client';
import type { SettingsMap } from '../lib/settings';
import { mDaerah, opdPerangkat, upt, usrAsn } from '../db/schema';
import { AppError, validationError } from '../lib/errors';
import { hashPassword } from '../lib/password';

export interface WriteContext {
  tx: Tx;
  user: SessionUser;
  settings: SettingsMap;
  mode: 'create' | 'update';
  /** Validated values; hooks may add or change server-set columns. */
  values: Record<string, unknown>;
  current?: Record<string, unknown>;
  /** The request body as sent (for server-set columns a hook derives from it). */
  raw: Record<string, unknown>;
}

export interface ResourceHooks {
  /** Field changes from settings (date windows of the period), applied before validation. */
  overrides?: (settings: SettingsMap) => Record<string, Partial<FieldDef>>;
  /** Checked inside the delete transaction, on the locked row. */
  beforeDelete?: (c: { tx: Tx; user: SessionUser; settings: SettingsMap; current: Record<string, unknown> }) => Promise<void>;
  /**
   * Related values read in the same statement as the rows of a list or a read (correlated
   * sub-selects, no extra round trips); `decorate` turns them into the response's objects.
   */
  joinFields?: () => Record<string, SQL.Aliased>;
  /**
   * An exact total cheaper than counting the rows (a maintained counter) for a list read with
   * this scope and these column filters and no search; null when it does not apply.
   */
  fastTotal?: (scope: DataScope, equals: Record<string, (string | number)[]>) => SQL | null;
  /** Adds related objects and allowed actions to rows of a list or a read. */
  decorate?: (db: Db, user: SessionUser, settings: SettingsMap, rows: Record<string, unknown>[]) => Promise<Record<string, unknown>[]>;
  /** Extra row filter on top of the scope rules (e.g. which accounts a pemda sees). */
  extraScope?: (user: SessionUser) => SQL | undefined;
  beforeWrite?: (c: WriteContext) => Promise<void>;
  /** Inside the write transaction, after the row is written (derived data such as index results). */
  afterWrite?: (c: WriteContext & { row: Record<string, unknown> }) => Promise<void>;
  afterDelete?: (c: { tx: Tx; user: SessionUser; settings: SettingsMap; current: Record<string, unknown> }) => Promise<void>;
  /** Called after a committed change (cache invalidation). */
  afterCommit?: () => void;
}

/** Which roles a user may give to accounts (ACC-01, ACC-02, diklat). */
export function assignableRoles(user: SessionUser): readonly Role[] {
  switch (user.role) {
    case 'superadmin':
      return ROLES;
    case 'admin':
      return [...ACCOUNT_ADMIN_ROLES.filter((r) => r !== 'superadmin'), ...ACCOUNT_DIKLAT_ROLES];
    case 'pemda':
      return ACCOUNT_REGIONAL_ROLES;
    case 'admin.diklat':
      return ACCOUNT_DIKLAT_ROLES;
    case 'admin.diklat.daerah':
      return ['admin.diklat.daerah', 'peserta.diklat'];
    default:
      return [];
  }
}

const accountHooks: ResourceHooks = {
  extraScope: (user) => {
    if (user.role === 'superadmin' || user.role === 'admin') return undefined;
    return inArray(usrAsn.role, [...assignableRoles(user)]);
  },
  async beforeWrite({ tx, user, mode, values, current }) {
    const allowed = assignableRoles(user);
    const role = (values.role ?? current?.role) as Role | undefined;
    if (values.role !== undefined && !allowed.includes(values.role as Role)) throw validationError({ role: 'Anda tidak dapat memberikan peran ini.' });
    if (mode === 'update' && current && !allowed.includes(current.role as Role)) throw validationError({ role: 'Anda tidak dapat mengubah akun dengan peran ini.' });
    if (mode === 'create' && !values.password) throw validationError({ password: 'Kata sandi wajib diisi.' });
    // nobody locks themselves out through the generic screen
    if (mode === 'update' && current?.id === user.id) {
      if (values.role !== undefined && values.role !== current.role) throw validationError({ role: 'Anda tidak dapat mengubah peran akun Anda sendiri.' });
      if (values.is_active !== undefined && Number(values.is_active) !== 1) throw validationError({ is_active: 'Anda tidak dapat menonaktifkan akun Anda sendiri.' });
    }
    if (typeof values.password === 'string' && values.password) {
      if (!/[A-Za-z]/.test(values.password) || !/[0-9]/.test(values.password)) throw validationError({ password: 'Kata sandi harus memuat huruf dan angka.' });
      values.password = await hashPassword(values.password);
      if (mode === 'update') values.token_version = Number(current?.token_version ?? 0) + 1;
    } else delete values.password;
    if (values.username !== undefined) {
      values.username = String(values.username);
      if (!/^[a-zA-Z0-9._-]+$/.test(values.username as string)) throw validationError({ username: 'Nama pengguna hanya boleh huruf, angka, titik, garis bawah dan tanda hubung.' });
    }
    // fields that do not apply to the role are cleared (ACC-01)
    if (role && !['verifikator', 'quality_control'].includes(role)) values.area = 0;
    if (role && !['opd', 'upt'].includes(role)) values.opd_perangkat_id = null;
    if (role && role !== 'upt') values.upt_id = null;
    const region = fixedRegion(user);
    if (region != null) values.m_daerah_id = region;
    const opdId = (values.opd_perangkat_id ?? current?.opd_perangkat_id) as number | null | undefined;
    const daerahId = (values.m_daerah_id ?? current?.m_daerah_id) as number | null | undefined;
    if (opdId != null) {
      const [opd] = await tx.select().from(opdPerangkat).where(eq(opdPerangkat.id, opdId));
      if (!opd || (daerahId != null && opd.m_daerah_id !== daerahId)) throw validationError({ opd_perangkat_id: 'OPD tidak ditemukan di daerah ini.' });
    }
    const uptId = (values.upt_id ?? current?.upt_id) as number | null | undefined;
    if (uptId != null) {
      const [u] = await tx.select().from(upt).where(eq(upt.id, uptId));
      if (!u || u.opd_perangkat_id !== opdId) throw validationError({ upt_id: 'UPTD harus berada di bawah OPD yang dipilih.' });
    }
  },
};

const uptHooks: ResourceHooks = {
  async beforeWrite({ tx, values, user }) {
    if (values.opd_perangkat_id === undefined) return;
    const [opd] = await tx.select().from(opdPerangkat).where(eq(opdPerangkat.id, Number(values.opd_perangkat_id)));
    if (!opd) throw validationError({ opd_perangkat_id: 'Perangkat daerah tidak ditemukan.' });
    if (user.daerah_ids && !user.daerah_ids.includes(opd.m_daerah_id)) throw validationError({ opd_perangkat_id: 'Perangkat daerah di luar wilayah Anda.' });
    if (user.role === 'opd' && user.opd_perangkat_id !== opd.id) throw validationError({ opd_perangkat_id: 'Anda hanya dapat mengelola UPT di OPD Anda.' });
    values.m_daerah_id = opd.m_daerah_id;
  },
};

const profilHooks: ResourceHooks = {
  async beforeWrite({ tx, mode, values, raw }) {
    // map embed: only the src of an allowed provider's iframe is stored (PRF-03)
    if (values.map_embed !== undefined) {
      const peta = sanitasiPeta(values.map_embed);
      if (peta.error) throw validationError({ map_embed: peta.error });
      values.map_embed = peta.src;
    }
    if (values.files !== undefined && values.files !== null) {
      const e = periksaBerkasProfil(values.files);
      if (e) throw validationError({ files: e });
    }
    if (mode !== 'create') return;
    // one profile per pemda: the profile id is the region id
    const id = Number(raw.m_daerah_id);
    const [d] = Number.isInteger(id) ? await tx.select().from(mDaerah).where(eq(mDaerah.id, id)) : [];
    if (!d) throw validationError({ m_daerah_id: 'Daerah tidak ditemukan.' });
    values.id = d.id;
    values.m_daerah_id = d.id;
  },
};

/** The profile's supporting files: a list of `{nama, file_url}` with an uploaded file (`/media/…`) or an https link. */
function periksaBerkasProfil(files: unknown): string | null {
  if (!Array.isArray(files)) return 'Berkas pendukung harus berupa daftar.';
  if (files.length > 20) return 'Berkas pendukung paling banyak 20.';
  for (const f of files) {
    if (!f || typeof f !== 'object' || Array.isArray(f)) return 'Setiap berkas pendukung berisi nama dan berkas.';
    const { nama, file_url } = f as Record<string, unknown>;
    if (typeof nama !== 'string' || !nama.trim() || nama.length > 200) return 'Nama berkas pendukung wajib diisi (paling banyak 200 karakter).';
    if (typeof file_url !== 'string' || file_url.length > 1000 || !(/^\/media\/[\w./-]+$/.test(file_url) && !file_url.includes('..')) && !/^https:\/\/[^\s"'<>]+$/.test(file_url)) {
      return 'Berkas pendukung harus berkas yang diunggah atau tautan https.';
    }
  }
  return null;
}

/** The methodology changes only through POST /metodologi/{tahun}: it records where each value came from and recomputes the year's index in the same transaction. */
const METODOLOGI_LEWAT_LAYAR = 'Metodologi diubah melalui layar Metodologi IID agar asal setiap nilai tercatat dan indeks tahun itu dihitung ulang.';
const metodologiHooks: ResourceHooks = {
  async beforeWrite() {
    throw new AppError('INVALID_TRANSITION', METODOLOGI_LEWAT_LAYAR);
  },
  async beforeDelete() {
    throw new AppError('INVALID_TRANSITION', METODOLOGI_LEWAT_LAYAR);
  },
};

/**
 * The hooks of a resource: those a module registered for it (`app.crudHooks.set(name, hooks)` in the module's
 * plugin, so the generic layer imports no module), else the generic ones below.
 */
export function hooksFor(name: ResourceName, registered: ReadonlyMap<ResourceName, ResourceHooks>): ResourceHooks {
  const own = registered.get(name);
  if (own) return own;
  switch (name) {
    case 'usr_asn':
      return accountHooks;
    case 'upt':
      return uptHooks;
    case 'profil_pemda':
      return profilHooks;
    case 'metodologi':
      return metodologiHooks;
    default:
      return {};
  }
}

