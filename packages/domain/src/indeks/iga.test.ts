import { describe, expect, it } from 'vitest';
import { ROLES } from '../permissions/roles';
import { can } from '../permissions/matrix';
import { bolehUbahIga, cekUbahIga, PESAN_UBAH_IGA_DITOLAK } from './iga';

describe('Ubah Status IGA policy', () => {
  it('follows the matrix (indeks.flag) for every role', () => {
    for (const role of ROLES) expect(bolehUbahIga(role), role).toBe(can(role, 'flag', 'indeks'));
    expect(bolehUbahIga('admin')).toBe(true);
    expect(bolehUbahIga({ role: 'superadmin' })).toBe(true);
  });
  it('refuses with a message otherwise', () => {
    // core spec 6: ranking-index and rekap-akhir are admin, superadmin, tim.penilai, pusat; the action goes with them
    for (const role of ['admin', 'superadmin', 'tim.penilai', 'pusat'] as const) expect(cekUbahIga(role), role).toEqual({ boleh: true });
    expect(cekUbahIga('viewer')).toEqual({ boleh: false, alasan: PESAN_UBAH_IGA_DITOLAK });
    expect(cekUbahIga('pemda')).toEqual({ boleh: false, alasan: PESAN_UBAH_IGA_DITOLAK });
    expect(cekUbahIga(null).boleh).toBe(false);
    expect(cekUbahIga('guest').boleh).toBe(false);
  });
});
