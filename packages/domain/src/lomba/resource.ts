import { defineResource, type FieldDef } from '../fields/types';
import { f } from '../fields/builders';
import { inovasi } from '../resources/inovasi';

/** Default date window of the competition form (settings tanggal_lomba_min/max override it; supporting spec 5 and 9). */
export const LOMBA_DATE_WINDOW = { min: '2022-01-01', max: '2025-12-31' } as const;

const { keluar_indeks_alasan: _a, keluar_indeks_oleh: _o, keluar_indeks_pada: _p, is_lomba: _l, ...bidangInovasi } = inovasi.fields;

/**
 * A competition entry (LMB-01): an innovation row (`iga2020_inovasi`) with `is_lomba = 1`, served by the generic
 * CRUD as `lomba_inovasi` under the competition's rules (modules/lomba/hooks.ts). The innovation's fields and rules,
 * except the competition form's own: Asta Cita optional (supporting spec 5) and the 2022-01-01..2025-12-31 window for
 * the application and development dates (from settings: `lombaOverrides`).
 */
export const lombaInovasi = defineResource({
  ...inovasi,
  name: 'lomba_inovasi',
  label: 'Lomba Inovasi Daerah',
  fields: {
    ...bidangInovasi,
    is_covid: {
      ...(bidangInovasi.is_covid as FieldDef),
      rules: undefined,
      messages: undefined,
      hint: 'Opsional pada formulir lomba.',
    },
    waktu_implementasi: { ...(bidangInovasi.waktu_implementasi as FieldDef), minDate: LOMBA_DATE_WINDOW.min, maxDate: LOMBA_DATE_WINDOW.max },
    waktu_pengembangan: { ...(bidangInovasi.waktu_pengembangan as FieldDef), minDate: LOMBA_DATE_WINDOW.min, maxDate: LOMBA_DATE_WINDOW.max },
  },
});

/** Judging criteria of a competition year: published to participants, managed by admins (as data, never constants). */
export const lombaKriteria = defineResource({
  name: 'lomba_kriteria',
  label: 'Kriteria Penilaian Lomba',
  titleField: 'nama',
  timestamps: true,
  fields: {
    tahun: f.integer('Tahun Lomba', { rules: 'mandatory', minValue: 2000, maxValue: 2100, filterable: true, sortable: true }),
    nama: f.text('Kriteria', { rules: 'mandatory', maxLength: 200, searchable: true, sortable: true }),
    keterangan: f.textarea('Keterangan', { maxLength: 2000 }),
    bobot: f.integer('Bobot (%)', { rules: 'mandatory', minValue: 1, maxValue: 100, hint: 'Jumlah bobot kriteria satu tahun sebaiknya 100.' }),
    skor_maks: f.integer('Skor Maksimal', { rules: 'mandatory', minValue: 1, maxValue: 100, default: 10, hint: 'Juri memberi skor 0 sampai nilai ini.' }),
    urutan: f.integer('Urutan', { minValue: 0, maxValue: 100, default: 0, sortable: true }),
  },
  list: { columns: ['tahun', 'urutan', 'nama', 'bobot', 'skor_maks'], defaultSort: { field: 'urutan', dir: 'asc' } },
});
