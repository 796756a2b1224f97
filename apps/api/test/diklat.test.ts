import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INOVASI_READERS, ROLES, type Role } from '@sigap/domain';
import { buildTestApp, multipart, PDF_BYTES, type TestApp } from './helpers';
import { buatInovasi } from './factories';

/**
 * Training reports (DKL-01): every diklat route for every role (supporting spec 6), the scope of each role
 * (participants only their own, regional roles their region, cross-region probes), the report file checked by
 * content, the innovation link, the dashboard and the diklat account screen.
 */
let t: TestApp;
const tok: Partial<Record<string, string>> = {};
const token = async (u: string) => (tok[u] ??= await t.loginAs(u));
let bandung: number;
let banyuwangi: number;
let jenis: number;
const ids: Record<string, number> = {};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const upload = async (user: string, name: string, content: Buffer) => {
  const res = await t.req({ method: 'POST', url: '/media/upload', token: await token(user), ...multipart('file', name, content) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file_url as string;
};
const isian = (over: Record<string, unknown> = {}) => ({
  nama_peserta: 'Peserta Uji',
  nip: '199001012015011001',
  jabatan: 'Analis',
  instansi: 'Dinas Uji',
  jenis_pelatihan_id: jenis,
  judul_proyek: `Proyek Uji ${Math.random().toString(36).slice(2, 8)}`,
  profil_id: bandung,
  ...over,
});
const tambah = (user: string, body: Record<string, unknown>) => token(user).then((tk) => t.req({ method: 'POST', url: '/crud/laporan_diklat', token: tk, payload: body }));
const baca = (user: string, id: number) => token(user).then((tk) => t.req({ method: 'GET', url: `/crud/laporan_diklat/${id}`, token: tk }));
const daftar = async (user: string) => {
  const res = await t.req({ method: 'GET', url: '/crud/laporan_diklat?per_page=100', token: await token(user) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>[];
};

beforeAll(async () => {
  t = await buildTestApp();
  const sa = await token('superadmin');
  const cari = async (q: string) => (await t.req({ method: 'GET', url: `/crud/m_daerah/lookup?search=${encodeURIComponent(q)}`, token: sa })).json().data[0].id as number;
  bandung = await cari('Kota Bandung');
  banyuwangi = await cari('Kabupaten Banyuwangi');
  jenis = (await t.req({ method: 'GET', url: '/crud/jenis_pelatihan/lookup', token: sa })).json().data[0].id;
  // one report of each writer: the participant, the regional admin (Bandung), the national admin (Banyuwangi)
  const pdfPeserta = await upload('peserta.diklat', 'laporan.pdf', PDF_BYTES);
  const pdfDaerah = await upload('admin.diklat.daerah', 'laporan.pdf', PDF_BYTES);
  const pdfPusat = await upload('admin.diklat', 'laporan.pdf', PDF_BYTES);
  for (const [k, user, body] of [
    ['peserta', 'peserta.diklat', isian({ file_laporan: pdfPeserta })],
    ['daerah', 'admin.diklat.daerah', isian({ file_laporan: pdfDaerah })],
    ['lain', 'admin.diklat', isian({ file_laporan: pdfPusat, profil_id: banyuwangi })],
  ] as const) {
    const res = await tambah(user, body);
    expect(res.statusCode, res.body).toBe(201);
    ids[k] = res.json().data.id;
  }
}, 120_000);
afterAll(() => t.close());

describe('every role x every diklat route (supporting spec 6)', () => {
  const DATA: Role[] = ['superadmin', 'pemda', 'admin.diklat', 'admin.diklat.daerah', 'peserta.diklat'];
  const TULIS: Role[] = ['superadmin', 'admin.diklat', 'admin.diklat.daerah', 'peserta.diklat'];
  const AKUN: Role[] = ['superadmin', 'pemda', 'admin.diklat'];
  const routes: { name: string; method: 'GET' | 'POST' | 'DELETE'; url: () => string; payload?: unknown; roles: readonly Role[] }[] = [
    { name: 'list', method: 'GET', url: () => '/crud/laporan_diklat', roles: DATA },
    { name: 'read', method: 'GET', url: () => `/crud/laporan_diklat/${ids.lain}`, roles: DATA },
    { name: 'create', method: 'POST', url: () => '/crud/laporan_diklat', payload: {}, roles: TULIS },
    { name: 'update', method: 'POST', url: () => `/crud/laporan_diklat/${ids.lain}`, payload: { nip: '' }, roles: TULIS },
    { name: 'delete', method: 'DELETE', url: () => '/crud/laporan_diklat/999999', roles: TULIS },
    { name: 'dashboard', method: 'GET', url: () => '/diklat', roles: DATA },
    { name: 'dashboard excel', method: 'GET', url: () => '/diklat/excel', roles: DATA },
    { name: 'innovations of a region', method: 'GET', url: () => `/diklat/inovasi?profil_id=${bandung}`, roles: TULIS },
    { name: 'projects of an innovation', method: 'GET', url: () => '/inovasi/999999/diklat', roles: INOVASI_READERS },
    { name: 'accounts', method: 'GET', url: () => '/account/diklat', roles: AKUN },
    { name: 'create account', method: 'POST', url: () => '/account/diklat', payload: {}, roles: AKUN },
    { name: 'edit account', method: 'POST', url: () => '/account/diklat/999999', payload: {}, roles: AKUN },
    { name: 'account status', method: 'POST', url: () => '/account/diklat/999999/status', payload: { is_active: 0 }, roles: AKUN },
  ];

  it.each(routes.map((r) => [r.name, r] as const))('%s', async (_n, r) => {
    const salah: string[] = [];
    for (const role of ROLES) {
      const res = await t.req({ method: r.method, url: r.url(), token: await token(role), payload: r.payload as never });
      const boleh = r.roles.includes(role);
      if (boleh ? res.statusCode === 403 || res.statusCode >= 500 : res.statusCode !== 403) salah.push(`${role}: ${res.statusCode}`);
    }
    expect(salah).toEqual([]);
    expect((await t.req({ method: r.method, url: r.url(), payload: r.payload as never })).statusCode).toBe(401);
  }, 60_000);
});

describe('scope: participants their own, regional roles their region', () => {
  it('a participant sees only its own reports, not a colleague’s of the same region', async () => {
    const rows = await daftar('peserta.diklat');
    const me = (await t.req({ method: 'GET', url: '/me', token: await token('peserta.diklat') })).json().data.id;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.user_id === me)).toBe(true);
    expect(rows.map((r) => r.id)).toContain(ids.peserta);
    expect((await baca('peserta.diklat', ids.daerah!)).statusCode).toBe(404);
    const ubah = await t.req({ method: 'POST', url: `/crud/laporan_diklat/${ids.daerah}`, token: await token('peserta.diklat'), payload: { jabatan: 'Diubah' } });
    expect(ubah.statusCode).toBe(404);
    const hapus = await t.req({ method: 'DELETE', url: `/crud/laporan_diklat/${ids.daerah}`, token: await token('peserta.diklat') });
    expect(hapus.statusCode).toBe(404);
  });

  it('the regional admin and pemda see every report of their region and none of another', async () => {
    for (const user of ['admin.diklat.daerah', 'pemda']) {
      const rows = await daftar(user);
      expect(rows.every((r) => r.profil_id === bandung), user).toBe(true);
      expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([ids.peserta, ids.daerah]));
      expect((await baca(user, ids.lain!)).statusCode, user).toBe(404);
    }
    const lain = await daftar('pemda.lain');
    expect(lain.every((r) => r.profil_id === banyuwangi)).toBe(true);
    expect(lain.map((r) => r.id)).toContain(ids.lain);
    // the regional admin changes a colleague's report of its region; the row says so
    const row = (await baca('admin.diklat.daerah', ids.peserta!)).json().data;
    expect(row.aksi).toEqual(['ubah', 'hapus']);
    expect(row.profil_id_label).toBe('Kota Bandung');
    const ubah = await t.req({ method: 'POST', url: `/crud/laporan_diklat/${ids.peserta}`, token: await token('admin.diklat.daerah'), payload: { jabatan: 'Kepala Seksi' } });
    expect(ubah.statusCode, ubah.body).toBe(200);
    // pemda reads, never writes; its rows offer no action
    expect((await baca('pemda', ids.peserta!)).json().data.aksi).toEqual([]);
    expect((await t.req({ method: 'POST', url: `/crud/laporan_diklat/${ids.peserta}`, token: await token('pemda'), payload: { jabatan: 'X' } })).statusCode).toBe(403);
  });

  it('cross-region probes: a regional role cannot file, move or touch another region’s report', async () => {
    const file = await upload('admin.diklat.daerah', 'laporan.pdf', PDF_BYTES);
    const luar = await tambah('admin.diklat.daerah', isian({ file_laporan: file, profil_id: banyuwangi }));
    expect(luar.statusCode).toBe(422);
    expect(luar.json().errors.profil_id).toBe('Daerah di luar wilayah Anda.');
    const pindah = await t.req({ method: 'POST', url: `/crud/laporan_diklat/${ids.daerah}`, token: await token('admin.diklat.daerah'), payload: { profil_id: banyuwangi } });
    expect(pindah.statusCode).toBe(422);
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await t.req({ method, url: `/crud/laporan_diklat/${ids.lain}`, token: await token('admin.diklat.daerah') })).statusCode).toBe(404);
    }
    // a participant's new report is its own and of its region whatever it sends
    const sendiri = await tambah('peserta.diklat', isian({ file_laporan: await upload('peserta.diklat', 'l.pdf', PDF_BYTES), user_id: 1 }));
    expect(sendiri.statusCode, sendiri.body).toBe(201);
    const me = (await t.req({ method: 'GET', url: '/me', token: await token('peserta.diklat') })).json().data.id;
    expect(sendiri.json().data).toMatchObject({ user_id: me, profil_id: bandung });
  });

  it('the national admin sees every region', async () => {
    const rows = await daftar('admin.diklat');
    expect(new Set(rows.map((r) => r.profil_id)).size).toBeGreaterThan(1);
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([ids.peserta, ids.daerah, ids.lain]));
  });
});

describe('the report file is a PDF by content; the video a link', () => {
  it('an image renamed .pdf is refused on the report, with the reason on the field', async () => {
    const png = await upload('peserta.diklat', 'laporan.pdf', PNG);
    expect(png).toMatch(/\.png$/);
    const res = await tambah('peserta.diklat', isian({ file_laporan: png }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file_laporan).toBe('Laporan harus berupa berkas PDF.');
  });

  it('an address that is no upload, or another region’s upload, is refused', async () => {
    const palsu = await tambah('peserta.diklat', isian({ file_laporan: '/media/2026/01/tidak-ada.pdf' }));
    expect(palsu.statusCode).toBe(422);
    expect(palsu.json().errors.file_laporan).toMatch(/tidak ditemukan/);
    const milikLain = await upload('pemda.lain', 'laporan.pdf', PDF_BYTES);
    const res = await tambah('peserta.diklat', isian({ file_laporan: milikLain }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file_laporan).toMatch(/tidak dapat Anda akses/);
    const kosong = await tambah('peserta.diklat', isian());
    expect(kosong.statusCode).toBe(422);
    expect(kosong.json().errors.file_laporan).toBeTruthy();
  });

  it('a video that is no http(s) address is refused; a link is trimmed and kept', async () => {
    const file = await upload('peserta.diklat', 'l.pdf', PDF_BYTES);
    const salah = await tambah('peserta.diklat', isian({ file_laporan: file, file_video: 'video saya di youtube' }));
    expect(salah.statusCode).toBe(422);
    expect(salah.json().errors.file_video).toMatch(/http\(s\)/);
    const ok = await tambah('peserta.diklat', isian({ file_laporan: file, file_video: '  https://youtu.be/dQw4w9WgXcQ ' }));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.file_video).toBe('https://youtu.be/dQw4w9WgXcQ');
  });
});

describe('a training project linked to the innovation it produced', () => {
  it('only an innovation of the report’s region; the innovation lists its projects for its readers', async () => {
    const inovBandung = await buatInovasi(t, await token('pemda'));
    const inovLain = await buatInovasi(t, await token('pemda.lain'));
    const pilihan = await t.req({ method: 'GET', url: `/diklat/inovasi?profil_id=${bandung}`, token: await token('peserta.diklat') });
    expect(pilihan.statusCode).toBe(200);
    expect(pilihan.json().data.map((r: { id: number }) => r.id)).toContain(inovBandung.id);
    const luar = await t.req({ method: 'GET', url: `/diklat/inovasi?profil_id=${banyuwangi}`, token: await token('peserta.diklat') });
    expect(luar.statusCode).toBe(422);
    expect(luar.json().errors.profil_id).toBe('Daerah di luar wilayah Anda.');

    const salah = await t.req({ method: 'POST', url: `/crud/laporan_diklat/${ids.peserta}`, token: await token('peserta.diklat'), payload: { inovasi_id: inovLain.id } });
    expect(salah.statusCode).toBe(422);
    expect(salah.json().errors.inovasi_id).toBeTruthy();
    const ok = await t.req({ method: 'POST', url: `/crud/laporan_diklat/${ids.peserta}`, token: await token('peserta.diklat'), payload: { inovasi_id: inovBandung.id } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await baca('peserta.diklat', ids.peserta!)).json().data.inovasi_id_label).toBe(inovBandung.nama);

    const proyek = await t.req({ method: 'GET', url: `/inovasi/${inovBandung.id}/diklat`, token: await token('pemda') });
    expect(proyek.statusCode).toBe(200);
    expect(proyek.json().data).toEqual([expect.objectContaining({ id: ids.peserta, nama_peserta: 'Peserta Uji' })]);
    // another region's reader does not learn about the innovation
    expect((await t.req({ method: 'GET', url: `/inovasi/${inovBandung.id}/diklat`, token: await token('pemda.lain') })).statusCode).toBe(404);
    // deleting the innovation leaves the report, unlinked
    expect((await t.req({ method: 'DELETE', url: `/crud/iga2020_inovasi/${inovBandung.id}`, token: await token('pemda') })).statusCode).toBe(200);
    expect((await baca('peserta.diklat', ids.peserta!)).json().data.inovasi_id).toBeNull();
  });
});

describe('dashboard diklat', () => {
  const dash = async (user: string, q = '') => {
    const res = await t.req({ method: 'GET', url: `/diklat${q}`, token: await token(user) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('counts by type, region, year and affair within each role’s scope', async () => {
    const semua = await dash('superadmin');
    const jumlah = (xs: { jumlah: number }[]) => xs.reduce((s, x) => s + x.jumlah, 0);
    for (const k of ['per_jenis', 'per_daerah', 'per_tahun', 'per_urusan']) expect(jumlah(semua[k]), k).toBe(semua.total);
    expect(semua.per_daerah.length).toBeGreaterThan(2);
    const peserta = await dash('peserta.diklat');
    expect(peserta.total).toBe((await daftar('peserta.diklat')).length);
    expect(peserta.per_daerah.map((d: { nama: string }) => d.nama)).toEqual(['Kota Bandung']);
    const lain = await dash('pemda.lain');
    expect(lain.per_daerah.map((d: { kunci: string }) => Number(d.kunci))).toEqual([banyuwangi]);
    // a year filter narrows the counts and keeps the choices of years
    const tahun = semua.tahun_tersedia[semua.tahun_tersedia.length - 1];
    const satu = await dash('superadmin', `?tahun=${tahun}`);
    expect(satu.total).toBe(semua.per_tahun.find((x: { kunci: string }) => x.kunci === String(tahun)).jumlah);
    expect(satu.tahun_tersedia).toEqual(semua.tahun_tersedia);
    const bad = await t.req({ method: 'GET', url: '/diklat?tahun=dua', token: await token('superadmin') });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.tahun).toBeTruthy();
  });

  it('exports the dashboard as an Excel workbook', async () => {
    const res = await t.req({ method: 'GET', url: '/diklat/excel', token: await token('admin.diklat.daerah') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});

describe('diklat accounts (/account/diklat)', () => {
  const buat = async (user: string, body: Record<string, unknown>) =>
    t.req({ method: 'POST', url: '/account/diklat', token: await token(user), payload: { nama_lengkap: 'Akun Uji', password: 'Rahasia123', ...body } });
  const uname = (p: string) => `${p}.${Math.random().toString(36).slice(2, 8)}`;

  it('pemda creates the two regional roles only, in its own region', async () => {
    const ok = await buat('pemda', { username: uname('peserta'), role: 'peserta.diklat', m_daerah_id: banyuwangi });
    expect(ok.statusCode).toBe(422);
    expect(ok.json().errors.m_daerah_id).toBe('Daerah di luar wilayah Anda.');
    const res = await buat('pemda', { username: uname('peserta'), role: 'peserta.diklat' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ role: 'peserta.diklat', m_daerah_id: bandung, is_active: 1, aksi: ['ubah', 'nonaktifkan'] });
    const admin = await buat('pemda', { username: uname('admin'), role: 'admin.diklat' });
    expect(admin.statusCode).toBe(422);
    expect(admin.json().errors.role).toBe('Anda tidak dapat memberikan peran ini.');
    const bukanDiklat = await buat('superadmin', { username: uname('opd'), role: 'opd' });
    expect(bukanDiklat.statusCode).toBe(422);
    expect(bukanDiklat.json().errors.role).toMatch(/Pilih peran/);
  });

  it('the top roles give admin.diklat; regional diklat roles need a region', async () => {
    const res = await buat('admin.diklat', { username: uname('admin'), role: 'admin.diklat' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.m_daerah_id).toBeNull();
    const tanpa = await buat('admin.diklat', { username: uname('peserta'), role: 'peserta.diklat' });
    expect(tanpa.statusCode).toBe(422);
    expect(tanpa.json().errors.m_daerah_id).toMatch(/Pilih daerah/);
    const dgn = await buat('superadmin', { username: uname('peserta'), role: 'peserta.diklat', m_daerah_id: banyuwangi });
    expect(dgn.statusCode).toBe(201);
  });

  it('password and username policy, duplicate usernames; nothing is written on a refusal', async () => {
    const before = (await t.req({ method: 'GET', url: '/account/diklat?per_page=100', token: await token('superadmin') })).json().total;
    const lemah = await buat('superadmin', { username: uname('x'), role: 'admin.diklat', password: 'abcdefgh' });
    expect(lemah.statusCode).toBe(422);
    expect(lemah.json().errors.password).toBe('Kata sandi harus memuat angka.');
    const ganda = await buat('superadmin', { username: 'PESERTA.DIKLAT', role: 'peserta.diklat', m_daerah_id: bandung });
    expect(ganda.statusCode).toBe(422);
    expect(ganda.json().errors.username).toBe('Nama pengguna sudah dipakai.');
    expect((await t.req({ method: 'GET', url: '/account/diklat?per_page=100', token: await token('superadmin') })).json().total).toBe(before);
  });

  it('each manager lists only the accounts it manages; another region’s reads as not found', async () => {
    const pemda = (await t.req({ method: 'GET', url: '/account/diklat?per_page=100', token: await token('pemda') })).json();
    expect(pemda.peran).toEqual(['admin.diklat.daerah', 'peserta.diklat']);
    expect(pemda.daerah_terkunci).toBe(bandung);
    expect(pemda.data.every((a: { role: string; m_daerah_id: number }) => a.role !== 'admin.diklat' && a.m_daerah_id === bandung)).toBe(true);
    expect(pemda.data.map((a: { username: string }) => a.username)).toContain('peserta.diklat');
    const semua = (await t.req({ method: 'GET', url: '/account/diklat?per_page=100', token: await token('superadmin') })).json();
    expect(semua.data.every((a: { role: string }) => ['admin.diklat', 'admin.diklat.daerah', 'peserta.diklat'].includes(a.role))).toBe(true);
    const luar = semua.data.find((a: { m_daerah_id: number | null; role: string }) => a.m_daerah_id === banyuwangi);
    expect(luar).toBeTruthy();
    const edit = await t.req({ method: 'POST', url: `/account/diklat/${luar.id}`, token: await token('pemda'), payload: { nama_lengkap: 'Diambil alih' } });
    expect(edit.statusCode).toBe(404);
    const adminDiklat = semua.data.find((a: { username: string }) => a.username === 'admin.diklat');
    expect((await t.req({ method: 'POST', url: `/account/diklat/${adminDiklat.id}/status`, token: await token('pemda'), payload: { is_active: 0 } })).statusCode).toBe(404);
    // a non-diklat account is not this screen's
    const me = (await t.req({ method: 'GET', url: '/me', token: await token('opd') })).json().data.id;
    expect((await t.req({ method: 'POST', url: `/account/diklat/${me}`, token: await token('superadmin'), payload: { nama_lengkap: 'X' } })).statusCode).toBe(404);
  });

  it('edit, deactivate (the account can no longer sign in) and activate again', async () => {
    const username = uname('peserta');
    const res = await buat('pemda', { username, role: 'peserta.diklat' });
    const id = res.json().data.id;
    const edit = await t.req({ method: 'POST', url: `/account/diklat/${id}`, token: await token('pemda'), payload: { nama_lengkap: 'Nama Baru', role: 'admin.diklat.daerah', password: '' } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ nama_lengkap: 'Nama Baru', role: 'admin.diklat.daerah' });
    const off = await t.req({ method: 'POST', url: `/account/diklat/${id}/status`, token: await token('pemda'), payload: { is_active: 0 } });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.aksi).toEqual(['ubah', 'aktifkan']);
    const login = await t.app.inject({ method: 'POST', url: '/login', payload: { username, password: 'Rahasia123' }, remoteAddress: '10.77.0.1' });
    expect(login.statusCode).toBe(403);
    const again = await t.req({ method: 'POST', url: `/account/diklat/${id}/status`, token: await token('pemda'), payload: { is_active: 0 } });
    expect(again.statusCode).toBe(409);
    expect((await t.req({ method: 'POST', url: `/account/diklat/${id}/status`, token: await token('pemda'), payload: { is_active: 1 } })).statusCode).toBe(200);
    const login2 = await t.app.inject({ method: 'POST', url: '/login', payload: { username, password: 'Rahasia123' }, remoteAddress: '10.77.0.2' });
    expect(login2.statusCode).toBe(200);
  });

  it('nobody deactivates their own account', async () => {
    const me = (await t.req({ method: 'GET', url: '/me', token: await token('admin.diklat') })).json().data.id;
    const res = await t.req({ method: 'POST', url: `/account/diklat/${me}/status`, token: await token('admin.diklat'), payload: { is_active: 0 } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Anda tidak dapat menonaktifkan akun Anda sendiri.');
  });
});
