import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kematangan, skorIndikator, skorSpd, type IndikatorDef, type Jawaban } from '@sigap/domain';
import { buildTestApp, multipart, PDF_BYTES, type TestApp } from './helpers';
import { jawabanTertinggi, lengkapiIndikatorInovasi, VIDEO_UJI, type ItemUji } from './indikator-helpers';

let t: TestApp;
let admin: string;
let pemda: string;
let lain: string;
let opd: string;
let ver: string;
let bandung: number;

const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const sql = async <T = Record<string, unknown>>(q: string) => ((await t.ctx.db.execute(q as never)) as unknown as { rows: T[] }).rows;
const get = (url: string, token: string) => t.req({ method: 'GET', url, token });
const post = (url: string, token: string, payload: unknown) => t.req({ method: 'POST', url, token, payload: payload as Record<string, unknown> });
const upload = async (token: string, name: string, content: Buffer) => {
  const r = await t.req({ method: 'POST', url: '/media/upload', token, ...multipart('file', name, content) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().file_url as string;
};
const flat = (items: ItemUji[]) => items.flatMap((i) => [i, ...i.subs]);
const byKode = (items: ItemUji[], kode: string) => flat(items).find((i) => i.kode === kode)!;
const asDef = (i: ItemUji & { bobot: number | null; tipe: string; skor_maks: number }): IndikatorDef => ({
  id: i.id,
  kode: i.kode,
  tipe: i.tipe as IndikatorDef['tipe'],
  jenis: i.jenis as IndikatorDef['jenis'],
  rumus: (i as { rumus?: string | null }).rumus ?? null,
  bobot: i.bobot,
  skala: i.skala,
  required: i.required,
  skor_maks: i.skor_maks,
});
const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `kata${i}`).join(' ')}</p>`;
const inovasiBody = (over: Record<string, unknown> = {}) => ({
  nama: `Inovasi Indikator ${Math.random().toString(36).slice(2, 8)}`,
  inovasi_status: 2,
  inisiator: 'OPD',
  nama_inisiator: 'Dinas',
  koordinat: '-6.917464,107.619123',
  klasifikasi_inovasi: 'Inovasi Perangkat Daerah',
  jenis_inovasi: 'Digital',
  bentuk_inovasi: 2,
  is_covid: 12,
  urusan_pemerintah_id: '1,2',
  waktu: '2024-01-10',
  waktu_implementasi: '2024-02-01',
  is_developed: 0,
  latar_belakang: words(300),
  tujuan: '<p>Tujuan.</p>',
  manfaat: '<p>Manfaat.</p>',
  hasil_inovasi: '<p>Hasil.</p>',
  ...over,
});
const buatInovasi = async (token: string, over: Record<string, unknown> = {}) => {
  const r = await post('/crud/iga2020_inovasi', token, inovasiBody(over));
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number; submitable: number };
};
const setSetting = async (name: string, value: string) => {
  const row = (await get(`/crud/app_settings?search=${name}`, admin)).json().data.find((s: { name: string }) => s.name === name);
  expect((await post(`/crud/app_settings/${row.id}`, admin, { setting_value: value })).statusCode).toBe(200);
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  pemda = await t.loginAs('pemda');
  lain = await t.loginAs('pemda.lain');
  opd = await t.loginAs('opd');
  ver = await t.loginAs('verifikator');
  bandung = (await get('/me', pemda)).json().data.m_daerah_id;
});
afterAll(() => t.close());

describe('region indicators: every input type, scores by the domain engine', () => {
  const extra: Record<string, number> = {};

  beforeAll(async () => {
    // the 2026 catalogue has no L, O, F, Y or Z indicator: an admin adds one of each (optional)
    const add = async (jenis: string, skala: { nilai: number; mulai_dari?: number; sampai_dengan?: number; keterangan: string }[]) => {
      const r = await post('/crud/iga_indikator', admin, { tahun: 2026, no_urut: 90 + Object.keys(extra).length, kode: `UJI-${jenis}`, indikator: `Indikator uji jenis ${jenis}`, tipe: 'P', jenis, bobot: 1, required: 0, satuan: jenis === 'Y' ? 'persen' : null });
      expect(r.statusCode, r.body).toBe(201);
      extra[jenis] = r.json().data.id;
      for (const s of skala) expect((await post('/crud/iga_skala', admin, { iga_indikator_id: extra[jenis], ...s })).statusCode).toBe(201);
    };
    await add('L', []);
    await add('O', []);
    await add('F', [
      { nilai: 1, keterangan: 'Satu foto' },
      { nilai: 3, keterangan: 'Lengkap' },
    ]);
    await add('Y', [
      { nilai: 1, sampai_dengan: 0, keterangan: 'tidak turun' },
      { nilai: 2, mulai_dari: 0.01, sampai_dengan: 10, keterangan: 'turun sedikit' },
      { nilai: 3, mulai_dari: 10.01, keterangan: 'turun banyak' },
    ]);
    await add('Z', [
      { nilai: 1, sampai_dengan: 0, keterangan: 'tidak turun' },
      { nilai: 3, mulai_dari: 0.01, keterangan: 'turun' },
    ]);
  });

  it('lists the catalogue with scales, required flags, units, answers, scores, documents and the overall status', async () => {
    const r = await get(`/daerah/${bandung}/indikator`, pemda);
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body.tahun).toBe(2026);
    expect(body.pemilik).toMatchObject({ profil_id: bandung, nama: 'Pemerintah Kota Bandung' });
    expect(body.boleh_ubah).toBe(true);
    const items = body.data as (ItemUji & Record<string, unknown>)[];
    const spd01 = byKode(items, 'SPD-01') as ItemUji & Record<string, unknown>;
    expect(spd01).toMatchObject({ nomor: '1', nama: 'Visi dan Misi', jenis: 'C', bentuk_isian: 'pilihan', required: 1, jenis_dokumen: 'umum' });
    expect(spd01.skala).toHaveLength(3);
    expect(byKode(items, 'SPD-05a')).toMatchObject({ nomor: '5a', bentuk_isian: 'sebelum_sesudah' });
    expect(byKode(items, 'UJI-Y')).toMatchObject({ satuan: 'persen', required: 0 });
    // the demo data: answered and scored, one mandatory indicator without evidence
    expect(spd01).toMatchObject({ terisi: true, status: 'Lengkap' });
    expect(byKode(items, 'SPD-09')).toMatchObject({ terisi: true, status: 'Belum Ada Bukti', jumlah_dokumen: 0 });
    expect(byKode(items, 'SPD-12')).toMatchObject({ terisi: false, status: 'Belum Diisi', skor: 0 });
    // 63 of the 2026 SPD, plus the added ones: F, Y, Z (bobot 1 x level 3); L and O have no scale
    expect(body.ringkasan).toMatchObject({ tahun: 2026, status: 'Belum Lengkap', skor_maks: 63 + 9 });
    expect(body.ringkasan.wajib).toBe(13);
  });

  it('saves one answer per type in one request; each score equals skorIndikator and the total equals skorSpd', async () => {
    const items = (await get(`/daerah/${bandung}/indikator`, pemda)).json().data as ItemUji[];
    const pick = (kode: string) => byKode(items, kode);
    const answers: Record<string, Record<string, unknown>> = {
      'SPD-01': { skala_id: pick('SPD-01').skala.find((s) => s.nilai === 2)!.id },
      'SPD-02a': { skala_id: pick('SPD-02a').skala.find((s) => s.nilai === 3)!.id },
      'SPD-03': { nilai_sebelum: 100, nilai_sesudah: 104 }, // X: +4 % -> level 2
      'SPD-05a': { nilai_sebelum: '10', nilai_sesudah: '9,5' }, // catalogue rumus selisih_turun: 10 - 9.5 = 0.5 points -> level 3
      'SPD-05b': { nilai: '4,5' }, // T: 4.5 -> level 2
      'SPD-11a': { nilai_sebelum: 80, nilai_sesudah: 81 }, // D: +1 -> level 3
      'UJI-L': { nilai: 'Penjelasan kualitatif.', informasi: 'catatan' },
      'UJI-O': { nilai: 'Isian lain.' },
      'UJI-F': { skala_id: pick('UJI-F').skala.find((s) => s.nilai === 3)!.id },
      'UJI-Y': { nilai_sebelum: 50, nilai_sesudah: 40 }, // Y: (T2 - T1) x -1 = 10 -> level 2
      'UJI-Z': { nilai_sebelum: 5, nilai_sesudah: 5 }, // Z: 0 -> level 1
    };
    const payload = Object.entries(answers).map(([kode, a]) => ({ indikator_id: pick(kode).id, ...a }));
    const r = await post(`/daerah/${bandung}/indikator`, pemda, payload);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Indikator berhasil disimpan.');
    const saved = r.json().data as (ItemUji & { bobot: number; tipe: string; skor_maks: number; skor: number; level: number; nilai_turunan: number | null })[];
    const expectedLevel: Record<string, number> = { 'SPD-01': 2, 'SPD-02a': 3, 'SPD-03': 2, 'SPD-05a': 3, 'SPD-05b': 2, 'SPD-11a': 3, 'UJI-L': 0, 'UJI-O': 0, 'UJI-F': 3, 'UJI-Y': 2, 'UJI-Z': 1 };
    for (const [kode, a] of Object.entries(answers)) {
      const it = byKode(saved, kode) as (typeof saved)[number];
      expect(it.level, kode).toBe(expectedLevel[kode]);
      expect(it.skor, kode).toBe(skorIndikator(asDef(it), a as Jawaban));
    }
    expect((byKode(saved, 'UJI-Y') as (typeof saved)[number]).nilai_turunan).toBe(10);
    expect((byKode(saved, 'SPD-05b') as (typeof saved)[number] & { nilai: string }).nilai).toBe('4.5');
    // the total by the engine over every stored answer, the stored rows and the stored index agree
    const all = flat(saved) as (typeof saved)[number][];
    const jawaban = Object.fromEntries(all.map((i) => [i.id, i as unknown as Jawaban]));
    const total = skorSpd(all.map(asDef), jawaban);
    expect(r.json().ringkasan.skor_total).toBe(total);
    const [stored] = await sql<{ s: number }>(`select sum(skor)::float8 as s from indikator_daerah where profil_id = ${bandung} and tahun = 2026`);
    expect(stored!.s).toBeCloseTo(total, 4);
    const [idx] = await sql<{ spd: number }>(`select spd from indeks_hasil where profil_id = ${bandung} and tahun = 2026 and sumber = 'self'`);
    expect(idx!.spd).toBeCloseTo(total, 4);
    const [row] = await sql<{ skor: number; updated_by: number }>(`select skor, updated_by from indikator_daerah where profil_id = ${bandung} and indikator_id = ${pick('SPD-03').id}`);
    expect(row!.skor).toBe(2); // bobot 1 x level 2
  });

  it.each<[string, string, (items: ItemUji[]) => Record<string, unknown>, string, RegExp]>([
    ['a scale of another indicator', 'SPD-08', (items) => ({ skala_id: byKode(items, 'SPD-01').skala[0]!.id }), 'skala_id', /bukan milik/],
    ['text for a number', 'SPD-05b', () => ({ nilai: 'banyak' }), 'nilai', /angka/],
    ['one of two numbers', 'SPD-03', () => ({ nilai_sebelum: 3, nilai_sesudah: null }), 'nilai_sesudah', /wajib/],
    ['a field the type does not use', 'SPD-08', () => ({ nilai: '3' }), 'nilai', /memilih skala/],
    ['an unknown field', 'SPD-08', () => ({ warna: 'merah' }), 'warna', /tidak dikenal/],
  ])('refuses %s with a field error, changing nothing', async (_l, kode, over, field, msg) => {
    const items = (await get(`/daerah/${bandung}/indikator`, pemda)).json().data as ItemUji[];
    const target = byKode(items, kode);
    const before = await sql(`select * from indikator_daerah where profil_id = ${bandung} and indikator_id = ${target.id}`);
    const r = await post(`/daerah/${bandung}/indikator`, pemda, { indikator_id: target.id, ...over(items) });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors[field]).toMatch(msg);
    expect(await sql(`select * from indikator_daerah where profil_id = ${bandung} and indikator_id = ${target.id}`)).toEqual(before);
  });

  it('refuses a whole batch when one answer is wrong, naming it by indicator id', async () => {
    const items = (await get(`/daerah/${bandung}/indikator`, pemda)).json().data as ItemUji[];
    const ok = byKode(items, 'SPD-13a');
    const bad = byKode(items, 'UJI-L');
    const r = await post(`/daerah/${bandung}/indikator`, pemda, { data: [{ indikator_id: ok.id, nilai: 9 }, { indikator_id: bad.id, nilai: 'x'.repeat(5001) }] });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors[`${bad.id}.nilai`]).toMatch(/5000 karakter/);
    const [row] = await sql<{ nilai: string }>(`select nilai from indikator_daerah where profil_id = ${bandung} and indikator_id = ${ok.id}`);
    expect(row!.nilai).toBe('5'); // the demo value, untouched
    // an indicator of another tipe (innovation) is not in the region catalogue
    const ino = (await get('/indikator/inovasi', pemda)).json().data as ItemUji[];
    const r2 = await post(`/daerah/${bandung}/indikator`, pemda, { indikator_id: byKode(ino, 'SID-16').id, skala_id: byKode(ino, 'SID-16').skala[0]!.id });
    expect(r2.json().errors.indikator_id).toMatch(/tidak ditemukan pada katalog/);
  });

  it('only the fields sent change; an empty answer clears the indicator', async () => {
    const items = (await get(`/daerah/${bandung}/indikator`, pemda)).json().data as ItemUji[];
    const l = byKode(items, 'UJI-L');
    const r = await post(`/daerah/${bandung}/indikator`, pemda, { indikator_id: l.id, informasi: 'keterangan baru' });
    expect(byKode(r.json().data, 'UJI-L')).toMatchObject({ nilai: 'Penjelasan kualitatif.', informasi: 'keterangan baru' });
    const cleared = await post(`/daerah/${bandung}/indikator`, pemda, { indikator_id: l.id, nilai: null, informasi: '' });
    expect(byKode(cleared.json().data, 'UJI-L')).toMatchObject({ nilai: null, informasi: null, terisi: false, status: 'Belum Diisi' });
    expect(await sql(`select id from indikator_daerah where profil_id = ${bandung} and indikator_id = ${l.id}`)).toEqual([]);
  });

  it('evidence: a PDF, a photo and a link; the status per indicator and overall follow; deleting updates them', async () => {
    const items = (await get(`/daerah/${bandung}/indikator`, pemda)).json().data as ItemUji[];
    const spd09 = byKode(items, 'SPD-09');
    const pdf = await upload(pemda, 'lakip.pdf', PDF_BYTES);
    const add = await post(`/daerah/${bandung}/dokumen`, pemda, { indikator_id: spd09.id, nama: 'LHE SAKIP 2025', nomor_surat: 'B/123/2025', tanggal_surat: '2025-03-10', file_url: pdf });
    expect(add.statusCode, add.body).toBe(201);
    expect(add.json()).toMatchObject({ status: 1, message: 'Dokumen berhasil disimpan.', indikator: { id: spd09.id, status: 'Lengkap', jumlah_dokumen: 1 } });
    expect(add.json().data).toMatchObject({ nama: 'LHE SAKIP 2025', file_url: pdf, mime: 'application/pdf', masalah: [] });
    // every mandatory indicator now answered and proven (the demo left only SPD-09 without evidence)
    expect(add.json().ringkasan.status).toBe('Indikator Mandatori Sudah Terpenuhi');

    // a photo for the photo indicator, a link as evidence of a general indicator
    const png = await upload(pemda, 'foto.png', PNG_BYTES);
    const f = await post(`/daerah/${bandung}/dokumen`, pemda, { indikator_id: byKode(items, 'UJI-F').id, nama: 'Foto kegiatan', file_url: png });
    expect(f.json().indikator).toMatchObject({ status: 'Lengkap', jenis_dokumen: 'foto' });
    const link = await post(`/daerah/${bandung}/dokumen`, pemda, { indikator_id: byKode(items, 'SPD-13a').id, nama: 'Rekomendasi kebijakan', youtube: 'https://bandung.go.id/rekomendasi' });
    expect(link.statusCode).toBe(201);

    const list = await get(`/daerah/${bandung}/dokumen/${spd09.id}`, pemda);
    expect(list.json().data.map((d: { nama: string }) => d.nama)).toEqual(['LHE SAKIP 2025']);
    expect(list.json().indikator).toMatchObject({ id: spd09.id, status: 'Lengkap' });
    const semua = (await get(`/daerah/${bandung}/dokumen`, pemda)).json();
    expect(semua.total).toBeGreaterThanOrEqual(15);

    // DELETE with a JSON body {id}
    const del = await t.req({ method: 'DELETE', url: `/daerah/${bandung}/dokumen`, token: pemda, payload: { id: add.json().data.id } });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toMatchObject({ message: 'Dokumen berhasil dihapus.', indikator: { id: spd09.id, status: 'Belum Ada Bukti', jumlah_dokumen: 0 }, ringkasan: { status: 'Belum Lengkap' } });
    expect((await get(`/daerah/${bandung}/dokumen/${spd09.id}`, pemda)).json()).toMatchObject({ data: [], message: 'tidak ada dokumen.' });
    // DELETE /daerah/{profil_id}/dokumen/{dokumen_id}
    const del2 = await t.req({ method: 'DELETE', url: `/daerah/${bandung}/dokumen/${f.json().data.id}`, token: pemda, payload: {} });
    // the photo indicator keeps its chosen level, now without a photo
    expect(del2.json().indikator).toMatchObject({ status: 'Belum Ada Bukti', jumlah_dokumen: 0 });
    expect((await t.req({ method: 'DELETE', url: `/daerah/${bandung}/dokumen/${f.json().data.id}`, token: pemda, payload: {} })).statusCode).toBe(404);
  });

  it('evidence must be a readable uploaded file or a valid link', async () => {
    const items = (await get(`/daerah/${bandung}/indikator`, pemda)).json().data as ItemUji[];
    const id = byKode(items, 'SPD-09').id;
    const foreign = await upload(lain, 'lain.pdf', PDF_BYTES);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ nama: 'Orang lain', file_url: foreign }, 'file_url', /tidak dapat Anda akses/],
      [{ nama: 'Fiktif', file_url: '/media/2026/01/tidak-ada.pdf' }, 'file_url', /tidak ditemukan/],
      [{ nama: 'Tanpa isi' }, 'file_url', /Unggah berkas atau isi tautan/],
      [{ nama: 'Video', youtube: 'javascript:alert(1)' }, 'youtube', /YouTube atau URL https/],
      [{ nama: 'Tanggal', youtube: 'https://youtu.be/x', tanggal_surat: '2025-02-30' }, 'tanggal_surat', /YYYY-MM-DD/],
    ];
    for (const [body, field, msg] of cases) {
      const r = await post(`/daerah/${bandung}/dokumen`, pemda, { indikator_id: id, ...body });
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
      expect(r.json().errors[field]).toMatch(msg);
    }
  });

  it('a non-PDF renamed .pdf is refused at upload', async () => {
    const r = await t.req({ method: 'POST', url: '/media/upload', token: pemda, ...multipart('file', 'bukti.pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'application/pdf') });
    expect(r.statusCode).toBe(415);
  });

  it('the checker lists what is missing with links to the editor', async () => {
    const r = await get(`/daerah/${bandung}/periksa`, pemda);
    expect(r.statusCode).toBe(200);
    const items = r.json().data as { kode: string; indikator_id?: number; field?: string; blocking: boolean; tautan: string; pesan: string }[];
    const spd09 = items.find((i) => i.kode === 'BUKTI_KOSONG' && i.pesan.includes('Nilai capaian LAKIP'));
    expect(spd09).toMatchObject({ blocking: true, tautan: `/dashboard/indikator_daerah?profil_id=${bandung}#ind-${spd09!.indikator_id}` });
    // the demo pemda's own profile is filled (issue 19 item 8); another region's empty profile is listed field by field
    expect(items.some((i) => i.kode === 'PROFIL_KOSONG')).toBe(false);
    const banyuwangi = (await get('/me', lain)).json().data.m_daerah_id as number;
    const kosong = (await get(`/daerah/${banyuwangi}/periksa`, lain)).json().data as { kode: string; field?: string; blocking: boolean }[];
    expect(kosong.some((i) => i.kode === 'PROFIL_KOSONG' && i.field === 'alamat' && i.blocking)).toBe(true);
    expect(items.some((i) => i.kode === 'NILAI_KOSONG' && !i.blocking && /SPD|Penghargaan/.test(i.pesan))).toBe(true);
    expect(r.json().ringkasan.lengkap).toBe(false);
  });
});

describe('who may read and change region indicators', () => {
  it('another region reads and changes nothing: 404 everywhere', async () => {
    const items = (await get(`/daerah/${bandung}/indikator`, pemda)).json().data as ItemUji[];
    const id = byKode(items, 'SPD-08').id;
    const doc = (await get(`/daerah/${bandung}/dokumen`, pemda)).json().data[0].id as number;
    const calls: [string, string, unknown?][] = [
      ['GET', `/daerah/${bandung}/indikator`],
      ['POST', `/daerah/${bandung}/indikator`, { indikator_id: id, skala_id: byKode(items, 'SPD-08').skala[0]!.id }],
      ['GET', `/daerah/${bandung}/dokumen/${id}`],
      ['GET', `/daerah/${bandung}/dokumen`],
      ['POST', `/daerah/${bandung}/dokumen`, { indikator_id: id, nama: 'x', youtube: 'https://youtu.be/x' }],
      ['DELETE', `/daerah/${bandung}/dokumen`, { id: doc }],
      ['DELETE', `/daerah/${bandung}/dokumen/${doc}`, {}],
      ['GET', `/daerah/${bandung}/periksa`],
    ];
    for (const [method, url, payload] of calls) {
      const r = await t.req({ method: method as 'GET', url, token: lain, payload: payload as Record<string, unknown> });
      expect(r.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await get(`/daerah/${bandung}/dokumen`, pemda)).json().data.some((d: { id: number }) => d.id === doc)).toBe(true);
  });

  it('a verifier of Wilayah Barat reads Bandung with the evaluation, but cannot change it', async () => {
    const items = (await get(`/daerah/${bandung}/indikator`, pemda)).json().data as ItemUji[];
    const spd08 = byKode(items, 'SPD-08');
    expect((await post(`/evaluasi/${bandung}/profil`, ver, { indikator_id: spd08.id, skala_id: spd08.skala[0]!.id, catatan: 'Bukti hanya ringkasan.', alasan: null })).statusCode).toBe(200);
    const r = await get(`/daerah/${bandung}/indikator`, ver);
    expect(r.statusCode).toBe(200);
    expect(r.json().boleh_ubah).toBe(false);
    expect(byKode(r.json().data, 'SPD-08')).toMatchObject({ evaluasi: { skor: 1.5, catatan: 'Bukti hanya ringkasan.' } });
    expect(r.json().ringkasan.skor_verifikasi).toBeLessThan(r.json().ringkasan.skor_total);
    // the pemda does not see the verifier's column (score columns: admin, superadmin, verifikator)
    expect(byKode((await get(`/daerah/${bandung}/indikator`, pemda)).json().data, 'SPD-08')).toMatchObject({ evaluasi: null });
    expect((await post(`/daerah/${bandung}/indikator`, ver, { indikator_id: spd08.id, skala_id: spd08.skala[2]!.id })).statusCode).toBe(403);
    expect((await post(`/daerah/${bandung}/indikator`, opd, { indikator_id: spd08.id, skala_id: spd08.skala[2]!.id })).statusCode).toBe(403);
  });

  it('the region sees its self vs verified values once the filling is closed; another region never does', async () => {
    const items = (await get(`/daerah/${bandung}/indikator`, pemda)).json().data as ItemUji[];
    const spd08 = byKode(items, 'SPD-08');
    expect((await post(`/evaluasi/${bandung}/profil`, ver, { indikator_id: spd08.id, skala_id: spd08.skala[0]!.id, alasan: 'bukti_tidak_sesuai', catatan: 'SK belum ditandatangani.' })).statusCode).toBe(200);
    const open = (await get(`/daerah/${bandung}/indikator`, pemda)).json();
    expect(open).toMatchObject({ evaluasi_terlihat: false, alasan_evaluasi_tersembunyi: expect.stringMatching(/periode pengisian ditutup/) });
    expect(open.ringkasan.skor_verifikasi).toBeNull();
    await setSetting('iga_status', '0');
    try {
      const closed = (await get(`/daerah/${bandung}/indikator`, pemda)).json();
      expect(closed.evaluasi_terlihat).toBe(true);
      expect(byKode(closed.data, 'SPD-08')).toMatchObject({ evaluasi: { skala_id: spd08.skala[0]!.id, alasan: 'bukti_tidak_sesuai', catatan: 'SK belum ditandatangani.' } });
      expect(closed.ringkasan.skor_verifikasi).not.toBeNull();
      // another region: still 404, nothing about Bandung's evaluation
      const r = await get(`/daerah/${bandung}/indikator`, lain);
      expect(r.statusCode).toBe(404);
      expect(r.body).not.toContain('SK belum ditandatangani');
      expect((await get(`/daerah/${bandung}/periksa`, lain)).statusCode).toBe(404);
    } finally {
      await setSetting('iga_status', '1');
    }
  });

  it('an evaluation is checked by type: fields of another type, unknown reasons, a bare "Lainnya" and automatic indicators are refused', async () => {
    const items = (await get(`/daerah/${bandung}/indikator`, pemda)).json().data as ItemUji[];
    const pilihan = flat(items).find((i) => i.jenis === 'H')!;
    const angka = flat(items).find((i) => i.jenis === 'T')!;
    const otomatis = flat(items).find((i) => i.jenis === 'A');
    const cases: [Record<string, unknown>, string][] = [
      [{ indikator_id: pilihan.id, nilai_sebelum: 1, nilai_sesudah: 2 }, 'nilai_sebelum'],
      [{ indikator_id: pilihan.id, skala_id: 999999 }, 'skala_id'],
      [{ indikator_id: angka.id, nilai: 'banyak' }, 'nilai'],
      [{ indikator_id: pilihan.id, skala_id: pilihan.skala[0]!.id, alasan: 'tidak_suka' }, 'alasan'],
      [{ indikator_id: pilihan.id, skala_id: pilihan.skala[0]!.id, alasan: 'lainnya' }, 'catatan'],
      [{ indikator_id: pilihan.id, skala_id: pilihan.skala[0]!.id, warna: 'merah' }, 'warna'],
      [{ indikator_id: pilihan.id, tahun: 2024 }, 'tahun'],
      ...(otomatis ? ([[{ indikator_id: otomatis.id }, 'indikator_id']] as [Record<string, unknown>, string][]) : []),
    ];
    const before = (await get(`/daerah/${bandung}/indikator`, ver)).json();
    for (const [body, field] of cases) {
      const r = await post(`/evaluasi/${bandung}/profil`, ver, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(r.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect((await get(`/daerah/${bandung}/indikator`, ver)).json().ringkasan).toEqual(before.ringkasan);
    // a number answer is scored by the engine like the region's own
    const ok = await post(`/evaluasi/${bandung}/profil`, ver, { indikator_id: angka.id, nilai: '0', alasan: 'bukti_tidak_ada' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ message: 'Hasil evaluasi berhasil disimpan!', data: { indikator_id: angka.id } });
    // the pemda cannot evaluate (403) and another area's verifier does not find the region (404) is covered in review tests
    expect((await post(`/evaluasi/${bandung}/profil`, lain, { indikator_id: angka.id, nilai: 5 })).statusCode).toBe(403);
  });

  it('with iga_status 0 a pemda cannot change indicators; an admin can', async () => {
    const items = (await get(`/daerah/${bandung}/indikator`, pemda)).json().data as ItemUji[];
    const s = byKode(items, 'SPD-15');
    await setSetting('iga_status', '0');
    try {
      const r = await post(`/daerah/${bandung}/indikator`, pemda, { indikator_id: s.id, skala_id: s.skala[2]!.id });
      // a state of the period, not a permission (409): the operator's session stays and the editor explains
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ code: 'PERIODE_DITUTUP', message: expect.stringMatching(/ditutup/) });
      expect((await get(`/daerah/${bandung}/indikator`, pemda)).json()).toMatchObject({ boleh_ubah: false, alasan_kunci: expect.stringMatching(/ditutup/) });
      expect((await post(`/daerah/${bandung}/indikator`, admin, { indikator_id: s.id, skala_id: s.skala[2]!.id })).statusCode).toBe(200);
    } finally {
      await setSetting('iga_status', '1');
    }
  });
});

describe('innovation indicators, kematangan, submitable and sending', () => {
  it('the catalogue endpoints list the innovation indicators only', async () => {
    const r = (await get('/indikator/inovasi', pemda)).json();
    expect(r.tahun).toBe(2026);
    expect(r.data.map((i: ItemUji) => i.kode)).toEqual(Array.from({ length: 21 }, (_, i) => `SID-${16 + i}`));
    expect(r.skor_maks).toBe(111);
    expect(r.wajib).toBe(5);
    expect((await get('/indikator/inovasi/ujicoba', opd)).json().total).toBe(21);
    expect((await get('/indikator?tipe=P', opd)).json().data[0].kode).toBe('SPD-01');
    expect((await get('/indikator/inovasi?tahun=2023', pemda)).json().data[0].kode).toBe('SID-16');
  });

  it('a new innovation is not sendable until its mandatory indicators are answered and proven', async () => {
    const ino = await buatInovasi(pemda);
    expect(ino.submitable).toBe(0);
    const periksa = (await get(`/inovasi/${ino.id}/periksa`, pemda)).json();
    expect(periksa.submitable).toBe(0);
    const blocking = periksa.data.filter((i: { blocking: boolean }) => i.blocking);
    expect(blocking.map((i: { kode: string }) => i.kode)).toEqual(expect.arrayContaining(['NILAI_KOSONG', 'BUKTI_KOSONG']));
    expect(blocking[0].tautan).toMatch(new RegExp(`^/dashboard/indikator_inovasi\\?inovasi_id=${ino.id}#ind-\\d+$`));
    const send = await post(`/nomor_registrasi/${ino.id}`, pemda, { setuju: 1 });
    expect(send.statusCode).toBe(422);
    expect(send.json().errors._).toMatch(/Indikator dan bukti dukung: Indikator 16 \(Regulasi inovasi daerah\) wajib diisi/);
    expect(Object.keys(send.json().errors).some((k) => /^indikator_\d+$/.test(k))).toBe(true);
    expect((await get(`/crud/iga2020_inovasi/${ino.id}`, pemda)).json().data.aksi).not.toContain('kirim');

    const filled = await lengkapiIndikatorInovasi(t, pemda, ino.id);
    expect(filled.map((i) => i.kode)).toEqual(['SID-16', 'SID-17', 'SID-32', 'SID-33', 'SID-35']);
    const row = (await get(`/crud/iga2020_inovasi/${ino.id}`, pemda)).json().data;
    expect(row.submitable).toBe(1);
    expect(row.aksi).toContain('kirim');
    expect((await get(`/inovasi/${ino.id}/periksa`, pemda)).json().ringkasan.blocking).toBe(0);
  });

  it('kematangan = domain kematangan over the answers, stored on the innovation and in total_points', async () => {
    const ino = await buatInovasi(pemda);
    const kat = (await get('/indikator/inovasi', pemda)).json().data as (ItemUji & { bobot: number; tipe: string; skor_maks: number })[];
    const payload = kat.filter((i) => i.jenis !== 'A').map((i) => ({ indikator_id: i.id, ...jawabanTertinggi(i) }));
    const r = await post(`/inovasi/${ino.id}/indikator`, pemda, payload);
    expect(r.statusCode, r.body).toBe(200);
    const expected = kematangan(kat.map(asDef), Object.fromEntries(payload.map((p) => [p.indikator_id, p as Jawaban])));
    expect(expected).toBe(111);
    expect(r.json().ringkasan.skor_total).toBe(expected);
    expect(r.json().pemilik.kematangan).toBe(expected);
    const [db] = await sql<{ kematangan: number; total_points: number }>(`select i.kematangan, s.total_points from iga2020_inovasi i join iga2020_inovasi_skor s on s.inovasi_id = i.id where i.id = ${ino.id}`);
    expect(db).toEqual({ kematangan: 111, total_points: 111 });
    // lowering one answer lowers both by bobot x levels
    const s17 = byKode(kat, 'SID-17');
    await post(`/inovasi/${ino.id}/indikator`, pemda, { indikator_id: s17.id, nilai: 5 }); // level 1 of 3, bobot 2
    const [after] = await sql<{ kematangan: number; total_points: number }>(`select i.kematangan, s.total_points from iga2020_inovasi i join iga2020_inovasi_skor s on s.inovasi_id = i.id where i.id = ${ino.id}`);
    expect(after).toEqual({ kematangan: 107, total_points: 107 });
    // the automatic indicator is not writable
    const a = await post(`/inovasi/${ino.id}/indikator`, pemda, { indikator_id: byKode(kat, 'SID-36').id, nilai: '3' });
    expect(a.statusCode).toBe(422);
    expect(a.json().errors.indikator_id).toMatch(/otomatis/);
    // trial results are stored apart and do not change the maturity
    const u = await post(`/inovasi/${ino.id}/indikator/ujicoba`, pemda, { indikator_id: s17.id, nilai: 40 });
    expect(u.statusCode).toBe(200);
    expect(byKode(u.json().data, 'SID-17')).toMatchObject({ nilai: '40', skor: 6 });
    expect(byKode((await get(`/inovasi/${ino.id}/indikator`, pemda)).json().data, 'SID-17')).toMatchObject({ nilai: '5', skor: 2 });
    const [k] = await sql<{ kematangan: number }>(`select kematangan from iga2020_inovasi where id = ${ino.id}`);
    expect(k!.kematangan).toBe(107);
    const ud = await post(`/inovasi/${ino.id}/dokumen/ujicoba`, pemda, { indikator_id: s17.id, nama: 'Hasil uji coba', youtube: 'https://bandung.go.id/uji' });
    expect(ud.statusCode).toBe(201);
    expect((await get(`/inovasi/${ino.id}/dokumen/ujicoba/${s17.id}`, pemda)).json().data).toHaveLength(1);
    expect((await get(`/inovasi/${ino.id}/dokumen/${s17.id}`, pemda)).json().data).toHaveLength(0);
    const udel = await t.req({ method: 'DELETE', url: `/inovasi/${ino.id}/dokumen/ujicoba`, token: pemda, payload: { id: ud.json().data.id } });
    expect(udel.statusCode).toBe(200);
  });

  it('deleting a mandatory document makes the innovation unsendable again', async () => {
    const ino = await buatInovasi(pemda);
    await lengkapiIndikatorInovasi(t, pemda, ino.id);
    const docs = (await get(`/inovasi/${ino.id}/dokumen`, pemda)).json().data as { id: number; indikator: { nomor: string } }[];
    const video = docs.find((d) => d.indikator.nomor === '35')!;
    const del = await t.req({ method: 'DELETE', url: `/inovasi/${ino.id}/dokumen/${video.id}`, token: pemda, payload: {} });
    expect(del.json()).toMatchObject({ submitable: 0, indikator: { status: 'Belum Ada Bukti' }, ringkasan: { status: 'Belum Lengkap' } });
    const send = await post(`/nomor_registrasi/${ino.id}`, pemda, { setuju: 1 });
    expect(send.statusCode).toBe(422);
    expect(send.json().errors._).toMatch(/Indikator 35 \(Video inovasi daerah\) wajib dilengkapi bukti dukung/);
    // a video indicator needs a link, not a file
    const kat = (await get('/indikator/inovasi', pemda)).json().data as ItemUji[];
    const pdf = await upload(pemda, 'video.pdf', PDF_BYTES);
    const wrong = await post(`/inovasi/${ino.id}/dokumen`, pemda, { indikator_id: byKode(kat, 'SID-35').id, nama: 'Berkas video', file_url: pdf });
    expect(wrong.statusCode).toBe(201);
    expect(wrong.json().data.masalah[0].kode).toBe('BUKTI_JENIS_SALAH');
    expect(wrong.json().submitable).toBe(0);
    const items = (await get(`/inovasi/${ino.id}/periksa`, pemda)).json().data as { kode: string; blocking: boolean }[];
    expect(items).toEqual(expect.arrayContaining([expect.objectContaining({ kode: 'BUKTI_JENIS_SALAH', blocking: true })]));
    await post(`/inovasi/${ino.id}/dokumen`, pemda, { indikator_id: byKode(kat, 'SID-35').id, nama: 'Video', youtube: VIDEO_UJI });
    expect((await post(`/nomor_registrasi/${ino.id}`, pemda, { setuju: 1 })).statusCode).toBe(200);
  });

  it('a pending innovation\'s indicators and documents are frozen (409); admins may still correct them', async () => {
    const ino = await buatInovasi(pemda);
    const filled = await lengkapiIndikatorInovasi(t, pemda, ino.id);
    expect((await post(`/nomor_registrasi/${ino.id}`, pemda, { setuju: 1 })).statusCode).toBe(200);
    const s16 = filled[0]!;
    const r = await post(`/inovasi/${ino.id}/indikator`, pemda, { indikator_id: s16.id, skala_id: s16.skala[0]!.id });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(/tidak dapat diubah/);
    expect((await post(`/inovasi/${ino.id}/indikator/ujicoba`, pemda, { indikator_id: s16.id, skala_id: s16.skala[0]!.id })).statusCode).toBe(409);
    expect((await post(`/inovasi/${ino.id}/dokumen`, pemda, { indikator_id: s16.id, nama: 'x', youtube: 'https://youtu.be/x' })).statusCode).toBe(409);
    const doc = (await get(`/inovasi/${ino.id}/dokumen`, pemda)).json().data[0].id;
    expect((await t.req({ method: 'DELETE', url: `/inovasi/${ino.id}/dokumen`, token: pemda, payload: { id: doc } })).statusCode).toBe(409);
    const view = (await get(`/inovasi/${ino.id}/indikator`, pemda)).json();
    expect(view).toMatchObject({ boleh_ubah: false, alasan_kunci: expect.stringMatching(/sudah dikirim/) });
    expect((await post(`/inovasi/${ino.id}/indikator`, admin, { indikator_id: s16.id, skala_id: s16.skala[1]!.id })).statusCode).toBe(200);
  });

  it('the self vs verified comparison of an innovation shows to its region only after the decision', async () => {
    const ino = await buatInovasi(pemda);
    const filled = await lengkapiIndikatorInovasi(t, pemda, ino.id);
    expect((await post(`/nomor_registrasi/${ino.id}`, pemda, { setuju: 1 })).statusCode).toBe(200);
    const s = filled.find((i) => i.skala.length > 1)!;
    const ev = await post(`/evaluasi/${ino.id}/inovasi`, ver, { indikator_id: s.id, skala_id: s.skala[0]!.id, alasan: 'bukti_tidak_ada' });
    expect(ev.statusCode, ev.body).toBe(200);
    const pending = (await get(`/inovasi/${ino.id}/indikator`, pemda)).json();
    expect(pending).toMatchObject({ evaluasi_terlihat: false, registrasi: { status_nomor: 0 } });
    expect((flat(pending.data) as (ItemUji & { evaluasi: unknown })[]).every((i) => i.evaluasi === null)).toBe(true);
    expect((await get(`/inovasi/${ino.id}/indikator`, ver)).json().evaluasi_terlihat).toBe(true);
    expect((await post(`/review/${ino.id}/tolak`, ver, { catatan: 'Bukti dukung tidak ada.' })).statusCode).toBe(200);
    const decided = (await get(`/inovasi/${ino.id}/indikator`, pemda)).json();
    expect(decided).toMatchObject({ evaluasi_terlihat: true, registrasi: { status_nomor: 2 } });
    expect(byKode(decided.data, s.kode)).toMatchObject({ evaluasi: { skala_id: s.skala[0]!.id, alasan: 'bukti_tidak_ada' } });
    const other = await get(`/inovasi/${ino.id}/indikator`, lain);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('bukti_tidak_ada');
  });

  it('another region cannot read or change an innovation\'s indicators (404); an OPD edits only its own', async () => {
    const ino = await buatInovasi(pemda);
    const kat = (await get('/indikator/inovasi', pemda)).json().data as ItemUji[];
    const s16 = byKode(kat, 'SID-16');
    for (const [method, url, payload] of [
      ['GET', `/inovasi/${ino.id}/indikator`],
      ['POST', `/inovasi/${ino.id}/indikator`, { indikator_id: s16.id, skala_id: s16.skala[0]!.id }],
      ['GET', `/inovasi/${ino.id}/indikator/ujicoba`],
      ['POST', `/inovasi/${ino.id}/dokumen`, { indikator_id: s16.id, nama: 'x', youtube: 'https://youtu.be/x' }],
      ['GET', `/inovasi/${ino.id}/dokumen/${s16.id}`],
      ['GET', `/inovasi/${ino.id}/periksa`],
    ] as [string, string, unknown?][]) {
      expect((await t.req({ method: method as 'GET', url, token: lain, payload: payload as Record<string, unknown> })).statusCode, `${method} ${url}`).toBe(404);
    }
    // the OPD account sees only what it created
    expect((await get(`/inovasi/${ino.id}/indikator`, opd)).statusCode).toBe(404);
    const own = await buatInovasi(opd);
    const r = await post(`/inovasi/${own.id}/indikator`, opd, { indikator_id: s16.id, skala_id: s16.skala[1]!.id });
    expect(r.statusCode, r.body).toBe(200);
    expect(byKode(r.json().data, 'SID-16')).toMatchObject({ skor: 6, status: 'Belum Ada Bukti' });
    // the verifier reads Bandung's innovation indicators
    expect((await get(`/inovasi/${own.id}/indikator`, ver)).statusCode).toBe(200);
  });

  it('the activity log records answers and documents with the region', async () => {
    const acts = (await get('/activities?limit=200', admin)).json().data as { name: string; data: { name: string; value: string }[] }[];
    const isi = acts.find((a) => a.name === 'Isi indikator inovasi');
    expect(isi?.data).toEqual(expect.arrayContaining([{ name: 'profil_id', value: String(bandung) }]));
    expect(acts.some((a) => a.name === 'Tambah bukti dukung indikator daerah')).toBe(true);
    expect(acts.some((a) => a.name === 'Hapus bukti dukung indikator daerah')).toBe(true);
  });
});

describe('contracts: junk ids, queries and bodies of the wrong shape answer 422 and change nothing', () => {
  const JUNK_IDS = ['0x2', '1 OR 1=1', '2e0', '002', '-1', '0', 'abc'];
  let ino: number;
  let kat: ItemUji[];
  let doc: number;
  const snapshot = async () => ({
    daerah: await sql(`select * from indikator_daerah where profil_id = ${bandung} order by id`),
    inovasi: await sql(`select * from indikator_inovasi where inovasi_id = ${ino} order by id`),
    dokumen: await sql(`select * from dokumen_indikator where (pemilik = 'daerah' and pemilik_id = ${bandung}) or (pemilik <> 'daerah' and pemilik_id = ${ino}) order by id`),
    skor: await sql(`select i.kematangan, i.submitable, s.total_points from iga2020_inovasi i left join iga2020_inovasi_skor s on s.inovasi_id = i.id where i.id = ${ino}`),
  });
  const owners = () =>
    [
      ['/daerah', bandung, ''],
      ['/inovasi', ino, ''],
      ['/inovasi', ino, '/ujicoba'],
    ] as const;

  beforeAll(async () => {
    ino = (await buatInovasi(admin, { profil_id: bandung })).id;
    kat = (await get('/indikator/inovasi', admin)).json().data as ItemUji[];
    const s17 = byKode(kat, 'SID-17');
    const d = await post(`/inovasi/${ino}/dokumen`, admin, { indikator_id: s17.id, nama: 'Bukti', youtube: 'https://bandung.go.id/bukti' });
    expect(d.statusCode, d.body).toBe(201);
    doc = d.json().data.id;
  });

  it('every route with an id refuses 0x2, 1 OR 1=1 and other junk ids with a field error', async () => {
    const before = await snapshot();
    const ind = byKode(kat, 'SID-17').id;
    for (const junk of JUNK_IDS) {
      const j = encodeURIComponent(junk);
      for (const [base, id, uji] of owners()) {
        const calls: [string, string, string, unknown?][] = [
          ['GET', `${base}/${j}/indikator${uji}`, 'id'],
          ['POST', `${base}/${j}/indikator${uji}`, 'id', { indikator_id: ind, nilai: 5 }],
          ['GET', `${base}/${j}/periksa${uji}`, 'id'],
          ['GET', `${base}/${j}/dokumen${uji}`, 'id'],
          ['POST', `${base}/${j}/dokumen${uji}`, 'id', { indikator_id: ind, nama: 'x', youtube: 'https://youtu.be/x' }],
          ['DELETE', `${base}/${j}/dokumen${uji}`, 'id', { id: doc }],
          ['GET', `${base}/${j}/dokumen${uji}/${ind}`, 'id'],
          ['GET', `${base}/${id}/dokumen${uji}/${j}`, 'indikator_id'],
          ['DELETE', `${base}/${j}/dokumen${uji}/${doc}`, 'id', {}],
          ['DELETE', `${base}/${id}/dokumen${uji}/${j}`, 'dokumen_id', {}],
        ];
        for (const [method, url, field, payload] of calls) {
          const r = await t.req({ method: method as 'GET', url, token: admin, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
          expect(r.statusCode, `${method} ${url} ${r.body}`).toBe(422);
          expect(r.json().errors[field], `${method} ${url}`).toMatch(/bilangan bulat/);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('junk queries: a bad year or catalogue type is 422 with the field named', async () => {
    for (const q of ['tahun=abc', 'tahun=1999', 'tahun=2026.5', 'tahun[]=2026&tahun[]=2025', 'tahun[a]=1']) {
      for (const url of [`/daerah/${bandung}/indikator`, `/inovasi/${ino}/indikator/ujicoba`, `/daerah/${bandung}/periksa`, `/inovasi/${ino}/dokumen`, '/indikator/inovasi', '/indikator']) {
        const r = await get(`${url}?${q}`, admin);
        expect(r.statusCode, `${url}?${q}`).toBe(422);
        expect(Object.keys(r.json().errors)[0], `${url}?${q}`).toMatch(/^tahun/);
      }
    }
    for (const tipe of ['x', 'PI', '', '1']) {
      const r = await get(`/indikator?tipe=${tipe}`, admin);
      expect(r.statusCode, tipe).toBe(422);
      expect(r.json().errors.tipe).toMatch(/P, I, V atau R/);
    }
    expect((await get('/indikator?tipe=i&tahun=2026', admin)).json().data[0].kode).toBe('SID-16');
  });

  it('answers of the wrong shape: 422 per field, nothing written', async () => {
    const before = await snapshot();
    const ind = byKode(kat, 'SID-17').id;
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const cases: [unknown, string][] = [
      [{ toString: 1 }, 'indikator_id'],
      [{ indikator_id: { toString: 1 }, nilai: 5 }, 'indikator_id'],
      [{ indikator_id: '1 OR 1=1', nilai: 5 }, 'indikator_id'],
      [{ indikator_id: ind, nilai: { toString: 1 } }, 'nilai'],
      [{ indikator_id: ind, nilai: [5] }, 'nilai'],
      [{ indikator_id: ind, skala_id: true }, 'skala_id'],
      [{ indikator_id: ind, nilai_sebelum: {}, nilai_sesudah: 1 }, 'nilai_sebelum'],
      [{ indikator_id: ind, nilai: 5, tahun: 'abc' }, 'tahun'],
      [{ data: { a: 1 } }, 'data'],
      [{ data: [] }, 'data'],
      [{ data: Array.from({ length: 101 }, () => ({ indikator_id: ind, nilai: 5 })) }, 'data'],
      [{ data: [{ indikator_id: ind, nilai: 5 }], nilai: 5 }, 'nilai'],
      [{ data: [{ indikator_id: ind, nilai: 5, warna: 'merah' }] }, 'data.0.warna'],
      [[{ indikator_id: ind, nilai: { a: 1 } }], 'data.0.nilai'],
      ['teks', '_'],
    ];
    for (const [uji, akhiran] of [
      ['/inovasi', ''],
      ['/inovasi', '/ujicoba'],
    ] as const) {
      for (const [payload, field] of cases) {
        const r = await t.req({ method: 'POST', url: `${uji}/${ino}/indikator${akhiran}`, token: admin, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
        expect(r.statusCode, `${JSON.stringify(payload).slice(0, 60)} ${r.body}`).toBe(422);
        expect(r.json().errors[field], JSON.stringify(payload).slice(0, 60)).toBeTruthy();
      }
      const d = await t.req({ method: 'POST', url: `${uji}/${ino}/indikator${akhiran}`, token: admin, payload: `{"indikator_id":${ind},"nilai":${deep}}`, headers: { 'content-type': 'application/json' } });
      expect(d.statusCode).toBe(422);
      expect(d.json().errors.nilai).toBeTruthy();
    }
    const deepBody = await t.req({ method: 'POST', url: `/daerah/${bandung}/indikator`, token: admin, payload: deep, headers: { 'content-type': 'application/json' } });
    expect(deepBody.statusCode).toBe(422);
    expect(deepBody.json().errors['data.0']).toBeTruthy();
    expect(await snapshot()).toEqual(before);
  });

  it('documents of the wrong shape: 422 per field, nothing added or deleted', async () => {
    const before = await snapshot();
    const ind = byKode(kat, 'SID-17').id;
    const ok = { indikator_id: ind, nama: 'Bukti', youtube: 'https://bandung.go.id/bukti' };
    const adds: [unknown, string][] = [
      [{ ...ok, nama: { toString: 1 } }, 'nama'],
      [{ ...ok, youtube: ['https://youtu.be/x'] }, 'youtube'],
      [{ ...ok, indikator_id: '1 OR 1=1' }, 'indikator_id'],
      [{ ...ok, indikator_id: '0x2' }, 'indikator_id'],
      [{ ...ok, tanggal_surat: 20250101 }, 'tanggal_surat'],
      [{ ...ok, warna: 'merah' }, 'warna'],
      [[ok], '_'],
      ['teks', '_'],
    ];
    for (const akhiran of ['', '/ujicoba']) {
      for (const [payload, field] of adds) {
        const r = await t.req({ method: 'POST', url: `/inovasi/${ino}/dokumen${akhiran}`, token: admin, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
        expect(r.statusCode, `${JSON.stringify(payload).slice(0, 60)} ${r.body}`).toBe(422);
        expect(r.json().errors[field], JSON.stringify(payload).slice(0, 60)).toBeTruthy();
      }
    }
    const deletes: [unknown, string][] = [
      [{}, 'id'],
      [{ id: '0x2' }, 'id'],
      [{ id: `${doc} OR 1=1` }, 'id'],
      [{ id: { toString: doc } }, 'id'],
      [{ id: doc, semua: true }, 'semua'],
      [[doc], '_'],
    ];
    for (const [payload, field] of deletes) {
      const r = await t.req({ method: 'DELETE', url: `/inovasi/${ino}/dokumen`, token: admin, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
      expect(r.statusCode, `${JSON.stringify(payload)} ${r.body}`).toBe(422);
      expect(r.json().errors[field], JSON.stringify(payload)).toBeTruthy();
    }
    const byPath = await t.req({ method: 'DELETE', url: `/inovasi/${ino}/dokumen/${doc}`, token: admin, payload: JSON.stringify([doc]), headers: { 'content-type': 'application/json' } });
    expect(byPath.statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });
});

describe('no 500 for anything a user can type', () => {
  it('answers, documents, checker and lists with junk input', async () => {
    const JUNK: unknown[] = ['', 'abc', -1, 1e308, '1e9999', null, true, [1, 'a'], { a: { b: 1 } }, "'; drop table usr_asn; --", '\u0000', 'x'.repeat(70_000), '2023-02-30', '../../etc/passwd'];
    const kat = (await get('/indikator/inovasi', admin)).json().data as ItemUji[];
    const ino = await buatInovasi(admin, { profil_id: bandung });
    const bad: string[] = [];
    const check = (label: string, r: { statusCode: number; body: string }) => {
      if (r.statusCode >= 500) bad.push(`${label} -> ${r.statusCode} ${r.body.slice(0, 120)}`);
    };
    for (const v of JUNK) {
      for (const key of ['indikator_id', 'nilai', 'nilai_sebelum', 'nilai_sesudah', 'skala_id', 'informasi', 'tahun']) {
        const body = { indikator_id: byKode(kat, 'SID-17').id, [key]: v };
        check(`POST indikator {${key}: ${JSON.stringify(v)?.slice(0, 30)}}`, await post(`/inovasi/${ino.id}/indikator`, admin, body));
      }
      for (const key of ['indikator_id', 'nama', 'nomor_surat', 'tanggal_surat', 'file_url', 'youtube']) {
        check(`POST dokumen {${key}}`, await post(`/inovasi/${ino.id}/dokumen`, admin, { indikator_id: byKode(kat, 'SID-17').id, nama: 'x', youtube: 'https://youtu.be/x', [key]: v }));
      }
      check(`POST daerah ${JSON.stringify(v)?.slice(0, 20)}`, await post(`/daerah/${bandung}/indikator`, admin, { indikator_id: v, nilai: v }));
      check(`POST batch ${JSON.stringify(v)?.slice(0, 20)}`, await post(`/daerah/${bandung}/indikator`, admin, { data: v }));
      check('DELETE dokumen', await t.req({ method: 'DELETE', url: `/daerah/${bandung}/dokumen`, token: admin, payload: { id: v } as Record<string, unknown> }));
      check('POST pakta', await post(`/pakta/${bandung}`, admin, { file_url: v }));
      check('POST logo', await post('/logo', admin, { profil_id: v, file_url: v }));
    }
    for (const q of ['tahun=abc&page=-1&per_page=1e9&since_id=abc&limit=0', 'tahun[]=1&tahun[]=2&search=%00&kabkota_id=abc&orderBy[field]=password&sort=x&propinsi_id=x&tingkat=9']) {
      for (const url of [`/daerah/${bandung}/indikator`, `/inovasi/${ino.id}/indikator`, `/daerah/${bandung}/periksa`, `/profil/${bandung}/linimasa`, '/profil_pemda/verifikasi', '/daerah_verifikasi', `/kabkota/${await idProv()}`, '/indikator/inovasi']) {
        check(`GET ${url}?${q}`, await get(`${url}?${q}`, admin));
      }
      check(`GET /daerah-binaan?${q}`, await get(`/daerah-binaan?${q}`, await t.loginAs('provinsi')));
    }
    for (const id of ['0', '-1', 'abc', '99999999999999', '1.5']) {
      for (const url of [`/daerah/${id}/indikator`, `/inovasi/${id}/dokumen/${id}`, `/daerah/${bandung}/dokumen/${id}`, `/pakta/${id}`, `/kabkota/${id}`, `/propinsi/${id}/kabkota`, `/profil/download-pdf/${id}`]) {
        check(`GET ${url}`, await get(url, admin));
      }
    }
    expect(bad).toEqual([]);
  }, 120_000);
});

async function idProv(): Promise<number> {
  return (await sql<{ id: number }>(`select id from m_daerah where kode = '32'`))[0]!.id;
}
