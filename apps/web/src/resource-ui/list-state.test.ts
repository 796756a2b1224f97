import { describe, expect, it } from 'vitest';
import { getResource, RESOURCES, type ResourceDef } from '@sigap/domain';
import { buildQuery } from '../lib/api';
import { DEFAULT_PAGE_SIZE, filterFields, listQuery, listStateToParams, parseListState, RESERVED_PARAMS, sortOrder, withChange } from './list-state';

const faq = getResource('help_faq')!;
const daerah = getResource('m_daerah')!;

describe('list state <-> address bar', () => {
  it('reads defaults from an empty address', () => {
    expect(parseListState(new URLSearchParams(''), [])).toEqual({ page: 0, size: DEFAULT_PAGE_SIZE, sort: null, search: '', filters: {} });
  });

  it('round-trips every part', () => {
    const state = { page: 2, size: 50, sort: 'nama-desc' as const, search: 'bandung', filters: { tingkat: ['2'] } };
    const params = listStateToParams(state);
    expect(params.toString()).toBe('q=bandung&tingkat=2&sort=nama-desc&size=50&page=3');
    expect(parseListState(params, ['tingkat', 'jenis'])).toEqual(state);
  });

  it('leaves defaults out so plain links stay plain', () => {
    expect(listStateToParams({ page: 0, size: 20, sort: null, search: '  ', filters: {} }).toString()).toBe('');
  });

  it('ignores junk: unknown sizes, sorts, pages and filters', () => {
    const s = parseListState(new URLSearchParams('page=-1&size=33&sort=acak&tahun=2024&tingkat='), ['tingkat']);
    expect(s).toEqual({ page: 0, size: 20, sort: null, search: '', filters: {} });
    expect(parseListState(new URLSearchParams('page=abc'), []).page).toBe(0);
    expect(parseListState(new URLSearchParams('page=1.5'), []).page).toBe(0);
  });

  it('keeps repeated filter values', () => {
    expect(parseListState(new URLSearchParams('tingkat=1&tingkat=2'), ['tingkat']).filters).toEqual({ tingkat: ['1', '2'] });
  });

  it('a change of search, filter, sort or size starts again at page 1', () => {
    const s = { page: 4, size: 20, sort: null, search: '', filters: {} };
    expect(withChange(s, { search: 'x' }).page).toBe(0);
    expect(withChange(s, { size: 100 })).toMatchObject({ page: 0, size: 100 });
  });

  it('list filters never collide with the list parameters', () => {
    for (const r of Object.values(RESOURCES) as ResourceDef[]) for (const f of filterFields(r, 'superadmin')) expect(RESERVED_PARAMS).not.toContain(f);
  });
});

describe('list state -> API list contract', () => {
  it('pages from 0, per_page, search, orderBy and filters', () => {
    const q = listQuery({ page: 1, size: 10, sort: 'nama-asc', search: ' kota ', filters: { tingkat: ['2'], jenis: ['kota', 'kabupaten'] } }, daerah);
    expect(q).toEqual({ page: 1, per_page: 10, search: 'kota', orderBy: { field: 'nama', sort: 'asc' }, tingkat: '2', jenis: ['kota', 'kabupaten'] });
    expect(buildQuery(q)).toBe('?page=1&per_page=10&search=kota&orderBy[field]=nama&orderBy[sort]=asc&tingkat=2&jenis[]=kota&jenis[]=kabupaten');
  });

  it('sort options: Nama on the title field, Terbaru/Terlama on the date field or id', () => {
    expect(sortOrder('nama-desc', faq)).toEqual({ field: 'question', sort: 'desc' });
    expect(sortOrder('terbaru', faq)).toEqual({ field: 'id', sort: 'desc' });
    expect(sortOrder('terlama', getResource('news')!)).toEqual({ field: 'created_at', sort: 'asc' });
  });
});

describe('filter fields', () => {
  it('offers filterable choice fields the role may read', () => {
    expect(filterFields(daerah, 'admin')).toEqual(['tingkat', 'jenis', 'parent_id', 'wilayah_id']);
    expect(filterFields(faq, 'admin')).toEqual([]);
  });

  it('hides fields limited to other roles and lookups the role cannot list', () => {
    const inovasi = getResource('iga2020_inovasi')!;
    // the workflow's lock is visible (and filterable) to everyone who reads innovations
    expect(filterFields(inovasi, 'admin')).toContain('is_index');
    expect(filterFields(inovasi, 'pemda')).toContain('is_index');
    const terbatas = { ...inovasi, fields: { ...inovasi.fields, is_index: { ...inovasi.fields.is_index!, roles: ['admin' as const] } } };
    expect(filterFields(terbatas, 'admin')).toContain('is_index');
    expect(filterFields(terbatas, 'pemda')).not.toContain('is_index');
    // pemda may not list accounts of others in general, opd may not list usr_asn at all
    expect(filterFields(inovasi, 'opd')).not.toContain('created_by');
  });

  it('no region filter where the server fixes the region', () => {
    const opd = getResource('opd_perangkat')!;
    expect(filterFields(opd, 'admin')).toContain('m_daerah_id');
    expect(filterFields(opd, 'pemda')).not.toContain('m_daerah_id');
    expect(filterFields(opd, 'provinsi')).toContain('m_daerah_id');
  });
});
