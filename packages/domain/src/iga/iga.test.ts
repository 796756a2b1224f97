import { describe, expect, it } from 'vitest';
import { ROLES } from '../permissions/roles';
import { AKSI_TAHAP_IGA, aksiTahapIga, cekAksiTahapIga, KEADAAN_AWAL_IGA, nomineTetap, STATUS_TAHAP_IGA, TAHAP_IGA, tahapSelesai, tahapTerbuka, type KeadaanIga } from './alur';
import { cekBobotIga, cekItemLembar, KRITERIA_PRESENTASI_2023, skorAkhirIga, totalLembarIga, type KriteriaIga } from './skor';

const SEMUA: KeadaanIga[] = TAHAP_IGA.flatMap((tahap) => STATUS_TAHAP_IGA.map((status) => ({ tahap, status })));

describe('overall score from the stage scores and the award year weights', () => {
  const bobot = { indeks: 50, presentasi: 30, validasi: 20 };
  it('weighted mean over the three parts', () => {
    const r = skorAkhirIga({ indeks: 60, presentasi: 80, validasi: 100 }, bobot);
    expect(r.nilai).toBeCloseTo((50 * 60 + 30 * 80 + 20 * 100) / 100, 10);
    expect(r.lengkap).toBe(true);
  });
  it('weights are data: other weights give another score; the scale of the weights does not matter', () => {
    expect(skorAkhirIga({ indeks: 60, presentasi: 80, validasi: 100 }, { indeks: 1, presentasi: 1, validasi: 1 }).nilai).toBeCloseTo(80, 10);
    expect(skorAkhirIga({ indeks: 60, presentasi: 80, validasi: 100 }, { indeks: 5, presentasi: 3, validasi: 2 }).nilai).toBeCloseTo(skorAkhirIga({ indeks: 60, presentasi: 80, validasi: 100 }, bobot).nilai!, 10);
  });
  it('null until every weighted part exists; a part with weight 0 is not needed', () => {
    const r = skorAkhirIga({ indeks: 60, presentasi: 80, validasi: null }, bobot);
    expect(r).toMatchObject({ nilai: null, lengkap: false });
    expect(r.sementara).toBeCloseTo((50 * 60 + 30 * 80) / 80, 10);
    expect(skorAkhirIga({ indeks: 60, presentasi: 80, validasi: null }, { ...bobot, validasi: 0 }).nilai).toBeCloseTo((50 * 60 + 30 * 80) / 80, 10);
    expect(skorAkhirIga({ indeks: null, presentasi: null, validasi: null }, bobot)).toEqual({ nilai: null, lengkap: false, sementara: null });
    expect(skorAkhirIga({ indeks: 1, presentasi: 1, validasi: 1 }, { indeks: 0, presentasi: 0, validasi: 0 }).nilai).toBeNull();
  });
  it('a zero score counts as zero (scored), not as missing', () => {
    expect(skorAkhirIga({ indeks: 0, presentasi: 0, validasi: 0 }, bobot)).toMatchObject({ nilai: 0, lengkap: true });
  });
  it('weights are checked with Indonesian messages', () => {
    expect(cekBobotIga({ indeks: 50, presentasi: 30, validasi: 20 })).toEqual({});
    expect(Object.keys(cekBobotIga({ indeks: -1, presentasi: 101, validasi: Number.NaN }))).toEqual(['bobot.indeks', 'bobot.presentasi', 'bobot.validasi']);
    expect(cekBobotIga({ indeks: 0, presentasi: 0, validasi: 0 })['bobot.indeks']).toMatch(/lebih dari 0/);
  });
});

describe('sheet totals', () => {
  const kriteria: KriteriaIga[] = KRITERIA_PRESENTASI_2023.map((k, i) => ({ indikator_id: i + 1, kode: k.kode, nama: k.nama, bobot: k.bobot }));
  it('the 2023 official presentation weights sum to 100', () => {
    expect(KRITERIA_PRESENTASI_2023.reduce((s, k) => s + k.bobot, 0)).toBe(100);
  });
  it('weighted by the criteria', () => {
    const nilai = [90, 80, 70, 60, 50];
    expect(totalLembarIga(kriteria, nilai.map((n, i) => ({ indikator_id: i + 1, nilai: n })))).toBeCloseTo((90 * 30 + 80 * 25 + 70 * 15 + 60 * 20 + 50 * 10) / 100, 10);
  });
  it('an unweighted checklist counts each item once; an unscored item leaves the total open', () => {
    const cek = [1, 2, 3].map((i) => ({ indikator_id: i, kode: null, nama: `V${i}`, bobot: 0 }));
    expect(totalLembarIga(cek, [100, 50, 0].map((n, i) => ({ indikator_id: i + 1, nilai: n })))).toBe(50);
    expect(totalLembarIga(cek, [{ indikator_id: 1, nilai: 100 }])).toBeNull();
  });
  it('item checks: range for presentation, the three answers for field validation, completeness to submit', () => {
    expect(cekItemLembar('presentasi', kriteria, [{ indikator_id: 1, nilai: 101 }], false)).toEqual({ 'item.1': 'Nilai harus 0 sampai 100.' });
    expect(cekItemLembar('validasi_lapangan', kriteria, [{ indikator_id: 1, nilai: 70 }], false)['item.1']).toMatch(/Sesuai/);
    expect(cekItemLembar('presentasi', kriteria, [{ indikator_id: 99, nilai: 1 }], false)['item.99']).toMatch(/tidak ada/);
    expect(Object.keys(cekItemLembar('presentasi', kriteria, [{ indikator_id: 1, nilai: 10 }], true))).toEqual(['item.2', 'item.3', 'item.4', 'item.5']);
  });
});

describe('the award year workflow: every state x every command x every role', () => {
  const ADMIN = ['admin', 'superadmin'];
  const NEXT: Record<string, string> = { nominasi: 'presentasi', presentasi: 'validasi_lapangan', validasi_lapangan: 'pleno' };
  const harap = (aksi: string, s: KeadaanIga): KeadaanIga | null => {
    if (aksi === 'tutup') return s.status === 'buka' && s.tahap !== 'diumumkan' ? { ...s, status: 'tutup' } : null;
    if (aksi === 'buka') return s.status === 'tutup' && NEXT[s.tahap] ? ({ tahap: NEXT[s.tahap], status: 'buka' } as KeadaanIga) : null;
    if (aksi === 'buka_kembali') return s.status === 'tutup' && s.tahap !== 'diumumkan' ? { ...s, status: 'buka' } : null;
    return s.tahap === 'pleno' && s.status === 'tutup' ? { tahap: 'diumumkan', status: 'tutup' } : null;
  };
  for (const aksi of AKSI_TAHAP_IGA)
    it(aksi, () => {
      for (const role of ROLES)
        for (const s of SEMUA) {
          const r = cekAksiTahapIga(role, aksi, s, 'alasan');
          const ke = harap(aksi, s);
          if (!ADMIN.includes(role)) expect(r).toEqual({ ok: false, alasan: 'peran' });
          else if (!ke) expect(r).toEqual({ ok: false, alasan: 'status' });
          else expect(r).toEqual({ ok: true, ke });
        }
    });
  it('reopening needs a reason; closing the plenary needs its result', () => {
    expect(cekAksiTahapIga('admin', 'buka_kembali', { tahap: 'presentasi', status: 'tutup' }, '  ')).toEqual({ ok: false, alasan: 'alasan' });
    expect(cekAksiTahapIga('admin', 'tutup', { tahap: 'pleno', status: 'buka' }, null, false)).toEqual({ ok: false, alasan: 'pleno_belum' });
    expect(aksiTahapIga('admin', { tahap: 'pleno', status: 'buka' }, false)).toEqual([]);
    expect(aksiTahapIga('viewer', KEADAAN_AWAL_IGA)).toEqual([]);
  });
  it('the happy path reaches diumumkan, which is final', () => {
    let s = KEADAAN_AWAL_IGA;
    for (const aksi of ['tutup', 'buka', 'tutup', 'buka', 'tutup', 'buka', 'tutup', 'umumkan'] as const) {
      const r = cekAksiTahapIga('admin', aksi, s);
      expect(r.ok, `${aksi} ${JSON.stringify(s)}`).toBe(true);
      if (r.ok) s = r.ke;
    }
    expect(s).toEqual({ tahap: 'diumumkan', status: 'tutup' });
    expect(aksiTahapIga('superadmin', s)).toEqual([]);
  });
  it('scoring only in the open stage; a stage is over once closed or passed', () => {
    expect(tahapTerbuka({ tahap: 'presentasi', status: 'buka' }, 'presentasi')).toBe(true);
    expect(tahapTerbuka({ tahap: 'presentasi', status: 'tutup' }, 'presentasi')).toBe(false);
    expect(tahapTerbuka({ tahap: 'validasi_lapangan', status: 'buka' }, 'presentasi')).toBe(false);
    expect(tahapSelesai({ tahap: 'validasi_lapangan', status: 'buka' }, 'presentasi')).toBe(true);
    expect(tahapSelesai({ tahap: 'presentasi', status: 'buka' }, 'presentasi')).toBe(false);
    expect(tahapSelesai({ tahap: 'nominasi', status: 'buka' }, 'presentasi')).toBe(false);
    expect(nomineTetap({ tahap: 'nominasi', status: 'tutup' })).toBe(true);
    expect(nomineTetap(KEADAAN_AWAL_IGA)).toBe(false);
  });
});
