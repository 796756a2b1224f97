import { describe, expect, it } from 'vitest';
import { kematangan, skorIndikator, skorSpd } from '@sigap/domain';
import { caraIsi, cekDraf, defDari, drafDari, hitungLangsung, kelompokkan, kirimanDari, samaDraf, teksJawaban, totalLangsung, type Draf } from './draft';
import type { Item } from './types';

const skala = [
  { id: 11, nilai: 1, mulai_dari: null, sampai_dengan: 0, mulai_inklusif: 1, sampai_inklusif: 1, keterangan: 'turun' },
  { id: 12, nilai: 2, mulai_dari: 0.01, sampai_dengan: 10, mulai_inklusif: 1, sampai_inklusif: 1, keterangan: 'naik sedikit' },
  { id: 13, nilai: 3, mulai_dari: 10.01, sampai_dengan: null, mulai_inklusif: 1, sampai_inklusif: 1, keterangan: 'naik banyak' },
];
const pilihan = [
  { id: 21, nilai: 1, mulai_dari: null, sampai_dengan: null, mulai_inklusif: 1, sampai_inklusif: 1, keterangan: 'misi' },
  { id: 22, nilai: 2, mulai_dari: null, sampai_dengan: null, mulai_inklusif: 1, sampai_inklusif: 1, keterangan: 'visi' },
  { id: 23, nilai: 3, mulai_dari: null, sampai_dengan: null, mulai_inklusif: 1, sampai_inklusif: 1, keterangan: 'visi dan misi' },
];
const item = (over: Partial<Item>): Item =>
  ({
    id: 1, indikator_id: 1, no_urut: 1, nomor: '1', kode: 'SPD-01', nama: 'Uji', keterangan: null, data_pendukung: null, tipe: 'P', jenis: 'H', jenis_label: null,
    bentuk_isian: 'pilihan', group_id: 1, group_label: 'Institusi', document_type: null, jenis_dokumen: 'umum', jenis_dokumen_label: 'Umum', satuan: null, bobot: 1.5,
    skor_maks: 4.5, required: 1, parent_id: null, skala: pilihan, nilai: null, nilai_sebelum: null, nilai_sesudah: null, skala_id: null, informasi: null,
    nilai_turunan: null, level: 0, skor: 0, terisi: false, evaluasi: null, files: [], jumlah_dokumen: 0, status: 'Belum Diisi', updated_at: null, subs: [], ...over,
  }) as Item;
const d = (over: Partial<Draf>): Draf => ({ nilai: '', nilai_sebelum: '', nilai_sesudah: '', skala_id: '', informasi: '', ...over });

describe('indicator drafts', () => {
  it('a choice sends only the scale row; its live score is the domain score', () => {
    const h = item({});
    expect(kirimanDari(h, d({ skala_id: '23' }))).toEqual({ informasi: null, skala_id: 23 });
    expect(hitungLangsung(h, d({ skala_id: '23' })).skor).toBe(skorIndikator(defDari(h), { skala_id: 23 }));
    expect(hitungLangsung(h, d({ skala_id: '23' })).skor).toBe(4.5);
  });

  it('before and after: percent change, level and score from the domain, decimal commas accepted', () => {
    const g = item({ jenis: 'G', bentuk_isian: 'sebelum_sesudah', skala, bobot: 1 });
    const live = hitungLangsung(g, d({ nilai_sebelum: '100', nilai_sesudah: '105,5' }));
    expect(live.turunan).toBe(5.5);
    expect(live.level).toBe(2);
    expect(live.skor).toBe(2);
    expect(kirimanDari(g, d({ nilai_sebelum: '100', nilai_sesudah: '105,5', skala_id: '12' }))).toEqual({ informasi: null, nilai_sebelum: '100', nilai_sesudah: '105,5' });
    // before = 0 stays finite (documented +100 %)
    expect(hitungLangsung(g, d({ nilai_sebelum: '0', nilai_sesudah: '3' })).turunan).toBe(100);
  });

  it('a number on a ranged scale has no scale choice; errors use the domain messages', () => {
    const t = item({ jenis: 'T', bentuk_isian: 'angka', skala, bobot: 2 });
    expect(caraIsi(t)).toMatchObject({ angka: true, pilihSkala: false, berentang: true });
    expect(cekDraf(t, d({ nilai: 'banyak' }))).toEqual({ nilai: 'Isian harus berupa angka.' });
    expect(hitungLangsung(t, d({ nilai: '12' })).skor).toBe(6);
  });

  it('a video sends its link in informasi; an empty draft equals the saved answer', () => {
    const v = item({ jenis: 'V', bentuk_isian: 'video', skala: [], informasi: 'https://youtu.be/x' });
    expect(kirimanDari(v, drafDari(v))).toEqual({ informasi: 'https://youtu.be/x' });
    expect(samaDraf(drafDari(v), d({ informasi: ' https://youtu.be/x ' }))).toBe(true);
    expect(cekDraf(v, d({ informasi: 'bukan tautan' }))).toHaveProperty('informasi');
  });

  it('the live total is skorSpd for a region and kematangan for an innovation', () => {
    const a = item({ id: 1, skala_id: 21, skor: 1.5 });
    const b = item({ id: 2, kode: 'SPD-02', jenis: 'T', bentuk_isian: 'angka', skala, bobot: 2, nilai: '5' });
    const draf = new Map([[2, d({ nilai: '20' })]]);
    const defs = [defDari(a), defDari(b)];
    expect(totalLangsung('daerah', [a, b], draf)).toBe(skorSpd(defs, new Map([[1, { skala_id: 21 }], [2, { nilai: '20' }]])));
    const ai = { ...a, tipe: 'I' as const };
    const bi = { ...b, tipe: 'I' as const };
    const k = totalLangsung('inovasi', [ai, bi], draf);
    expect(k).toBe(kematangan([defDari(ai), defDari(bi)], new Map([[1, { skala_id: 21 }], [2, { nilai: '20' }]])));
    expect(k).toBe(7.5);
  });

  it('groups keep catalogue order and the answer reads as text', () => {
    const g = kelompokkan([item({ id: 1 }), item({ id: 2, group_id: 2, group_label: 'SDM' }), item({ id: 3 })]);
    expect(g.map((x) => [x.label, x.items.map((i) => i.id)])).toEqual([['Institusi', [1, 3]], ['SDM', [2]]]);
    expect(teksJawaban(item({}), { nilai: null, nilai_sebelum: null, nilai_sesudah: null, skala_id: 22 })).toBe('Level 2: visi');
  });
});
