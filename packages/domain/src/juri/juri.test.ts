import { describe, expect, it } from 'vitest';
import { ATURAN_OUTLIER_BAWAAN, cekAturanOutlier, rataRataJuri, sebaranJuri, type NilaiJuri } from './nilai';
import { adaKonflik, alasanKonflik, provinsiDaerah } from './konflik';
import { bagiPenugasan, type PasanganJuri } from './penugasan';
import { alasanLembarTersembunyi, lembarTerlihat } from './visibilitas';

const d = (penilai_id: number, skor: number | null, status: NilaiJuri['status'] = 'dinilai'): NilaiJuri => ({ penilai_id, skor, status });

describe('mean over the jurors who scored', () => {
  it('abstentions and conflicts do not penalise the nominee', () => {
    const r = rataRataJuri([d(1, 80), d(2, 90), d(3, null, 'abstain'), d(4, 0, 'konflik')]);
    expect(r.rata).toBe(85);
    expect(r.jumlah_dinilai).toBe(2);
    expect(r.jumlah_abstain).toBe(2);
  });
  it('drafts and empty sheets are not counted; nobody scored gives null, not 0', () => {
    expect(rataRataJuri([d(1, 70), d(2, 100, 'draf'), d(3, null, 'belum')])).toEqual({ rata: 70, jumlah_dinilai: 1, jumlah_abstain: 0, jumlah_belum: 2 });
    expect(rataRataJuri([d(1, null, 'belum'), d(2, 5, 'abstain')]).rata).toBeNull();
    expect(rataRataJuri([]).rata).toBeNull();
  });
  it('a submitted zero counts as zero', () => {
    expect(rataRataJuri([d(1, 0), d(2, 60)]).rata).toBe(30);
  });
});

describe('inter-rater spread and outliers', () => {
  it('flags the juror far from the panel', () => {
    const s = sebaranJuri([d(1, 80), d(2, 82), d(3, 78), d(4, 40)]);
    expect(s.rata).toBe(70);
    expect(s.rentang).toBe(42);
    expect(s.simpangan).toBeCloseTo(Math.sqrt((100 + 144 + 64 + 900) / 4), 10);
    expect(s.outlier.map((x) => x.penilai_id)).toEqual([4]);
    expect(s.outlier[0]!.selisih).toBe(30);
  });
  it('an evenly spread panel is not flagged (minimum distance)', () => {
    expect(sebaranJuri([d(1, 60), d(2, 70), d(3, 80)]).outlier).toEqual([]);
  });
  it('k and the minimum distance are data', () => {
    const nilai = [d(1, 80), d(2, 80), d(3, 80), d(4, 72)];
    expect(sebaranJuri(nilai).outlier).toEqual([]);
    expect(sebaranJuri(nilai, { ...ATURAN_OUTLIER_BAWAAN, selisih_min: 5 }).outlier.map((x) => x.penilai_id)).toEqual([4]);
    expect(sebaranJuri(nilai, { k: 2, selisih_min: 5, min_penilai: 3 }).outlier).toEqual([]); // 6 < 2 x 3.46
    expect(sebaranJuri(nilai, { k: 2, selisih_min: 5, min_penilai: 5 }).outlier).toEqual([]);
  });
  it('abstentions and drafts are outside the spread; no juror gives nulls', () => {
    const s = sebaranJuri([d(1, 90), d(2, 10, 'draf'), d(3, 0, 'abstain')]);
    expect(s).toMatchObject({ rata: 90, simpangan: 0, rentang: 0, jumlah_dinilai: 1, outlier: [] });
    expect(sebaranJuri([])).toMatchObject({ rata: null, simpangan: null, rentang: null });
  });
  it('rule numbers are checked with Indonesian messages', () => {
    expect(cekAturanOutlier(ATURAN_OUTLIER_BAWAAN)).toEqual({});
    const e = cekAturanOutlier({ k: 0, selisih_min: -1, min_penilai: 1.5 });
    expect(Object.keys(e).sort()).toEqual(['k', 'min_penilai', 'selisih_min']);
  });
});

describe('conflict of interest', () => {
  const juri = { penilai_id: 1, provinsi_id: 11, asal_daerah_id: 3273 };
  it('own province: the province itself and every region in it', () => {
    expect(alasanKonflik(juri, { daerah_id: 11, provinsi_id: 11 })).toBe('provinsi');
    expect(alasanKonflik(juri, { daerah_id: 1101, provinsi_id: 11 })).toBe('provinsi');
    expect(alasanKonflik(juri, { daerah_id: 3201, provinsi_id: 32 })).toBeNull();
  });
  it('former agency', () => {
    expect(alasanKonflik(juri, { daerah_id: 3273, provinsi_id: 32 })).toBe('instansi_asal');
    // a former provincial agency covers the regions of that province
    expect(alasanKonflik({ penilai_id: 2, provinsi_id: null, asal_daerah_id: 32 }, { daerah_id: 3201, provinsi_id: 32 })).toBe('instansi_asal');
  });
  it('declared conflicts make the juror abstain', () => {
    expect(alasanKonflik(juri, { daerah_id: 5101, provinsi_id: 51 }, [5101])).toBe('deklarasi');
    expect(adaKonflik(juri, { daerah_id: 5101, provinsi_id: 51 }, new Set([5102]))).toBe(false);
  });
  it('a juror with nothing declared has no conflict', () => {
    expect(adaKonflik({ penilai_id: 3, provinsi_id: null, asal_daerah_id: null }, { daerah_id: 11, provinsi_id: 11 })).toBe(false);
  });
  it('province of a region', () => {
    expect(provinsiDaerah({ id: 11, tingkat: 1, parent_id: null })).toBe(11);
    expect(provinsiDaerah({ id: 1101, tingkat: 2, parent_id: 11 })).toBe(11);
  });
});

describe('balanced automatic assignment', () => {
  const rentang = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  const cek = (pasangan: PasanganJuri[], boleh: (j: number, x: number) => boolean) => {
    const k = new Set<string>();
    for (const p of pasangan) {
      expect(boleh(p.penilai_id, p.nomine_id), `${p.penilai_id}/${p.nomine_id}`).toBe(true);
      const key = `${p.nomine_id}:${p.penilai_id}`;
      expect(k.has(key)).toBe(false);
      k.add(key);
    }
  };
  it('each nominee gets n jurors, loads differ by at most one, never a conflicted pair', () => {
    const nomine = rentang(1, 17);
    const penilai = rentang(101, 107);
    const boleh = (j: number, x: number) => (j + x) % 5 !== 0; // a dense, irregular conflict pattern
    const r = bagiPenugasan({ nomine, penilai, per_nomine: 3, boleh });
    cek(r.pasangan, boleh);
    expect(r.kurang).toEqual([]);
    for (const x of nomine) expect(r.pasangan.filter((p) => p.nomine_id === x)).toHaveLength(3);
    const beban = Object.values(r.beban);
    expect(Math.max(...beban) - Math.min(...beban)).toBeLessThanOrEqual(1);
    expect(beban.reduce((a, b) => a + b, 0)).toBe(51);
    expect(r.seimbang).toBe(true);
  });
  it('is deterministic whatever the input order', () => {
    const boleh = (j: number, x: number) => j !== x + 100;
    const a = bagiPenugasan({ nomine: [3, 1, 2, 5, 4], penilai: [104, 101, 103, 102], per_nomine: 2, boleh });
    const b = bagiPenugasan({ nomine: [1, 2, 3, 4, 5], penilai: [101, 102, 103, 104], per_nomine: 2, boleh });
    expect(a.pasangan).toEqual(b.pasangan);
  });
  it('kept (manual) pairs stay and count in the loads', () => {
    const tetap = [
      { nomine_id: 1, penilai_id: 101 },
      { nomine_id: 2, penilai_id: 101 },
    ];
    const r = bagiPenugasan({ nomine: [1, 2, 3, 4], penilai: [101, 102, 103, 104], per_nomine: 2, boleh: () => true, tetap });
    expect(r.pasangan).toEqual(expect.arrayContaining(tetap));
    expect(r.baru).not.toEqual(expect.arrayContaining([tetap[0]]));
    expect(Object.values(r.beban)).toEqual([2, 2, 2, 2]);
    expect(r.seimbang).toBe(true);
  });
  it('coverage first when conflicts make balance impossible; shortfalls reported', () => {
    // juror 101 may score nothing: balance cannot hold, but every nominee still gets its jurors
    const boleh = (j: number) => j !== 101;
    const r = bagiPenugasan({ nomine: [1, 2, 3], penilai: [101, 102, 103], per_nomine: 2, boleh });
    cek(r.pasangan, boleh);
    expect(r.kurang).toEqual([]);
    expect(r.beban).toEqual({ 101: 0, 102: 3, 103: 3 });
    expect(r.seimbang).toBe(false);
    const s = bagiPenugasan({ nomine: [1, 2], penilai: [101, 102], per_nomine: 2, boleh: (j, x) => !(j === 101 && x === 2) });
    expect(s.kurang).toEqual([{ nomine_id: 2, kurang: 1 }]);
  });
  it('no jurors or no nominees gives no pairs', () => {
    expect(bagiPenugasan({ nomine: [1], penilai: [], per_nomine: 2, boleh: () => true }).kurang).toEqual([{ nomine_id: 1, kurang: 2 }]);
    expect(bagiPenugasan({ nomine: [], penilai: [1], per_nomine: 2, boleh: () => true }).pasangan).toEqual([]);
  });
});

describe('other jurors’ scores hidden until one’s own is submitted', () => {
  const juri = { penilai_id: 1, pengawas: false };
  const lain = { penilai_id: 2, status: 'terkirim' as const };
  it('hidden before, visible after submitting', () => {
    expect(alasanLembarTersembunyi(juri, { lembar: lain, milikSendiri: null, konflik: false, tahapDitutup: false })).toBe('belum_kirim');
    expect(alasanLembarTersembunyi(juri, { lembar: lain, milikSendiri: 'draf', konflik: false, tahapDitutup: false })).toBe('belum_kirim');
    expect(lembarTerlihat(juri, { lembar: lain, milikSendiri: 'terkirim', konflik: false, tahapDitutup: false })).toBe(true);
  });
  it('own sheet always; others’ drafts never', () => {
    expect(lembarTerlihat(juri, { lembar: { penilai_id: 1, status: 'draf' }, milikSendiri: 'draf', konflik: false, tahapDitutup: false })).toBe(true);
    expect(alasanLembarTersembunyi({ penilai_id: null, pengawas: true }, { lembar: { penilai_id: 2, status: 'draf' }, milikSendiri: null, konflik: false, tahapDitutup: true })).toBe('draf_orang_lain');
  });
  it('a conflicted juror does not see while the stage runs; everyone sees once it is closed', () => {
    expect(alasanLembarTersembunyi(juri, { lembar: lain, milikSendiri: null, konflik: true, tahapDitutup: false })).toBe('konflik');
    expect(lembarTerlihat(juri, { lembar: lain, milikSendiri: null, konflik: true, tahapDitutup: true })).toBe(true);
  });
  it('overseers see submitted sheets; others do not', () => {
    expect(lembarTerlihat({ penilai_id: null, pengawas: true }, { lembar: lain, milikSendiri: null, konflik: false, tahapDitutup: false })).toBe(true);
    expect(alasanLembarTersembunyi({ penilai_id: null, pengawas: false }, { lembar: lain, milikSendiri: null, konflik: false, tahapDitutup: true })).toBe('bukan_penilai');
  });
});
