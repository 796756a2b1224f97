import { describe, expect, it } from 'vitest';
import { skorIndikator } from '../indeks/skor-indikator';
import type { IndikatorDef, SkalaDef } from '../indeks/types';
import { adaJawaban, bentukIsian, isHttpUrl, isYoutubeUrl, jawabanLengkap, validasiJawaban, type IndikatorJawabanDef } from './jawaban';

const PILIHAN: SkalaDef[] = [
  { id: 11, nilai: 1, keterangan: 'a' },
  { id: 12, nilai: 2, keterangan: 'b' },
  { id: 13, nilai: 3, keterangan: 'c' },
];
const RENTANG: SkalaDef[] = [
  { id: 21, nilai: 1, mulai_dari: 1, sampai_dengan: 10, keterangan: '1-10' },
  { id: 22, nilai: 2, mulai_dari: 11, sampai_dengan: 30, keterangan: '11-30' },
  { id: 23, nilai: 3, mulai_dari: 31, sampai_dengan: null, keterangan: '>= 31' },
];
const ind = (jenis: string, skala: SkalaDef[] = []): IndikatorJawabanDef => ({ id: 1, jenis, skala });

describe('bentukIsian', () => {
  it.each([
    ['H', 'pilihan'],
    ['C', 'pilihan'],
    ['T', 'angka'],
    ['G', 'sebelum_sesudah'],
    ['X', 'sebelum_sesudah'],
    ['Y', 'sebelum_sesudah'],
    ['Z', 'sebelum_sesudah'],
    ['D', 'sebelum_sesudah'],
    ['V', 'video'],
    ['F', 'foto'],
    ['A', 'otomatis'],
    ['L', 'teks'],
    ['O', 'teks'],
  ])('%s -> %s', (j, b) => expect(bentukIsian(j)).toBe(b));
});

describe('URLs', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abc', true, true],
    ['https://youtu.be/abc', true, true],
    ['http://example.go.id/video', true, false],
    ['https://vimeo.com/123', true, false],
    ['javascript:alert(1)', false, false],
    ['ftp://example.com/a', false, false],
    ['https://localhost/a', false, false],
    ['https://user:pw@example.com/', false, false],
    ['https://exa mple.com', false, false],
    ['youtube.com/watch?v=1', false, false],
    ['', false, false],
    [42, false, false],
  ])('%j: url %s, youtube %s', (v, url, yt) => {
    expect(isHttpUrl(v)).toBe(url);
    expect(isYoutubeUrl(v)).toBe(yt);
  });
});

describe('validasiJawaban by type', () => {
  it.each<[string, SkalaDef[], Record<string, unknown>, Record<string, string>]>([
    // H / C: a scale row of this indicator
    ['H', PILIHAN, { skala_id: 12 }, {}],
    ['C', PILIHAN, { skala_id: '13' }, {}],
    ['H', PILIHAN, { skala_id: 99 }, { skala_id: 'Pilihan skala bukan milik indikator ini.' }],
    ['H', PILIHAN, { informasi: 'catatan saja' }, { skala_id: 'Pilih salah satu pilihan jawaban indikator ini.' }],
    ['H', PILIHAN, { skala_id: 11, nilai: '2' }, { nilai: 'Indikator pilihan diisi dengan memilih skala.' }],
    // T: a number; the level comes from the ranges
    ['T', RENTANG, { nilai: '12' }, {}],
    ['T', RENTANG, { nilai: 7.5 }, {}],
    ['T', RENTANG, { nilai: '5,23' }, {}],
    ['T', RENTANG, { nilai: 'dua belas' }, { nilai: 'Isian harus berupa angka.' }],
    ['T', RENTANG, { informasi: 'tanpa angka' }, { nilai: 'Nilai (angka) wajib diisi.' }],
    ['T', RENTANG, { nilai: 12, skala_id: 22 }, { skala_id: 'Tingkat skala ditentukan dari nilai yang diisi.' }],
    ['T', RENTANG, { nilai: 1e13 }, { nilai: 'Angka terlalu besar.' }],
    ['T', PILIHAN, { skala_id: 12 }, {}],
    // before-and-after: both numbers
    ['G', RENTANG, { nilai_sebelum: 10, nilai_sesudah: 12 }, {}],
    ['X', RENTANG, { nilai_sebelum: '0', nilai_sesudah: '3' }, {}],
    ['D', RENTANG, { nilai_sebelum: 10 }, { nilai_sesudah: 'Nilai sesudah wajib diisi (angka).' }],
    ['Z', RENTANG, { nilai_sesudah: 1 }, { nilai_sebelum: 'Nilai sebelum wajib diisi (angka).' }],
    ['Y', RENTANG, { nilai_sebelum: 'x', nilai_sesudah: 1 }, { nilai_sebelum: 'Isian harus berupa angka.' }],
    ['G', RENTANG, { nilai: '5', nilai_sebelum: 1, nilai_sesudah: 2 }, { nilai: 'Isi nilai sebelum dan nilai sesudah, bukan satu nilai.' }],
    // V: a URL in informasi or nilai
    ['V', RENTANG, { informasi: 'https://www.youtube.com/watch?v=abc', nilai: '5' }, {}],
    ['V', [], { nilai: 'https://youtu.be/abc' }, {}],
    ['V', [], { informasi: 'bukan tautan' }, { informasi: 'Tautan video wajib berupa URL http(s) yang valid, misalnya https://www.youtube.com/watch?v=…' }],
    ['V', [], { nilai: 'javascript:alert(1)' }, { nilai: 'Isi dengan tautan video atau jumlah poin substansi (angka).' }],
    // L / O: text up to 5000 characters
    ['L', [], { nilai: 'Penjelasan kualitatif.' }, {}],
    ['O', [], { nilai: 'x'.repeat(5000) }, {}],
    ['L', [], { nilai: 'x'.repeat(5001) }, { nilai: 'Isian paling banyak 5000 karakter.' }],
    ['L', [], { nilai: 'a\u0000b' }, { nilai: 'Isian mengandung karakter yang tidak diizinkan.' }],
    ['L', [], { nilai: { a: 1 } }, { nilai: 'Isian harus berupa teks.' }],
    ['L', [], { informasi: 'hanya keterangan' }, { nilai: 'Jawaban wajib diisi.' }],
    // F: optional text
    ['F', [], { informasi: 'foto kegiatan' }, {}],
    ['F', [], { nilai_sebelum: 1 }, { nilai_sebelum: 'Isian ini tidak dipakai untuk jenis indikator ini.' }],
    // A: never writable
    ['A', [], { nilai: '3' }, { indikator_id: 'Indikator ini dihitung otomatis oleh sistem dan tidak dapat diisi.' }],
    ['A', [], {}, { indikator_id: 'Indikator ini dihitung otomatis oleh sistem dan tidak dapat diisi.' }],
    // empty clears any other type
    ['H', PILIHAN, { skala_id: null, nilai: '', informasi: '  ' }, {}],
    ['G', RENTANG, {}, {}],
  ])('%s %j -> %j', (jenis, skala, raw, errors) => {
    expect(validasiJawaban(ind(jenis, skala), raw).errors).toEqual(errors);
  });

  it('normalises: trims text, stores numbers of T as canonical strings, keeps the chosen scale', () => {
    expect(validasiJawaban(ind('T', RENTANG), { nilai: ' 5,5 ', informasi: ' ok ' }).jawaban).toEqual({ nilai: '5.5', nilai_sebelum: null, nilai_sesudah: null, skala_id: null, informasi: 'ok' });
    expect(validasiJawaban(ind('H', PILIHAN), { skala_id: '12' }).jawaban.skala_id).toBe(12);
    expect(validasiJawaban(ind('X', RENTANG), { nilai_sebelum: '1.5', nilai_sesudah: 2 }).jawaban).toMatchObject({ nilai_sebelum: 1.5, nilai_sesudah: 2 });
  });

  it('a valid answer is scored by the engine as the stored answer would be', () => {
    const def: IndikatorDef = { id: 1, kode: 'SID-17', tipe: 'I', jenis: 'T', bobot: 2, skala: RENTANG, required: 1, skor_maks: 6 };
    const { jawaban } = validasiJawaban(def, { nilai: '12' });
    expect(skorIndikator(def, jawaban)).toBe(4);
  });
});

describe('adaJawaban and jawabanLengkap', () => {
  it.each<[string, SkalaDef[], Record<string, unknown> | null, boolean, boolean]>([
    ['H', PILIHAN, null, false, false],
    ['H', PILIHAN, { skala_id: 11 }, true, true],
    ['H', PILIHAN, { skala_id: 99 }, true, false],
    ['T', RENTANG, { nilai: '3' }, true, true],
    ['T', RENTANG, { nilai: 'abc' }, true, false],
    ['G', RENTANG, { nilai_sebelum: 1 }, true, false],
    ['G', RENTANG, { nilai_sebelum: 1, nilai_sesudah: 0 }, true, true],
    ['V', [], { informasi: 'https://youtu.be/x' }, true, true],
    ['V', [], { informasi: 'youtu.be/x' }, true, false],
    ['L', [], { nilai: 'teks' }, true, true],
    ['L', [], { informasi: 'keterangan' }, true, false],
    ['A', [], null, false, true],
  ])('%s %j: ada %s, lengkap %s', (jenis, skala, j, ada, lengkap) => {
    expect(adaJawaban(j as never)).toBe(ada);
    expect(jawabanLengkap(ind(jenis, skala), j as never)).toBe(lengkap);
  });
});
