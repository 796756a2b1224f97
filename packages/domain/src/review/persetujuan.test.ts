import { describe, expect, it } from 'vitest';
import { cekPersetujuan, MIN_ALASAN_TERIMA_SISA, ringkasanPenilaian, type IndikatorDinilai } from './persetujuan';
import { LABEL_BADGE_QC, LABEL_BADGE_REVIEW, labelRegistrasi, labelStatusReview, PILIHAN_STATUS_QC } from './label';

const ind = (kode: string, dievaluasi: boolean, x: Partial<IndikatorDinilai> = {}): IndikatorDinilai => ({ kode, dijawab: true, otomatis: false, dievaluasi, ...x });
const ALASAN = 'Bukti dukung sudah diperiksa saat kunjungan lapangan.';

describe('approval policy (decision 87)', () => {
  it('allows approval when every answered indicator is judged', () => {
    expect(cekPersetujuan([ind('1', true), ind('2', true)], {})).toEqual({ ok: true, terima_sisa: 0, alasan: null });
  });
  it('ignores unanswered and automatic indicators', () => {
    const r = ringkasanPenilaian([ind('1', true), ind('2', false, { dijawab: false }), ind('3', false, { otomatis: true })]);
    expect(r).toEqual({ wajib: 1, dinilai: 1, belum: [] });
  });
  it('refuses approval with unjudged indicators and no accept-rest, naming them', () => {
    const r = cekPersetujuan([ind('1', true), ind('2', false), ind('5a', false)], {});
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(Object.keys(r.errors)).toEqual(['terima_sisa']);
      expect(r.errors.terima_sisa).toContain('2 dari 3 indikator');
      expect(r.errors.terima_sisa).toContain('2, 5a');
    }
  });
  it('refuses accept-rest without a reason or with a short one', () => {
    const tanpa = cekPersetujuan([ind('1', false)], { terima_sisa: true });
    expect(tanpa.ok ? null : tanpa.errors.alasan_terima_sisa).toMatch(/wajib diisi/);
    const pendek = cekPersetujuan([ind('1', false)], { terima_sisa: true, alasan_terima_sisa: '  ok sesuai  ' });
    expect(pendek.ok ? null : pendek.errors.alasan_terima_sisa).toMatch(`minimal ${MIN_ALASAN_TERIMA_SISA} karakter`);
    const spasi = cekPersetujuan([ind('1', false)], { terima_sisa: true, alasan_terima_sisa: ' '.repeat(40) });
    expect(spasi.ok).toBe(false);
  });
  it('allows accept-rest with a reason and counts the indicators accepted as claimed', () => {
    expect(cekPersetujuan([ind('1', true), ind('2', false), ind('3', false)], { terima_sisa: true, alasan_terima_sisa: `  ${ALASAN} ` })).toEqual({ ok: true, terima_sisa: 2, alasan: ALASAN });
  });
});

describe('review status labels (decision 89)', () => {
  it('are Indonesian for every badge value', () => {
    for (const v of [...Object.values(LABEL_BADGE_REVIEW), ...Object.values(LABEL_BADGE_QC), ...PILIHAN_STATUS_QC.map((p) => p.label)]) {
      expect(v).not.toMatch(/pending|verified|rejected/i);
    }
    expect(labelStatusReview(0)).toBe('Menunggu verifikasi');
    expect(labelStatusReview(-1)).toBe('Ditarik');
    expect(labelRegistrasi({ status_nomor: 1, qc: 0 })).toBe('Terverifikasi · Menunggu QC');
    expect(labelRegistrasi({ status_nomor: 0, qc: 0 })).toBe('Menunggu verifikasi');
  });
});
