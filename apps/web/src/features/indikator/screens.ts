import { kueriPeriode } from '../../lib/kueri-periode';
import { queryClient } from '../../lib/query';
import { layar, type ScreenMap } from '../../lib/screens';
import { ambilEditor, ambilPeriksa, idDariAlamat, kunci, PEMILIK, tahunDariAlamat } from './kueri';

/** The editor's answers, its check and the period, asked for with its code when the address names the owner. */
function dataEditor(cari: URLSearchParams, slug: string) {
  const pemilik = PEMILIK[slug] ?? 'daerah';
  const id = Number(idDariAlamat(cari, pemilik));
  const tahun = tahunDariAlamat(cari);
  void queryClient.prefetchQuery(kueriPeriode());
  if (!Number.isInteger(id) || id <= 0) return;
  void queryClient.prefetchQuery({ queryKey: kunci.editor(pemilik, id, tahun), queryFn: ({ signal }) => ambilEditor(pemilik, id, tahun, signal) });
  void queryClient.prefetchQuery({ queryKey: kunci.periksa(pemilik, id, tahun), queryFn: ({ signal }) => ambilPeriksa(pemilik, id, tahun, signal) });
}

const IndikatorPage = layar(() => import('./IndikatorPage'), dataEditor);

/** Indicator editors (PRF-05/06/07, INO-06): one screen, the owner from the slug. */
export const screens: ScreenMap = {
  indikator_daerah: IndikatorPage,
  indikator_inovasi: IndikatorPage,
  // the competition's indicators: the same editor; the server gates competition rows by lomba_edit_indikator
  indikator_inovasi_lomba: IndikatorPage,
  indikator_ujicoba: IndikatorPage,
};
