import { describe, expect, it } from 'vitest';
import { uraikan } from '../kontrak/dasar';
import { ROLES, type Role } from '../permissions/roles';
import { usrAsn } from '../resources/organisasi';
import { aksiAkun, assignableRoles, cekAksiAkun, SELF_REGISTER_ROLES } from './aksi';
import { kolomAkunBerlaku, kolomAkunDikosongkan, kolomAkunTampil, periksaKolomAkun, PERAN_KOLOM_AKUN } from './kolom';
import { peranLayarAkun, sumberAkunLayar } from './layar';
import { isFieldVisible } from '../fields/validate';
import type { FieldDef } from '../fields/types';
import type { SessionUser } from '../permissions/scope';
import { periksaNamaPengguna, periksaSandi } from './sandi';
import { skemaNamaPengguna, skemaSandi } from './sandi-skema';

const pelaku = (role: Role, id = 1) => ({ id, role });
const target = (role: string, is_active = 1, id = 2) => ({ id, role, is_active });

describe('password and username policy', () => {
  it('passwords: 8 to 128 characters with letters and digits', () => {
    expect(periksaSandi('Rahasia123')).toBeNull();
    expect(periksaSandi('abc1')).toBe('Kata sandi minimal 8 karakter.');
    expect(periksaSandi(`a1${'x'.repeat(127)}`)).toBe('Kata sandi maksimal 128 karakter.');
    expect(periksaSandi('abcdefgh')).toBe('Kata sandi harus memuat angka.');
    expect(periksaSandi('12345678')).toBe('Kata sandi harus memuat huruf.');
  });

  it('usernames: 3 to 60 of letters, digits, dot, underscore, hyphen', () => {
    expect(periksaNamaPengguna('budi.s_1-x')).toBeNull();
    expect(periksaNamaPengguna('')).toBe('Nama pengguna wajib diisi.');
    expect(periksaNamaPengguna('ab')).toMatch(/minimal 3/);
    expect(periksaNamaPengguna('x'.repeat(61))).toMatch(/maksimal 60/);
    expect(periksaNamaPengguna('nama spasi')).toMatch(/hanya boleh/);
  });

  it('the contract schemas apply the same functions, with Indonesian messages for wrong types', () => {
    expect(uraikan(skemaSandi, 'abcdefgh')).toEqual({ ok: false, errors: { _: 'Kata sandi harus memuat angka.' } });
    expect(uraikan(skemaSandi, undefined)).toEqual({ ok: false, errors: { _: 'Kata sandi wajib diisi.' } });
    expect(uraikan(skemaSandi, { toString: 1 })).toEqual({ ok: false, errors: { _: 'Kata sandi harus berupa teks.' } });
    expect(uraikan(skemaNamaPengguna, '  budi  ')).toEqual({ ok: true, data: 'budi' });
  });

  it('self-registration roles are regional roles only', () => {
    expect(SELF_REGISTER_ROLES).not.toContain('admin');
    expect(SELF_REGISTER_ROLES).not.toContain('superadmin');
  });
});

describe('account row actions (one policy for what is shown and what is allowed)', () => {
  it('an admin manages the roles it may assign, never a superadmin account', () => {
    expect(assignableRoles(pelaku('admin'))).not.toContain('superadmin');
    expect(aksiAkun(pelaku('admin'), target('superadmin'))).toEqual([]);
    expect(cekAksiAkun(pelaku('admin'), target('superadmin'), 'nonaktifkan')).toMatchObject({ ok: false, alasan: 'peran', kode: 'FORBIDDEN' });
    expect(aksiAkun(pelaku('admin'), target('pemda'))).toEqual(['ubah', 'nonaktifkan', 'hapus']);
    expect(aksiAkun(pelaku('admin'), target('pemda', 0))).toEqual(['ubah', 'aktifkan', 'hapus']);
    expect(aksiAkun(pelaku('superadmin'), target('superadmin'))).toEqual(['ubah', 'nonaktifkan', 'hapus']);
  });

  it('nobody deactivates or deletes their own account', () => {
    for (const role of ['superadmin', 'admin'] as const) {
      expect(aksiAkun(pelaku(role, 5), target(role, 1, 5))).toEqual(['ubah']);
      expect(cekAksiAkun(pelaku(role, 5), target(role, 1, 5), 'nonaktifkan')).toMatchObject({ ok: false, alasan: 'sendiri', kode: 'INVALID_TRANSITION' });
      expect(cekAksiAkun(pelaku(role, 5), target(role, 1, 5), 'hapus')).toMatchObject({ ok: false, alasan: 'sendiri' });
    }
  });

  it('a role acts only on accounts whose role it may assign; activation is for admins (matrix)', () => {
    expect(aksiAkun(pelaku('pemda'), target('opd'))).toEqual(['ubah', 'hapus']);
    expect(aksiAkun(pelaku('pemda'), target('asn'))).toEqual([]);
    // diklat account configuration is superadmin, pemda, admin.diklat (supporting spec 6)
    expect(aksiAkun(pelaku('admin.diklat.daerah'), target('peserta.diklat'))).toEqual([]);
    expect(assignableRoles(pelaku('admin.diklat.daerah'))).toEqual([]);
    expect(aksiAkun(pelaku('admin.diklat'), target('peserta.diklat'))).toEqual(['ubah', 'hapus']);
    expect(aksiAkun(pelaku('admin.diklat.daerah'), target('admin.diklat'))).toEqual([]);
    expect(aksiAkun(pelaku('viewer'), target('opd'))).toEqual([]);
    // for every pair of roles: an action is offered only on an account whose role the actor may assign
    for (const role of ROLES) {
      for (const other of ROLES) {
        if (aksiAkun(pelaku(role), target(other)).length) expect(assignableRoles(pelaku(role)), `${role} -> ${other}`).toContain(other);
      }
    }
  });

  it('the state of the account: activating an active one (or the reverse) is a conflict', () => {
    expect(cekAksiAkun(pelaku('admin'), target('pemda', 1), 'aktifkan')).toMatchObject({ ok: false, alasan: 'status', pesan: 'Akun ini sudah aktif.' });
    expect(cekAksiAkun(pelaku('admin'), target('pemda', 0), 'nonaktifkan')).toMatchObject({ ok: false, alasan: 'status', pesan: 'Akun ini sudah nonaktif.' });
  });
});

describe('account fields per role', () => {
  it('area for verifiers and QC, OPD for OPD and UPT, UPT for UPT', () => {
    expect(kolomAkunDikosongkan('pemda')).toEqual({ area: 0, opd_perangkat_id: null, upt_id: null });
    expect(kolomAkunDikosongkan('verifikator')).toEqual({ opd_perangkat_id: null, upt_id: null });
    expect(kolomAkunDikosongkan('opd')).toEqual({ area: 0, upt_id: null });
    expect(kolomAkunDikosongkan('upt')).toEqual({ area: 0 });
    expect(kolomAkunBerlaku('area', 'quality_control')).toBe(true);
  });

  it('the account form shows each field for exactly these roles', () => {
    for (const k of Object.keys(PERAN_KOLOM_AKUN) as (keyof typeof PERAN_KOLOM_AKUN)[]) {
      expect(usrAsn.fields[k]!.showIf).toEqual({ field: 'role', in: PERAN_KOLOM_AKUN[k] });
    }
  });

  it('supporting spec 5: area for verifikator and QC; daerah for the five named roles; OPD for opd (and the OPD of a upt); UPTD once an OPD is chosen', () => {
    expect(PERAN_KOLOM_AKUN.area).toEqual(['verifikator', 'quality_control']);
    for (const r of ['pemda', 'asn', 'opd', 'admin.diklat.daerah', 'peserta.diklat']) expect(kolomAkunBerlaku('m_daerah_id', r), r).toBe(true);
    for (const r of ['superadmin', 'admin', 'verifikator', 'quality_control', 'tim.penilai', 'pusat']) expect(kolomAkunBerlaku('m_daerah_id', r), r).toBe(false);
    expect(usrAsn.fields.opd_perangkat_id!.hint).toBe('kosongkan jika bukan akun OPD');
    expect(kolomAkunTampil('upt_id', { role: 'upt' })).toBe(false);
    expect(kolomAkunTampil('upt_id', { role: 'upt', opd_perangkat_id: 4 })).toBe(true);
    expect(kolomAkunTampil('upt_id', { role: 'opd', opd_perangkat_id: 4 })).toBe(false);
    // the form's show/hide is the same rule
    const form = (values: Record<string, unknown>) => Object.keys(PERAN_KOLOM_AKUN).filter((k) => isFieldVisible((usrAsn.fields as Record<string, FieldDef>)[k]!, 'admin', values));
    expect(form({ role: 'upt' })).toEqual(['m_daerah_id', 'opd_perangkat_id']);
    expect(form({ role: 'upt', opd_perangkat_id: 3 })).toEqual(['m_daerah_id', 'opd_perangkat_id', 'upt_id']);
    expect(form({ role: 'verifikator' })).toEqual(['area']);
    expect(form({ role: 'pemda' })).toEqual(['m_daerah_id']);
    expect(form({ role: 'admin' })).toEqual([]);
  });

  it('the server rule: a value where the field does not apply, and a required field left empty, are field messages', () => {
    expect(periksaKolomAkun({ area: 1 }, { role: 'pemda', m_daerah_id: 1, area: 1 })).toEqual({ area: expect.stringMatching(/^Area hanya untuk peran Verifikator, Quality Control; kosongkan/) });
    expect(periksaKolomAkun({ area: 0 }, { role: 'pemda', m_daerah_id: 1, area: 0 })).toEqual({});
    expect(periksaKolomAkun({ upt_id: 2 }, { role: 'upt', m_daerah_id: 1, upt_id: 2 })).toMatchObject({ upt_id: expect.stringMatching(/setelah OPD/), opd_perangkat_id: expect.stringMatching(/wajib/) });
    expect(periksaKolomAkun({}, { role: 'pemda' })).toEqual({ m_daerah_id: 'Daerah wajib diisi untuk peran Pemerintah Daerah.' });
    expect(periksaKolomAkun({}, { role: 'opd', m_daerah_id: 1 })).toEqual({});
    expect(periksaKolomAkun({}, { role: 'upt', m_daerah_id: 1, opd_perangkat_id: 3 })).toEqual({ upt_id: 'UPTD wajib diisi untuk peran UPT.' });
    // a stored value that stops applying is not the user's mistake (the server clears it)
    expect(periksaKolomAkun({ role: 'asn' }, { role: 'asn', m_daerah_id: 1, opd_perangkat_id: 3 })).toEqual({});
  });
});

describe('account screens', () => {
  const user = (role: SessionUser['role'], m_daerah_id: number | null = null): SessionUser => ({
    id: 1, username: role, role, nama_lengkap: role, email: null, m_daerah_id, profil_id: m_daerah_id, area: 0, opd_perangkat_id: null, upt_id: null,
    daerah_ids: m_daerah_id == null ? null : [m_daerah_id], allowed_years: null,
  });
  it('account-admin offers the 11 roles as far as the user may give them; account offers opd and upt', () => {
    expect(peranLayarAkun('account-admin', user('superadmin'))).toHaveLength(11);
    expect(peranLayarAkun('account-admin', user('admin'))).not.toContain('superadmin');
    expect(peranLayarAkun('account', user('pemda', 7))).toEqual(['opd', 'upt']);
    expect(peranLayarAkun('account-admin', user('pemda', 7))).toEqual(['opd', 'upt']);
    const r = sumberAkunLayar('account', user('pemda', 7));
    expect(r.fields.role!.options!.map((o) => o.value)).toEqual(['opd', 'upt']);
    expect(r.fields.m_daerah_id!.readOnly).toBe(true);
    expect(sumberAkunLayar('account-admin', user('admin')).fields.m_daerah_id!.readOnly).toBeFalsy();
  });

  it('an account that records refer to is deactivated, not deleted', () => {
    expect(cekAksiAkun(pelaku('admin'), { ...target('pemda'), dirujuk: true }, 'hapus')).toMatchObject({ ok: false, alasan: 'status', kode: 'INVALID_TRANSITION', pesan: expect.stringMatching(/nonaktifkan/) });
    expect(aksiAkun(pelaku('admin'), { ...target('pemda'), dirujuk: true })).toEqual(['ubah', 'nonaktifkan']);
  });
});
