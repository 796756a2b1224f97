import { describe, it, expect } from 'vitest';
import { getResource } from '../resources';
import { checkRules, isEmpty, parseRules, type Rule } from './rules';
import type { FieldDef } from './types';

const LABELS: Record<string, string> = { password: 'Kata Sandi', email: 'Email' };
const labelOf = (f: string) => LABELS[f] ?? f;
const field = (rules: string, extra: Partial<FieldDef> = {}): FieldDef => ({ kind: 'text', label: 'Kolom', rules, ...extra });
const check = (rules: string, value: unknown, values: Record<string, unknown> = {}, extra: Partial<FieldDef> = {}) =>
  checkRules(field(rules, extra), value, values, labelOf);

describe('parseRules', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['mandatory', [{ name: 'mandatory' }]],
    ['email', [{ name: 'email' }]],
    ['alpha', [{ name: 'alpha' }]],
    ['phone', [{ name: 'phone' }]],
    ['match:password', [{ name: 'match', field: 'password' }]],
    ['min:8', [{ name: 'min', n: 8 }]],
    ['minval:9', [{ name: 'minval', n: 9 }]],
    ['minval:0.5', [{ name: 'minval', n: 0.5 }]],
    ['minval:-1', [{ name: 'minval', n: -1 }]],
    ['mandatory|minval:9', [{ name: 'mandatory' }, { name: 'minval', n: 9 }]],
    [' mandatory | email ', [{ name: 'mandatory' }, { name: 'email' }]],
    ['mandatory||email|', [{ name: 'mandatory' }, { name: 'email' }]],
    [
      'mandatory|email|alpha|phone|match:x|min:3|minval:1',
      [
        { name: 'mandatory' },
        { name: 'email' },
        { name: 'alpha' },
        { name: 'phone' },
        { name: 'match', field: 'x' },
        { name: 'min', n: 3 },
        { name: 'minval', n: 1 },
      ],
    ],
  ] as [string | undefined, Rule[]][])('%j', (rules, expected) => {
    expect(parseRules(rules)).toEqual(expected);
  });

  it.each([['required'], ['mandatory|unknown'], ['max:5'], ['Mandatory'], ['match'], ['match:'], ['min'], ['min:'], ['min:abc'], ['minval'], ['minval:'], ['minval:x'], ['min:Infinity']])(
    '%j throws',
    (rules) => {
      expect(() => parseRules(rules)).toThrow();
    },
  );

  it('names the unknown rule in the error', () => {
    expect(() => parseRules('mandatory|foo:1')).toThrow(/unknown rule: foo:1/);
  });
});

describe('isEmpty', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['   ', true],
    [[], true],
    [0, false],
    ['0', false],
    [false, false],
    [[0], false],
    ['a', false],
  ])('%j -> %s', (v, expected) => {
    expect(isEmpty(v)).toBe(expected);
  });
});

describe('checkRules: each rule passes and fails', () => {
  it.each([
    // mandatory
    ['mandatory', 'isi', null],
    ['mandatory', 0, null],
    ['mandatory', '0', null],
    ['mandatory', undefined, 'Kolom wajib diisi.'],
    ['mandatory', null, 'Kolom wajib diisi.'],
    ['mandatory', '', 'Kolom wajib diisi.'],
    ['mandatory', '  ', 'Kolom wajib diisi.'],
    ['mandatory', [], 'Kolom wajib diisi.'],
    // email
    ['email', 'budi@example.go.id', null],
    ['email', 'a.b+c@sub.domain.id', null],
    ['email', 'budi', 'Kolom harus berupa alamat email yang valid.'],
    ['email', 'budi@', 'Kolom harus berupa alamat email yang valid.'],
    ['email', 'budi@host', 'Kolom harus berupa alamat email yang valid.'],
    ['email', 'budi@host.c', 'Kolom harus berupa alamat email yang valid.'],
    ['email', 'bu di@host.com', 'Kolom harus berupa alamat email yang valid.'],
    ['email', '@host.com', 'Kolom harus berupa alamat email yang valid.'],
    // alpha
    ['alpha', 'Budi Santoso', null],
    ['alpha', "Dr. Siti Nur'aini-Putri", null],
    ['alpha', 'Ñoño Élan', null],
    ['alpha', 'Budi2', 'Kolom hanya boleh berisi huruf.'],
    ['alpha', 'Budi_S', 'Kolom hanya boleh berisi huruf.'],
    ['alpha', '<script>', 'Kolom hanya boleh berisi huruf.'],
    // phone
    ['phone', '08123456789', null],
    ['phone', '+62 812-3456-7890', null],
    ['phone', '(021) 123456', 'Kolom harus berupa nomor telepon yang valid (8-20 angka).'],
    ['phone', '12345', 'Kolom harus berupa nomor telepon yang valid (8-20 angka).'],
    ['phone', '1234567', 'Kolom harus berupa nomor telepon yang valid (8-20 angka).'],
    ['phone', '12345678', null],
    ['phone', '1'.repeat(20), null],
    ['phone', '1'.repeat(21), 'Kolom harus berupa nomor telepon yang valid (8-20 angka).'],
    ['phone', '0812-3456-789-', 'Kolom harus berupa nomor telepon yang valid (8-20 angka).'],
    ['phone', 'telepon', 'Kolom harus berupa nomor telepon yang valid (8-20 angka).'],
    // min (length in characters)
    ['min:3', 'abc', null],
    ['min:3', 'abcd', null],
    ['min:3', 'ab', 'Kolom minimal 3 karakter.'],
    ['min:3', 'ééé', null],
    ['min:3', '😀😀', 'Kolom minimal 3 karakter.'],
    ['min:8', 'rahasia1', null],
    ['min:8', 'rahasia', 'Kolom minimal 8 karakter.'],
    // minval
    ['minval:9', 9, null],
    ['minval:9', 16, null],
    ['minval:9', '9', null],
    ['minval:9', 8, 'Kolom minimal bernilai 9.'],
    ['minval:9', '8', 'Kolom minimal bernilai 9.'],
    ['minval:9', 8.99, 'Kolom minimal bernilai 9.'],
    ['minval:9', 'abc', 'Kolom minimal bernilai 9.'],
    ['minval:0', 0, null],
    ['minval:0', -1, 'Kolom minimal bernilai 0.'],
  ])('%s with %j -> %j', (rules, value, expected) => {
    expect(check(rules, value)).toBe(expected);
  });

  it.each([
    ['rahasia1', { password: 'rahasia1' }, null],
    ['rahasia1', { password: 'rahasia2' }, 'Kolom harus sama dengan Kata Sandi.'],
    ['rahasia1', {}, 'Kolom harus sama dengan Kata Sandi.'],
    ['12', { password: 12 }, null],
  ])('match:password with %j and %j -> %j', (value, values, expected) => {
    expect(check('match:password', value, values)).toBe(expected);
  });

  it('match names the other field by the label function', () => {
    expect(check('match:unlabelled', 'a', { unlabelled: 'b' })).toBe('Kolom harus sama dengan unlabelled.');
  });
});

describe('checkRules: empty values only fail mandatory', () => {
  it.each(['email', 'alpha', 'phone', 'match:password', 'min:3', 'minval:9'])('%s passes on empty', (rules) => {
    for (const v of [undefined, null, '', '  ', []]) expect(check(rules, v, { password: 'x' })).toBeNull();
  });
});

describe('checkRules: every rule is checked, not only the first', () => {
  it.each([
    ['mandatory|email', 'bukan-email', 'Kolom harus berupa alamat email yang valid.'],
    ['mandatory|email', '', 'Kolom wajib diisi.'],
    ['mandatory|email', 'a@b.id', null],
    ['mandatory|min:3', 'ab', 'Kolom minimal 3 karakter.'],
    ['mandatory|alpha', 'Budi1', 'Kolom hanya boleh berisi huruf.'],
    ['mandatory|minval:9', 8, 'Kolom minimal bernilai 9.'],
    ['min:3|email', 'abcd', 'Kolom harus berupa alamat email yang valid.'],
    ['email|min:20', 'a@b.id', 'Kolom minimal 20 karakter.'],
    ['min:3|alpha|phone', 'Budi', 'Kolom harus berupa nomor telepon yang valid (8-20 angka).'],
    ['alpha|min:3|minval:1', 'Budi', 'Kolom minimal bernilai 1.'],
    ['mandatory|match:password', 'x', 'Kolom harus sama dengan Kata Sandi.'],
  ])('%s with %j -> %j', (rules, value, expected) => {
    expect(check(rules, value, { password: 'y' })).toBe(expected);
  });

  it('returns the message of the first failing rule in order', () => {
    expect(check('min:10|email', 'abc')).toBe('Kolom minimal 10 karakter.');
    expect(check('email|min:10', 'abc')).toBe('Kolom harus berupa alamat email yang valid.');
  });

  it('no rules means no error', () => {
    expect(checkRules({ kind: 'text', label: 'Kolom' }, 'apa saja', {}, labelOf)).toBeNull();
  });

  it('an unknown rule on a field throws', () => {
    expect(() => check('mandatory|wajib', 'x')).toThrow(/unknown rule/);
  });
});

describe('checkRules: custom messages', () => {
  it('uses the field message of the failing rule only', () => {
    const messages = { email: 'Email tidak sah' };
    expect(check('mandatory|email', 'x', {}, { messages })).toBe('Email tidak sah');
    expect(check('mandatory|email', '', {}, { messages })).toBe('Kolom wajib diisi.');
  });

  const isCovid = getResource('iga2020_inovasi')!.fields.is_covid!;
  const run = (v: unknown) => checkRules(isCovid, v, {}, labelOf);

  it('the innovation is_covid field is mandatory|minval:9', () => {
    expect(isCovid.rules).toBe('mandatory|minval:9');
  });

  it.each([
    [8, 'Mohon pilih asta cipta'],
    [0, 'Mohon pilih asta cipta'],
    ['8', 'Mohon pilih asta cipta'],
    [null, 'Mohon pilih asta cipta'],
    [undefined, 'Mohon pilih asta cipta'],
    [9, null],
    [12, null],
    [16, null],
    ['9', null],
  ])('is_covid %j -> %j', (v, expected) => {
    expect(run(v)).toBe(expected);
  });
});
