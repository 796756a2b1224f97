import { describe, it, expect } from 'vitest';
import { getResource } from '../resources';
import { ROLES, type Role } from '../permissions/roles';
import { f } from './builders';
import type { FieldDef, ResourceDef } from './types';
import { formatTanggal, isFieldVisible, isValidDate, mandatoryFields, validateInput, type ValidateOptions } from './validate';

const INOVASI = getResource('iga2020_inovasi')!;
const ASN = getResource('usr_asn')!;

/** n words of rich text, as an editor sends them. */
const words = (n: number) => '<p>kata</p>'.repeat(n);

/** A complete, valid innovation body of the database form. */
const validInovasi = (): Record<string, unknown> => ({
  profil_id: 7,
  nama: 'Inovasi Layanan Terpadu',
  tahun: 2024,
  inovasi_status: 2,
  inisiator: 'OPD',
  nama_inisiator: 'Budi Santoso',
  koordinat: '-6.175392,106.827153',
  klasifikasi_inovasi: 'Inovasi Perangkat Daerah',
  jenis_inovasi: 'Digital',
  bentuk_inovasi: 3,
  is_covid: 9,
  urusan_pemerintah_id: [1, 2],
  waktu: '2023-03-01',
  waktu_implementasi: '2024-01-15',
  is_developed: 0,
  latar_belakang: words(300),
  tujuan: '<p>Tujuan inovasi.</p>',
  manfaat: '<p>Manfaat inovasi.</p>',
  hasil_inovasi: '<p>Hasil inovasi.</p>',
});

const run = (resource: ResourceDef, input: unknown, role: Role = 'pemda', mode: ValidateOptions['mode'] = 'create', extra: Partial<ValidateOptions> = {}) =>
  validateInput(resource, input, { mode, role, ...extra });
const create = (input: unknown, role: Role = 'pemda', extra: Partial<ValidateOptions> = {}) => run(INOVASI, input, role, 'create', extra);
const update = (input: unknown, role: Role = 'pemda', extra: Partial<ValidateOptions> = {}) => run(INOVASI, input, role, 'update', extra);
const withInovasi = (patch: Record<string, unknown>, role: Role = 'pemda') => create({ ...validInovasi(), ...patch }, role);

describe('validateInput: a complete innovation', () => {
  it('passes for pemda and returns clean values', () => {
    const r = create(validInovasi());
    expect(r.errors).toEqual({});
    expect(r.values).toEqual({
      profil_id: 7,
      nama: 'Inovasi Layanan Terpadu',
      tahun: 2024,
      inovasi_status: 2,
      inisiator: 'OPD',
      nama_inisiator: 'Budi Santoso',
      koordinat: '-6.175392,106.827153',
      klasifikasi_inovasi: 'Inovasi Perangkat Daerah',
      jenis_inovasi: 'Digital',
      bentuk_inovasi: 3,
      is_covid: 9,
      urusan_pemerintah_id: '1,2',
      waktu: '2023-03-01',
      waktu_implementasi: '2024-01-15',
      is_developed: 0,
      latar_belakang: words(300),
      tujuan: '<p>Tujuan inovasi.</p>',
      manfaat: '<p>Manfaat inovasi.</p>',
      hasil_inovasi: '<p>Hasil inovasi.</p>',
    });
  });

  it('accepts the same body sent as form strings', () => {
    const body = Object.fromEntries(Object.entries(validInovasi()).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]));
    const r = create(body);
    expect(r.errors).toEqual({});
    expect(r.values).toMatchObject({ profil_id: 7, tahun: 2024, inovasi_status: 2, bentuk_inovasi: 3, is_covid: 9, is_developed: 0, urusan_pemerintah_id: '1,2' });
  });

  it.each(['admin', 'superadmin', 'pemda'] as const)('never takes is_index from the body (%s): the workflow sets it', (role) => {
    const r = create({ ...validInovasi(), is_index: 1 }, role);
    expect(r.errors).toEqual({});
    expect(r.values.is_index).toBeUndefined();
  });
});

describe('validateInput: required fields (core spec 5)', () => {
  const REQUIRED = [
    'nama',
    'inovasi_status',
    'inisiator',
    'nama_inisiator',
    'koordinat',
    'jenis_inovasi',
    'bentuk_inovasi',
    'urusan_pemerintah_id',
    'waktu',
    'waktu_implementasi',
    'is_developed',
    'latar_belakang',
    'tujuan',
    'manfaat',
    'hasil_inovasi',
  ];

  it('mandatoryFields lists the spec fields plus Asta Cita', () => {
    expect(mandatoryFields(INOVASI).sort()).toEqual([...REQUIRED, 'is_covid'].sort());
  });

  it('an empty create reports every required field at once', () => {
    const r = create({});
    expect(Object.keys(r.errors).sort()).toEqual([...REQUIRED, 'is_covid'].sort());
    expect(r.values).toEqual({});
  });

  it.each(REQUIRED)('missing %s is reported by its label', (name) => {
    const body = validInovasi();
    delete body[name];
    const r = create(body);
    expect(r.errors).toEqual({ [name]: `${INOVASI.fields[name]!.label} wajib diisi.` });
  });

  it.each(REQUIRED.flatMap((name) => [null, '', '   '].map((v) => [name, v] as const)))('%s = %j is reported', (name, v) => {
    const r = withInovasi({ [name]: v });
    expect(r.errors[name]).toBe(`${INOVASI.fields[name]!.label} wajib diisi.`);
  });

  it('an empty multiselect list is empty', () => {
    expect(withInovasi({ urusan_pemerintah_id: [] }).errors).toEqual({ urusan_pemerintah_id: 'Urusan Pemerintahan wajib diisi.' });
  });

  it('messages are Indonesian labels, e.g. Nama Inovasi', () => {
    expect(withInovasi({ nama: '' }).errors.nama).toBe('Nama Inovasi wajib diisi.');
  });
});

describe('validateInput: Asta Cita (is_covid) custom message', () => {
  it.each([
    [8, 'Mohon pilih asta cipta'],
    [0, 'Mohon pilih asta cipta'],
    ['8', 'Mohon pilih asta cipta'],
    [null, 'Mohon pilih asta cipta'],
    ['', 'Mohon pilih asta cipta'],
    [9, undefined],
    ['9', undefined],
    [16, undefined],
  ])('is_covid %j -> %j', (v, msg) => {
    const r = withInovasi({ is_covid: v });
    expect(r.errors.is_covid).toBe(msg);
    if (!msg) expect(r.values.is_covid).toBe(Number(v));
  });

  it('a value that is no id fails on its kind first', () => {
    expect(withInovasi({ is_covid: 'sembilan' }).errors.is_covid).toBe('Pilihan Asta Cita tidak valid.');
  });
});

describe('validateInput: unknown keys', () => {
  it.each(['foo', 'nama_pemda', 'NAMA', 'constructor', 'toString', '__proto__', 'hasOwnProperty'])('%s is refused', (key) => {
    const body = JSON.parse(JSON.stringify({ ...validInovasi() })) as Record<string, unknown>;
    Object.defineProperty(body, key, { value: 1, enumerable: true, configurable: true, writable: true });
    const r = create(body);
    expect(r.errors).toEqual({ [key]: 'Kolom ini tidak dikenal.' });
    expect(Object.keys(r.errors)).toEqual([key]);
    expect(Object.keys(r.values)).not.toContain(key);
  });

  it('refuses unknown keys on update too', () => {
    expect(update({ nama: 'x', zzz: 1 }).errors).toEqual({ zzz: 'Kolom ini tidak dikenal.' });
  });

  it('tolerates id and the keys passed in ignore', () => {
    const r = update({ id: 5, nama: 'Baru', translations: {}, _method: 'PUT' }, 'pemda', { ignore: ['translations', '_method'] });
    expect(r.errors).toEqual({});
    expect(r.values).toEqual({ nama: 'Baru' });
  });
});

describe('validateInput: read-only fields are dropped', () => {
  it.each([
    ['created_by', 99],
    ['kematangan', 100],
    ['submitable', 1],
    ['is_lomba', 1],
  ])('%s = %j is ignored without error', (key, v) => {
    for (const r of [withInovasi({ [key]: v }, 'admin'), update({ [key]: v }, 'admin')]) {
      expect(r.errors).toEqual({});
      expect(r.values).not.toHaveProperty(key);
    }
  });

  it('an invalid value of a read-only field is ignored too', () => {
    expect(update({ kematangan: 'banyak' }).errors).toEqual({});
  });

  it('gallery thumbnail and profile logo are server-managed', () => {
    expect(run(getResource('gallery')!, { album_id: 1, judul: 'x', photo_url: 'uploads/a.jpg', thumb_url: 'uploads/t.jpg' }).values).not.toHaveProperty('thumb_url');
    expect(run(getResource('profil_pemda')!, { logo_url: 'uploads/logo.png' }, 'pemda', 'update').values).toEqual({});
  });
});

describe('validateInput: create vs update', () => {
  it('update validates only the keys present', () => {
    expect(update({ nama: 'Nama Baru' })).toEqual({ values: { nama: 'Nama Baru' }, errors: {} });
    expect(update({})).toEqual({ values: {}, errors: {} });
  });

  it('update still checks the keys present', () => {
    expect(update({ nama: '' }).errors).toEqual({ nama: 'Nama Inovasi wajib diisi.' });
    expect(update({ is_covid: 8 }).errors).toEqual({ is_covid: 'Mohon pilih asta cipta' });
    expect(update({ latar_belakang: words(10) }).errors).toEqual({ latar_belakang: 'Rancang Bangun minimal 300 kata.' });
  });

  it('update does not fill defaults', () => {
    expect(update({ nama: 'x' }, 'admin').values).toEqual({ nama: 'x' });
  });

  it('create fills defaults of visible fields that are absent', () => {
    const r = run(ASN, { username: 'budi', role: 'verifikator', nama_lengkap: 'Budi', email: 'budi@contoh.go.id' }, 'admin');
    expect(r.errors).toEqual({});
    expect(r.values).toEqual({ username: 'budi', role: 'verifikator', nama_lengkap: 'Budi', email: 'budi@contoh.go.id', area: 0, is_active: 1 });
  });

  it('create leaves out absent optional fields without default', () => {
    const r = create(validInovasi());
    expect(r.values).not.toHaveProperty('anggaran');
    expect(r.values).not.toHaveProperty('waktu_pengembangan');
  });

  it('an explicit null of an optional field is kept as null', () => {
    const r = withInovasi({ anggaran: null, tahun: '' });
    expect(r.errors).toEqual({});
    expect(r.values.anggaran).toBeNull();
    expect(r.values.tahun).toBeNull();
  });
});

describe('validateInput: show conditions (waktu_pengembangan only when is_developed = 1)', () => {
  it.each([
    [1, '2024-06-01', true],
    ['1', '2024-06-01', true],
    [0, '2024-06-01', false],
    ['0', '2024-06-01', false],
    [0, 'bukan tanggal', false],
  ])('is_developed %j, waktu_pengembangan %j -> kept %s', (dev, date, kept) => {
    const r = withInovasi({ is_developed: dev, waktu_pengembangan: date });
    expect(r.errors).toEqual({});
    if (kept) expect(r.values.waktu_pengembangan).toBe(date);
    else expect(r.values).not.toHaveProperty('waktu_pengembangan');
  });

  it('is validated when visible', () => {
    expect(withInovasi({ is_developed: 1, waktu_pengembangan: 'bukan tanggal' }).errors).toEqual({
      waktu_pengembangan: 'Waktu Pengembangan harus berupa tanggal yang valid (YYYY-MM-DD).',
    });
  });

  it('reads the stored record on update', () => {
    expect(update({ waktu_pengembangan: '2024-06-01' }, 'pemda', { current: { is_developed: 1 } }).values).toEqual({ waktu_pengembangan: '2024-06-01' });
    expect(update({ waktu_pengembangan: '2024-06-01' }, 'pemda', { current: { is_developed: 0 } }).values).toEqual({});
    expect(update({ waktu_pengembangan: '2024-06-01' }).values).toEqual({});
  });

  it('the body wins over the stored record', () => {
    const r = update({ is_developed: 1, waktu_pengembangan: '2024-06-01' }, 'pemda', { current: { is_developed: 0 } });
    expect(r.values).toEqual({ is_developed: 1, waktu_pengembangan: '2024-06-01' });
    const r2 = update({ is_developed: 0, waktu_pengembangan: '2024-06-01' }, 'pemda', { current: { is_developed: 1 } });
    expect(r2.values).toEqual({ is_developed: 0 });
  });

  it('account fields follow the chosen role (supporting spec 5)', () => {
    const body = { username: 'akun', nama_lengkap: 'Nama', email: 'a@contoh.id', area: 2, m_daerah_id: 7, opd_perangkat_id: 3, upt_id: 4 };
    const kept = (role: string) => Object.keys(run(ASN, { ...body, role }, 'admin').values).filter((k) => ['area', 'm_daerah_id', 'opd_perangkat_id', 'upt_id'].includes(k)).sort();
    expect(kept('verifikator')).toEqual(['area']);
    expect(kept('quality_control')).toEqual(['area']);
    expect(kept('pemda')).toEqual(['m_daerah_id']);
    expect(kept('peserta.diklat')).toEqual(['m_daerah_id']);
    expect(kept('opd')).toEqual(['m_daerah_id', 'opd_perangkat_id']);
    expect(kept('upt')).toEqual(['m_daerah_id', 'opd_perangkat_id', 'upt_id']);
    expect(kept('admin')).toEqual([]);
  });
});

describe('validateInput: is_index and the exclusion reason are server-managed (issue 13)', () => {
  it.each(ROLES)('%s cannot set them through the form', (role) => {
    const r = update({ is_index: 1, keluar_indeks_alasan: 'x' }, role);
    expect(r.errors).toEqual({});
    expect(r.values).toEqual({});
  });
});

describe('validateInput: date window of the database form', () => {
  it.each([
    ['2022-12-31', 'Waktu Penerapan tidak boleh sebelum 01/01/2023.'],
    ['2023-01-01', undefined],
    ['2024-02-29', undefined],
    ['2025-12-31', undefined],
    ['2026-01-01', 'Waktu Penerapan tidak boleh setelah 31/12/2025.'],
    ['2023-02-30', 'Waktu Penerapan harus berupa tanggal yang valid (YYYY-MM-DD).'],
  ])('waktu_implementasi %s -> %j', (date, msg) => {
    const r = withInovasi({ waktu_implementasi: date });
    expect(r.errors.waktu_implementasi).toBe(msg);
    if (!msg) expect(r.values.waktu_implementasi).toBe(date);
  });

  it.each([
    ['2022-12-31', 'Waktu Pengembangan tidak boleh sebelum 01/01/2023.'],
    ['2023-01-01', undefined],
    ['2025-12-31', undefined],
    ['2026-01-01', 'Waktu Pengembangan tidak boleh setelah 31/12/2025.'],
  ])('waktu_pengembangan %s -> %j', (date, msg) => {
    expect(withInovasi({ is_developed: 1, waktu_pengembangan: date }).errors.waktu_pengembangan).toBe(msg);
  });

  it('the trial date has no window', () => {
    expect(withInovasi({ waktu: '2019-05-05' }).errors).toEqual({});
  });
});

describe('validateInput: minimum words on latar_belakang', () => {
  it.each([
    [words(299), 'Rancang Bangun minimal 300 kata.'],
    [words(300), undefined],
    [words(301), undefined],
    [`<p>${'kata '.repeat(299)}</p>`, 'Rancang Bangun minimal 300 kata.'],
    [`<p>${'kata '.repeat(300)}</p>`, undefined],
    [`<p>${'kata&nbsp;'.repeat(300)}</p>`, undefined],
    [`<p data-x="${'isi '.repeat(500)}">${'kata '.repeat(299)}</p>`, 'Rancang Bangun minimal 300 kata.'],
    [`${words(299)}<p>&mdash;</p>`, 'Rancang Bangun minimal 300 kata.'],
    ['<p></p>', 'Rancang Bangun wajib diisi.'],
  ])('%# -> %j', (html, msg) => {
    const r = withInovasi({ latar_belakang: html });
    expect(r.errors.latar_belakang).toBe(msg);
    if (!msg) expect(r.values.latar_belakang).toBe(html); // HTML kept as sent
  });

  it('an empty value is a mandatory error, not a word error', () => {
    expect(withInovasi({ latar_belakang: '' }).errors.latar_belakang).toBe('Rancang Bangun wajib diisi.');
  });

  it('without a custom message the label and limit are used', () => {
    const res: ResourceDef = { ...INOVASI, fields: { isi: f.richtext('Isi', { minWords: 3 }) } };
    expect(run(res, { isi: 'satu dua' }).errors).toEqual({ isi: 'Isi minimal 3 kata.' });
    expect(run(res, { isi: 'satu dua tiga' }).errors).toEqual({});
    expect(run(res, {}).errors).toEqual({}); // optional: absent is fine
  });
});

describe('validateInput: maximum length', () => {
  it.each([
    ['nama', 500, 'Nama Inovasi maksimal 500 karakter.'],
    ['koordinat', 60, 'Titik Koordinat maksimal 60 karakter.'],
    ['nama_inisiator', 255, 'Nama Inisiator maksimal 255 karakter.'],
  ])('%s: %i passes, one more fails', (name, max, msg) => {
    expect(withInovasi({ [name]: 'a'.repeat(max) }).errors).toEqual({});
    expect(withInovasi({ [name]: 'a'.repeat(max + 1) }).errors).toEqual({ [name]: msg });
  });

  it('urusan_pemerintah_id joined list is limited to 500 characters', () => {
    const many = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(withInovasi({ urusan_pemerintah_id: many }).errors).toEqual({ urusan_pemerintah_id: 'Urusan Pemerintahan terlalu panjang.' });
  });
});

/** An ad-hoc resource with one field of every kind. */
const KINDS: ResourceDef = {
  name: 'm_daerah',
  label: 'Uji Jenis',
  titleField: 'teks',
  fields: {
    teks: f.text('Teks'),
    catatan: f.textarea('Catatan'),
    isi: f.richtext('Isi'),
    surel: f.email('Surel'),
    sandi: f.password('Sandi'),
    angka: f.number('Angka'),
    bulat: f.integer('Bulat'),
    batas: f.number('Batas', { minValue: 0, maxValue: 10 }),
    tanggal: f.date('Tanggal'),
    waktu: f.datetime('Waktu'),
    pilih: f.select('Pilih', [
      { value: 1, label: 'Satu' },
      { value: 'b', label: 'Bee' },
    ]),
    bebas: { kind: 'select', label: 'Bebas' },
    radio: f.radio('Radio', [
      { value: 0, label: 'Tidak' },
      { value: 1, label: 'Ya' },
    ]),
    cek: f.checkbox('Cek'),
    ref: f.lookup('Ref', { resource: 'm_daerah' }),
    banyak: f.multiselect('Banyak', { resource: 'm_daerah' }),
    opsi: { kind: 'multiselect', label: 'Opsi', multiple: true, options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] },
    berkas: f.file('Berkas'),
    gambar: f.image('Gambar'),
    data: f.json('Data'),
  },
  list: { columns: ['teks'], defaultSort: { field: 'id', dir: 'asc' } },
};

type Case = [field: string, raw: unknown, expected: { value: unknown } | { error: string }];
const ok = (value: unknown) => ({ value });
const err = (error: string) => ({ error });

const COERCION: Case[] = [
  // empty values become null for every kind but rich text
  ...Object.keys(KINDS.fields)
    .filter((k) => k !== 'isi')
    .flatMap((k): Case[] => [
      [k, null, ok(null)],
      [k, '', ok(null)],
      [k, '  ', ok(null)],
    ]),
  ['isi', '', ok(null)],
  ['isi', '<p><br></p>', ok(null)],
  ['isi', null, ok(null)],
  // text kinds
  ['teks', 'abc', ok('abc')],
  ['teks', '  abc  ', ok('abc')],
  ['teks', 12, ok('12')],
  ['teks', true, err('Teks harus berupa teks.')],
  ['teks', { a: 1 }, err('Teks harus berupa teks.')],
  ['teks', ['a'], err('Teks harus berupa teks.')],
  ['teks', 'a'.repeat(255), ok('a'.repeat(255))],
  ['teks', 'a'.repeat(256), err('Teks maksimal 255 karakter.')],
  ['catatan', 'b'.repeat(10_000), ok('b'.repeat(10_000))],
  ['catatan', 'b'.repeat(10_001), err('Catatan maksimal 10000 karakter.')],
  ['isi', '  <p>x</p>\n', ok('  <p>x</p>\n')],
  ['isi', 'c'.repeat(200_001), err('Isi maksimal 200000 karakter.')],
  ['surel', ' budi@contoh.go.id ', ok('budi@contoh.go.id')],
  ['surel', 'a'.repeat(256), err('Surel maksimal 255 karakter.')],
  ['sandi', 'p'.repeat(128), ok('p'.repeat(128))],
  ['sandi', 'p'.repeat(129), err('Sandi maksimal 128 karakter.')],
  // numbers
  ['angka', '12.5', ok(12.5)],
  ['angka', '-3', ok(-3)],
  ['angka', ' 4 ', ok(4)],
  ['angka', 7, ok(7)],
  ['angka', 0, ok(0)],
  ['angka', '0.01', ok(0.01)],
  ['angka', '1e3', err('Angka harus berupa angka.')],
  ['angka', '12,5', err('Angka harus berupa angka.')],
  ['angka', 'abc', err('Angka harus berupa angka.')],
  ['angka', '0x10', err('Angka harus berupa angka.')],
  ['angka', '.5', err('Angka harus berupa angka.')],
  ['angka', Number.NaN, err('Angka harus berupa angka.')],
  ['angka', Number.POSITIVE_INFINITY, err('Angka harus berupa angka.')],
  ['angka', true, err('Angka harus berupa angka.')],
  ['angka', [1], err('Angka harus berupa angka.')],
  ['bulat', '12', ok(12)],
  ['bulat', 12, ok(12)],
  ['bulat', '-12', ok(-12)],
  ['bulat', '12.0', ok(12)],
  ['bulat', '12.5', err('Bulat harus berupa bilangan bulat.')],
  ['bulat', 1.5, err('Bulat harus berupa bilangan bulat.')],
  ['bulat', 2_147_483_647, ok(2_147_483_647)],
  ['bulat', '2147483647', ok(2_147_483_647)],
  ['bulat', 2_147_483_648, err('Bulat di luar batas yang diizinkan.')],
  ['bulat', '99999999999999999999', err('Bulat di luar batas yang diizinkan.')],
  ['bulat', -2_147_483_647, ok(-2_147_483_647)],
  ['bulat', -2_147_483_649, err('Bulat di luar batas yang diizinkan.')],
  ['batas', 0, ok(0)],
  ['batas', 10, ok(10)],
  ['batas', -0.01, err('Batas minimal 0.')],
  ['batas', 10.01, err('Batas maksimal 10.')],
  // dates
  ['tanggal', '2024-01-02', ok('2024-01-02')],
  ['tanggal', ' 2024-01-02 ', ok('2024-01-02')],
  ['tanggal', '2024-01-02T10:00:00.000Z', ok('2024-01-02')],
  ['tanggal', '2024-01-02 10:00', ok('2024-01-02')],
  ['tanggal', '2024-02-29', ok('2024-02-29')],
  ['tanggal', '2023-02-29', err('Tanggal harus berupa tanggal yang valid (YYYY-MM-DD).')],
  ['tanggal', '2023-02-30', err('Tanggal harus berupa tanggal yang valid (YYYY-MM-DD).')],
  ['tanggal', '2023-04-31', err('Tanggal harus berupa tanggal yang valid (YYYY-MM-DD).')],
  ['tanggal', '2023-13-01', err('Tanggal harus berupa tanggal yang valid (YYYY-MM-DD).')],
  ['tanggal', '2023-00-10', err('Tanggal harus berupa tanggal yang valid (YYYY-MM-DD).')],
  ['tanggal', '2023-1-1', err('Tanggal harus berupa tanggal yang valid (YYYY-MM-DD).')],
  ['tanggal', '01/02/2023', err('Tanggal harus berupa tanggal yang valid (YYYY-MM-DD).')],
  ['tanggal', 'kemarin', err('Tanggal harus berupa tanggal yang valid (YYYY-MM-DD).')],
  ['tanggal', 20240102, err('Tanggal harus berupa tanggal yang valid (YYYY-MM-DD).')],
  ['waktu', '2024-01-02 03:04:05', ok('2024-01-02 03:04:05')],
  ['waktu', '2024-01-02T03:04:05', ok('2024-01-02 03:04:05')],
  ['waktu', '2024-01-02 03:04', ok('2024-01-02 03:04:00')],
  ['waktu', '2024-12-31 23:59:59', ok('2024-12-31 23:59:59')],
  ['waktu', '2024-01-02 24:00', err('Waktu harus berupa tanggal dan jam yang valid (YYYY-MM-DD hh:mm:ss).')],
  ['waktu', '2024-01-02 23:60', err('Waktu harus berupa tanggal dan jam yang valid (YYYY-MM-DD hh:mm:ss).')],
  ['waktu', '2024-01-02 23:59:60', err('Waktu harus berupa tanggal dan jam yang valid (YYYY-MM-DD hh:mm:ss).')],
  ['waktu', '2023-02-30 10:00', err('Waktu harus berupa tanggal dan jam yang valid (YYYY-MM-DD hh:mm:ss).')],
  ['waktu', '2024-01-02', err('Waktu harus berupa tanggal dan jam yang valid (YYYY-MM-DD hh:mm:ss).')],
  ['waktu', '2024-01-02 3:04', err('Waktu harus berupa tanggal dan jam yang valid (YYYY-MM-DD hh:mm:ss).')],
  ['waktu', 1704164645000, err('Waktu harus berupa tanggal dan jam yang valid (YYYY-MM-DD hh:mm:ss).')],
  // select and radio: the option value, in its own type
  ['pilih', 1, ok(1)],
  ['pilih', '1', ok(1)],
  ['pilih', 'b', ok('b')],
  ['pilih', 2, err('Pilihan Pilih tidak valid.')],
  ['pilih', 'Satu', err('Pilihan Pilih tidak valid.')],
  ['pilih', true, err('Pilihan Pilih tidak valid.')],
  ['pilih', [1], err('Pilihan Pilih tidak valid.')],
  ['pilih', 'x'.repeat(101), err('Pilihan Pilih tidak valid.')],
  ['bebas', 'apa saja', ok('apa saja')],
  ['bebas', 5, ok(5)],
  ['bebas', { a: 1 }, err('Pilihan Bebas tidak valid.')],
  ['radio', '0', ok(0)],
  ['radio', 1, ok(1)],
  ['radio', 2, err('Pilihan Radio tidak valid.')],
  // checkbox
  ...([true, 1, '1', 'true'] as const).map((v): Case => ['cek', v, ok(1)]),
  ...([false, 0, '0', 'false'] as const).map((v): Case => ['cek', v, ok(0)]),
  ...(['ya', 'on', 2, -1, 'TRUE', [1]] as const).map((v): Case => ['cek', v, err('Cek harus Ya atau Tidak.')]),
  // lookup ids
  ['ref', 5, ok(5)],
  ['ref', '5', ok(5)],
  ['ref', ' 5 ', ok(5)],
  ['ref', 0, ok(0)],
  ['ref', 2_147_483_647, ok(2_147_483_647)],
  ['ref', 2_147_483_648, err('Pilihan Ref tidak valid.')],
  ['ref', -1, err('Pilihan Ref tidak valid.')],
  ['ref', '-1', err('Pilihan Ref tidak valid.')],
  ['ref', 1.5, err('Pilihan Ref tidak valid.')],
  ['ref', '1.5', err('Pilihan Ref tidak valid.')],
  ['ref', '1e3', err('Pilihan Ref tidak valid.')],
  ['ref', 'abc', err('Pilihan Ref tidak valid.')],
  ['ref', true, err('Pilihan Ref tidak valid.')],
  ['ref', { id: 1 }, err('Pilihan Ref tidak valid.')],
  // multiselect: join, dedupe, limit
  ['banyak', [1, 2, 3], ok('1,2,3')],
  ['banyak', ['3', '1', '3'], ok('3,1')],
  ['banyak', '1, 2,,2', ok('1,2')],
  ['banyak', 5, ok('5')],
  ['banyak', ' 7 ', ok('7')],
  ['banyak', ['a'], err('Pilihan Banyak tidak valid.')],
  ['banyak', [-1], err('Pilihan Banyak tidak valid.')],
  ['banyak', [1.5], err('Pilihan Banyak tidak valid.')],
  ['banyak', ['1234567890'], err('Pilihan Banyak tidak valid.')],
  ['banyak', ['123456789'], ok('123456789')],
  ['banyak', true, err('Pilihan Banyak tidak valid.')],
  ['banyak', { 0: 1 }, err('Pilihan Banyak tidak valid.')],
  ['banyak', Array(9999).fill(1), ok('1')],
  ['banyak', Array(10_000).fill(1), err('Banyak maksimal 9999 pilihan.')],
  ['banyak', Array.from({ length: 3000 }, (_, i) => i + 1000), err('Banyak terlalu panjang.')],
  ['opsi', ['b', 'a', 'b'], ok('b,a')],
  ['opsi', 'a', ok('a')],
  ['opsi', ['c'], err('Pilihan Opsi tidak valid.')],
  // file and image paths
  ['berkas', 'uploads/2024/05/laporan.pdf', ok('uploads/2024/05/laporan.pdf')],
  ['berkas', '/uploads/a_b-c.pdf', ok('/uploads/a_b-c.pdf')],
  ['berkas', 'https://cdn.contoh.go.id/f/a.pdf?v=1&x=2', ok('https://cdn.contoh.go.id/f/a.pdf?v=1&x=2')],
  ['berkas', 'a b.pdf', err('Berkas bukan alamat berkas yang valid.')],
  ['berkas', '<script>.pdf', err('Berkas bukan alamat berkas yang valid.')],
  ['berkas', '"onerror=x', err('Berkas bukan alamat berkas yang valid.')],
  ['berkas', 'javascript:alert%281%29', err('Berkas bukan alamat berkas yang valid.')],
  ['berkas', 'JavaScript:void', err('Berkas bukan alamat berkas yang valid.')],
  ['berkas', 'data:text/html;base64,PHNjcmlwdD4=', err('Berkas bukan alamat berkas yang valid.')],
  ['berkas', 'u/'.repeat(500), ok('u/'.repeat(500))],
  ['berkas', 'u/'.repeat(500) + 'x', err('Berkas maksimal 1000 karakter.')],
  ['gambar', 'uploads/foto.webp', ok('uploads/foto.webp')],
  ['gambar', 'http://contoh.id/foto.png', ok('http://contoh.id/foto.png')],
  ['gambar', 'foto (1).png', err('Gambar bukan alamat berkas yang valid.')],
  ['gambar', 'vbscript:x', err('Gambar bukan alamat berkas yang valid.')],
  // json
  ['data', { a: 1 }, ok({ a: 1 })],
  ['data', [1, 2], ok([1, 2])],
  ['data', 'teks', err('Data tidak valid.')],
  ['data', 5, err('Data tidak valid.')],
  ['data', true, err('Data tidak valid.')],
  ['data', { s: 'x'.repeat(100_000) }, err('Data terlalu besar.')],
];

describe('validateInput: coercion of every field kind', () => {
  it('the ad-hoc resource covers every kind', async () => {
    const { FIELD_KINDS } = await import('./types');
    const kinds = new Set(Object.values(KINDS.fields).map((d) => d.kind));
    for (const k of FIELD_KINDS) expect(kinds.has(k), k).toBe(true);
  });

  it.each(COERCION)('%s %j -> %j', (field, raw, expected) => {
    for (const mode of ['create', 'update'] as const) {
      const r = validateInput(KINDS, { [field]: raw }, { mode, role: 'admin' });
      if ('error' in expected) {
        expect(r.errors).toEqual({ [field]: expected.error });
        expect(r.values).not.toHaveProperty(field);
      } else {
        expect(r.errors).toEqual({});
        expect(r.values[field]).toEqual(expected.value);
      }
    }
  });

  it('reports every bad field at once', () => {
    const r = validateInput(KINDS, { teks: true, angka: 'x', tanggal: '2023-02-30', ref: -1, cek: 'ya', zzz: 1 }, { mode: 'update', role: 'admin' });
    expect(Object.keys(r.errors).sort()).toEqual(['angka', 'cek', 'ref', 'tanggal', 'teks', 'zzz']);
    expect(r.values).toEqual({});
  });

  it('an explicit maxLength wins over the kind default', () => {
    const res: ResourceDef = { ...KINDS, fields: { kode: f.text('Kode', { maxLength: 3 }), x: { kind: 'json', label: 'X', maxLength: 10 } } };
    expect(run(res, { kode: 'abc' }, 'admin').errors).toEqual({});
    expect(run(res, { kode: 'abcd' }, 'admin').errors).toEqual({ kode: 'Kode maksimal 3 karakter.' });
    expect(run(res, { x: { a: 'bbbbbbbb' } }, 'admin').errors).toEqual({ x: 'X terlalu besar.' });
  });
});

describe('validateInput: rules on real resources', () => {
  const akun = (patch: Record<string, unknown>) => run(ASN, { username: 'budi', role: 'pemda', nama_lengkap: 'Budi', email: 'budi@contoh.go.id', ...patch }, 'admin');

  it.each([
    [{}, {}],
    [{ email: 'budi' }, { email: 'Email harus berupa alamat email yang valid.' }],
    [{ email: '' }, { email: 'Email wajib diisi.' }],
    [{ username: 'ab' }, { username: 'Nama Pengguna minimal 3 karakter.' }],
    [{ username: 'abc' }, {}],
    [{ password: 'rahasia' }, { password: 'Kata Sandi minimal 8 karakter.' }],
    [{ password: 'rahasia1' }, {}],
    [{ password: '' }, {}],
    [{ role: 'qc' }, { role: 'Pilihan Peran tidak valid.' }],
    [{ role: 'guest' }, { role: 'Pilihan Peran tidak valid.' }],
    [{ role: 'quality_control' }, {}],
  ])('usr_asn %j -> %j', (patch, errors) => {
    expect(akun(patch).errors).toEqual(errors);
  });

  it.each([
    ['08123456789', {}],
    ['+62 21 555-1234', {}],
    ['123', { no_telp: 'No. Telepon harus berupa nomor telepon yang valid (8-20 angka).' }],
  ])('profil_pemda no_telp %j -> %j', (tel, errors) => {
    expect(run(getResource('profil_pemda')!, { no_telp: tel }, 'pemda', 'update').errors).toEqual(errors);
  });

  it.each([
    ['Siti Aminah', {}],
    ['Siti 123', { nama_peserta: 'Nama Peserta hanya boleh berisi huruf.' }],
  ])('laporan_diklat nama_peserta %j -> %j', (nama, errors) => {
    expect(run(getResource('laporan_diklat')!, { nama_peserta: nama }, 'peserta.diklat', 'update').errors).toEqual(errors);
  });

  it('match:{field} compares with the other value of the body or the stored record', () => {
    const res: ResourceDef = {
      ...ASN,
      fields: {
        password: f.password('Kata Sandi', { rules: 'mandatory|min:8' }),
        password_confirmation: f.password('Ulangi Kata Sandi', { rules: 'mandatory|match:password' }),
      },
    };
    expect(run(res, { password: 'rahasia12', password_confirmation: 'rahasia12' }).errors).toEqual({});
    expect(run(res, { password: 'rahasia12', password_confirmation: 'rahasia13' }).errors).toEqual({
      password_confirmation: 'Ulangi Kata Sandi harus sama dengan Kata Sandi.',
    });
    expect(run(res, { password: 'pendek', password_confirmation: 'beda' }).errors).toEqual({
      password: 'Kata Sandi minimal 8 karakter.',
      password_confirmation: 'Ulangi Kata Sandi harus sama dengan Kata Sandi.',
    });
    expect(run(res, { password_confirmation: 'rahasia12' }, 'pemda', 'update', { current: { password: 'rahasia12' } }).errors).toEqual({});
  });

  it('an unknown rule string on a field throws (programming error)', () => {
    const res: ResourceDef = { ...ASN, fields: { x: f.text('X', { rules: 'mandatory|wajib' }) } };
    expect(() => run(res, { x: 'a' })).toThrow(/unknown rule/);
  });
});

describe('validateInput: input that is not an object', () => {
  it.each([[null], [undefined], ['nama=x'], [5], [true], [[]], [[{ nama: 'x' }]]])('%j is refused', (input) => {
    for (const mode of ['create', 'update'] as const) {
      expect(validateInput(INOVASI, input, { mode, role: 'admin' })).toEqual({ values: {}, errors: { _: 'Data yang dikirim tidak valid.' } });
    }
  });
});

describe('helpers', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-28', true],
    ['2023-02-29', false],
    ['2023-02-30', false],
    ['2023-12-31', true],
    ['2023-12-32', false],
    ['2023-00-01', false],
    ['1900-02-28', true],
    ['1900-02-29', false],
    ['2000-02-29', true],
    ['2023-1-01', false],
    ['2023-01-01T00:00', false],
    ['', false],
  ])('isValidDate(%j) -> %s', (s, v) => {
    expect(isValidDate(s)).toBe(v);
  });

  it.each([
    ['2023-01-01', '01/01/2023'],
    ['2025-12-31T10:00:00', '31/12/2025'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['bukan', 'bukan'],
  ])('formatTanggal(%j) -> %j', (s, v) => {
    expect(formatTanggal(s)).toBe(v);
  });

  it('isFieldVisible combines roles and show conditions', () => {
    const def: FieldDef = { kind: 'date', label: 'X', roles: ['admin'], showIf: { field: 'a', in: [1, 'y'] } };
    expect(isFieldVisible(def, 'admin', { a: 1 })).toBe(true);
    expect(isFieldVisible(def, 'admin', { a: '1' })).toBe(true);
    expect(isFieldVisible(def, 'admin', { a: 'y' })).toBe(true);
    expect(isFieldVisible(def, 'admin', { a: 2 })).toBe(false);
    expect(isFieldVisible(def, 'admin', {})).toBe(false);
    expect(isFieldVisible(def, 'pemda', { a: 1 })).toBe(false);
    expect(isFieldVisible({ kind: 'text', label: 'Y' }, 'pemda', {})).toBe(true);
  });
});
