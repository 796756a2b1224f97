import { queryClient } from '../../lib/query';
import { layar, type ScreenMap } from '../../lib/screens';
import { kueriMetodologi, kueriRanking, pilihanRanking } from './kueri';

/** The ranking of the address's cluster and source, and the years with stored rules, asked for with its code. */
function dataRanking(cari: URLSearchParams) {
  void queryClient.prefetchQuery(kueriRanking(pilihanRanking(cari)));
  void queryClient.prefetchQuery(kueriMetodologi());
}

/** This feature's screens at /dashboard/{slug}: rankings, recaps, logs and the methodology (IDX-01..03, IDX-07, IDX-08). */
export const screens: ScreenMap = {
  'ranking-index': layar(() => import('./RankingIndexPage'), dataRanking),
  'rekap-akhir': layar(() => import('./RekapAkhirPage')),
  recount: layar(() => import('./RecountPage')),
  rawlog: layar(() => import('./RawlogPage')),
  aspeklog: layar(() => import('./AspeklogPage')),
  metodologi: layar(() => import('./MetodologiPage')),
};
