/**
 * The six clusters the ranking and award screens offer (IDX-02), as `iga_klaster.kode` with their names. The
 * clusters themselves are master data (`iga_klaster`, seeded from domain/master-data.json; the API answers 404 for a
 * code it does not hold); this is the one list the screens draw their choices from, kept apart from any zod module so
 * a screen pays nothing for it.
 */
export const KLASTER = [
  { value: 'provinsi', label: 'Provinsi' },
  { value: 'kabupaten', label: 'Kabupaten' },
  { value: 'kota', label: 'Kota' },
  { value: 'perbatasan', label: 'Daerah Perbatasan' },
  { value: 'tertinggal', label: 'Daerah Tertinggal' },
  { value: 'papua', label: 'Papua' },
] as const;

/** The name of a cluster code (the code itself when it is not one of the six). */
export const labelKlaster = (kode: string): string => KLASTER.find((k) => k.value === kode)?.label ?? kode;
