import { describe, expect, it } from 'vitest';
import { uraikan } from '../kontrak/dasar';
import { ROLES, type Role } from '../permissions/roles';
import { usrAsn } from '../resources/organisasi';
import { aksiAkun, assignableRoles, cekAksiAkun, SELF_REGISTER_ROLES } from './aksi';
import { kolomAkunBerlaku, kolomAkunDikosongkan, PERAN_KOLOM_AKUN } from './kolom';
import { periksaNamaPengguna, periksaSandi, skemaNamaPengguna, skemaSandi } from './sandi';

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
});
