import { defineResource } from '../fields/types';
import { f } from '../fields/builders';
import { ROLES } from '../permissions/roles';
import { KOLOM_AKUN_SYARAT, PERAN_KOLOM_AKUN } from '../akun/kolom';
import { AREA_OPTIONS, NAMA_OPD_LITBANG } from './options';

export const opdPerangkat = defineResource({
  name: 'opd_perangkat',
  label: 'Perangkat Daerah (OPD)',
  titleField: 'nama',
  scope: { region: 'm_daerah_id' },
  fields: {
    m_daerah_id: f.lookup('Daerah', { resource: 'm_daerah' }, { rules: 'mandatory', filterable: true }),
    nama: f.text('Nama OPD', { rules: 'mandatory', searchable: true, sortable: true }),
  },
  list: { columns: ['nama', 'm_daerah_id'], defaultSort: { field: 'nama', dir: 'asc' } },
});

export const upt = defineResource({
  name: 'upt',
  label: 'UPT',
  titleField: 'nama',
  scope: { region: 'm_daerah_id' },
  fields: {
    opd_perangkat_id: f.lookup('Perangkat Daerah', { resource: 'opd_perangkat' }, { rules: 'mandatory', filterable: true }),
    nama: f.text('Nama UPT', { rules: 'mandatory', searchable: true, sortable: true }),
    m_daerah_id: f.auto('Daerah', 'lookup', { lookup: { resource: 'm_daerah' }, filterable: true }),
  },
  list: { columns: ['nama', 'opd_perangkat_id'], defaultSort: { field: 'nama', dir: 'asc' } },
});

export const usrAsn = defineResource({
  name: 'usr_asn',
  label: 'Akun',
  titleField: 'nama_lengkap',
  dateField: 'created_at',
  timestamps: true,
  scope: { region: 'm_daerah_id' },
  fields: {
    username: f.text('Nama Pengguna', { rules: 'mandatory|min:3', maxLength: 60, searchable: true, sortable: true }),
    password: f.password('Kata Sandi', { rules: 'min:8', secret: true, hint: 'Kosongkan bila tidak diubah.' }),
    role: f.select(
      'Peran',
      ROLES.map((r) => ({ value: r, label: r })),
      { rules: 'mandatory', filterable: true },
    ),
    area: f.select('Area', AREA_OPTIONS, { default: 0, showIf: { field: 'role', in: PERAN_KOLOM_AKUN.area }, filterable: true }),
    m_daerah_id: f.lookup(
      'Daerah',
      { resource: 'm_daerah' },
      { showIf: { field: 'role', in: PERAN_KOLOM_AKUN.m_daerah_id }, filterable: true },
    ),
    opd_perangkat_id: f.lookup(
      'OPD / Instansi',
      { resource: 'opd_perangkat', filterBy: { m_daerah_id: '$m_daerah_id' } },
      { showIf: { field: 'role', in: PERAN_KOLOM_AKUN.opd_perangkat_id }, hint: 'kosongkan jika bukan akun OPD', filterable: true },
    ),
    upt_id: f.lookup(
      'UPTD',
      { resource: 'upt', filterBy: { opd_perangkat_id: '$opd_perangkat_id' } },
      { showIf: { field: 'role', in: PERAN_KOLOM_AKUN.upt_id }, showIfTerisi: KOLOM_AKUN_SYARAT.upt_id },
    ),
    nama_lengkap: f.text('Nama Lengkap', { rules: 'mandatory', searchable: true, sortable: true }),
    nama_panggilan: f.text('Nama Panggilan', { maxLength: 100 }),
    email: f.email('Email', { rules: 'mandatory|email', searchable: true }),
    is_active: f.checkbox('Aktif', { default: 1, filterable: true }),
  },
  list: { columns: ['username', 'nama_lengkap', 'role', 'm_daerah_id', 'email', 'is_active'], defaultSort: { field: 'username', dir: 'asc' } },
});

export const profilPemda = defineResource({
  name: 'profil_pemda',
  label: 'Profil Pemerintah Daerah',
  titleField: 'nama',
  timestamps: true,
  scope: { region: 'id' },
  fields: {
    m_daerah_id: f.auto('Daerah', 'lookup', { lookup: { resource: 'm_daerah' }, filterable: true }),
    nama: f.text('Nama Pemerintah Daerah', { rules: 'mandatory', searchable: true, sortable: true }),
    nama_opd: f.select('Nama OPD yang membidangi inovasi', NAMA_OPD_LITBANG),
    alamat: f.textarea('Alamat', { maxLength: 1000 }),
    email: f.email('Email', { rules: 'email' }),
    no_telp: f.text('No. Telepon', { rules: 'phone', maxLength: 30 }),
    nama_admin: f.text('Nama Admin', { maxLength: 150 }),
    map_embed: f.textarea('Peta (embed)', { maxLength: 2000 }),
    logo_url: f.image('Logo', { readOnly: true }),
    files: f.json('Berkas Pendukung'),
    pakta_pemda_filename: f.file('Pakta Integritas', { readOnly: true }),
    is_iga: f.auto('Status IGA', 'checkbox', { filterable: true }),
  },
  list: { columns: ['nama', 'nama_opd', 'email', 'no_telp', 'nama_admin'], defaultSort: { field: 'nama', dir: 'asc' } },
});
