import { ROLES, type Actor, type Role } from './roles';
import { AKSI_REVIEW, ALUR_REVIEW } from '../review/alur';
import { PERAN_BERANDA } from '../platform/beranda';

/**
 * The permission matrix of both specs: resource (a /crud table or a named
 * area) x action -> roles. This table is the single source: the API checks it
 * on every route, the permission tests are generated from it and the web app
 * uses it to hide what a role may not do.
 */
export type CrudAction = 'list' | 'read' | 'create' | 'update' | 'delete';
export type Action = CrudAction | (string & {});

const ALL: readonly Role[] = ROLES;
const ADMINS = ['superadmin', 'admin'] as const;
const MASTER = { list: ALL, read: ALL, create: ADMINS, update: ADMINS, delete: ADMINS } as const;
const CONTENT = MASTER;

/** Roles that work with the innovation database screen (core spec section 6). */
export const INOVASI_READERS = [
  'admin',
  'superadmin',
  'tim.penilai',
  'pusat',
  'viewer',
  'opd',
  'pemda',
  'upt',
  'asn',
  'provinsi',
  'verifikator',
  'quality_control',
  'developer',
] as const satisfies readonly Role[];

export const MATRIX = {
  // master data: everybody signed in may read (forms need the lookups), admins write
  m_daerah: MASTER,
  iga_urusan_pemerintahan: MASTER,
  iga2020_bentuk_inovasi: MASTER,
  iga2020_tematik: MASTER,
  iga2020_covid: MASTER,
  iga_klaster: MASTER,
  iga_klaster_daerah: MASTER,
  wilayah: MASTER,
  wilayah_daerah: MASTER,
  iga_indikator: MASTER,
  iga_skala: MASTER,
  jenis_pelatihan: MASTER,
  metodologi: { list: ALL, read: ALL, create: ['superadmin'], update: ['superadmin'], delete: ['superadmin'] },
  iga_penilai: { list: [...ADMINS, 'tim.penilai'], read: [...ADMINS, 'tim.penilai'], create: ADMINS, update: ADMINS, delete: ADMINS },
  // content
  content_categories: CONTENT,
  contents: CONTENT,
  announcements: CONTENT,
  help_faq: CONTENT,
  tuxe_contents: CONTENT,
  news: CONTENT,
  albums: CONTENT,
  gallery: CONTENT,
  banners: CONTENT,
  winner_category: CONTENT,
  winners: CONTENT,
  // Settings: admin, superadmin (supporting spec 6); known settings stay undeletable (their hooks)
  app_settings: { list: ALL, read: ALL, create: ADMINS, update: ADMINS, delete: ADMINS },
  // regional organisation
  opd_perangkat: {
    list: ALL,
    read: ALL,
    create: [...ADMINS, 'pemda'],
    update: [...ADMINS, 'pemda'],
    delete: [...ADMINS, 'pemda'],
  },
  upt: {
    list: ALL,
    read: ALL,
    create: [...ADMINS, 'pemda', 'opd'],
    update: [...ADMINS, 'pemda', 'opd'],
    delete: [...ADMINS, 'pemda', 'opd'],
  },
  // accounts: account-admin (superadmin, admin), pemda for its OPD and UPT, diklat account configuration
  // (superadmin, pemda, admin.diklat; supporting spec 6): admin.diklat.daerah manages no accounts
  usr_asn: {
    list: [...ADMINS, 'pemda', 'admin.diklat'],
    read: [...ADMINS, 'pemda', 'admin.diklat'],
    create: [...ADMINS, 'pemda', 'admin.diklat'],
    update: [...ADMINS, 'pemda', 'admin.diklat'],
    delete: [...ADMINS, 'pemda', 'admin.diklat'],
    activate: ADMINS,
  },
  profil_pemda: {
    list: ['superadmin', 'admin', 'tim.penilai', 'pusat', 'verifikator', 'quality_control', 'viewer', 'pemda', 'opd', 'asn', 'upt', 'provinsi'],
    read: ['superadmin', 'admin', 'tim.penilai', 'pusat', 'verifikator', 'quality_control', 'viewer', 'pemda', 'opd', 'asn', 'upt', 'provinsi'],
    create: ['superadmin'],
    update: [...ADMINS, 'pemda'],
    delete: ['superadmin'],
    /** Region indicator answers and their supporting documents (PRF-05, PRF-06). */
    indikator: [...ADMINS, 'pemda'],
    /** Pledge of integrity upload (PRF-03). */
    pakta: [...ADMINS, 'pemda'],
    /** Region logo (PLT-11). */
    logo: [...ADMINS, 'pemda'],
    /** Read-only verification lists of profiles and regions (PRF-09). */
    verifikasi: ['superadmin', 'admin', 'tim.penilai', 'pusat', 'verifikator', 'quality_control'],
  },
  iga2020_inovasi: {
    list: INOVASI_READERS,
    read: INOVASI_READERS,
    create: [...ADMINS, 'pemda', 'opd'],
    update: [...ADMINS, 'pemda', 'opd'],
    delete: ['developer', 'superadmin', 'pemda'],
    /** Kirim ke Kemendagri (nomor_registrasi). */
    kirim: [...ADMINS, 'pemda', 'opd'],
    /** Take an innovation out of the index with a recorded reason, or put it back (issue 13: never a hand-set flag). */
    keluar_indeks: ['superadmin', 'admin'],
    download: INOVASI_READERS,
    /**
     * Innovation indicator answers, trial results and their documents (INO-06); the record rules apply on top.
     * upt: only for competition entries (indikator_inovasi_lomba; a database innovation refuses upt by its edit rule).
     */
    indikator: [...ADMINS, 'pemda', 'opd', 'upt'],
    /** The province dashboard of its regencies' and cities' innovations (PRF-08). */
    binaan: ['provinsi'],
  },
  /** Indicator catalogue and the verifier's evaluation shown on indicator screens. */
  indikator: {
    katalog: ALL,
    lihat_evaluasi: ['admin', 'superadmin', 'tim.penilai', 'pusat', 'verifikator', 'quality_control'],
  },
  // regional innovation competition (LMB-01, supporting spec 6): entries are iga2020_inovasi rows with is_lomba = 1
  lomba_inovasi: {
    list: ['admin', 'superadmin', 'pemda', 'viewer', 'tim.penilai', 'opd', 'upt'],
    read: ['admin', 'superadmin', 'pemda', 'viewer', 'tim.penilai', 'opd', 'upt'],
    create: [...ADMINS, 'pemda', 'opd', 'upt'],
    update: [...ADMINS, 'pemda', 'opd', 'upt'],
    delete: [...ADMINS, 'pemda', 'opd', 'upt'],
    /** Kirim (GET /lomba-inovasi-daerah/kirim/{id}) and the competition indicators (indikator_inovasi_lomba). */
    kirim: [...ADMINS, 'pemda', 'opd', 'upt'],
    indikator: [...ADMINS, 'pemda', 'opd', 'upt'],
    /** Judges score sent entries on the year's criteria. */
    nilai: ['tim.penilai'],
    /** The leaderboard before publication (judges see it once their own sheet is in: lomba/penjurian.ts). */
    peringkat: [...ADMINS, 'tim.penilai', 'viewer'],
    /** Publishing a year's results and winners. */
    umumkan: ADMINS,
  },
  /** Judging criteria per competition year (published to participants; admins manage them). */
  lomba_kriteria: {
    list: ['admin', 'superadmin', 'pemda', 'viewer', 'tim.penilai', 'opd', 'upt'],
    read: ['admin', 'superadmin', 'pemda', 'viewer', 'tim.penilai', 'opd', 'upt'],
    create: ADMINS,
    update: ADMINS,
    delete: ADMINS,
  },
  laporan_diklat: {
    list: ['superadmin', 'pemda', 'admin.diklat', 'admin.diklat.daerah', 'peserta.diklat'],
    read: ['superadmin', 'pemda', 'admin.diklat', 'admin.diklat.daerah', 'peserta.diklat'],
    create: ['superadmin', 'admin.diklat', 'admin.diklat.daerah', 'peserta.diklat'],
    update: ['superadmin', 'admin.diklat', 'admin.diklat.daerah', 'peserta.diklat'],
    delete: ['superadmin', 'admin.diklat', 'admin.diklat.daerah', 'peserta.diklat'],
    /** Dashboard diklat (`GET /diklat`, its Excel) and the innovations a report may name (DKL-01). */
    dashboard: ['superadmin', 'pemda', 'admin.diklat', 'admin.diklat.daerah', 'peserta.diklat'],
  },
  /** Diklat account configuration (`/account/diklat`, supporting spec 6): admin.diklat.daerah manages none. */
  akun_diklat: {
    list: ['superadmin', 'pemda', 'admin.diklat'],
    create: ['superadmin', 'pemda', 'admin.diklat'],
    update: ['superadmin', 'pemda', 'admin.diklat'],
  },
  // verification and QC (REV-01..07): queues per screen, and every transition of ALUR_REVIEW
  review: {
    antrian: ['admin', 'superadmin', 'tim.penilai', 'pusat', 'verifikator'],
    hasil: ['admin', 'superadmin', 'tim.penilai', 'pusat', 'verifikator', 'quality_control'],
    antrian_qc: ['admin', 'superadmin', 'tim.penilai', 'pusat', 'quality_control'],
    dashboard_qc: ['admin', 'superadmin', 'quality_control'],
    ringkasan: ['admin', 'superadmin', 'tim.penilai', 'pusat', 'verifikator', 'quality_control'],
    evaluasi: ['admin', 'superadmin', 'verifikator'],
    /** The review page of one innovation (decisions, self vs verified); regions read their own once decided. */
    lihat: ['admin', 'superadmin', 'tim.penilai', 'pusat', 'verifikator', 'quality_control', 'pemda', 'opd'],
    /** Assigning areas and extra regions to verifier and QC accounts (REV-06). */
    penugasan: ['admin', 'superadmin'],
    ...(Object.fromEntries(AKSI_REVIEW.map((a) => [a, ALUR_REVIEW[a].roles])) as Record<(typeof AKSI_REVIEW)[number], readonly Role[]>),
  },
  notifikasi: { list: ROLES },
  // Innovative Government Award (issue 15): award screens for admin, superadmin, tim.penilai, pusat, viewer (supporting
  // spec 6); scoring only by the assigned, unconflicted juror (modules/iga checks the assignment); stage commands admins
  iga: {
    lihat: ['admin', 'superadmin', 'tim.penilai', 'pusat', 'viewer'],
    /** Juror sheets (draft, submit): tim.penilai accounts linked to iga_penilai.usr_asn_id. */
    nilai: ['tim.penilai'],
    /** Declaring a conflict of interest: the juror, or an admin on the juror's behalf. */
    konflik: ['tim.penilai', 'admin', 'superadmin'],
    /** A reasoned correction of a sent sheet: the juror while the stage is open, admins after it closed. */
    koreksi: ['tim.penilai', 'admin', 'superadmin'],
    /** Stage commands, jurors, assignments, weights, plenary, publication. */
    kelola: ADMINS,
  },
  // index engine (IDX-02, IDX-03, IDX-07)
  indeks: {
    ranking: ['admin', 'superadmin', 'tim.penilai', 'pusat'],
    /** "Ubah Status IGA" on ranking-index and rekap-akhir: every role of those screens (core spec 6). */
    flag: ['admin', 'superadmin', 'tim.penilai', 'pusat'],
    recount: ['admin', 'superadmin'],
  },
  // statistics, index averages and reports (IDX-04..06); regional roles see their own scope only
  statistik: {
    summary: ['superadmin', 'admin', 'tim.penilai', 'pusat', 'viewer', 'pemda', 'opd', 'provinsi'],
    /** Sign-in statistics of the summary dashboard (core spec 6: admin, superadmin, pemda, opd) and the province's. */
    login: ['superadmin', 'admin', 'pemda', 'opd', 'provinsi'],
    daerah: ['superadmin', 'admin', 'provinsi'],
    per_indikator: ['superadmin', 'tim.penilai'],
  },
  laporan: {
    rata_rata: ['superadmin'],
    rekap_jenis: ['superadmin', 'tim.penilai'],
    rekap: ['superadmin'],
    analisis: ['superadmin'],
  },
  // platform areas that are not tables
  activities: { list: [...ADMINS, 'developer'] },
  media: { upload: ALL },
  api_access: { read: ['admin', 'pemda', 'superadmin'], create: ['admin', 'pemda', 'superadmin'], delete: ['admin', 'pemda', 'superadmin'] },
  /** The satisfaction survey (PLT-15): every account fills it once a period; admins read the results and manage the questions. */
  kuesioner: { isi: ALL, hasil: ADMINS, kelola: ADMINS },
  /** The role-aware home (`GET /beranda`, decision 80): the roles whose first screen is `beranda`. */
  beranda: { lihat: PERAN_BERANDA },
} as const satisfies Record<string, Partial<Record<Action, readonly Role[]>>>;

export type ResourceName = keyof typeof MATRIX;

export function isResourceName(v: string): v is ResourceName {
  return Object.prototype.hasOwnProperty.call(MATRIX, v);
}

/** The roles allowed an action on a resource (empty when none). */
export function rolesFor(resource: ResourceName, action: Action): readonly Role[] {
  const row = MATRIX[resource] as Partial<Record<string, readonly Role[]>>;
  return row[action] ?? [];
}

/**
 * May this actor do this action on this resource at all? Row-level scope
 * (own region, own records, area, years) is checked separately by the
 * scope predicates in ./scope.
 */
export function can(actor: Actor | { role: Actor } | null | undefined, action: Action, resource: ResourceName): boolean {
  const role = actor == null ? 'guest' : typeof actor === 'string' ? actor : actor.role;
  if (role === 'guest') return false;
  return rolesFor(resource, action).includes(role);
}
