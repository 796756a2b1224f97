import { describe, expect, it } from 'vitest';
import { getResource } from '@sigap/domain';
import { formLayout, initialValues, toApiDateTime, toPayload, validatePayload } from './form-values';
import { relatedList } from './related';
import { modulesFor } from '@sigap/domain';

const faq = getResource('help_faq')!;
const akun = getResource('usr_asn')!;
const inovasi = getResource('iga2020_inovasi')!;

describe('generic form values', () => {
  it('create: defaults, and the domain validation gives the server messages', () => {
    const v = initialValues(faq, null);
    expect(v).toEqual({ question: '', answer: '' });
    const payload = toPayload(faq, 'admin', { ...v, answer: '<p></p>' }, 'create');
    expect(validatePayload(faq, 'admin', payload, 'create')).toEqual({ question: 'Pertanyaan wajib diisi.', answer: 'Jawaban wajib diisi.' });
  });

  it('sends only visible, writable fields (role and show condition)', () => {
    const v = { ...initialValues(akun, null), username: 'budi', role: 'pemda', area: '2', nama_lengkap: 'Budi', email: 'b@x.id', password: 'Rahasia123', is_active: true };
    const p = toPayload(akun, 'admin', v, 'create');
    expect(p).not.toHaveProperty('area'); // only for verifikator / quality_control
    expect(p).toHaveProperty('m_daerah_id');
    expect(p.is_active).toBe(1);
    const pv = toPayload(akun, 'admin', { ...v, role: 'verifikator' }, 'create');
    expect(pv.area).toBe(2); // option value keeps its number type
    expect(pv).not.toHaveProperty('m_daerah_id');
  });

  it('update: an empty password means unchanged', () => {
    const rec = { id: 3, username: 'budi', role: 'pemda', nama_lengkap: 'Budi', email: 'b@x.id', is_active: 1, area: 0, m_daerah_id: 5 };
    const v = initialValues(akun, rec);
    expect(v.password).toBe('');
    expect(v.m_daerah_id).toBe('5');
    expect(toPayload(akun, 'admin', v, 'update')).not.toHaveProperty('password');
  });

  it('dates YYYY-MM-DD, multiselect comma-joined, read-only fields never sent', () => {
    const v = { ...initialValues(inovasi, null), waktu: '2024-03-05', urusan_pemerintah_id: ['3', '7'], is_developed: '1', waktu_pengembangan: '2024-04-01', kematangan: 99 };
    const p = toPayload(inovasi, 'pemda', v, 'create');
    expect(p.waktu).toBe('2024-03-05');
    expect(p.urusan_pemerintah_id).toBe('3,7');
    expect(p.is_developed).toBe(1);
    expect(p.waktu_pengembangan).toBe('2024-04-01');
    expect(p).not.toHaveProperty('kematangan');
    expect(p).not.toHaveProperty('is_index'); // admin-only field
    const q = toPayload(inovasi, 'pemda', { ...v, is_developed: '0' }, 'create');
    expect(q).not.toHaveProperty('waktu_pengembangan'); // shown only when is_developed = 1
  });

  it('date-times as YYYY-MM-DD hh:mm:ss', () => {
    expect(toApiDateTime('2024-01-02 03:04')).toBe('2024-01-02 03:04:00');
    expect(toApiDateTime('2024-01-02T03:04:05')).toBe('2024-01-02 03:04:05');
    expect(toApiDateTime('')).toBeNull();
  });

  it('layout leaves out server-managed fields when creating', () => {
    expect(formLayout(inovasi, 'create').flat()).not.toContain('kematangan');
    expect(formLayout(inovasi, 'update').flat()).toContain('kematangan');
  });
});

describe('related lists of custom row actions', () => {
  it('album "Daftar Foto" opens the gallery filtered by album', () => {
    const albums = getResource('albums')!;
    expect(relatedList(albums.actions![0]!, albums, modulesFor('admin'))).toEqual({ slug: 'gallery', field: 'album_id' });
    expect(relatedList(albums.actions![0]!, albums, modulesFor('pemda'))).toBeNull();
  });
  it('indikator "Skala" opens the scale list', () => {
    const ind = getResource('iga_indikator')!;
    expect(relatedList(ind.actions![0]!, ind, modulesFor('admin'))).toEqual({ slug: 'indikator_skala', field: 'iga_indikator_id' });
  });
});
