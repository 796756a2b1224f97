import type { DokumenTampil, ItemIndikator, PemilikIndikator, RingkasanIndikator } from '@sigap/domain';

/** The answer contracts are defined once in the domain (the API builds and checks them, this screen reads them). */
export type { DaftarDokumenIndikator, EditorIndikator, PemilikInfo, PeriksaIndikator } from '@sigap/domain';

/** Whose indicators: a region (profile), an innovation, or an innovation's trial results. */
export type Pemilik = PemilikIndikator;

export type Item = ItemIndikator;
export type Dokumen = DokumenTampil;
export type Ringkasan = RingkasanIndikator;
export type Skala = ItemIndikator['skala'][number];
export type Masalah = DokumenTampil['masalah'][number];
export type Evaluasi = NonNullable<ItemIndikator['evaluasi']>;
