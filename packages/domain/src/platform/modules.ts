import { ROLES, type Actor, type Role } from '../permissions/roles';
import { rolesFor, type ResourceName } from '../permissions/matrix';
import { PERAN_BERANDA } from './beranda';

/** The 9 menu sections, in menu order. */
export const MENU_SECTIONS = [
  'Dashboard',
  'Penilaian Indeks',
  'Database Inovasi Daerah',
  'Lomba Inovasi Daerah',
  'Innovative Government Award',
  'Laporan',
  'Laporan Diklat',
  'Master Data',
  'Konfigurasi',
  // the sample screens of the built-in in-browser handlers (DEMO-01): listed only in demo mode (modulesFor)
  'Contoh',
] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

export interface ModuleDef {
  slug: string;
  title: string;
  section: MenuSection;
  icon: string;
  /** Rendered by the generic list/form screen from the resource definition. */
  crud: boolean;
  /** API endpoint the screen reads (relative, without leading slash). */
  endpoint: string;
  /** Hidden modules have a route but no menu entry. */
  hidden: boolean;
  roles: readonly Role[];
  /** Resource of a CRUD module (for the generic screens). */
  resource?: ResourceName;
  /** The same screen as module `sama`: left out of the menu of a role that has that module (one entry per screen). */
  sama?: string;
}

const ALL = ROLES;
const ADM = ['superadmin', 'admin'] as const;
const REVIEW = ['admin', 'superadmin', 'tim.penilai', 'pusat', 'verifikator'] as const;
const AWARD = ['admin', 'superadmin', 'tim.penilai', 'pusat', 'viewer'] as const;
const DIKLAT = ['superadmin', 'pemda', 'admin.diklat', 'admin.diklat.daerah', 'peserta.diklat'] as const;

type Row = [slug: string, title: string, icon: string, endpoint: string, roles: readonly Role[], opts?: { crud?: ResourceName; hidden?: boolean; sama?: string }];

const crud = (r: ResourceName, hidden = false) => ({ crud: r, hidden });
const hidden = { hidden: true };

const SECTIONS: Record<MenuSection, Row[]> = {
  Dashboard: [
    ['summary', 'Dashboard', 'dashboard', 'summary', ['admin', 'superadmin', 'pemda', 'opd']],
    ['beranda', 'Beranda', 'home', 'beranda', PERAN_BERANDA],
    ['qc', 'Dashboard QC', 'verified', 'review/qc/lookup', ['quality_control']],
    ['diklat', 'Dashboard Diklat', 'school', 'diklat', ['admin.diklat', 'admin.diklat.daerah', 'peserta.diklat']],
    ['iga', 'Statistik Inovasi', 'insights', 'summary', ADM],
    ['statistik-inovasi', 'Statistik Inovasi Daerah', 'bar_chart', 'summary', ['provinsi', 'pemda']],
    ['statistik-daerah', 'Statistik Daerah', 'map', 'summary', ['admin']],
    ['per-indikator', 'Statistik per Indikator', 'rule', 'summary', ['superadmin', 'tim.penilai']],
    ['faq', 'FAQ', 'help', 'crud/help_faq', ALL],
    ['kuesioner', 'Kuesioner', 'assignment', 'questions', ALL],
    // the notification centre (decision 109): every signed-in account its own notices, opened from the header bell
    ['notifikasi', 'Notifikasi', 'campaign', 'notifikasi', ALL, hidden],
  ],
  'Penilaian Indeks': [
    ['review', 'Review', 'rate_review', 'nomor_registrasi/request/lookup', REVIEW],
    ['hasil-review', 'Hasil Review', 'task_alt', 'review/approved/lookup', [...REVIEW, 'quality_control']],
    ['hasil-rejected', 'Hasil Ditolak', 'cancel', 'review/rejected/lookup', [...REVIEW, 'quality_control']],
    ['quality-control', 'Quality Control', 'fact_check', 'review/qc/lookup', ['admin', 'superadmin', 'tim.penilai', 'pusat', 'quality_control']],
    ['penugasan-verifikator', 'Penugasan Verifikator', 'assignment', 'penugasan', ADM],
    ['ranking-index', 'Ranking Indeks', 'leaderboard', 'ranking-index', ['admin', 'superadmin', 'tim.penilai', 'pusat']],
    // the score simulator (issue 20): the ranking roles any region, a region's own account its own (aksesRincianSkor)
    ['simulasi-skor', 'Simulasi Skor', 'calculate', 'simulasi', ['admin', 'superadmin', 'tim.penilai', 'pusat', 'pemda']],
    // the deadline board (issue 20): the ministry every region, a province its regions (aksesPapanTenggat)
    ['papan-tenggat', 'Papan Tenggat', 'alarm', 'tenggat', ['admin', 'superadmin', 'pusat', 'provinsi']],
    ['rekap-akhir', 'Rekap Akhir', 'summarize', 'rekap-akhir', ['admin', 'superadmin', 'tim.penilai', 'pusat']],
    ['daerah-binaan', 'Daerah Binaan', 'account_tree', 'daerah-binaan', ['provinsi']],
    ['profil-pemda-old', 'Daftar Profil Pemda', 'apartment', 'crud/profil_pemda', ['superadmin', 'admin', 'tim.penilai', 'verifikator'], crud('profil_pemda')],
    ['profil-pemda-daerah', 'Profil Pemda', 'apartment', 'crud/profil_pemda', ['pemda', 'opd', 'asn', 'upt', 'superadmin', 'admin']],
    ['detail-pemda', 'Detail Pemda', 'apartment', 'crud/profil_pemda', ['superadmin', 'admin', 'tim.penilai', 'verifikator', 'pemda', 'pusat'], hidden],
    ['detail-pemda-verifikasi', 'Verifikasi Profil Pemda', 'apartment', 'profil_pemda/verifikasi', ['superadmin', 'admin', 'verifikator', 'quality_control'], hidden],
    ['indikator_daerah', 'Indikator Daerah', 'checklist', 'daerah', ['superadmin', 'admin', 'pemda', 'verifikator'], hidden],
  ],
  'Database Inovasi Daerah': [
    ['inovasi-daerah', 'Inovasi Daerah', 'lightbulb', 'crud/iga2020_inovasi', rolesFor('iga2020_inovasi', 'list').filter((r) => r !== 'verifikator' && r !== 'quality_control' && r !== 'provinsi' && r !== 'developer' && r !== 'asn' && r !== 'upt')],
    ['arsip', 'Arsip Inovasi', 'inventory_2', 'crud/iga2020_inovasi', ['admin', 'superadmin', 'tim.penilai', 'pusat', 'viewer', 'verifikator', 'pemda']],
    ['inovasi-daerah-summary', 'Ringkasan Inovasi', 'summarize', 'inovasi', ['pemda'], hidden],
    ['indikator_inovasi', 'Indikator Inovasi', 'checklist', 'inovasi', ['admin', 'superadmin', 'pemda', 'opd', 'verifikator', 'tim.penilai'], hidden],
    ['indikator_ujicoba', 'Hasil Uji Coba', 'science', 'inovasi', ['admin', 'superadmin', 'pemda', 'opd'], hidden],
    ['nomor_registrasi', 'Kirim ke Kemendagri', 'send', 'nomor_registrasi', ['admin', 'superadmin', 'pemda', 'opd'], hidden],
    ['pengirim', 'Pengirim', 'person', 'nomor_registrasi', ['admin', 'superadmin', 'pemda'], hidden],
    // replication requests (issue 20 item 6): region operators on both sides; the ministry all; a province its regions (aksiReplikasi)
    ['replikasi-inovasi', 'Replikasi Inovasi', 'hub', 'replikasi', ['pemda', 'opd', 'admin', 'superadmin', 'pusat', 'provinsi']],
  ],
  'Lomba Inovasi Daerah': [
    ['lomba-inovasi-daerah', 'Lomba Inovasi Daerah', 'emoji_events', 'lomba/lookup', ['admin', 'pemda', 'viewer', 'tim.penilai', 'opd', 'upt', 'superadmin']],
    ['indikator_inovasi_lomba', 'Indikator Lomba', 'checklist', 'inovasi', ['admin', 'pemda', 'opd', 'upt', 'superadmin'], hidden],
  ],
  'Innovative Government Award': [
    ['hasil-review-ranking', 'Hasil Review Ranking', 'leaderboard', 'review/ranking/lookup', AWARD],
    ['progress-input', 'Progres Input', 'pending_actions', 'iga/progress-input', AWARD, hidden],
    ['presentasi-dan-validasi-lapangan', 'Presentasi dan Validasi Lapangan', 'co_present', 'presentasi-dan-validasi', AWARD],
    ['ranking-iga', 'Ranking IGA', 'military_tech', 'ranking-iga', AWARD],
    ['pengukuran-inovasi', 'Pengukuran Inovasi', 'straighten', 'iga/pengukuran-indeks', AWARD, hidden],
    ['winner-category', 'Kategori Pemenang', 'category', 'crud/winner_category', ADM, crud('winner_category')],
    ['winners', 'Pemenang', 'emoji_events', 'crud/winners', ADM, crud('winners')],
  ],
  Laporan: [
    ['analisis', 'Analisis', 'analytics', 'laporan/analisis', ['superadmin']],
    ['indeks-rata-rata-inovasi-nasional', 'Indeks Rata-rata Nasional', 'public', 'indeks/average/nasional', ['superadmin']],
    ['indeks-rata-rata-inovasi-wilayah', 'Indeks Rata-rata Wilayah', 'public', 'indeks/average/wilayah', ['superadmin']],
    ['indeks-rata-rata-inovasi-provinsi', 'Indeks Rata-rata Provinsi', 'public', 'indeks/average/propinsi', ['superadmin']],
    ['indeks-rata-rata-inovasi-kota', 'Indeks Rata-rata Kota', 'public', 'indeks/average/kota', ['superadmin']],
    ['indeks-rata-rata-inovasi-kabupaten', 'Indeks Rata-rata Kabupaten', 'public', 'indeks/average/kabupaten', ['superadmin']],
    ['indeks-rata-rata-inovasi-daerah-perbatasan', 'Indeks Rata-rata Daerah Perbatasan', 'public', 'indeks/average/perbatasan', ['superadmin']],
    ['indeks-rata-rata-inovasi-daerah-tertinggal', 'Indeks Rata-rata Daerah Tertinggal', 'public', 'indeks/average/tertinggal', ['superadmin']],
    ['indeks-rata-rata-inovasi-papua', 'Indeks Rata-rata Papua', 'public', 'indeks/average/papua', ['superadmin']],
    ['kuesioner-hasil', 'Hasil Survei Kepuasan', 'leaderboard', 'kuesioner/hasil', ADM],
    ['rekap-jenis-inovasi', 'Rekap Jenis Inovasi', 'table_chart', 'laporan/rekap/jenis', ['superadmin', 'tim.penilai']],
    ['rekap-bentuk-inovasi', 'Rekap Bentuk Inovasi', 'table_chart', 'laporan/rekap/bentuk', ['superadmin']],
    ['rekap-urusan-pemerintah', 'Rekap Urusan Pemerintahan', 'table_chart', 'laporan/rekap/urusan', ['superadmin']],
    ['rekap-inisiator', 'Rekap Inisiator', 'table_chart', 'laporan/rekap/inisiator', ['superadmin']],
    ['pengumuman', 'Pengumuman', 'campaign', 'v1/announcements', ALL],
    ['content-panduan', 'Panduan', 'menu_book', 'content/panduan', ALL],
    ['content-laporan', 'Laporan Tahunan', 'description', 'content/laporan-tahunan', ALL],
    ['content-dokumen', 'Dokumen', 'folder', 'content/dokumen', ALL],
  ],
  'Laporan Diklat': [
    // the diklat roles open the same dashboard from the Dashboard section (`diklat`): one menu entry per screen
    ['dashboard-diklat', 'Dashboard Diklat', 'school', 'diklat', DIKLAT, { sama: 'diklat' }],
    ['data-diklat', 'Data Diklat', 'assignment', 'crud/laporan_diklat', DIKLAT, crud('laporan_diklat')],
    ['detail-diklat', 'Detail Diklat', 'assignment', 'crud/laporan_diklat', DIKLAT, hidden],
    ['konfigurasi-akun-diklat', 'Konfigurasi Akun Diklat', 'manage_accounts', 'account/diklat', ['superadmin', 'pemda', 'admin.diklat']],
  ],
  'Master Data': [
    ['penilai', 'Tim Penilai', 'groups', 'crud/iga_penilai', ADM, crud('iga_penilai')],
    ['indikator', 'Indikator', 'checklist', 'crud/iga_indikator', ADM, crud('iga_indikator')],
    ['indikator_skala', 'Skala Indikator', 'linear_scale', 'crud/iga_skala', ADM, crud('iga_skala', true)],
    ['metodologi', 'Metodologi IID', 'functions', 'crud/metodologi', ['superadmin']],
    ['urusan-pemerintahan', 'Urusan Pemerintahan', 'account_balance', 'crud/iga_urusan_pemerintahan', ADM, crud('iga_urusan_pemerintahan')],
    ['daerah', 'Daerah', 'location_city', 'crud/m_daerah', ADM, crud('m_daerah')],
    ['klaster', 'Klaster', 'hub', 'crud/iga_klaster', ADM, crud('iga_klaster')],
    ['klaster_detail', 'Anggota Klaster', 'hub', 'crud/iga_klaster_daerah', ADM, crud('iga_klaster_daerah', true)],
    ['wilayah', 'Wilayah', 'public', 'crud/wilayah', ADM, crud('wilayah')],
    ['wilayah_detail', 'Daerah Wilayah', 'public', 'crud/wilayah_daerah', ADM, crud('wilayah_daerah', true)],
    ['categories', 'Kategori Konten', 'label', 'crud/content_categories', ADM, crud('content_categories')],
    ['contents', 'Konten', 'article', 'crud/contents', ADM, crud('contents')],
    ['announcements', 'Kelola Pengumuman', 'campaign', 'crud/announcements', ADM, crud('announcements')],
    ['master-faq', 'Kelola FAQ', 'quiz', 'crud/help_faq', ADM, crud('help_faq')],
    ['jenis-pelatihan-diklat', 'Jenis Pelatihan', 'school', 'crud/jenis_pelatihan', ADM, crud('jenis_pelatihan')],
    ['recount', 'Hitung Ulang Indeks', 'calculate', 'recount', ADM],
    ['rawlog', 'Log Mentah', 'receipt_long', 'rawlog', ADM],
    ['aspeklog', 'Log Perubahan Skor', 'history', 'aspeklog', ADM],
  ],
  Konfigurasi: [
    ['account-admin', 'Manajemen Akun', 'manage_accounts', 'crud/usr_asn', ADM, crud('usr_asn')],
    ['account', 'Akun OPD/UPT', 'person_add', 'crud/usr_asn', ['pemda']],
    ['opd', 'Perangkat Daerah', 'corporate_fare', 'crud/opd_perangkat', ['superadmin', 'admin', 'pemda'], crud('opd_perangkat')],
    ['upt', 'UPT', 'store', 'crud/upt', ['superadmin', 'admin', 'pemda', 'opd'], crud('upt')],
    ['tuxe-contents', 'Teks Situs', 'text_snippet', 'crud/tuxe_contents', ADM, crud('tuxe_contents')],
    ['settings', 'Pengaturan', 'settings', 'crud/app_settings', ADM, crud('app_settings')],
    ['api-access', 'Akses API', 'key', 'api/access', ['admin', 'pemda', 'superadmin']],
    ['news', 'Berita', 'newspaper', 'crud/news', ADM, crud('news')],
    ['albums', 'Album', 'photo_library', 'crud/albums', ADM, crud('albums')],
    ['gallery', 'Galeri', 'image', 'crud/gallery', ADM, crud('gallery', true)],
    ['banners', 'Banner', 'view_carousel', 'crud/banners', ADM, crud('banners')],
    ['log-aktivitas', 'Log Aktivitas', 'history', 'activities', ['superadmin', 'admin', 'developer']],
    ['log-pengingat', 'Log Pengingat', 'alarm', 'pengingat/log', ADM],
  ],
  // answered in the browser by apps/web/src/features/contoh (no API route); endpoint: the sample path it reads
  Contoh: [
    ['contoh-faktur', 'Faktur', 'receipt_long', 'api/invoices/all', ADM],
    ['contoh-kalender', 'Kalender', 'pending_actions', 'api/calendar/events/all', ADM],
    ['contoh-pengguna', 'Pengguna', 'groups', 'api/user/all', ADM],
    ['contoh-kotak-masuk', 'Kotak Masuk', 'description', 'api/inbox/all', ADM],
    ['contoh-obrolan', 'Obrolan', 'person', 'api/chat/contacts/all', ADM],
    ['contoh-tugas', 'Tugas', 'checklist', 'api/todo/all', ADM],
    ['contoh-daftar', 'Daftar Proyek', 'table_chart', 'api/list/all', ADM],
    ['contoh-papan-scrum', 'Papan Scrum', 'assignment', 'api/scrum-board/all-board', ADM],
    ['contoh-notifikasi', 'Notifikasi', 'campaign', 'api/notification', ADM],
    ['contoh-toko', 'Toko', 'store', 'api/ecommerce/get-product-list', ADM],
  ],
};

/** Every screen of both specs, in menu order. */
export const MODULES: readonly ModuleDef[] = MENU_SECTIONS.flatMap((section) =>
  SECTIONS[section].map(([slug, title, icon, endpoint, roles, opts]) => ({
    slug,
    title,
    section,
    icon,
    endpoint,
    roles,
    crud: Boolean(opts?.crud),
    hidden: Boolean(opts?.hidden),
    ...(opts?.crud ? { resource: opts.crud } : {}),
    ...(opts?.sama ? { sama: opts.sama } : {}),
  })),
);

/** The section of the sample screens: shown only when the server runs in demo mode. */
export const SEKSI_CONTOH: MenuSection = 'Contoh';

/** The role's screens; the sample screens (section Contoh) only with `demo: true` (the server's demo mode). */
export function modulesFor(actor: Actor, opts: { demo?: boolean } = {}): ModuleDef[] {
  if (actor === 'guest') return [];
  return MODULES.filter((m) => m.roles.includes(actor) && (opts.demo === true || m.section !== SEKSI_CONTOH));
}

/**
 * The menu entries of a role's screens: not hidden, and one entry per screen (a module that is the same screen as
 * another module the role has is left out; its address still opens).
 */
export function modulMenu<M extends Pick<ModuleDef, 'slug' | 'hidden' | 'sama'>>(mods: readonly M[]): M[] {
  const ada = new Set(mods.map((m) => m.slug));
  return mods.filter((m) => !m.hidden && !(m.sama && ada.has(m.sama)));
}

export function findModule(slug: string): ModuleDef | undefined {
  return MODULES.find((m) => m.slug === slug);
}
