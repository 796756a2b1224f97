import { defineResource } from '../fields/types';
import { f } from '../fields/builders';
import { DOCUMENT_TYPE, GROUP_INDIKATOR, JENIS_DAERAH, JENIS_INDIKATOR, TINGKAT_DAERAH, TIPE_INDIKATOR, WAJIB } from './options';
import { LABEL_RUMUS, RUMUS_INDIKATOR } from '../indeks/types';

const nameList = (field = 'nama') => ({ columns: [field], defaultSort: { field, dir: 'asc' as const } });

export const mDaerah = defineResource({
  name: 'm_daerah',
  label: 'Daerah',
  titleField: 'nama',
  fields: {
    kode: f.text('Kode Kemendagri', { rules: 'mandatory', maxLength: 13, searchable: true, sortable: true }),
    nama: f.text('Nama Daerah', { rules: 'mandatory', searchable: true, sortable: true }),
    tingkat: f.select('Tingkat', TINGKAT_DAERAH, { rules: 'mandatory', filterable: true }),
    jenis: f.select('Jenis', JENIS_DAERAH, { rules: 'mandatory', filterable: true }),
    parent_id: f.lookup('Provinsi', { resource: 'm_daerah', filterBy: { tingkat: '1' } }, { filterable: true }),
    wilayah_id: f.lookup('Wilayah', { resource: 'wilayah' }, { filterable: true }),
  },
  list: { columns: ['kode', 'nama', 'jenis', 'parent_id'], defaultSort: { field: 'kode', dir: 'asc' } },
});

export const urusan = defineResource({
  name: 'iga_urusan_pemerintahan',
  label: 'Urusan Pemerintahan',
  titleField: 'nama',
  fields: {
    nama: f.text('Nama Urusan', { rules: 'mandatory', searchable: true, sortable: true }),
    kategori: f.text('Kategori', { filterable: true }),
    kode: f.text('Kode Nomenklatur', { maxLength: 20, sortable: true }),
    yandas: f.checkbox('Wajib Pelayanan Dasar', { filterable: true, default: 0 }),
  },
  list: { columns: ['kode', 'nama', 'kategori', 'yandas'], defaultSort: { field: 'id', dir: 'asc' } },
});

export const bentukInovasi = defineResource({
  name: 'iga2020_bentuk_inovasi',
  label: 'Bentuk Inovasi',
  titleField: 'nama',
  fields: { nama: f.text('Bentuk Inovasi', { rules: 'mandatory', searchable: true, sortable: true }) },
  list: { columns: ['nama'], defaultSort: { field: 'id', dir: 'asc' } },
});

export const tematik = defineResource({
  name: 'iga2020_tematik',
  label: 'Tema Inovasi (Asta Cita)',
  titleField: 'nama',
  fields: {
    kode: f.integer('Kode', { rules: 'mandatory', minValue: 0, maxValue: 99, sortable: true }),
    nama: f.text('Tema', { rules: 'mandatory', searchable: true, sortable: true }),
    keterangan: f.textarea('Keterangan'),
    is_legacy: f.checkbox('Tema lama (tidak dapat dipilih untuk isian baru)', { filterable: true, default: 0 }),
  },
  list: { columns: ['kode', 'nama', 'is_legacy'], defaultSort: { field: 'kode', dir: 'asc' } },
});

export const covid = defineResource({
  name: 'iga2020_covid',
  label: 'Detail Tema',
  titleField: 'nama',
  fields: {
    nama: f.text('Detail Tema', { rules: 'mandatory', searchable: true, sortable: true }),
    group_id: f.integer('Kode Tema Induk', { rules: 'mandatory', filterable: true, minValue: 0, maxValue: 99 }),
  },
  list: { columns: ['nama', 'group_id'], defaultSort: { field: 'id', dir: 'asc' } },
});

export const klaster = defineResource({
  name: 'iga_klaster',
  label: 'Klaster',
  titleField: 'klaster',
  fields: {
    kode: f.text('Kode', { rules: 'mandatory', maxLength: 30, sortable: true }),
    klaster: f.text('Klaster', { rules: 'mandatory', searchable: true, sortable: true }),
  },
  list: { columns: ['kode', 'klaster'], defaultSort: { field: 'id', dir: 'asc' } },
  actions: [{ name: 'detail', label: 'Detil Data', action: 'read' }],
});

export const klasterDaerah = defineResource({
  name: 'iga_klaster_daerah',
  label: 'Anggota Klaster',
  titleField: 'iga_daerah_id',
  fields: {
    iga_klaster_id: f.lookup('Klaster', { resource: 'iga_klaster', label: 'klaster' }, { rules: 'mandatory', filterable: true }),
    iga_daerah_id: f.lookup('Daerah', { resource: 'm_daerah' }, { rules: 'mandatory', filterable: true }),
  },
  list: { columns: ['iga_klaster_id', 'iga_daerah_id'], defaultSort: { field: 'id', dir: 'asc' } },
});

export const wilayah = defineResource({
  name: 'wilayah',
  label: 'Wilayah',
  titleField: 'nama',
  fields: { nama: f.text('Nama Wilayah', { rules: 'mandatory', searchable: true, sortable: true }) },
  list: nameList(),
  actions: [{ name: 'detail', label: 'Daftar Daerah', action: 'read' }],
});

export const wilayahDaerah = defineResource({
  name: 'wilayah_daerah',
  label: 'Daerah Wilayah',
  titleField: 'm_daerah_id',
  fields: {
    wilayah_id: f.lookup('Wilayah', { resource: 'wilayah' }, { rules: 'mandatory', filterable: true }),
    m_daerah_id: f.lookup('Daerah', { resource: 'm_daerah' }, { rules: 'mandatory', filterable: true }),
  },
  list: { columns: ['wilayah_id', 'm_daerah_id'], defaultSort: { field: 'id', dir: 'asc' } },
});

export const indikator = defineResource({
  name: 'iga_indikator',
  label: 'Indikator',
  titleField: 'indikator',
  fields: {
    tahun: f.integer('Tahun Metodologi', { rules: 'mandatory', minValue: 2017, maxValue: 2100, filterable: true, sortable: true }),
    no_urut: f.integer('No. Urut', { rules: 'mandatory', minValue: 0, maxValue: 999, sortable: true }),
    kode: f.text('Kode', { maxLength: 20, searchable: true }),
    indikator: f.text('Indikator', { rules: 'mandatory', maxLength: 500, searchable: true, sortable: true }),
    keterangan: f.textarea('Keterangan'),
    data_pendukung: f.textarea('Data Pendukung'),
    jenis_file: f.text('Jenis Berkas', { maxLength: 100 }),
    filetypes: f.text('Tipe Berkas', { maxLength: 100 }),
    bobot: f.number('Bobot', { minValue: 0, maxValue: 1000 }),
    satuan: f.text('Satuan', { maxLength: 50 }),
    parent_id: f.lookup('Indikator Induk', { resource: 'iga_indikator', label: 'indikator' }, { filterable: true }),
    tipe: f.select('Tipe', TIPE_INDIKATOR, { rules: 'mandatory', filterable: true }),
    document_type: f.select('Bentuk Dokumen', DOCUMENT_TYPE),
    jenis: f.select('Jenis Isian', JENIS_INDIKATOR, { rules: 'mandatory', filterable: true }),
    rumus: f.select('Rumus Sebelum-Sesudah', RUMUS_INDIKATOR.map((v) => ({ value: v, label: LABEL_RUMUS[v] })), { hint: 'Kosong: mengikuti jenis isian (G/X persen, Y/Z T1 − T2, D T2 − T1).' }),
    group_id: f.select('Variabel', GROUP_INDIKATOR, { filterable: true }),
    required: f.select('Wajib', WAJIB, { default: 0, filterable: true }),
    skor_maks: f.number('Skor Maksimum', { minValue: 0, maxValue: 1000 }),
    sumber: f.text('Sumber', { maxLength: 100 }),
  },
  list: { columns: ['tahun', 'no_urut', 'kode', 'indikator', 'tipe', 'jenis', 'bobot', 'required'], defaultSort: { field: 'no_urut', dir: 'asc' } },
  actions: [{ name: 'skala', label: 'Skala', action: 'read' }],
});

export const skala = defineResource({
  name: 'iga_skala',
  label: 'Skala Indikator',
  titleField: 'keterangan',
  fields: {
    iga_indikator_id: f.lookup('Indikator', { resource: 'iga_indikator', label: 'indikator' }, { rules: 'mandatory', filterable: true }),
    nilai: f.number('Nilai (level)', { rules: 'mandatory', minValue: 0, maxValue: 100, sortable: true }),
    mulai_dari: f.number('Mulai Dari'),
    sampai_dengan: f.number('Sampai Dengan'),
    mulai_inklusif: f.checkbox('Batas Bawah Termasuk (≥)', { default: 1, hint: 'Tidak dicentang: lebih dari (>), misalnya "> 5,23".' }),
    sampai_inklusif: f.checkbox('Batas Atas Termasuk (≤)', { default: 1, hint: 'Tidak dicentang: kurang dari (<).' }),
    keterangan: f.text('Keterangan', { rules: 'mandatory', maxLength: 500, searchable: true }),
  },
  list: { columns: ['iga_indikator_id', 'nilai', 'mulai_dari', 'sampai_dengan', 'keterangan'], defaultSort: { field: 'nilai', dir: 'asc' } },
});

export const penilai = defineResource({
  name: 'iga_penilai',
  label: 'Tim Penilai',
  titleField: 'nama',
  fields: {
    usr_asn_id: f.lookup('Akun', { resource: 'usr_asn', label: 'nama_lengkap' }, { filterable: true }),
    nama: f.text('Nama', { rules: 'mandatory|alpha', searchable: true, sortable: true }),
    instansi: f.text('Instansi', { rules: 'mandatory', searchable: true, sortable: true }),
    // conflict of interest in the award (decision 59): never a region of this province or former agency
    provinsi_id: f.lookup('Provinsi Asal', { resource: 'm_daerah', label: 'nama' }, { filterable: true }),
    asal_daerah_id: f.lookup('Instansi Asal (Daerah)', { resource: 'm_daerah', label: 'nama' }),
  },
  list: { columns: ['nama', 'instansi', 'usr_asn_id'], defaultSort: { field: 'nama', dir: 'asc' } },
});

export const jenisPelatihan = defineResource({
  name: 'jenis_pelatihan',
  label: 'Jenis Pelatihan',
  titleField: 'name',
  fields: { name: f.text('Jenis Pelatihan', { rules: 'mandatory', searchable: true, sortable: true }) },
  list: nameList('name'),
});

export const metodologi = defineResource({
  name: 'metodologi',
  label: 'Metodologi IID per Tahun',
  titleField: 'tahun',
  fields: {
    tahun: f.integer('Tahun', { rules: 'mandatory', minValue: 2017, maxValue: 2100, sortable: true }),
    k: f.number('Pembagi k (MAX(k, n))', { minValue: 1, maxValue: 1000 }),
    skor_maks_total: f.number('Skor Total Maksimum', { minValue: 1, maxValue: 100000 }),
    skor_maks_spd: f.number('Maksimum SPD', { minValue: 0, maxValue: 100000 }),
    skor_maks_kematangan: f.number('Maksimum Kematangan', { minValue: 0, maxValue: 100000 }),
    skor_jumlah_inovasi: f.json('Aturan Skor Jumlah Inovasi'),
    predikat: f.json('Batas Predikat'),
    kelayakan: f.json('Aturan Inovasi yang Dihitung'),
    sumber: f.json('Sumber per Nilai'),
    catatan: f.textarea('Catatan'),
  },
  list: { columns: ['tahun', 'k', 'skor_maks_total', 'catatan'], defaultSort: { field: 'tahun', dir: 'desc' } },
});
