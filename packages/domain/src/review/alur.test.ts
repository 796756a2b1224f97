import { describe, expect, it } from 'vitest';
import { ROLES } from '../permissions/roles';
import { AKSI_REVIEW, ALUR_REVIEW, aksiReview, badgeQc, badgeReview, bolehEvaluasiInovasi, cekTransisi, type AksiReview, type StatusReview } from './alur';

const STATES: StatusReview[] = [-1, 0, 1, 2].flatMap((status_nomor) => [0, 1, 2].map((qc) => ({ status_nomor, qc })));

/** The expected table, written out independently of the implementation. */
const EXPECT: Record<AksiReview, { roles: string[]; from: (s: StatusReview) => boolean; to?: (s: StatusReview) => StatusReview }> = {
  setujui: { roles: ['admin', 'superadmin', 'verifikator'], from: (s) => s.status_nomor === 0, to: () => ({ status_nomor: 1, qc: 0 }) },
  tolak: { roles: ['admin', 'superadmin', 'verifikator'], from: (s) => s.status_nomor === 0, to: () => ({ status_nomor: 2, qc: 0 }) },
  tolak_hasil_review: { roles: ['admin', 'superadmin', 'verifikator'], from: (s) => s.status_nomor === 1 && s.qc !== 1, to: () => ({ status_nomor: 2, qc: 0 }) },
  setujui_hasil_rejected: { roles: ['admin', 'superadmin', 'verifikator'], from: (s) => s.status_nomor === 2 && s.qc === 0, to: () => ({ status_nomor: 1, qc: 0 }) },
  qc_setujui: { roles: ['admin', 'superadmin', 'quality_control'], from: (s) => s.status_nomor === 1 && s.qc !== 1, to: () => ({ status_nomor: 1, qc: 1 }) },
  qc_tolak: { roles: ['admin', 'superadmin', 'quality_control'], from: (s) => s.status_nomor === 1 && s.qc === 0, to: () => ({ status_nomor: 1, qc: 2 }) },
  qc_terima_inovasi: { roles: ['quality_control'], from: (s) => s.status_nomor === 2 && s.qc === 0, to: () => ({ status_nomor: 1, qc: 1 }) },
  qc_setuju_tolak: { roles: ['quality_control'], from: (s) => s.status_nomor === 2 && s.qc === 0, to: () => ({ status_nomor: 2, qc: 1 }) },
  komentar: { roles: ['admin', 'superadmin', 'tim.penilai', 'pusat', 'verifikator', 'quality_control'], from: (s) => s.status_nomor >= 0, to: (s) => s },
};

describe('the full transition table: every state x every action x every role', () => {
  for (const aksi of AKSI_REVIEW) {
    it(aksi, () => {
      const e = EXPECT[aksi];
      const wrong: string[] = [];
      for (const role of ROLES) {
        for (const s of STATES) {
          const r = cekTransisi(role, aksi, s, 'alasan');
          const allowed = e.roles.includes(role) && e.from(s);
          if (r.ok !== allowed) wrong.push(`${role} ${JSON.stringify(s)} -> ${JSON.stringify(r)}`);
          if (r.ok && e.to) expect(r.ke).toEqual(e.to(s));
          if (!r.ok && !e.roles.includes(role)) expect(r.alasan).toBe('peran');
          if (!r.ok && e.roles.includes(role)) expect(r.alasan).toBe('status');
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('rejections and comments need a reason', () => {
    for (const aksi of AKSI_REVIEW) {
      const s = STATES.find((x) => ALUR_REVIEW[aksi].boleh(x))!;
      const role = ALUR_REVIEW[aksi].roles[0]!;
      const r = cekTransisi(role, aksi, s, '  ');
      expect(r.ok, aksi).toBe(!ALUR_REVIEW[aksi].butuhCatatan);
    }
    expect(ALUR_REVIEW.tolak.butuhCatatan).toBe(true);
    expect(ALUR_REVIEW.qc_tolak.butuhCatatan).toBe(true);
    expect(ALUR_REVIEW.setujui.butuhCatatan).toBe(false);
  });

  it('no reachable state is outside the allowed set', () => {
    const allowed = new Set(['0/0', '1/0', '1/1', '1/2', '2/0', '2/1']);
    const seen = new Set<string>(['0/0']);
    const queue: StatusReview[] = [{ status_nomor: 0, qc: 0 }];
    while (queue.length) {
      const s = queue.shift()!;
      for (const a of AKSI_REVIEW) {
        const r = cekTransisi(ALUR_REVIEW[a].roles[0]!, a, s, 'x');
        if (!r.ok) continue;
        const k = `${r.ke.status_nomor}/${r.ke.qc}`;
        if (!seen.has(k)) {
          seen.add(k);
          queue.push(r.ke);
        }
      }
    }
    expect([...seen].every((k) => allowed.has(k))).toBe(true);
    expect(seen).toEqual(allowed);
  });
});

describe('row actions and badges', () => {
  it('hasil-review hides reject once QC verified', () => {
    expect(aksiReview('verifikator', { status_nomor: 1, qc: 0 }, 'hasil-review')).toEqual(['tolak_hasil_review']);
    expect(aksiReview('verifikator', { status_nomor: 1, qc: 1 }, 'hasil-review')).toEqual([]);
  });
  it('hasil-rejected: QC-only actions for QC, approve for verifiers', () => {
    expect(aksiReview('quality_control', { status_nomor: 2, qc: 0 }, 'hasil-rejected')).toEqual(['qc_terima_inovasi', 'qc_setuju_tolak', 'komentar']);
    expect(aksiReview('verifikator', { status_nomor: 2, qc: 0 }, 'hasil-rejected')).toEqual(['setujui_hasil_rejected', 'komentar']);
    expect(aksiReview('pusat', { status_nomor: 2, qc: 0 }, 'hasil-rejected')).toEqual(['komentar']);
  });
  it.each([
    [0, 'Pending'],
    [1, 'Verified'],
    [2, 'Rejected'],
  ] as const)('review badge %i', (s, b) => expect(badgeReview(s)).toBe(b));
  it.each([
    [0, 'Pending'],
    [1, 'Verified'],
    [2, 'Rejected'],
    [9, 'Pending'],
  ] as const)('QC badge %i', (s, b) => expect(badgeQc(s)).toBe(b));
});

describe('when an innovation\'s indicators may be evaluated', () => {
  it.each([
    ['verifikator', null, false],
    ['verifikator', { status_nomor: -1, qc: 0 }, false],
    ['verifikator', { status_nomor: 0, qc: 0 }, true],
    ['verifikator', { status_nomor: 1, qc: 0 }, true],
    ['verifikator', { status_nomor: 1, qc: 2 }, true],
    ['verifikator', { status_nomor: 2, qc: 0 }, true],
    ['verifikator', { status_nomor: 1, qc: 1 }, false],
    ['verifikator', { status_nomor: 2, qc: 1 }, false],
    ['admin', { status_nomor: 1, qc: 1 }, true],
    ['superadmin', { status_nomor: 2, qc: 1 }, true],
    ['admin', null, false],
  ] as const)('%s on %j -> %s', (role, reg, ok) => expect(bolehEvaluasiInovasi(role, reg).ok).toBe(ok));
});
