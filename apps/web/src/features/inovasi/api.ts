import { queryOptions } from '@tanstack/react-query';
import { A_INOVASI, type K_INOVASI, type BodyIn } from '@sigap/domain';
import { panggil } from '../../lib/kontrak';
import { kueriPeriode, kunciPeriode } from '../../lib/kueri-periode';

/** The innovation feature's calls (typed from K_INOVASI) and its query keys, in one place. */
export const inovasiKeys = {
  rekap: (profilId: number | null) => ['inovasi', 'rekap', profilId] as const,
  pengirim: (id: number) => ['nomor_registrasi', id] as const,
  periode: kunciPeriode,
};

export const inovasiQueries = {
  /** The period of the assessment year (GET /inovasi/periode): every screen shows it. */
  periode: kueriPeriode,
  rekap: (profilId: number | null) =>
    queryOptions({
      queryKey: inovasiKeys.rekap(profilId),
      queryFn: async ({ signal }) => (await panggil(A_INOVASI.rekap, { params: { id: profilId! }, signal })).data,
      enabled: profilId != null,
    }),
  pengirim: (id: number) =>
    queryOptions({
      queryKey: inovasiKeys.pengirim(id),
      queryFn: async ({ signal }) => {
        const r = await panggil(A_INOVASI.pengirim, { params: { id }, signal });
        return { data: r.data, riwayat: r.riwayat };
      },
    }),
};

export const inovasiApi = {
  /** Kirim ke Kemendagri (POST /nomor_registrasi/{id}). */
  kirim: (id: number, body: NonNullable<BodyIn<typeof K_INOVASI.kirim>>) => panggil(A_INOVASI.kirim, { params: { id }, body }),
  /** Take an innovation out of the index with a reason, or put it back (admin, superadmin). */
  keluarIndeks: (id: number, body: NonNullable<BodyIn<typeof K_INOVASI.keluarIndeks>>) => panggil(A_INOVASI.keluarIndeks, { params: { id }, body }),
};
