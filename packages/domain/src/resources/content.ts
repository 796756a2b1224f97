import { defineResource } from '../fields/types';
import { f } from '../fields/builders';
import { NEWS_STATUS, TUXE_SECTION, WINNER_YEARS } from './options';

const SLUG = { maxLength: 150 };

export const contentCategories = defineResource({
  name: 'content_categories',
  label: 'Kategori Konten',
  titleField: 'name',
  fields: {
    name: f.text('Nama Kategori', { rules: 'mandatory', searchable: true, sortable: true }),
    slug: f.text('Slug', { rules: 'mandatory', ...SLUG, searchable: true }),
  },
  list: { columns: ['name', 'slug'], defaultSort: { field: 'name', dir: 'asc' } },
});

export const contents = defineResource({
  name: 'contents',
  label: 'Konten',
  titleField: 'title',
  dateField: 'created_at',
  timestamps: true,
  fields: {
    category_id: f.lookup('Kategori', { resource: 'content_categories', label: 'name' }, { rules: 'mandatory', filterable: true }),
    title: f.text('Judul', { rules: 'mandatory', searchable: true, sortable: true }),
    description: f.richtext('Deskripsi'),
    file: f.file('Berkas'),
  },
  list: { columns: ['title', 'category_id', 'file'], defaultSort: { field: 'created_at', dir: 'desc' } },
});

export const announcements = defineResource({
  name: 'announcements',
  label: 'Pengumuman',
  titleField: 'judul',
  dateField: 'created_at',
  timestamps: true,
  fields: {
    judul: f.text('Judul', { rules: 'mandatory', searchable: true, sortable: true }),
    slug: f.text('Slug', { rules: 'mandatory', ...SLUG }),
    content: f.richtext('Isi'),
    file: f.file('Berkas'),
  },
  list: { columns: ['judul', 'slug', 'file'], defaultSort: { field: 'created_at', dir: 'desc' } },
});

export const helpFaq = defineResource({
  name: 'help_faq',
  label: 'FAQ',
  titleField: 'question',
  fields: {
    question: f.text('Pertanyaan', { rules: 'mandatory', maxLength: 500, searchable: true, sortable: true }),
    answer: f.richtext('Jawaban', { rules: 'mandatory' }),
  },
  list: { columns: ['question'], defaultSort: { field: 'id', dir: 'asc' } },
});

export const tuxeContents = defineResource({
  name: 'tuxe_contents',
  label: 'Teks Situs',
  titleField: 'judul',
  fields: {
    judul: f.text('Judul', { rules: 'mandatory', searchable: true, sortable: true }),
    slug: f.text('Slug', { rules: 'mandatory', ...SLUG }),
    section: f.select('Bagian', TUXE_SECTION, { rules: 'mandatory', filterable: true }),
    content: f.richtext('Isi'),
  },
  list: { columns: ['judul', 'slug', 'section'], defaultSort: { field: 'id', dir: 'asc' } },
});

export const news = defineResource({
  name: 'news',
  label: 'Berita',
  titleField: 'title',
  dateField: 'created_at',
  timestamps: true,
  fields: {
    title: f.text('Judul', { rules: 'mandatory', searchable: true, sortable: true }),
    excerpt: f.textarea('Ringkasan', { maxLength: 1000 }),
    description: f.richtext('Isi Berita'),
    photo_url: f.image('Foto'),
    is_published: f.select('Status', NEWS_STATUS, { default: 0, filterable: true }),
  },
  list: { columns: ['title', 'is_published', 'created_at'], defaultSort: { field: 'created_at', dir: 'desc' } },
});

export const albums = defineResource({
  name: 'albums',
  label: 'Album',
  titleField: 'name',
  fields: { name: f.text('Nama Album', { rules: 'mandatory', searchable: true, sortable: true }) },
  list: { columns: ['name'], defaultSort: { field: 'name', dir: 'asc' } },
  actions: [{ name: 'gallery', label: 'Daftar Foto', action: 'read' }],
});

export const gallery = defineResource({
  name: 'gallery',
  label: 'Galeri',
  titleField: 'judul',
  fields: {
    album_id: f.lookup('Album', { resource: 'albums', label: 'name' }, { rules: 'mandatory', filterable: true }),
    judul: f.text('Judul', { rules: 'mandatory', searchable: true, sortable: true }),
    thumb_url: f.image('Gambar Kecil (450x450)', { readOnly: true }),
    photo_url: f.image('Foto', { rules: 'mandatory' }),
  },
  list: { columns: ['judul', 'album_id', 'thumb_url'], defaultSort: { field: 'id', dir: 'desc' } },
});

export const banners = defineResource({
  name: 'banners',
  label: 'Banner',
  titleField: 'judul',
  fields: {
    judul: f.text('Judul', { rules: 'mandatory', searchable: true, sortable: true }),
    url: f.text('Tautan', { maxLength: 500 }),
    image_url: f.image('Gambar', { rules: 'mandatory' }),
  },
  list: { columns: ['judul', 'url', 'image_url'], defaultSort: { field: 'id', dir: 'desc' } },
});

export const winnerCategory = defineResource({
  name: 'winner_category',
  label: 'Kategori Pemenang',
  titleField: 'name',
  fields: { name: f.text('Nama Kategori', { rules: 'mandatory', searchable: true, sortable: true }) },
  list: { columns: ['name'], defaultSort: { field: 'name', dir: 'asc' } },
});

export const winners = defineResource({
  name: 'winners',
  label: 'Pemenang',
  titleField: 'profil_id',
  fields: {
    tahun: f.select('Tahun', WINNER_YEARS, { rules: 'mandatory', filterable: true, sortable: true }),
    category_id: f.lookup('Kategori', { resource: 'winner_category', label: 'name' }, { rules: 'mandatory', filterable: true }),
    profil_id: f.lookup('Pemerintah Daerah', { resource: 'profil_pemda' }, { rules: 'mandatory', filterable: true }),
    urutan: f.integer('Urutan', { rules: 'mandatory', minValue: 0, maxValue: 20, sortable: true }),
  },
  list: { columns: ['tahun', 'category_id', 'profil_id', 'urutan'], defaultSort: { field: 'tahun', dir: 'desc' } },
});

export const appSettings = defineResource({
  name: 'app_settings',
  label: 'Pengaturan Aplikasi',
  titleField: 'name',
  fields: {
    name: f.text('Nama', { rules: 'mandatory', maxLength: 100, searchable: true, sortable: true }),
    setting_value: f.textarea('Nilai', { maxLength: 5000 }),
    keterangan: f.text('Keterangan', { maxLength: 500 }),
  },
  list: { columns: ['name', 'setting_value', 'keterangan'], defaultSort: { field: 'name', dir: 'asc' } },
});
