/**
 * Conflict of interest (decision 59). A juror never scores a region of their own province or of their former agency;
 * a declared conflict makes the juror abstain on that nominee. Regions are m_daerah ids: a province's own id is its
 * province; a regency or city belongs to its parent province.
 */

export interface JuriKonflik {
  penilai_id: number;
  /** Province (m_daerah id, tingkat 1) the juror comes from or lives in; null = none declared. */
  provinsi_id: number | null;
  /** Region government the juror worked for (former agency), any level; null = none. */
  asal_daerah_id: number | null;
}

export interface NomineKonflik {
  /** The nominee's region (m_daerah id). */
  daerah_id: number;
  /** Its province: itself for a province, the parent for a regency or city. */
  provinsi_id: number | null;
}

export type AlasanKonflik = 'provinsi' | 'instansi_asal' | 'deklarasi';

export const LABEL_KONFLIK: Record<AlasanKonflik, string> = {
  provinsi: 'Daerah berada di provinsi asal penilai',
  instansi_asal: 'Daerah adalah (atau berada di) instansi asal penilai',
  deklarasi: 'Konflik kepentingan dinyatakan penilai',
};

/**
 * The reason a juror may not score a nominee, or null. `dinyatakan` holds the nominee region ids for which this juror
 * declared a conflict. The rule order is fixed (province, former agency, declaration) so the answer is deterministic.
 */
export function alasanKonflik(juri: JuriKonflik, nomine: NomineKonflik, dinyatakan: ReadonlySet<number> | readonly number[] = []): AlasanKonflik | null {
  if (juri.provinsi_id != null && (nomine.provinsi_id === juri.provinsi_id || nomine.daerah_id === juri.provinsi_id)) return 'provinsi';
  // a former agency that is a province also covers the regions inside it
  if (juri.asal_daerah_id != null && (nomine.daerah_id === juri.asal_daerah_id || nomine.provinsi_id === juri.asal_daerah_id)) return 'instansi_asal';
  const set = dinyatakan instanceof Set ? dinyatakan : new Set(dinyatakan as readonly number[]);
  if (set.has(nomine.daerah_id)) return 'deklarasi';
  return null;
}

export function adaKonflik(juri: JuriKonflik, nomine: NomineKonflik, dinyatakan: ReadonlySet<number> | readonly number[] = []): boolean {
  return alasanKonflik(juri, nomine, dinyatakan) !== null;
}

/** The province of a region from its level and parent (m_daerah.tingkat 1 = province). */
export function provinsiDaerah(d: { id: number; tingkat: number; parent_id: number | null }): number | null {
  return d.tingkat === 1 ? d.id : d.parent_id;
}
