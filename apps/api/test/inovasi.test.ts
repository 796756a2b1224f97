import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';
import { tautanUnduh } from './unduh';
import { lengkapiIndikatorInovasi } from './indikator-helpers';

let t: TestApp;
let admin: string;
let superadmin: string;
let pemda: string;
let opd: string;
let bandung: number;

const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `kata${i}`).join(' ')}</p>`;
const body = (over: Record<string, unknown> = {}) => ({
  nama: `Inovasi Uji ${Math.random().toString(36).slice(2, 8)}`,
  inovasi_status: 2,
  inisiator: 'OPD',
  nama_inisiator: 'Dinas Kesehatan',
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
const create = (token: string, over: Record<string, unknown> = {}) => t.req({ method: 'POST', url: '/crud/iga2020_inovasi', token, payload: body(over) });
const read = async (id: number, token = admin) => (await t.req({ method: 'GET', url: `/crud/iga2020_inovasi/${id}`, token })).json().data;
const send = (id: number, token: string, payload: Record<string, unknown> = { setuju: 1 }) => t.req({ method: 'POST', url: `/nomor_registrasi/${id}`, token, payload });
/** A complete innovation whose mandatory indicators are answered and proven (sendable). */
const createLengkap = async (token: string, over: Record<string, unknown> = {}) => {
  const id = (await create(token, over)).json().data.id as number;
  await lengkapiIndikatorInovasi(t, token, id);
  return id;
};
const setSetting = async (name: string, value: string) => {
  const row = (await t.req({ method: 'GET', url: `/crud/app_settings?search=${name}`, token: admin })).json().data.find((s: { name: string }) => s.name === name);
  const r = await t.req({ method: 'POST', url: `/crud/app_settings/${row.id}`, token: admin, payload: { setting_value: value } });
  expect(r.statusCode).toBe(200);
};
const sql = (q: string) => t.ctx.db.execute(q as never);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  superadmin = await t.loginAs('superadmin');
  pemda = await t.loginAs('pemda');
  opd = await t.loginAs('opd');
  bandung = (await t.req({ method: 'GET', url: '/me', token: pemda })).json().data.m_daerah_id;
});
afterAll(() => t.close());

describe('validation rules with their messages', () => {
  it.each([
    [{ latar_belakang: words(299) }, 'latar_belakang', 'Rancang Bangun minimal 300 kata.'],
    [{ is_covid: 8 }, 'is_covid', 'Mohon pilih asta cipta'],
    [{ is_covid: null }, 'is_covid', 'Mohon pilih asta cipta'],
    [{ waktu_implementasi: '2023-12-31' }, 'waktu_implementasi', 'Waktu Penerapan tidak boleh sebelum 01/01/2024.'],
    [{ waktu_implementasi: '2026-01-01' }, 'waktu_implementasi', 'Waktu Penerapan tidak boleh setelah 31/12/2025.'],
    [{ koordinat: '51.5,-0.12' }, 'koordinat', 'Titik Koordinat berada di luar wilayah Indonesia.'],
    [{ koordinat: 'Bandung' }, 'koordinat', 'Titik Koordinat harus berformat lintang,bujur (misalnya -6.175392,106.827153).'],
    [{ nama: '' }, 'nama', 'Nama Inovasi wajib diisi.'],
    [{ inisiator: 'Presiden' }, 'inisiator', 'Pilihan Inisiator Inovasi tidak valid.'],
  ])('%j -> %s', async (over, field, msg) => {
    const res = await create(pemda, over);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBe(msg);
  });

  it.each([[{ latar_belakang: words(300) }], [{ is_covid: 9 }], [{ waktu_implementasi: '2024-01-01' }], [{ waktu_implementasi: '2025-12-31' }]])('%j is accepted', async (over) => {
    expect((await create(pemda, over)).statusCode).toBe(201);
  });

  it('reports every missing required field by label at once', async () => {
    const res = await t.req({ method: 'POST', url: '/crud/iga2020_inovasi', token: pemda, payload: { nama: 'Hanya nama' } });
    expect(res.statusCode).toBe(422);
    const e = res.json().errors;
    expect(e.inisiator).toBe('Inisiator Inovasi wajib diisi.');
    expect(e.latar_belakang).toBe('Rancang Bangun wajib diisi.');
    expect(Object.keys(e).length).toBeGreaterThanOrEqual(12);
  });

  it('drops the development date when the innovation was not developed, keeps it when it was', async () => {
    const a = (await create(pemda, { is_developed: 0, waktu_pengembangan: '2024-06-01' })).json().data;
    expect(a.waktu_pengembangan).toBeNull();
    const b = (await create(pemda, { is_developed: 1, waktu_pengembangan: '2024-06-01' })).json().data;
    expect(b.waktu_pengembangan).toBe('2024-06-01');
    expect((await create(pemda, { is_developed: 1, waktu_pengembangan: '2026-02-01' })).json().errors.waktu_pengembangan).toMatch(/31\/12\/2025/);
  });

  it('takes the date window from settings, so a new period needs no code', async () => {
    // inside the 2026 methodology's window (2024-01-01..2025-12-31) the settings decide (decision 83)
    await setSetting('tanggal_penerapan_max', '2025-06-30');
    expect((await create(pemda, { waktu_implementasi: '2025-09-01' })).statusCode).toBe(422);
    await setSetting('tanggal_penerapan_max', '2025-12-31');
    expect((await create(pemda, { waktu_implementasi: '2025-09-01' })).statusCode).toBe(201);
  });

  it('strips scripts, handlers and javascript: links from rich text', async () => {
    const evil = `${words(300)}<script>alert('x')</script><p onclick="steal()">isi</p><a href="javascript:alert(1)">tautan</a><img src=x onerror=alert(1)><iframe src="https://evil"></iframe>`;
    const res = await create(pemda, { latar_belakang: evil, hasil_inovasi: '<p style="x" onmouseover="a()">Hasil <b>baik</b></p>' });
    expect(res.statusCode).toBe(201);
    const row = await read(res.json().data.id);
    for (const f of [row.latar_belakang, row.hasil_inovasi]) {
      expect(f).not.toMatch(/<script|onclick|onerror|onmouseover|javascript:|<iframe|<img|style=/i);
    }
    expect(row.hasil_inovasi).toContain('<b>baik</b>');
    expect(row.latar_belakang).toContain('isi');
  });

  it('sets the year from the application date and computes submitable and completeness', async () => {
    const full = (await create(pemda, { waktu_implementasi: '2025-05-01' })).json().data;
    expect(full.tahun).toBe(2025);
    // complete fields, but the mandatory indicators are still empty: not sendable yet
    expect(full.submitable).toBe(0);
    const r = await read(full.id);
    expect(r.kelengkapan).toEqual({ persen: 100, kurang: [] });
    await lengkapiIndikatorInovasi(t, pemda, full.id);
    expect((await read(full.id)).submitable).toBe(1);
  });
});

describe('rows carry related objects and allowed actions', () => {
  it('a fresh innovation of the pemda: white, not sent, editable, sendable', async () => {
    const id = await createLengkap(pemda);
    const row = (await t.req({ method: 'GET', url: `/crud/iga2020_inovasi?search=${encodeURIComponent((await read(id)).nama)}`, token: pemda })).json().data[0];
    expect(row.status_pengiriman).toBe('Belum Dikirim');
    expect(row.warna).toBe('putih');
    expect(row.registrasi).toBeNull();
    expect(row.usr_asn.nama_lengkap).toBeTruthy();
    expect(row.aksi).toEqual(expect.arrayContaining(['ubah', 'hapus', 'kirim', 'indikator', 'pdf', 'excel']));
    expect(row.aksi).not.toContain('pengirim');
    expect(row.kirim_inovasi).toBe(1);
    expect(row.nama_pemda).toBe('Kota Bandung');
    expect(row.tanggal_terkunci).toBe(false);
    expect(row.kelengkapan).toEqual({ persen: 100, kurang: [] });
  });

  it('an admin lists rows of several regions, each with its region name', async () => {
    await create(await t.loginAs('pemda.lain'));
    const rows = (await t.req({ method: 'GET', url: '/crud/iga2020_inovasi?per_page=100', token: admin })).json().data as { profil_id: number; nama_pemda: string }[];
    const names = new Set(rows.map((r) => r.nama_pemda));
    expect(names.size).toBeGreaterThan(1);
    expect(names.has(null as never)).toBe(false);
  });

  it('an old legacy theme row is red on grey with the warning flag', async () => {
    const id = (await create(pemda)).json().data.id;
    await sql(`update iga2020_inovasi set is_covid = 3 where id = ${id}`);
    const row = await read(id);
    expect(row.warna).toBe('merah-abu');
    expect(row.profil_belum_lengkap).toBe(true);
  });

  it('the list reads no rich text and no extra query per row, yet agrees with the record', async () => {
    // texts the form would refuse (299 words, an empty paragraph), as an old import left them; counted at start
    const id = await createLengkap(pemda);
    await sql(`update iga2020_inovasi set latar_belakang = '${words(299)}', tujuan = '<p></p>', jumlah_kata = null where id = ${id}`);
    const { lengkapiJumlahKata } = await import('../src/modules/inovasi/turunan');
    await lengkapiJumlahKata(t.ctx.db);
    const sent = await createLengkap(pemda);
    expect((await send(sent, pemda)).statusCode).toBe(200);
    // the list as the web asks for it (`fields`, decision 100); without `fields` the full row is answered
    const { kolomDaftarRingkas, inovasiResource } = await import('@sigap/domain');
    const fields = kolomDaftarRingkas(inovasiResource)!.join(',');
    const list = (await t.req({ method: 'GET', url: `/crud/iga2020_inovasi?per_page=100&orderBy[field]=id&orderBy[sort]=desc&fields=${fields}`, token: pemda })).json().data as Record<string, unknown>[];
    for (const rid of [id, sent]) {
      const fromList = list.find((r) => r.id === rid)!;
      const record = await read(rid, pemda);
      for (const k of ['latar_belakang', 'tujuan', 'manfaat', 'hasil_inovasi', 'jumlah_kata', '__registrasi', '__akun', '__nama_pemda']) expect(fromList).not.toHaveProperty(k);
      expect(record).not.toHaveProperty('jumlah_kata');
      expect(record.latar_belakang).toMatch(/kata0/);
      for (const k of ['kelengkapan', 'registrasi', 'usr_asn', 'opd', 'nama_pemda', 'tanggal_terkunci', 'status_pengiriman', 'warna', 'aksi']) expect(fromList[k]).toEqual(record[k]);
    }
    expect(list.find((r) => r.id === id)!.kelengkapan).toEqual({ persen: 88, kurang: ['Rancang Bangun (minimal 300 kata)', 'Tujuan Inovasi'] });
    const sentRow = list.find((r) => r.id === sent)!;
    expect(sentRow.registrasi).toMatchObject({ status_nomor: 0, setuju: 1, qc: 0 });
    expect(sentRow.tanggal_terkunci).toBe(true);
  });

  it('word counts missing after a bulk load are filled at start from the texts', async () => {
    const { lengkapiJumlahKata } = await import('../src/modules/inovasi/turunan');
    const id = (await create(pemda)).json().data.id;
    await sql(`update iga2020_inovasi set jumlah_kata = null, tujuan = '<p>dua kata</p>' where id = ${id}`);
    expect(await lengkapiJumlahKata(t.ctx.db, 2)).toBeGreaterThanOrEqual(1);
    const stored = (await sql(`select jumlah_kata from iga2020_inovasi where id = ${id}`)) as unknown as { rows: { jumlah_kata: Record<string, number> }[] };
    expect(stored.rows[0]!.jumlah_kata).toEqual({ latar_belakang: 300, tujuan: 2, manfaat: 1, hasil_inovasi: 1 });
    expect(await lengkapiJumlahKata(t.ctx.db)).toBe(0);
  });

  it('list totals from the maintained counter equal a count of the rows, through inserts, year changes and deletes', async () => {
    const total = async (token: string, qs: string) => (await t.req({ method: 'GET', url: `/crud/iga2020_inovasi?per_page=1&${qs}`, token })).json().total as number;
    // database innovations only: competition entries (is_lomba = 1) are not in this list (decision 64)
    const counted = async (where: string) => Number(((await sql(`select count(*)::int as n from iga2020_inovasi where is_lomba = 0 and (${where})`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const check = async () => {
      expect(await total(admin, 'tahun[]=2024')).toBe(await counted('tahun = 2024'));
      expect(await total(admin, 'tahun[]=2023&tahun[]=2024')).toBe(await counted('tahun in (2023, 2024)'));
      expect(await total(admin, '')).toBe(await counted('true'));
      expect(await total(admin, `pemda_id=${bandung}&tahun=2024`)).toBe(await counted(`profil_id = ${bandung} and tahun = 2024`));
      expect(await total(pemda, 'tahun[]=2024')).toBe(await counted(`profil_id = ${bandung} and tahun = 2024`));
      // another region asked for by a pemda: nothing, as the rows say
      expect(await total(pemda, `pemda_id=${bandung + 1}`)).toBe(0);
      // own records only (OPD) and a search are counted from the rows
      expect(await total(opd, 'tahun[]=2024')).toBeGreaterThan(0);
    };
    await check();
    const a = (await create(pemda, { waktu_implementasi: '2024-03-01' })).json().data.id;
    await create(opd, { waktu_implementasi: '2024-03-02' });
    await check();
    await sql(`update iga2020_inovasi set tahun = 2023 where id = ${a}`);
    await check();
    expect((await t.req({ method: 'DELETE', url: `/crud/iga2020_inovasi/${a}`, token: pemda, payload: {} })).statusCode).toBe(200);
    await check();
  });

  it('an OPD row names its OPD', async () => {
    const row = (await create(opd)).json().data;
    const r = await read(row.id, opd);
    expect(r.opd.nama_opd).toBe('Dinas Komunikasi dan Informatika');
  });
});

describe('send to the ministry', () => {
  it('issues a number, freezes the record and refuses a second send', async () => {
    const id = await createLengkap(pemda);
    expect((await send(id, pemda, {})).json().errors.setuju).toMatch(/menyetujui/);
    const res = await send(id, pemda);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.nomor).toMatch(/^IID\/2024\/3273\/\d{6}$/);
    expect(res.json().data.status_nomor).toBe(0);
    const row = await read(id, pemda);
    expect(row.status_pengiriman).toBe('Sudah Dikirim');
    expect(row.warna).toBe('hijau');
    expect(row.aksi).not.toContain('ubah');
    expect(row.aksi).not.toContain('kirim');
    expect(row.aksi).toContain('pengirim');
    const again = await send(id, pemda);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/tidak dapat dikirim ulang/);
    expect(again.json().code).toBe('SUDAH_DIKIRIM');
    const edit = await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${id}`, token: pemda, payload: { nama: 'Ubah saat pending' } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/tidak dapat diubah/);
    expect(edit.json().code).toBe('SUDAH_DIKIRIM');
    expect((await t.req({ method: 'DELETE', url: `/crud/iga2020_inovasi/${id}`, token: pemda, payload: {} })).statusCode).toBe(409);
    // admin and superadmin may still correct it
    expect((await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${id}`, token: admin, payload: { nama: 'Dikoreksi admin' } })).statusCode).toBe(200);
    const detail = (await t.req({ method: 'GET', url: `/nomor_registrasi/${id}`, token: pemda })).json();
    expect(detail.data.setuju).toBe(1);
    expect(detail.data.pengirim.username).toBe('pemda');
    expect(detail.riwayat[0].aksi).toBe('kirim');
  });

  it('two people sending at once: one succeeds, the other is refused', async () => {
    const id = await createLengkap(pemda);
    const [a, b] = await Promise.all([send(id, pemda), send(id, admin)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const history = (await t.req({ method: 'GET', url: `/nomor_registrasi/${id}`, token: admin })).json().riwayat;
    expect(history).toHaveLength(1);
  });

  it('refuses an incomplete innovation and explains what is missing', async () => {
    const id = (await create(pemda)).json().data.id;
    await sql(`update iga2020_inovasi set submitable = 0, tujuan = null where id = ${id}`);
    const res = await send(id, pemda);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PROFIL_BELUM_LENGKAP');
    expect(res.json().message).toMatch(/Tujuan Inovasi/);
    expect(res.json().errors._).toMatch(/Tujuan Inovasi/);
  });

  it('with sending closed, an OPD cannot send; a pemda may for a 2024 Penerapan innovation', async () => {
    await setSetting('kirim_inovasi', '0');
    // sending years narrowed to 2024 (the period meets them with the methodology's 2024-2025)
    await setSetting('tahun_kirim_max', '2024');
    const o = (await create(opd)).json().data.id;
    const closed = await send(o, opd);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'PERIODE_DITUTUP', message: 'Pengiriman inovasi ke Kemendagri sedang ditutup.' });
    const p = await createLengkap(pemda);
    expect((await send(p, pemda)).statusCode).toBe(200);
    const oldRes = await create(pemda, { waktu_implementasi: '2025-03-01', tahun: 2025 });
    expect(oldRes.statusCode, oldRes.body).toBe(201);
    const old = oldRes.json().data.id;
    const luar = await send(old, pemda);
    expect(luar.statusCode).toBe(409);
    expect(luar.json().code).toBe('TAHUN_TIDAK_DAPAT_DIKIRIM');
    // the row says the same: no Kirim while sending is closed for that year
    expect((await read(old, pemda)).aksi).not.toContain('kirim');
    await setSetting('tahun_kirim_max', '2025');
    await setSetting('kirim_inovasi', '1');
  });

  it('a rejected innovation can be edited and sent again, but its dates stay frozen except for superadmin', async () => {
    const id = await createLengkap(pemda);
    expect((await send(id, pemda)).statusCode).toBe(200);
    await sql(`update nomor_registrasi set status_nomor = 2 where inovasi_id = ${id}`);
    const nama = await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${id}`, token: pemda, payload: { nama: 'Diperbaiki setelah ditolak' } });
    expect(nama.statusCode).toBe(200);
    // the row tells the form to show the dates read-only (superadmin excepted)
    expect((await read(id, pemda)).tanggal_terkunci).toBe(true);
    expect((await read(id, superadmin)).tanggal_terkunci).toBe(false);
    const tanggal = await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${id}`, token: pemda, payload: { waktu_implementasi: '2024-03-01' } });
    expect(tanggal.statusCode).toBe(422);
    expect(tanggal.json().errors.waktu_implementasi).toMatch(/pernah dikirim/);
    expect((await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${id}`, token: admin, payload: { waktu_implementasi: '2024-03-01' } })).statusCode).toBe(422);
    expect((await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${id}`, token: superadmin, payload: { waktu_implementasi: '2024-03-01' } })).statusCode).toBe(200);
    const resend = await send(id, pemda);
    expect(resend.statusCode).toBe(200);
    const history = (await t.req({ method: 'GET', url: `/nomor_registrasi/${id}`, token: pemda })).json().riwayat;
    expect(history.map((h: { aksi: string }) => h.aksi)).toEqual(['kirim_ulang', 'kirim']);
  });

  it('is_index = 1 can be neither edited nor deleted, even by superadmin', async () => {
    const id = (await create(pemda)).json().data.id;
    await sql(`update iga2020_inovasi set is_index = 1 where id = ${id}`);
    expect((await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${id}`, token: superadmin, payload: { nama: 'x' } })).statusCode).toBe(409);
    expect((await t.req({ method: 'DELETE', url: `/crud/iga2020_inovasi/${id}`, token: superadmin, payload: {} })).statusCode).toBe(409);
  });

  it('with iga_status 0 a pemda cannot add or edit; an admin can', async () => {
    const id = (await create(pemda)).json().data.id;
    await setSetting('iga_status', '0');
    const add = await create(pemda);
    expect(add.statusCode).toBe(409);
    expect(add.json()).toMatchObject({ code: 'PERIODE_DITUTUP', message: expect.stringMatching(/ditutup/) });
    expect((await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${id}`, token: pemda, payload: { nama: 'x' } })).statusCode).toBe(409);
    expect((await create(admin, { profil_id: bandung })).statusCode).toBe(201);
    await setSetting('iga_status', '1');
  });

  it('a pemda cannot send another region\'s innovation', async () => {
    const lain = await t.loginAs('pemda.lain');
    const foreign = (await t.req({ method: 'GET', url: '/crud/iga2020_inovasi?per_page=1', token: lain })).json().data[0].id;
    expect((await send(foreign, pemda)).statusCode).toBe(404);
  });
});

describe('downloads and recap', () => {
  it('the PDF contains the innovation name and labels; the Excel opens with the same fields', async () => {
    const created = (await create(pemda, { nama: 'Sistem Antrean Puskesmas Daring' })).json().data;
    const pdf = await t.req({ method: 'GET', url: `/inovasi/download-pdf/${created.id}`, token: pemda });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Sistem Antrean Puskesmas Daring');
    expect(text).toContain('Pemerintah Kota Bandung');
    expect(text).toContain('01/02/2024');
    expect(text).toContain('Tahapan Inovasi');

    const xlsx = await t.req({ method: 'GET', url: `/inovasi/download-excel/${created.id}`, token: pemda });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Inovasi')!;
    const pairs = new Map<string, string>();
    ws.eachRow((r, i) => i > 1 && pairs.set(String(r.getCell(1).value), String(r.getCell(2).value)));
    expect(pairs.get('Nama Inovasi')).toBe('Sistem Antrean Puskesmas Daring');
    expect(pairs.get('Waktu Penerapan')).toBe('01/02/2024');
    expect(pairs.get('Tahapan Inovasi')).toBe('Penerapan');
    expect(pairs.get('Urusan Pemerintahan')).toMatch(/Pendidikan/);
    for (const label of ['Nama Inovasi', 'Tahapan Inovasi', 'Rancang Bangun', 'Asta Cita']) expect(text).toContain(label);

    const lain = await t.loginAs('pemda.lain');
    expect((await t.req({ method: 'GET', url: `/inovasi/download-pdf/${created.id}`, token: lain })).statusCode).toBe(404);
  });

  it('list links carry a download token ?unduh= (same scope and permission as with the header)', async () => {
    const id = (await create(pemda)).json().data.id as number;
    const link = async (kind: string, token?: string) => {
      const url = `/inovasi/download-${kind}/${id}`;
      return t.req({ method: 'GET', url: token ? await tautanUnduh(t, token, url) : url });
    };
    for (const kind of ['pdf', 'excel']) {
      expect((await link(kind, pemda)).statusCode).toBe(200);
      expect((await link(kind)).statusCode).toBe(401);
      expect((await t.req({ method: 'GET', url: `/inovasi/download-${kind}/${id}?unduh=bukan-token` })).statusCode).toBe(401);
      // the session token itself is never accepted in the address
      expect((await t.req({ method: 'GET', url: `/inovasi/download-${kind}/${id}?access_token=${encodeURIComponent(pemda)}` })).statusCode).toBe(401);
      expect((await link(kind, await t.loginAs('pemda.lain'))).statusCode).toBe(404);
    }
    expect((await link('pdf', pemda)).headers['content-type']).toBe('application/pdf');
    expect(t.app.protectedRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['GET /inovasi/download-pdf/:id', 'GET /inovasi/download-excel/:id']));
  });

  it('the list export (toolbar) has the list\'s filters and scope: a pemda gets only its own region', async () => {
    const nama = 'Ekspor Daftar Inovasi Uji';
    await create(pemda, { nama });
    const rows = async (token: string, query: string) => {
      const r = await t.req({ method: 'GET', url: await tautanUnduh(t, token, `/inovasi/download-excel?${query}`) });
      expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
      expect(r.headers['content-disposition']).toMatch(/daftar-inovasi-\d{4}-\d{2}-\d{2}\.xlsx/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0]!;
      const header = (ws.getRow(1).values as unknown[]).map(String);
      const col = (label: string) => header.indexOf(label);
      const out: Record<string, string>[] = [];
      ws.eachRow((row, i) => {
        if (i === 1) return;
        out.push({ nama: String(row.getCell(col('Nama Inovasi')).value), pemda: String(row.getCell(col('Pemerintah Daerah')).value ?? '') });
      });
      return out;
    };
    const mine = await rows(pemda, `search=${encodeURIComponent(nama)}`);
    expect(mine.map((r) => r.nama)).toContain(nama);
    const semua = await rows(pemda, 'per_page=10');
    const dbCount = Number(((await sql(`select count(*)::int as n from iga2020_inovasi where profil_id = ${bandung} and is_lomba = 0`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    expect(semua.length).toBe(dbCount); // every matching row, not one page
    expect((await rows(await t.loginAs('pemda.lain'), `search=${encodeURIComponent(nama)}`)).length).toBe(0);
    expect((await rows(admin, `search=${encodeURIComponent(nama)}`)).length).toBe(1);
    expect((await t.req({ method: 'GET', url: '/inovasi/download-excel' })).statusCode).toBe(401);
    expect((await t.req({ method: 'GET', url: '/inovasi/download-excel?page=-1', token: admin })).statusCode).toBe(422);
  });

  it('counts innovations per stage of a pemda', async () => {
    const r = (await t.req({ method: 'GET', url: `/inovasi/${bandung}/rekap`, token: pemda })).json().data;
    expect(r.implementasi).toBeGreaterThan(5);
    expect(r.total).toBe(r.implementasi + r.inisiatif + r.ujicoba);
    const lain = (await t.req({ method: 'GET', url: '/me', token: await t.loginAs('pemda.lain') })).json().data.m_daerah_id;
    expect((await t.req({ method: 'GET', url: `/inovasi/${lain}/rekap`, token: pemda })).statusCode).toBe(404);
  });
});

describe('archive (arsip)', () => {
  it('regional users read archive years but cannot change them; admins can', async () => {
    const old = (await create(admin, { profil_id: bandung })).json().data.id;
    await sql(`update iga2020_inovasi set tahun = 2019, waktu_implementasi = '2019-05-01' where id = ${old}`);
    const me = (await t.req({ method: 'GET', url: '/me', token: pemda })).json().data;
    expect(me.allowed_years).toEqual([2023, 2024, 2025, 2026]);
    expect(me.readable_years).toContain(2019);
    const list = (await t.req({ method: 'GET', url: '/crud/iga2020_inovasi?tahun[]=2019', token: pemda })).json();
    const row = list.data.find((r: { id: number }) => r.id === old);
    expect(row.arsip).toBe(true);
    expect(row.aksi).toEqual(['lihat', 'pdf', 'excel']);
    expect((await t.req({ method: 'GET', url: `/inovasi/download-pdf/${old}`, token: pemda })).statusCode).toBe(200);
    expect((await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${old}`, token: pemda, payload: { nama: 'x' } })).statusCode).toBe(404);
    expect((await t.req({ method: 'DELETE', url: `/crud/iga2020_inovasi/${old}`, token: pemda, payload: {} })).statusCode).toBe(404);
    const adminRow = (await t.req({ method: 'GET', url: `/crud/iga2020_inovasi/${old}`, token: admin })).json().data;
    expect(adminRow.aksi).toEqual(['lihat', 'pdf', 'excel', 'ubah']);
    const superRow = (await t.req({ method: 'GET', url: `/crud/iga2020_inovasi/${old}`, token: superadmin })).json().data;
    expect(superRow.aksi).toEqual(['lihat', 'pdf', 'excel', 'ubah', 'hapus']);
  });

  it('an archive-year innovation cannot be sent: no Kirim on the row and the send command refuses it (one policy)', async () => {
    // complete and sendable in every other way, with sending open
    const id = await createLengkap(admin, { profil_id: bandung });
    expect((await read(id, pemda)).aksi).toContain('kirim');
    await sql(`update iga2020_inovasi set tahun = 2019 where id = ${id}`);
    const jejak = async () => (await sql(`select (select count(*)::int from nomor_registrasi where inovasi_id = ${id}) as r, (select count(*)::int from nomor_registrasi_history h join nomor_registrasi n on n.id = h.nomor_registrasi_id where n.inovasi_id = ${id}) as h`)) as unknown as { rows: { r: number; h: number }[] };
    for (const token of [pemda, admin, superadmin]) {
      expect((await read(id, token)).aksi).not.toContain('kirim');
      const r = await send(id, token);
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json()).toMatchObject({ status: 0, code: 'TAHUN_TIDAK_DAPAT_DIKIRIM', message: expect.stringMatching(/2019 termasuk arsip/) });
    }
    expect((await jejak()).rows[0]).toEqual({ r: 0, h: 0 });
    // back in a year that may be sent: the same row is sent
    await sql(`update iga2020_inovasi set tahun = 2024 where id = ${id}`);
    expect((await send(id, pemda)).statusCode).toBe(200);
  });

  it('archive rows are deleted by superadmin only: a developer, who deletes current rows, is refused as the row says', async () => {
    const developer = await t.loginAs('developer');
    const old = (await create(admin, { profil_id: bandung })).json().data.id;
    await sql(`update iga2020_inovasi set tahun = 2019, waktu_implementasi = '2019-05-01' where id = ${old}`);
    expect((await read(old, developer)).aksi).not.toContain('hapus');
    const del = await t.req({ method: 'DELETE', url: `/crud/iga2020_inovasi/${old}`, token: developer, payload: {} });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({ code: 'INVALID_TRANSITION', message: 'Inovasi arsip hanya dapat dilihat.' });
    expect(await read(old)).toMatchObject({ id: old });
    const current = (await create(admin, { profil_id: bandung })).json().data.id;
    expect((await read(current, developer)).aksi).toContain('hapus');
    expect((await t.req({ method: 'DELETE', url: `/crud/iga2020_inovasi/${current}`, token: developer, payload: {} })).statusCode).toBe(200);
  });
});

describe('contracts: bad input answers 422 and changes nothing', () => {
  const JUNK = ['0x2', '2e0', '002', '1%20OR%201%3D1', '-1', '0', 'abc', '99999999999'];
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

  it('junk ids on every route that takes one', async () => {
    const routes: [string, (id: string) => string][] = [
      ['POST', (id) => `/nomor_registrasi/${id}`],
      ['GET', (id) => `/nomor_registrasi/${id}`],
      ['GET', (id) => `/inovasi/${id}/rekap`],
      ['GET', (id) => `/inovasi/download-pdf/${id}`],
      ['GET', (id) => `/inovasi/download-excel/${id}`],
    ];
    for (const [method, url] of routes) {
      for (const id of JUNK) {
        const r = await t.req({ method: method as 'GET', url: url(id), token: pemda, ...(method === 'POST' ? { payload: { setuju: 1 } } : {}) });
        expect(r.statusCode, `${method} ${url(id)}`).toBe(422);
        expect(r.json()).toMatchObject({ status: 0, code: 'VALIDATION_FAILED', errors: { id: expect.any(String) } });
      }
    }
  });

  it('a send body of the wrong shape is refused field by field and writes nothing', async () => {
    const id = await createLengkap(pemda);
    // raw JSON texts: what a client could send
    const bodies: [string, string][] = [
      ['{"setuju":{"toString":1}}', 'setuju'],
      ['{"setuju":[1]}', 'setuju'],
      ['{"setuju":"1 OR 1=1"}', 'setuju'],
      ['{"setuju":2}', 'setuju'],
      ['{"setuju":true}', 'setuju'],
      [`{"setuju":${deep(5000)}}`, 'setuju'],
      ['{"setuju":1,"deskripsi":{"toString":1}}', 'deskripsi'],
      ['{"setuju":1,"deskripsi":["a"]}', 'deskripsi'],
      [`{"setuju":1,"deskripsi":"${'x'.repeat(2001)}"}`, 'deskripsi'],
      ['{"setuju":1,"nomor":"IID/palsu"}', 'nomor'],
      [deep(5000), '_'],
      ['"setuju=1"', '_'],
      ['null', '_'],
    ];
    for (const [payload, field] of bodies) {
      const r = await t.req({ method: 'POST', url: `/nomor_registrasi/${id}`, token: pemda, payload, headers: { 'content-type': 'application/json' } });
      expect(r.statusCode, payload.slice(0, 80)).toBe(422);
      expect(r.json().errors, payload.slice(0, 80)).toHaveProperty([field]);
    }
    expect((await send(id, pemda, {})).json().errors.setuju).toMatch(/menyetujui/);
    expect((await send(id, pemda, { setuju: 0 })).json().errors.setuju).toMatch(/menyetujui/);
    const reg = (await t.req({ method: 'GET', url: `/nomor_registrasi/${id}`, token: pemda })).json();
    expect(reg).toEqual({ status: 1, data: null, riwayat: [] });
    expect((await read(id, pemda)).aksi).toContain('kirim');
    // the accepted forms: 1 or "1", an optional note (null or text)
    const ok = await send(id, pemda, { setuju: '1', deskripsi: null });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('the list export takes the one list contract plus the resource filters', async () => {
    const bad = ['page=-1', 'per_page=0', 'per_page=1000', 'orderBy=nama', 'orderBy[sort]=sideways', 'search[a]=1', 'tahun[]=abc', 'inovasi_status=9', 'unduh[]=a'];
    for (const q of bad) {
      const r = await t.req({ method: 'GET', url: `/inovasi/download-excel?${q}`, token: admin });
      expect(r.statusCode, q).toBe(422);
      expect(r.json().status).toBe(0);
    }
    const r = await t.req({ method: 'GET', url: '/inovasi/download-excel?tahun[]=2024&orderBy[field]=nama&orderBy[sort]=asc&search=Inovasi', token: admin });
    expect(r.statusCode).toBe(200);
  });
});
