import { z } from 'zod';
import { amplop, bulatAntara, id, kontrak, teksN } from './dasar';
import { hasilIndeksDaerah } from './indeks';

/**
 * Score simulator (issue 20, domain simulasi/): for one region and year, where its index points are: the
 * actions ranked by index points gained, self and expected-verified, and the model the browser re-evaluates
 * in "what if" mode with the same domain functions (no write anywhere). docs/API.md "Simulasi skor".
 */

const jenisAksi = z.enum(['unggah_bukti', 'naik_level', 'jadikan_dihitung', 'inovasi_baru']);
export const aksiSimulasi = z.object({
  jenis: jenisAksi,
  kode: z.string(),
  judul: z.string(),
  syarat: teksN,
  indikator_id: z.number().nullable(),
  inovasi_id: z.number().nullable(),
  tambah_iid: z.number(),
  tambah_total: z.number(),
  /** The change to apply in the model to see the same result (`terapkanPerubahan`). */
  perubahan: z.array(z.record(z.string(), z.unknown())),
});

const sisiSimulasi = z.object({ hasil: hasilIndeksDaerah, aksi: z.array(aksiSimulasi) });

export const simulasiDaerah = z.object({
  profil_id: z.number(),
  nama: z.string(),
  tahun: z.number(),
  /** Self index as claimed, and as verification would leave it if every counted innovation were approved. */
  mandiri: sisiSimulasi,
  terverifikasi: sisiSimulasi,
  /** `DaerahSimulasi` of the domain (metodologi, indikator, idYandas, spd, inovasi), for the browser's what-if. */
  model: z.record(z.string(), z.unknown()),
  /** Affair names by id (action titles). */
  nama_urusan: z.record(z.string(), z.string()),
  /** Indicator names by id (what-if form labels). */
  nama_indikator: z.record(z.string(), z.string()),
});
export type SimulasiDaerah = z.output<typeof simulasiDaerah>;

export const K_SIMULASI = {
  daerah: kontrak({
    method: 'GET',
    path: '/simulasi/:profil_id',
    // the ranking roles every region; a region's own accounts their region (aksesRincianSkor; another region: 404)
    izin: 'masuk',
    ringkasan: 'Simulasi skor satu daerah: aksi yang paling menambah IID (mandiri dan perkiraan terverifikasi), dan model untuk mode "bagaimana jika"',
    tag: 'indeks',
    params: z.object({ profil_id: id }),
    query: z.object({ tahun: bulatAntara(2017, 2100).optional() }),
    jawaban: amplop(simulasiDaerah),
  }),
};
