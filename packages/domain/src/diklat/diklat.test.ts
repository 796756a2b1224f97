import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../permissions/roles';
import type { SessionUser } from '../permissions/scope';
import { uraikan } from '../kontrak/dasar';
import { akunDiklatBaruBody } from '../kontrak/diklat';
import { aksiAkunDiklat, cekAksiAkunDiklat, peranAkunDiklat, periksaPeranDaerahAkunDiklat } from './akun';
import { aksiLaporanDiklat, daerahTambahLaporan, lingkupLaporanDiklat, periksaInovasiLaporan } from './laporan';
import { periksaTautanVideo, sematanVideo } from './video';

const OWN = 32;
const OTHER = 35;
const ME = 7;

const user = (role: Role, over: Partial<SessionUser> = {}): SessionUser => {
  const central = ['superadmin', 'admin', 'admin.diklat'].includes(role);
  return {
    id: ME,
    username: role,
    role,
    nama_lengkap: role,
    email: null,
    m_daerah_id: central ? null : OWN,
    profil_id: central ? null : OWN,
    area: 0,
    opd_perangkat_id: null,
    upt_id: null,
    daerah_ids: central ? null : [OWN],
    allowed_years: null,
    ...over,
  };
};

describe('training report scope per role (DKL-01 item 7)', () => {
  it('participants see only their own reports of their region', () => {
    const s = lingkupLaporanDiklat(user('peserta.diklat'));
    expect(s).toMatchObject({ daerah_ids: [OWN], created_by: ME });
  });

  it.each(['pemda', 'admin.diklat.daerah'] as const)('%s sees every report of its region, nobody else’s', (role) => {
    expect(lingkupLaporanDiklat(user(role))).toMatchObject({ daerah_ids: [OWN], created_by: null });
  });

  it('superadmin and a national admin.diklat see every region; an admin.diklat with a region only that one', () => {
    expect(lingkupLaporanDiklat(user('superadmin'))).toMatchObject({ daerah_ids: null, created_by: null });
    expect(lingkupLaporanDiklat(user('admin.diklat'))).toMatchObject({ daerah_ids: null, created_by: null });
    expect(lingkupLaporanDiklat(user('admin.diklat', { m_daerah_id: OTHER, daerah_ids: [OTHER] })).daerah_ids).toEqual([OTHER]);
  });
});

describe('report row actions: one policy for the screen and the writes', () => {
  const own = { profil_id: OWN, user_id: ME };
  const colleague = { profil_id: OWN, user_id: 99 };
  const elsewhere = { profil_id: OTHER, user_id: 99 };

  it('pemda reads its region but never changes a report', () => {
    expect(aksiLaporanDiklat(user('pemda'), own)).toEqual([]);
    expect(daerahTambahLaporan(user('pemda')).boleh).toBe(false);
  });

  it('a participant changes its own reports only', () => {
    expect(aksiLaporanDiklat(user('peserta.diklat'), own)).toEqual(['ubah', 'hapus']);
    expect(aksiLaporanDiklat(user('peserta.diklat'), colleague)).toEqual([]);
  });

  it('a regional admin changes every report of its region, none elsewhere', () => {
    expect(aksiLaporanDiklat(user('admin.diklat.daerah'), colleague)).toEqual(['ubah', 'hapus']);
    expect(aksiLaporanDiklat(user('admin.diklat.daerah'), elsewhere)).toEqual([]);
    expect(daerahTambahLaporan(user('admin.diklat.daerah'))).toEqual({ boleh: true, daerah_ids: [OWN] });
  });

  it('roles outside the diklat data have no action at all', () => {
    for (const role of ['admin', 'opd', 'viewer', 'verifikator'] as const) expect(aksiLaporanDiklat(user(role), own)).toEqual([]);
  });

  it('the linked innovation must belong to the report’s region', () => {
    expect(periksaInovasiLaporan(OWN, { profil_id: OWN })).toBeNull();
    expect(periksaInovasiLaporan(OWN, { profil_id: OTHER })).toBe('Pilih inovasi dari daerah laporan ini.');
    expect(periksaInovasiLaporan(OWN, null)).toBe('Inovasi tidak ditemukan.');
  });
});

describe('diklat account role choices (supporting spec 6)', () => {
  it('top roles give every diklat role; pemda only the regional two; admin.diklat.daerah and the rest none', () => {
    expect(peranAkunDiklat(user('superadmin'))).toEqual(['admin.diklat', 'admin.diklat.daerah', 'peserta.diklat']);
    expect(peranAkunDiklat(user('admin.diklat'))).toEqual(['admin.diklat', 'admin.diklat.daerah', 'peserta.diklat']);
    expect(peranAkunDiklat(user('pemda'))).toEqual(['admin.diklat.daerah', 'peserta.diklat']);
    const none = ROLES.filter((r) => !['superadmin', 'admin.diklat', 'pemda'].includes(r));
    for (const r of none) expect(peranAkunDiklat(user(r)), r).toEqual([]);
  });

  it('a pemda creates only in its own region, forced; a regional role needs a region', () => {
    expect(periksaPeranDaerahAkunDiklat(user('pemda'), { role: 'peserta.diklat', m_daerah_id: null })).toEqual({ errors: {}, m_daerah_id: OWN });
    expect(periksaPeranDaerahAkunDiklat(user('pemda'), { role: 'peserta.diklat', m_daerah_id: OTHER }).errors).toEqual({ m_daerah_id: 'Daerah di luar wilayah Anda.' });
    expect(periksaPeranDaerahAkunDiklat(user('pemda'), { role: 'admin.diklat', m_daerah_id: OWN }).errors).toEqual({ role: 'Anda tidak dapat memberikan peran ini.' });
    expect(periksaPeranDaerahAkunDiklat(user('admin.diklat'), { role: 'peserta.diklat', m_daerah_id: null }).errors).toEqual({
      m_daerah_id: 'Pilih daerah untuk akun diklat daerah dan peserta diklat.',
    });
    expect(periksaPeranDaerahAkunDiklat(user('admin.diklat'), { role: 'admin.diklat', m_daerah_id: null })).toEqual({ errors: {}, m_daerah_id: null });
  });

  const target = (role: string, m_daerah_id: number | null = OWN, is_active = 1, id = 50) => ({ id, role, m_daerah_id, is_active });

  it('row actions follow the role choices and the region', () => {
    expect(aksiAkunDiklat(user('pemda'), target('peserta.diklat'))).toEqual(['ubah', 'nonaktifkan']);
    expect(aksiAkunDiklat(user('pemda'), target('peserta.diklat', OTHER))).toEqual([]);
    expect(cekAksiAkunDiklat(user('pemda'), target('peserta.diklat', OTHER), 'ubah')).toMatchObject({ ok: false, kode: 'NOT_FOUND' });
    expect(aksiAkunDiklat(user('pemda'), target('admin.diklat'))).toEqual([]);
    expect(aksiAkunDiklat(user('admin.diklat'), target('admin.diklat', null, 0))).toEqual(['ubah', 'aktifkan']);
    expect(aksiAkunDiklat(user('admin.diklat.daerah'), target('peserta.diklat'))).toEqual([]);
    expect(cekAksiAkunDiklat(user('superadmin'), target('pemda'), 'ubah')).toMatchObject({ ok: false, kode: 'NOT_FOUND' });
  });

  it('nobody deactivates their own account', () => {
    expect(cekAksiAkunDiklat(user('admin.diklat'), target('admin.diklat', null, 1, ME), 'nonaktifkan')).toMatchObject({ ok: false, kode: 'INVALID_TRANSITION' });
  });

  it('the create contract applies the password and username policy and the diklat roles', () => {
    const r = uraikan(akunDiklatBaruBody, { username: 'a b', nama_lengkap: '', role: 'pemda', password: 'abc' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.username).toMatch(/hanya boleh/);
    expect(r.errors.nama_lengkap).toBe('Nama lengkap wajib diisi.');
    expect(r.errors.role).toMatch(/Pilih peran/);
    expect(r.errors.password).toBe('Kata sandi minimal 8 karakter.');
  });
});

describe('the report video (privacy-enhanced embeds)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/76979871/abcdef1234', 'https://player.vimeo.com/video/76979871?dnt=1&h=abcdef1234'],
    ['https://player.vimeo.com/video/76979871?h=abcdef1234&autoplay=1', 'https://player.vimeo.com/video/76979871?dnt=1&h=abcdef1234'],
  ])('%s embeds as %s', (url, src) => {
    expect(sematanVideo(url)).toMatchObject({ src });
  });

  it('other links stay links; bad ids and non-http addresses are neither', () => {
    expect(sematanVideo('https://drive.google.com/file/d/x/view')).toEqual({ jenis: 'tautan', href: 'https://drive.google.com/file/d/x/view' });
    expect(sematanVideo('https://www.youtube.com/watch?v=<script>')).toEqual({ jenis: 'tautan', href: 'https://www.youtube.com/watch?v=<script>' });
    expect(sematanVideo('javascript:alert(1)')).toBeNull();
    expect(sematanVideo('')).toBeNull();
  });

  it('the write rule: empty or an http(s) address', () => {
    expect(periksaTautanVideo('')).toBeNull();
    expect(periksaTautanVideo(null)).toBeNull();
    expect(periksaTautanVideo('https://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(periksaTautanVideo('video saya')).toMatch(/http\(s\)/);
  });
});
