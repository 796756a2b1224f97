import { defineResource } from '../fields/types';
import { f } from '../fields/builders';
import { INISIATOR, JENIS_INOVASI, KLASIFIKASI_INOVASI, TAHAPAN_INOVASI, YA_TIDAK } from './options';

/** Default date window of the innovation database form (settings override it). */
export const INOVASI_DATE_WINDOW = { min: '2023-01-01', max: '2025-12-31' } as const;
export const MIN_KATA_RANCANG_BANGUN = 300;

export const inovasi = defineResource({
  name: 'iga2020_inovasi',
  label: 'Inovasi Daerah',
  titleField: 'nama',
  dateField: 'waktu',
  timestamps: true,
  ownerField: 'created_by',
  scope: { region: 'profil_id', owner: 'created_by', year: 'tahun' },
  fields: {
    profil_id: f.lookup('Pemerintah Daerah', { resource: 'profil_pemda' }, { filterable: true }),
    nama: f.text('Nama Inovasi', { rules: 'mandatory', maxLength: 500, searchable: true, sortable: true }),
    created_by: f.auto('Dibuat Oleh', 'lookup', { lookup: { resource: 'usr_asn', label: 'nama_lengkap' }, filterable: true }),
    tahun: f.integer('Tahun', { minValue: 2005, maxValue: 2100, filterable: true, sortable: true }),
    // the workflow's lock (set when quality control confirms), never set by hand; see review/alur.ts terkunciIndeks
    is_index: f.checkbox('Terkunci (sudah dikonfirmasi QC)', { default: 0, filterable: true, readOnly: true }),
    // an admin's exclusion from the index with its reason (command POST /inovasi/{id}/keluar-indeks), shown to the region
    keluar_indeks_alasan: f.auto('Dikeluarkan dari Indeks', 'text'),
    keluar_indeks_oleh: f.auto('Dikeluarkan Oleh', 'lookup', { lookup: { resource: 'usr_asn', label: 'nama_lengkap' } }),
    keluar_indeks_pada: f.auto('Dikeluarkan Pada', 'datetime'),
    inovasi_status: f.radio('Tahapan Inovasi', TAHAPAN_INOVASI, { rules: 'mandatory', filterable: true }),
    inisiator: f.select('Inisiator Inovasi', INISIATOR, { rules: 'mandatory', filterable: true }),
    nama_inisiator: f.text('Nama Inisiator', { rules: 'mandatory', maxLength: 255 }),
    koordinat: f.text('Titik Koordinat', { rules: 'mandatory', maxLength: 60, hint: 'Lintang,bujur, misalnya -6.175392,106.827153' }),
    klasifikasi_inovasi: f.select('Klasifikasi Inovasi', KLASIFIKASI_INOVASI, { filterable: true }),
    jenis_inovasi: f.select('Jenis Inovasi', JENIS_INOVASI, { rules: 'mandatory', filterable: true }),
    bentuk_inovasi: f.lookup('Bentuk Inovasi', { resource: 'iga2020_bentuk_inovasi' }, { rules: 'mandatory', filterable: true }),
    is_covid: f.lookup('Asta Cita', { resource: 'iga2020_tematik', value: 'kode', filterBy: { is_legacy: '0' } }, {
      rules: 'mandatory|minval:9',
      messages: { mandatory: 'Mohon pilih asta cipta', minval: 'Mohon pilih asta cipta' },
      filterable: true,
    }),
    klaster_covid_id: f.lookup('Detail Tema', { resource: 'iga2020_covid', filterBy: { group_id: '$is_covid' } }, {
      showIf: { field: 'is_covid', in: [5, 8] },
    }),
    urusan_pemerintah_id: f.multiselect('Urusan Pemerintahan', { resource: 'iga_urusan_pemerintahan' }, { rules: 'mandatory', maxLength: 500 }),
    waktu: f.date('Waktu Uji Coba', { rules: 'mandatory', sortable: true }),
    waktu_implementasi: f.date('Waktu Penerapan', {
      rules: 'mandatory',
      minDate: INOVASI_DATE_WINDOW.min,
      maxDate: INOVASI_DATE_WINDOW.max,
      sortable: true,
    }),
    is_developed: f.radio('Inovasi Dikembangkan', YA_TIDAK, { rules: 'mandatory' }),
    waktu_pengembangan: f.date('Waktu Pengembangan', {
      minDate: INOVASI_DATE_WINDOW.min,
      maxDate: INOVASI_DATE_WINDOW.max,
      showIf: { field: 'is_developed', in: [1] },
    }),
    latar_belakang: f.richtext('Rancang Bangun', {
      rules: 'mandatory',
      minWords: MIN_KATA_RANCANG_BANGUN,
      hint: 'Minimal 300 Kata.',
      messages: { minWords: 'Rancang Bangun minimal 300 kata.' },
    }),
    tujuan: f.richtext('Tujuan Inovasi', { rules: 'mandatory' }),
    manfaat: f.richtext('Manfaat yang Diperoleh', { rules: 'mandatory' }),
    hasil_inovasi: f.richtext('Hasil Inovasi', { rules: 'mandatory' }),
    anggaran: f.file('Anggaran (PDF)'),
    profil_bisnis: f.file('Profil Bisnis (PDF)'),
    haki: f.file('HAKI (PDF)'),
    penghargaan: f.file('Penghargaan (PDF)'),
    kematangan: f.auto('Kematangan', 'number'),
    submitable: f.auto('Dapat Dikirim', 'checkbox'),
    is_lomba: f.auto('Lomba', 'checkbox', { filterable: true }),
  },
  list: { columns: ['nama', 'inovasi_status', 'jenis_inovasi', 'tahun', 'waktu_implementasi', 'kematangan'], defaultSort: { field: 'waktu', dir: 'desc' } },
});
