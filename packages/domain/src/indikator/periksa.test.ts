import { describe, expect, it } from 'vitest';
import type { SkalaDef } from '../indeks/types';
import type { DokumenBukti } from './dokumen';
import type { JawabanIndikator } from './jawaban';
import { periksaIndikator, periksaInovasi, periksaProfil, ringkasHambatan, tanpaHambatan, TAUTAN, type IndikatorPeriksa, type ItemPeriksa } from './periksa';
import { statusIndikator, statusKeseluruhan, STATUS_BELUM_LENGKAP, STATUS_MANDATORI_TERPENUHI } from './status';

const PILIHAN: SkalaDef[] = [
  { id: 11, nilai: 1 },
  { id: 12, nilai: 2 },
  { id: 13, nilai: 3 },
];
const RENTANG: SkalaDef[] = [
  { id: 21, nilai: 1, mulai_dari: 1, sampai_dengan: 10 },
  { id: 22, nilai: 2, mulai_dari: 11, sampai_dengan: 30 },
  { id: 23, nilai: 3, mulai_dari: 31, sampai_dengan: null },
];
const ind = (o: Partial<IndikatorPeriksa> & Pick<IndikatorPeriksa, 'jenis'>): IndikatorPeriksa => ({ id: 7, nama: 'Uji', nomor: '7', skala: [], required: 1, document_type: null, ...o });
const J = (o: Partial<JawabanIndikator>): Partial<JawabanIndikator> => o;
const pdf = (o: Partial<DokumenBukti> = {}): DokumenBukti => ({ id: 1, indikator_id: 7, nama: 'SK', file_url: '/media/a.pdf', mime: 'application/pdf', ...o });
const png = (o: Partial<DokumenBukti> = {}): DokumenBukti => ({ id: 2, indikator_id: 7, nama: 'Foto', file_url: '/media/b.png', mime: 'image/png', ...o });
const yt = (o: Partial<DokumenBukti> = {}): DokumenBukti => ({ id: 3, indikator_id: 7, nama: 'Video', youtube: 'https://youtu.be/abc', ...o });
const tautan = (id: number) => `/x#ind-${id}`;
const ringkas = (items: ItemPeriksa[]) => items.map((i) => `${i.kode}${i.blocking ? '!' : ''}`);

describe('periksaIndikator: one indicator, every case', () => {
  it.each<[string, IndikatorPeriksa, Partial<JawabanIndikator> | null, DokumenBukti[], string[]]>([
    // values
    ['mandatory, nothing', ind({ jenis: 'H', skala: PILIHAN }), null, [], ['NILAI_KOSONG!', 'BUKTI_KOSONG!']],
    ['optional, nothing: only a note', ind({ jenis: 'H', skala: PILIHAN, required: 0 }), null, [], ['NILAI_KOSONG']],
    ['mandatory, answered, with a PDF', ind({ jenis: 'H', skala: PILIHAN }), J({ skala_id: 12 }), [pdf()], []],
    ['mandatory, answered, no evidence', ind({ jenis: 'H', skala: PILIHAN }), J({ skala_id: 12 }), [], ['BUKTI_KOSONG!']],
    ['optional, answered, no evidence: a note', ind({ jenis: 'H', skala: PILIHAN, required: 0 }), J({ skala_id: 12 }), [], ['BUKTI_KOSONG']],
    ['evidence of another indicator does not count', ind({ jenis: 'H', skala: PILIHAN }), J({ skala_id: 12 }), [pdf({ indikator_id: 8 })], ['BUKTI_KOSONG!']],
    ['scale of another indicator', ind({ jenis: 'H', skala: PILIHAN }), J({ skala_id: 99 }), [pdf()], ['NILAI_TIDAK_VALID!']],
    ['only one of two numbers', ind({ jenis: 'X', skala: RENTANG }), J({ nilai_sebelum: 4 }), [pdf()], ['NILAI_TIDAK_VALID!']],
    ['number is text', ind({ jenis: 'T', skala: RENTANG }), J({ nilai: 'banyak' }), [pdf()], ['NILAI_TIDAK_VALID!']],
    ['number outside every range: a note', ind({ jenis: 'T', skala: RENTANG }), J({ nilai: '0' }), [pdf()], ['NILAI_DI_LUAR_SKALA']],
    ['number inside a range', ind({ jenis: 'T', skala: RENTANG }), J({ nilai: '12' }), [pdf()], []],
    ['text answer', ind({ jenis: 'L' }), J({ nilai: 'uraian' }), [pdf()], []],
    ['text indicator with only an explanation', ind({ jenis: 'L' }), J({ informasi: 'keterangan' }), [pdf()], ['NILAI_TIDAK_VALID!']],
    // video: the answer needs a URL, the evidence a link
    ['video with URL and a YouTube link', ind({ jenis: 'V', skala: RENTANG }), J({ informasi: 'https://youtu.be/abc', nilai: '5' }), [yt()], []],
    ['video link that is not a URL', ind({ jenis: 'V' }), J({ informasi: 'youtube kami' }), [yt()], ['NILAI_TIDAK_VALID!']],
    ['video with a PDF only: wrong kind, blocking', ind({ jenis: 'V' }), J({ informasi: 'https://youtu.be/abc' }), [pdf()], ['BUKTI_JENIS_SALAH!']],
    ['video: a broken link in the evidence', ind({ jenis: 'V' }), J({ informasi: 'https://youtu.be/abc' }), [yt({ youtube: 'ini video' })], ['TAUTAN_TIDAK_VALID!', 'BUKTI_JENIS_SALAH!']],
    ['video: wrong kind beside a valid link is a note', ind({ jenis: 'V' }), J({ informasi: 'https://youtu.be/abc' }), [yt(), pdf()], ['BUKTI_JENIS_SALAH']],
    ['document_type video on a choice indicator', ind({ jenis: 'H', skala: PILIHAN, document_type: 'video' }), J({ skala_id: 11 }), [png()], ['BUKTI_JENIS_SALAH!']],
    // photo: the photo is the answer's evidence
    ['photo indicator with an image', ind({ jenis: 'F' }), null, [png()], []],
    ['photo indicator with a PDF', ind({ jenis: 'F' }), null, [pdf()], ['NILAI_KOSONG!', 'BUKTI_JENIS_SALAH!']],
    ['optional photo indicator with a PDF', ind({ jenis: 'F', required: 0 }), null, [pdf()], ['NILAI_KOSONG', 'BUKTI_JENIS_SALAH']],
    // official documents
    ['official document without letter data: a note', ind({ jenis: 'H', skala: PILIHAN, document_type: 'resmi' }), J({ skala_id: 11 }), [pdf({ nomor_surat: null })], ['DATA_SURAT_KOSONG']],
    ['official document as an image', ind({ jenis: 'H', skala: PILIHAN, document_type: 'resmi' }), J({ skala_id: 11 }), [png()], ['BUKTI_JENIS_SALAH!']],
    // automatic indicators are never reported
    ['automatic', ind({ jenis: 'A' }), null, [], []],
  ])('%s', (_label, i, j, docs, expected) => {
    const items = periksaIndikator([i], j ? { [i.id]: j } : {}, docs, tautan);
    expect(ringkas(items)).toEqual(expected);
    for (const it of items) {
      expect(it.indikator_id).toBe(7);
      expect(it.tautan).toBe('/x#ind-7');
      expect(it.pesan).toMatch(/^Indikator 7 \(Uji\)/);
    }
  });

  it('reads answers from a Map as well as a record', () => {
    const i = ind({ jenis: 'H', skala: PILIHAN });
    expect(periksaIndikator([i], new Map([[7, { skala_id: 11 }]]), [pdf()], tautan)).toEqual([]);
  });
});

const PROFIL_LENGKAP = {
  id: 3273,
  nama: 'Pemerintah Kota Bandung',
  alamat: 'Jl. Wastukencana No. 2',
  email: 'litbang@bandung.go.id',
  no_telp: '0224234793',
  nama_admin: 'Admin',
  nama_opd: 'Bappedalitbang',
  pakta_pemda_filename: '/media/pakta.pdf',
};

describe('periksaProfil', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['complete profile', {}, []],
    ['empty address and phone', { alamat: '', no_telp: null }, ['PROFIL_KOSONG!alamat', 'PROFIL_KOSONG!no_telp']],
    ['spaces only are empty', { nama_admin: '   ' }, ['PROFIL_KOSONG!nama_admin']],
    ['every required field', { nama: null, alamat: null, email: null, no_telp: null, nama_admin: null, nama_opd: null }, ['PROFIL_KOSONG!nama', 'PROFIL_KOSONG!alamat', 'PROFIL_KOSONG!email', 'PROFIL_KOSONG!no_telp', 'PROFIL_KOSONG!nama_admin', 'PROFIL_KOSONG!nama_opd']],
    ['malformed e-mail', { email: 'litbang@' }, ['PROFIL_TIDAK_VALID!email']],
    ['no pledge: a note', { pakta_pemda_filename: null }, ['PAKTA_KOSONG']],
  ])('%s', (_l, over, expected) => {
    const items = periksaProfil({ ...PROFIL_LENGKAP, ...over }, [], {}, []);
    expect(items.map((i) => `${i.kode}${i.blocking ? '!' : ''}${i.kode === 'PAKTA_KOSONG' ? '' : i.field}`)).toEqual(expected);
    for (const i of items) expect(i.tautan).toMatch(/^\/dashboard\/profil-pemda-daerah\?profil_id=3273#profil-/);
  });

  it('adds the region indicators with links to the indicator editor', () => {
    const items = periksaProfil(PROFIL_LENGKAP, [ind({ id: 12, jenis: 'T', skala: RENTANG })], {}, []);
    expect(items.map((i) => i.kode)).toEqual(['NILAI_KOSONG', 'BUKTI_KOSONG']);
    expect(items[0]!.tautan).toBe('/dashboard/indikator_daerah?profil_id=3273#ind-12');
    expect(tanpaHambatan(items)).toBe(false);
    expect(ringkasHambatan(items)).toContain('wajib diisi');
  });
});

const words = (n: number) => `<p>${'kata '.repeat(n)}</p>`;
const INOVASI = {
  id: 44,
  nama: 'Inovasi',
  inovasi_status: 2,
  inisiator: 'OPD',
  nama_inisiator: 'Dinas',
  koordinat: '-6.9,107.6',
  jenis_inovasi: 'Digital',
  bentuk_inovasi: 2,
  is_covid: 12,
  urusan_pemerintah_id: '1',
  waktu: '2024-01-01',
  waktu_implementasi: '2024-02-01',
  is_developed: 0,
  latar_belakang: words(300),
  tujuan: 'a',
  manfaat: 'b',
  hasil_inovasi: 'c',
};

describe('periksaInovasi', () => {
  const i17 = ind({ id: 17, jenis: 'T', skala: RENTANG });
  it.each<[string, Record<string, unknown>, Record<number, Partial<JawabanIndikator>>, DokumenBukti[], string[], boolean]>([
    ['complete', {}, { 17: { nilai: '12' } }, [pdf({ indikator_id: 17 })], [], true],
    ['a missing field and a missing indicator', { tujuan: '' }, {}, [], ['ISIAN_INOVASI_KOSONG!tujuan', 'NILAI_KOSONG!nilai', 'BUKTI_KOSONG!file_url'], false],
    ['299 words of design', { latar_belakang: words(299) }, { 17: { nilai: '12' } }, [pdf({ indikator_id: 17 })], ['ISIAN_INOVASI_KOSONG!latar_belakang'], false],
    ['developed without a development date', { is_developed: 1, waktu_pengembangan: null }, { 17: { nilai: '12' } }, [pdf({ indikator_id: 17 })], ['ISIAN_INOVASI_KOSONG!waktu_pengembangan'], false],
    ['legacy theme', { is_covid: 3 }, { 17: { nilai: '12' } }, [pdf({ indikator_id: 17 })], ['ISIAN_INOVASI_KOSONG!is_covid'], false],
  ])('%s', (_l, over, jawaban, docs, expected, ok) => {
    const items = periksaInovasi({ ...INOVASI, ...over }, [i17], jawaban, docs);
    expect(items.map((i) => `${i.kode}${i.blocking ? '!' : ''}${i.field}`)).toEqual(expected);
    expect(tanpaHambatan(items)).toBe(ok);
  });

  it('links fields to the innovation form and indicators to the innovation editor', () => {
    const items = periksaInovasi({ ...INOVASI, tujuan: null }, [i17], {}, []);
    expect(items[0]!.tautan).toBe('/inovasi/44#tujuan');
    expect(items[1]!.tautan).toBe(TAUTAN.indikatorInovasi(44, 17));
    expect(items[1]!.tautan).toBe('/dashboard/indikator_inovasi?inovasi_id=44#ind-17');
  });
});

describe('status per indicator and overall', () => {
  const wajibH = ind({ id: 1, jenis: 'H', skala: PILIHAN });
  const opsiT = ind({ id: 2, jenis: 'T', skala: RENTANG, required: 0 });
  it.each<[string, Record<number, Partial<JawabanIndikator>>, DokumenBukti[], [string, string], string]>([
    ['nothing', {}, [], ['Belum Diisi', 'Belum Diisi'], STATUS_BELUM_LENGKAP],
    ['mandatory answered without evidence', { 1: { skala_id: 11 } }, [], ['Belum Ada Bukti', 'Belum Diisi'], STATUS_BELUM_LENGKAP],
    ['mandatory complete, optional empty', { 1: { skala_id: 11 } }, [pdf({ indikator_id: 1 })], ['Lengkap', 'Belum Diisi'], STATUS_MANDATORI_TERPENUHI],
    ['evidence without an answer', {}, [pdf({ indikator_id: 1 })], ['Belum Diisi', 'Belum Diisi'], STATUS_BELUM_LENGKAP],
  ])('%s', (_l, jawaban, docs, [s1, s2], overall) => {
    const st = [wajibH, opsiT].map((i) => ({ ind: i, ...statusIndikator(i, jawaban[i.id], docs) }));
    expect(st.map((s) => s.status)).toEqual([s1, s2]);
    expect(statusKeseluruhan(st)).toBe(overall);
  });

  it('counts documents and valid documents', () => {
    const s = statusIndikator(ind({ jenis: 'V' }), { informasi: 'https://youtu.be/a' }, [yt(), pdf(), pdf({ indikator_id: 9 })]);
    expect(s).toMatchObject({ jumlah_dokumen: 2, dokumen_sah: 1, jenis_dokumen: 'video', status: 'Lengkap' });
  });
});
