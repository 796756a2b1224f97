import { A_SIMULASI, type SimulasiDaerah } from '@sigap/domain';
import { panggil } from '../../lib/kontrak';

export type { SimulasiDaerah };

export const kunciSimulasi = (profilId: number, tahun: number | null) => ['simulasi', profilId, tahun] as const;

export const simulasiApi = {
  daerah: (profilId: number, tahun: number | null, signal?: AbortSignal) => panggil(A_SIMULASI.daerah, { params: { profil_id: profilId }, query: tahun ? { tahun } : {}, signal }),
};
