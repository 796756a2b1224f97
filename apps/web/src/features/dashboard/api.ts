import { A_INOVASI, A_LAPORAN, type SumberSkor } from '@sigap/domain';
import { panggil } from '../../lib/kontrak';

export type {
  BarisPerIndikator as BarisIndikator,
  BarisStatistikDaerah as BarisDaerah,
  PerTahun,
  PerTema,
  PerUrusan,
  PosisiKlaster,
  RingkasanDaerah,
  RingkasanInovasi,
  StatIndeks,
  SumberSkor as Sumber,
  TemaTahun,
} from '@sigap/domain';

const th = (tahun: number | null) => tahun ?? undefined;

export const statistikApi = {
  ringkasan: async (sumber: SumberSkor, tahun: number | null, signal?: AbortSignal) =>
    (await panggil(sumber === 'verified' ? A_LAPORAN.ringkasanVerified : A_LAPORAN.ringkasan, { query: { tahun: th(tahun) }, signal })).data,
  ringkasanDaerah: async (id: number, sumber: SumberSkor, tahun: number | null, signal?: AbortSignal) =>
    (await panggil(sumber === 'verified' ? A_LAPORAN.ringkasanDaerahVerified : A_LAPORAN.ringkasanDaerah, { params: { id }, query: { tahun: th(tahun) }, signal })).data,
  login: async (signal?: AbortSignal) => (await panggil(A_LAPORAN.login, { signal })).data,
  detailTema: async (signal?: AbortSignal) => (await panggil(A_LAPORAN.detailTema, { signal })).data,
  temaTahun: (id: number | null, signal?: AbortSignal) => (id ? panggil(A_LAPORAN.temaTahunDaerah, { params: { id }, signal }) : panggil(A_LAPORAN.temaTahun, { signal })),
  daerah: async (propinsi: number | null, tahun: number | null, signal?: AbortSignal) => {
    const r = await panggil(A_LAPORAN.statistikDaerah, { query: { propinsi_id: propinsi ?? undefined, tahun: th(tahun) }, signal });
    return { data: r.data, tahun: r.tahun, propinsi: r.propinsi };
  },
  perIndikator: async (tipe: 'P' | 'I', sumber: SumberSkor, tahun: number | null, signal?: AbortSignal) => {
    const r = await panggil(A_LAPORAN.perIndikator, { query: { tipe, sumber, tahun: th(tahun) }, signal });
    return { data: r.data, tahun: r.tahun };
  },
  propinsi: async (signal?: AbortSignal) => (await panggil(A_LAPORAN.propinsi, { signal })).data,
};

/** The period of the assessment year (GET /inovasi/periode): the dashboard says which year its index is about. */
export async function ambilPeriode(signal?: AbortSignal) {
  return (await panggil(A_INOVASI.periode, { signal })).data;
}
