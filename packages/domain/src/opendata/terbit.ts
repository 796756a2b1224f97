import { evaluasiDaerahTerlihat } from '../indikator/evaluasi';
import { hariIniWib } from '../inovasi/rules';
import { parseYears } from '../platform/settings';

/**
 * What the ministry has published, for everything shown without an account (open data `/v1/data/…`). Which
 * innovations are public is the portal's rule, `inovasiTerbitPublik` (publik/portal.ts, decision 68); this file
 * adds which years of the index are public and the licence.
 */

/**
 * A year's verified index results are published when the ministry listed the year in the setting
 * `tahun_publikasi` AND the verified results are visible to a region's own users for that year
 * (`evaluasiDaerahTerlihat` without the evaluation roles: the filling is closed). Both: listing a year whose
 * filling is still open publishes nothing until it closes.
 */
export function indeksTahunTerbit(settings: Readonly<Record<string, string | undefined>>, tahun: number, hariIni: string = hariIniWib()): boolean {
  if (!parseYears(settings.tahun_publikasi).includes(tahun)) return false;
  return evaluasiDaerahTerlihat({ lihat_evaluasi: false, settings, hariIni, tahun }).terlihat;
}

/** The published years, newest first. */
export function tahunIndeksTerbit(settings: Readonly<Record<string, string | undefined>>, hariIni: string = hariIniWib()): number[] {
  return [...new Set(parseYears(settings.tahun_publikasi))].filter((t) => indeksTahunTerbit(settings, t, hariIni)).sort((a, b) => b - a);
}

/** The licence of the open data (stated in every answer, its headers and docs/API.md). */
export const LISENSI_DATA_TERBUKA = {
  nama: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/deed.id',
  atribusi: 'Sumber: Kementerian Dalam Negeri, SIGAP Inovasi Daerah',
} as const;

/** Version of the open data API (the path's `/v1`). */
export const VERSI_DATA_TERBUKA = 'v1';
