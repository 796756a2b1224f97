import { describe, it, expect } from 'vitest';
import { FIELD_KINDS, type ResourceDef } from '../fields/types';
import { parseRules } from '../fields/rules';
import { MATRIX, isResourceName } from '../permissions/matrix';
import { isRole } from '../permissions/roles';
import { INOVASI_DATE_WINDOW, MIN_KATA_RANCANG_BANGUN, RESOURCES, getResource, inovasiResource } from './index';

const ALL = Object.values(RESOURCES) as ResourceDef[];
const EACH = ALL.map((r) => [r.name, r] as const);

/** Columns a resource has: its fields, the id and, with timestamps, created_at/updated_at. */
function columns(r: ResourceDef): Set<string> {
  const cols = new Set(['id', ...Object.keys(r.fields)]);
  if (r.timestamps) {
    cols.add('created_at');
    cols.add('updated_at');
  }
  return cols;
}
const has = (r: ResourceDef, col: string) => columns(r).has(col);

describe('RESOURCES registry', () => {
  it('is keyed by resource name', () => {
    for (const [key, r] of Object.entries(RESOURCES)) expect(r!.name).toBe(key);
  });

  it('holds every generic CRUD table of the supporting spec', () => {
    const SPEC_TABLES = [
      'iga_penilai',
      'iga_indikator',
      'iga_skala',
      'iga_urusan_pemerintahan',
      'm_daerah',
      'iga_klaster',
      'iga_klaster_daerah',
      'wilayah',
      'wilayah_daerah',
      'content_categories',
      'contents',
      'announcements',
      'help_faq',
      'jenis_pelatihan',
      'opd_perangkat',
      'upt',
      'tuxe_contents',
      'laporan_diklat',
      'app_settings',
      'news',
      'albums',
      'gallery',
      'banners',
      'winner_category',
      'winners',
      'profil_pemda',
      'iga2020_bentuk_inovasi',
      'iga2020_covid',
      'iga2020_inovasi',
      'usr_asn',
    ];
    for (const t of SPEC_TABLES) expect(getResource(t), t).toBeDefined();
  });

  it('getResource refuses unknown and inherited names', () => {
    expect(getResource('nope')).toBeUndefined();
    expect(getResource('toString')).toBeUndefined();
    expect(getResource('activities')).toBeUndefined(); // a matrix area, not a table
  });

  it('exports the innovation resource and its constants', () => {
    expect(inovasiResource).toBe(getResource('iga2020_inovasi'));
    expect(INOVASI_DATE_WINDOW).toEqual({ min: '2023-01-01', max: '2025-12-31' });
    expect(MIN_KATA_RANCANG_BANGUN).toBe(300);
  });
});

describe.each(EACH)('resource %s', (name, r) => {
  it('is named in MATRIX', () => {
    expect(isResourceName(name)).toBe(true);
    expect(Object.keys(MATRIX)).toContain(name);
  });

  it('has a label and fields', () => {
    expect(r.label.length).toBeGreaterThan(0);
    expect(Object.keys(r.fields).length).toBeGreaterThan(0);
  });

  it('list columns exist', () => {
    expect(r.list.columns.length).toBeGreaterThan(0);
    for (const c of r.list.columns) expect(has(r, c), c).toBe(true);
    expect(new Set(r.list.columns).size).toBe(r.list.columns.length);
  });

  it('defaultSort field exists', () => {
    expect(has(r, r.list.defaultSort.field), r.list.defaultSort.field).toBe(true);
    expect(['asc', 'desc']).toContain(r.list.defaultSort.dir);
    if (r.list.defaultSort.field === 'created_at') expect(r.timestamps).toBe(true);
  });

  it('titleField, dateField and ownerField exist', () => {
    expect(has(r, r.titleField), r.titleField).toBe(true);
    if (r.dateField) expect(has(r, r.dateField), r.dateField).toBe(true);
    if (r.ownerField) expect(r.fields[r.ownerField], r.ownerField).toBeDefined();
  });

  it('scope columns exist', () => {
    const s = r.scope;
    if (!s) return;
    for (const col of [s.region, s.owner, s.year]) if (col) expect(has(r, col), col).toBe(true);
    if (s.owner) expect(r.fields[s.owner]?.readOnly, 'owner is server-managed').toBe(true);
  });

  it('form rows name existing fields', () => {
    for (const row of r.form ?? []) for (const c of row) expect(r.fields[c], c).toBeDefined();
  });

  it('every rules string parses', () => {
    for (const [k, d] of Object.entries(r.fields)) expect(() => parseRules(d.rules), `${k}: ${d.rules}`).not.toThrow();
  });

  it.each(Object.entries(r.fields))('field %s is consistent', (k, d) => {
    expect((FIELD_KINDS as readonly string[]).includes(d.kind), d.kind).toBe(true);
    expect(d.label.length).toBeGreaterThan(0);
    expect(k).toMatch(/^[a-z][a-z0-9_]*$/);

    if (d.kind === 'select' || d.kind === 'radio') {
      expect(d.options?.length, 'options').toBeGreaterThan(0);
      const values = d.options!.map((o) => String(o.value));
      expect(new Set(values).size).toBe(values.length);
    }
    if (d.default !== undefined && d.default !== null && d.options) {
      expect(d.options.map((o) => String(o.value))).toContain(String(d.default));
    }

    if (d.kind === 'lookup' || d.kind === 'multiselect') {
      if (!d.options) expect(d.lookup, 'lookup').toBeDefined();
    }
    if (d.lookup) {
      const target = getResource(d.lookup.resource);
      expect(target, `lookup ${d.lookup.resource}`).toBeDefined();
      if (!target) return;
      if (d.lookup.value) expect(has(target, d.lookup.value), `value ${d.lookup.value}`).toBe(true);
      if (d.lookup.label) expect(has(target, d.lookup.label), `label ${d.lookup.label}`).toBe(true);
      for (const [col, v] of Object.entries(d.lookup.filterBy ?? {})) {
        expect(has(target, col), `filterBy ${col}`).toBe(true);
        if (v.startsWith('$')) expect(r.fields[v.slice(1)], `filterBy ${v}`).toBeDefined();
      }
    }

    if (d.showIf) {
      expect(d.showIf.field).not.toBe(k);
      expect(r.fields[d.showIf.field], `showIf ${d.showIf.field}`).toBeDefined();
      expect(d.showIf.in.length).toBeGreaterThan(0);
    }
    for (const role of d.roles ?? []) expect(isRole(role), role).toBe(true);

    for (const rule of parseRules(d.rules)) if (rule.name === 'match') expect(r.fields[rule.field], rule.field).toBeDefined();
    for (const m of Object.keys(d.messages ?? {})) {
      const names = [...parseRules(d.rules).map((x) => x.name), ...(d.minWords ? ['minWords'] : [])];
      expect(names, `message for ${m}`).toContain(m);
    }

    if (d.minValue !== undefined && d.maxValue !== undefined) expect(d.minValue).toBeLessThanOrEqual(d.maxValue);
    if (d.minDate || d.maxDate) expect(d.kind).toMatch(/^date/);
    if (d.minDate && d.maxDate) expect(d.minDate <= d.maxDate).toBe(true);
    if (d.minWords) expect(d.kind).toBe('richtext');
    if (d.maxLength !== undefined) expect(d.maxLength).toBeGreaterThan(0);
  });

  it('secret fields are never listed', () => {
    for (const [k, d] of Object.entries(r.fields)) if (d.secret) expect(r.list.columns).not.toContain(k);
  });
});

describe('innovation resource (core spec 3 and 5)', () => {
  const r = inovasiResource;
  it('binds scope to profil_id, created_by, tahun', () => {
    expect(r.scope).toEqual({ region: 'profil_id', owner: 'created_by', year: 'tahun' });
    expect(r.ownerField).toBe('created_by');
  });
  it('date fields use the database window', () => {
    for (const k of ['waktu_implementasi', 'waktu_pengembangan'] as const) {
      expect(r.fields[k]).toMatchObject({ minDate: '2023-01-01', maxDate: '2025-12-31' });
    }
  });
  it('latar_belakang needs 300 words', () => {
    expect(r.fields.latar_belakang).toMatchObject({ kind: 'richtext', minWords: 300, hint: 'Minimal 300 Kata.' });
  });
  it('is_index and the exclusion reason are read-only: the workflow and the keluar-indeks command set them', () => {
    expect(r.fields.is_index!.readOnly).toBe(true);
    expect(r.fields.keluar_indeks_alasan!.readOnly).toBe(true);
  });
  it('waktu_pengembangan shows only when is_developed = 1', () => {
    expect(r.fields.waktu_pengembangan!.showIf).toEqual({ field: 'is_developed', in: [1] });
  });
  it('stages are Inisiatif 0, Uji Coba 1, Penerapan 2', () => {
    expect(r.fields.inovasi_status!.options).toEqual([
      { value: 0, label: 'Inisiatif' },
      { value: 1, label: 'Uji Coba' },
      { value: 2, label: 'Penerapan' },
    ]);
  });
});

describe('account resource', () => {
  const r = getResource('usr_asn')!;
  it('never lists the password and keeps it secret', () => {
    expect(r.fields.password!.secret).toBe(true);
  });
  it('offers every role and area 0..3', () => {
    expect(r.fields.role!.options!.length).toBe(19);
    expect(r.fields.area!.options!.map((o) => o.value)).toEqual([0, 1, 2, 3]);
  });
});
