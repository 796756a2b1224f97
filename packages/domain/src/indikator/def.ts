import type { IndikatorDef } from '../indeks/types';
import type { ItemIndikator } from './kontrak';

/**
 * An editor row as the scoring engine reads its indicator (the web's live score of a draft, self or verified). Apart
 * from kontrak.ts: a screen that scores needs no answer schemas (their zod objects are built when that module loads).
 */
export const defIndikator = (item: Pick<ItemIndikator, 'id' | 'kode' | 'tipe' | 'jenis' | 'bobot' | 'skala' | 'required' | 'skor_maks'>): IndikatorDef => ({
  id: item.id,
  kode: item.kode,
  tipe: item.tipe,
  jenis: item.jenis as IndikatorDef['jenis'],
  bobot: item.bobot,
  skala: item.skala,
  required: item.required,
  skor_maks: item.skor_maks,
});
