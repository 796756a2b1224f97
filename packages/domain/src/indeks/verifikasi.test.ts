import { describe, expect, it } from 'vitest';
import { kematanganTerverifikasi, skorTerverifikasi } from './verifikasi';

describe('verified score of one answer (methodology 4.1: a level not proven scores 0)', () => {
  it.each<[string, { skor: number | null; verifikasi_skor: number | null; ada_bukti: boolean }, number | null]>([
    ['evaluated: the verifier score, with evidence', { skor: 3, verifikasi_skor: 1.5, ada_bukti: true }, 1.5],
    ['evaluated: the verifier score, without evidence (explicitly accepted)', { skor: 3, verifikasi_skor: 3, ada_bukti: false }, 3],
    ['evaluated to 0', { skor: 3, verifikasi_skor: 0, ada_bukti: true }, 0],
    ['not evaluated, backed by evidence: the self score', { skor: 2.25, verifikasi_skor: null, ada_bukti: true }, 2.25],
    ['not evaluated, no evidence: 0', { skor: 2.25, verifikasi_skor: null, ada_bukti: false }, 0],
    ['unanswered and unevaluated: nothing', { skor: null, verifikasi_skor: null, ada_bukti: true }, null],
  ])('%s', (_n, a, hasil) => {
    expect(skorTerverifikasi(a)).toBe(hasil);
  });

  it('the verified kematangan of an innovation is its stored verified total, never its self score', () => {
    expect(kematanganTerverifikasi({ verifikasi_points: 87.5 })).toBe(87.5);
    expect(kematanganTerverifikasi({ verifikasi_points: null })).toBe(0);
    expect(kematanganTerverifikasi({ verifikasi_points: undefined })).toBe(0);
  });
});
