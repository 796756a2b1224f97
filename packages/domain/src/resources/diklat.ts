import { defineResource } from '../fields/types';
import { f } from '../fields/builders';

export const laporanDiklat = defineResource({
  name: 'laporan_diklat',
  label: 'Laporan Diklat',
  titleField: 'judul_proyek',
  dateField: 'created_at',
  timestamps: true,
  ownerField: 'user_id',
  scope: { region: 'profil_id', owner: 'user_id' },
  fields: {
    nama_peserta: f.text('Nama Peserta', { rules: 'mandatory|alpha', searchable: true, sortable: true }),
    nip: f.text('NIP', { rules: 'mandatory', maxLength: 30, searchable: true }),
    jabatan: f.text('Jabatan', { rules: 'mandatory' }),
    instansi: f.text('Instansi', { rules: 'mandatory' }),
    profil_id: f.lookup('Pemerintah Daerah', { resource: 'profil_pemda' }, { rules: 'mandatory', filterable: true }),
    nomor_sertifikat_pelatihan: f.text('Nomor Sertifikat Pelatihan', { maxLength: 100 }),
    jenis_pelatihan_id: f.lookup('Jenis Pelatihan', { resource: 'jenis_pelatihan', label: 'name' }, { rules: 'mandatory', filterable: true }),
    judul_proyek: f.text('Judul Proyek Perubahan', { rules: 'mandatory', maxLength: 500, searchable: true, sortable: true }),
    urusan_pemerintah_id: f.lookup('Urusan Pemerintahan', { resource: 'iga_urusan_pemerintahan' }, { filterable: true }),
    nama_mentor: f.text('Nama Mentor', { maxLength: 150 }),
    executive_summary: f.richtext('Ringkasan Eksekutif'),
    file_laporan: f.file('Laporan (PDF)', { rules: 'mandatory' }),
    file_video: f.text('Tautan Video', { maxLength: 500, hint: 'Tautan YouTube atau Vimeo tampil sebagai video; tautan lain sebagai tautan.' }),
    // the innovation the training project produced (DKL-01 item 8): an innovation of the report's region
    inovasi_id: f.lookup('Inovasi yang Dihasilkan', { resource: 'iga2020_inovasi', label: 'nama', filterBy: { profil_id: '$profil_id' } }, { filterable: true }),
    user_id: f.auto('Pengunggah', 'lookup', { lookup: { resource: 'usr_asn', label: 'nama_lengkap' } }),
  },
  list: { columns: ['nama_peserta', 'nip', 'judul_proyek', 'jenis_pelatihan_id', 'profil_id'], defaultSort: { field: 'created_at', dir: 'desc' } },
});
