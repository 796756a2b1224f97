import { describe, expect, it } from 'vitest';
import { IND } from '../indeks/__fixtures__/katalog-2026';
import { hitungIndeks, hitungUrusanYandasTercakup, kematangan, skorSpd } from '../indeks/indeks';
import { METODOLOGI_BAWAAN } from '../indeks/metodologi';
import { skorIndikator } from '../indeks/skor-indikator';
import { skorTerverifikasi } from '../indeks/verifikasi';
import type { IndikatorDef, Jawaban } from '../indeks/types';
import { aksiTerbaik, hitungSimulasi, terapkanPerubahan, type DaerahSimulasi, type JawabanSimulasiPer, type SumberSimulasi } from './simulasi';

const INDIKATOR = Object.values(IND);
const byKode = (k: keyof typeof IND) => IND[k].id;
const YANDAS = [1, 2, 3, 4, 5, 6];

function daerah(): DaerahSimulasi {
  const inv = (id: number, nama: string, urusan: number[], jawaban: JawabanSimulasiPer, dihitung = true, syarat: string | null = null) => ({
    id,
    nama,
    urusan,
    jawaban,
    dihitung,
    syarat_dihitung: syarat,
  });
  return {
    metodologi: METODOLOGI_BAWAAN[2026],
    indikator: INDIKATOR,
    idYandas: YANDAS,
    spd: {
      [byKode('SPD-01')]: { level: 2, ada_bukti: true },
      [byKode('SPD-08')]: { level: 1, ada_bukti: false },
      [byKode('SPD-03')]: { level: 3, ada_bukti: true, verifikasi_skor: 1 },
    },
    inovasi: [
      inv(11, 'SIPANDU', [1, 2], { [byKode('SID-16')]: { level: 2, ada_bukti: true }, [byKode('SID-35')]: { level: 1, ada_bukti: false } }),
      inv(12, 'Gerai Sehat', [3], { [byKode('SID-17')]: { level: 3, ada_bukti: true } }),
      inv(13, 'Lapor Cepat', [4, 5], { [byKode('SID-16')]: { level: 3, ada_bukti: true } }),
      inv(14, 'Tani Digital', [9], { [byKode('SID-16')]: { level: 3, ada_bukti: true } }, false, 'ubah tahapan menjadi Penerapan'),
    ],
  };
}

/** The index computed independently through the engine's public functions on plain answers. */
function indeksMandiriAtauVerif(d: DaerahSimulasi, sumber: SumberSimulasi): number | null {
  const keJawaban = (ind: IndikatorDef, j: JawabanSimulasiPer[number]): Jawaban | undefined => {
    if (!j) return undefined;
    if (sumber === 'mandiri') return { level: j.level };
    // the verified score expressed back as a level answer (bobot × level): the engine scores it the same
    const s = skorTerverifikasi({ skor: skorIndikator(ind, { level: j.level }), verifikasi_skor: j.verifikasi_skor ?? null, ada_bukti: j.ada_bukti }) ?? 0;
    return { level: ind.bobot ? s / ind.bobot : 0 };
  };
  const peta = (jw: JawabanSimulasiPer) => new Map(INDIKATOR.map((ind) => [ind.id, keJawaban(ind, jw[ind.id])]));
  const dihitung = d.inovasi.filter((i) => i.dihitung);
  const baru = (d as DaerahSimulasi & { baru?: { urusan: number[]; kematangan: number }[] }).baru ?? [];
  return hitungIndeks(d.metodologi, {
    spd: skorSpd(INDIKATOR, peta(d.spd)),
    kematanganList: [...dihitung.map((i) => kematangan(INDIKATOR, peta(i.jawaban))), ...baru.map((b) => b.kematangan)],
    urusanYandasTercakup: hitungUrusanYandasTercakup([...dihitung.map((i) => i.urusan), ...baru.map((b) => b.urusan)], YANDAS),
  }).iid;
}

describe('score simulator', () => {
  it('computes the same index as the engine on plain answers, in both views', () => {
    for (const sumber of ['mandiri', 'terverifikasi'] as const) expect(hitungSimulasi(daerah(), sumber).iid).toBe(indeksMandiriAtauVerif(daerah(), sumber));
  });

  it.each(['mandiri', 'terverifikasi'] as const)('every action gain equals the recomputed difference (%s)', (sumber) => {
    const d = daerah();
    const aksi = aksiTerbaik(d, sumber, { maks: 1000 });
    const jenis = new Set(aksi.map((a) => a.jenis));
    expect([...jenis].sort()).toEqual((sumber === 'mandiri' ? ['inovasi_baru', 'jadikan_dihitung', 'naik_level'] : ['inovasi_baru', 'jadikan_dihitung', 'naik_level', 'unggah_bukti']).sort());
    const awal = indeksMandiriAtauVerif(d, sumber)!;
    for (const a of aksi) {
      const sesudah = indeksMandiriAtauVerif(terapkanPerubahan(d, a.perubahan), sumber)!;
      expect(a.tambah_iid, a.kode).toBeCloseTo(sesudah - awal, 4);
      expect(a.tambah_iid).toBeGreaterThan(0);
    }
    // best first
    for (let i = 1; i < aksi.length; i++) expect(aksi[i - 1]!.tambah_iid).toBeGreaterThanOrEqual(aksi[i]!.tambah_iid);
  });

  it('an undocumented claim is worth its self score in the verified view only', () => {
    const d = daerah();
    const bukti = aksiTerbaik(d, 'terverifikasi', { maks: 1000 }).find((a) => a.kode === `bukti:p:${byKode('SPD-08')}`);
    expect(bukti?.tambah_total).toBe(1.5); // bobot 1.5 × level 1
    expect(aksiTerbaik(d, 'mandiri', { maks: 1000 }).some((a) => a.jenis === 'unggah_bukti')).toBe(false);
  });

  it('a level raise names the next level and its condition; the top level offers none', () => {
    const aksi = aksiTerbaik(daerah(), 'mandiri', { maks: 1000 });
    const naik = aksi.find((a) => a.kode === `level:11:${byKode('SID-16')}:3`);
    expect(naik?.judul).toContain('dari level 2 ke 3');
    expect(naik?.syarat).toContain('dokumen pendukung');
    expect(aksi.some((a) => a.kode.startsWith(`level:13:${byKode('SID-16')}:`))).toBe(false);
    const angka = aksi.find((a) => a.kode === `level:12:${byKode('SID-28')}:1`);
    expect(angka?.syarat).toContain('≥ 6');
  });

  it('a new innovation on the sixth uncovered basic-service affair unlocks the count score', () => {
    const d = daerah();
    // covered: 1, 2, 3, 4, 5 → with affair 6 covered too nothing changes the threshold (5); remove 5 to sit below it
    const kurang = { ...d, inovasi: d.inovasi.map((i) => (i.id === 13 ? { ...i, urusan: [4] } : i)) };
    const aksi = aksiTerbaik(kurang, 'mandiri', { maks: 1000, namaUrusan: { 5: 'Perumahan Rakyat' } });
    const a5 = aksi.find((a) => a.kode === 'baru:5')!;
    const a6 = aksi.find((a) => a.kode === 'baru:6')!;
    expect(a5.judul).toContain('Perumahan Rakyat');
    expect(a5.tambah_total).toBe(a6.tambah_total); // either brings the coverage to the 5 required
    expect(hitungSimulasi(kurang, 'mandiri').skor_jumlah_inovasi).toBe(0);
    expect(hitungSimulasi(terapkanPerubahan(kurang, a5.perubahan), 'mandiri').skor_jumlah_inovasi).toBeGreaterThan(0);
  });

  it('never changes its input', () => {
    const d = daerah();
    const salinan = JSON.stringify(d);
    aksiTerbaik(d, 'terverifikasi');
    terapkanPerubahan(d, [{ jenis: 'level', indikator_id: byKode('SPD-01'), level: 3 }, { jenis: 'dihitung', inovasi_id: 14 }]);
    expect(JSON.stringify(d)).toBe(salinan);
  });

  it('what-if: changing answers moves the IID and the predikat by the engine', () => {
    const d = daerah();
    const awal = hitungSimulasi(d, 'mandiri');
    const semua = INDIKATOR.filter((i) => i.tipe === 'P' && i.bobot).map((i) => ({ jenis: 'level' as const, indikator_id: i.id, level: 3 }));
    const akhir = hitungSimulasi(terapkanPerubahan(d, semua), 'mandiri');
    expect(akhir.iid!).toBeGreaterThan(awal.iid!);
    expect(akhir.spd).toBe(skorSpd(INDIKATOR, new Map(INDIKATOR.filter((i) => i.tipe === 'P').map((i) => [i.id, { level: 3 }]))));
  });
});
