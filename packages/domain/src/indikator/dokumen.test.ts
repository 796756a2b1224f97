import { describe, expect, it } from 'vitest';
import { cekDokumen, dokumenSah, jenisDokumen, mimeDokumen, validasiDokumenMasuk, type DokumenBukti, type JenisDokumen } from './dokumen';

const pdf: DokumenBukti = { indikator_id: 1, nama: 'SK', file_url: '/media/2026/01/a.pdf', mime: 'application/pdf', nomor_surat: '1/2026', tanggal_surat: '2026-01-05' };
const foto: DokumenBukti = { indikator_id: 1, nama: 'Foto', file_url: '/media/2026/01/b.png', mime: 'image/png' };
const video: DokumenBukti = { indikator_id: 1, nama: 'Video', youtube: 'https://www.youtube.com/watch?v=abc' };
const rusak: DokumenBukti = { indikator_id: 1, nama: 'Video', youtube: 'youtube saya' };

describe('jenisDokumen', () => {
  it.each([
    [{ jenis: 'H', document_type: 'resmi' }, 'resmi'],
    [{ jenis: 'H', document_type: 'Video' }, 'video'],
    [{ jenis: 'V', document_type: null }, 'video'],
    [{ jenis: 'F' }, 'foto'],
    [{ jenis: 'T', document_type: 'lain' }, 'umum'],
    [{ jenis: 'T', document_type: 'URL' }, 'URL'],
  ])('%j -> %s', (ind, j) => expect(jenisDokumen(ind)).toBe(j));
});

describe('mimeDokumen', () => {
  it.each([
    [{ file_url: '/media/x.pdf', mime: null }, 'application/pdf'],
    [{ file_url: '/media/x.JPG' }, 'image/jpeg'],
    [{ file_url: '/media/x.bin' }, null],
    [{ file_url: '/media/x.pdf', mime: 'image/png' }, 'image/png'],
    [{ file_url: null }, null],
  ])('%j -> %s', (d, m) => expect(mimeDokumen(d)).toBe(m));
});

describe('cekDokumen: evidence of the right kind', () => {
  it.each<[JenisDokumen, DokumenBukti, string[]]>([
    ['umum', pdf, []],
    ['umum', foto, []],
    ['umum', video, []],
    ['umum', { indikator_id: 1, nama: 'x', file_url: '/media/x.bin' }, ['BUKTI_JENIS_SALAH']],
    ['resmi', pdf, []],
    ['resmi', { ...pdf, nomor_surat: null }, ['DATA_SURAT_KOSONG']],
    ['resmi', foto, ['BUKTI_JENIS_SALAH']],
    ['video', video, []],
    ['video', pdf, ['BUKTI_JENIS_SALAH']],
    ['video', rusak, ['TAUTAN_TIDAK_VALID', 'BUKTI_JENIS_SALAH']],
    ['video', { ...pdf, youtube: 'https://youtu.be/x' }, []],
    ['foto', foto, []],
    ['foto', pdf, ['BUKTI_JENIS_SALAH']],
    ['foto', video, ['BUKTI_JENIS_SALAH']],
    ['URL', { indikator_id: 1, youtube: 'https://layanan.bandung.go.id' }, []],
    ['URL', pdf, ['BUKTI_JENIS_SALAH']],
    ['umum', { ...pdf, youtube: 'bukan url' }, ['TAUTAN_TIDAK_VALID']],
  ])('%s %j -> %j', (jenis, d, kode) => {
    expect(cekDokumen(jenis, d).map((m) => m.kode)).toEqual(kode);
    expect(dokumenSah(jenis, d)).toBe(!kode.some((k) => k !== 'DATA_SURAT_KOSONG'));
  });
});

describe('validasiDokumenMasuk', () => {
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ indikator_id: 5, nama: 'SK Inovasi', file_url: '/media/2026/01/a.pdf' }, {}],
    [{ indikator_id: '5', nama: 'Video', youtube: 'https://www.youtube.com/watch?v=1' }, {}],
    [{ indikator_id: 5, nama: 'Tautan', youtube: 'https://bandung.go.id/video' }, {}],
    [{ indikator_id: 5, nama: 'Tautan', youtube: 'http://bandung.go.id/video' }, { youtube: 'Tautan harus berupa alamat YouTube atau URL https yang valid.' }],
    [{ indikator_id: 5, nama: 'Tautan', youtube: 'javascript:alert(1)' }, { youtube: 'Tautan harus berupa alamat YouTube atau URL https yang valid.' }],
    [{ indikator_id: 5, nama: 'Kosong' }, { file_url: 'Unggah berkas atau isi tautan video.' }],
    [{ indikator_id: 5, nama: 'Luar', file_url: 'https://evil.example/a.pdf' }, { file_url: 'Berkas harus diunggah melalui /media/upload.' }],
    [{ indikator_id: 5, nama: 'Jalan', file_url: '/media/../etc/passwd' }, { file_url: 'Berkas harus diunggah melalui /media/upload.' }],
    [{ indikator_id: 0, nama: 'x', file_url: '/media/a.pdf' }, { indikator_id: 'Indikator wajib dipilih.' }],
    [{ indikator_id: 5, file_url: '/media/a.pdf' }, { nama: 'Wajib diisi.' }],
    [{ indikator_id: 5, nama: 'x', file_url: '/media/a.pdf', tanggal_surat: '2026-02-30' }, { tanggal_surat: 'Tanggal surat harus berformat YYYY-MM-DD.' }],
    [{ indikator_id: 5, nama: 'x', file_url: '/media/a.pdf', nomor_surat: 'n'.repeat(151) }, { nomor_surat: 'Isian paling banyak 150 karakter.' }],
    [{ indikator_id: 5, nama: 'x', file_url: '/media/a.pdf', warna: 'merah' }, { warna: 'Kolom ini tidak dikenal.' }],
  ])('%j -> %j', (raw, errors) => {
    expect(validasiDokumenMasuk(raw).errors).toEqual(errors);
  });
});
