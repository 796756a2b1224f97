import fs from 'node:fs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from './helpers';
import { buatInovasiTerkirim, isianInovasi } from './factories';

let t: TestApp;
let admin: string;
let pemda: string;
let ver: string;
let qc: string;

const sentInnovation = (token = pemda, over: Record<string, unknown> = {}) => buatInovasiTerkirim(t, token, { nama: `Inovasi Review ${Math.random().toString(36).slice(2, 8)}`, urusan_pemerintah_id: '1', ...over });
/** Approvals accept the indicators not judged in a test as claimed, with a reason (decision 87; its own tests: review-satu.test.ts). */
const TERIMA_SISA = { terima_sisa: true, alasan_terima_sisa: 'Indikator lain diterima sesuai klaim daerah (uji).' };
const act = (id: number, aksi: string, token: string, catatan?: string) =>
  t.req({ method: 'POST', url: `/review/${id}/${aksi}`, token, payload: { ...(catatan ? { catatan } : {}), ...(aksi === 'setujui' || aksi === 'setujui_hasil_rejected' ? TERIMA_SISA : {}) } });
const state = async (id: number) => (await t.req({ method: 'GET', url: `/review/${id}/riwayat`, token: admin })).json();
const queue = async (path: string, token: string) => (await t.req({ method: 'GET', url: `${path}?per_page=100`, token })).json();

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  pemda = await t.loginAs('pemda');
  ver = await t.loginAs('verifikator');
  qc = await t.loginAs('quality_control');
});
afterAll(() => t.close());

describe('happy path: pemda sends, verifier evaluates and approves, QC verifies', () => {
  it('walks the whole path with history, notices and e-mail', async () => {
    const id = await sentInnovation();
    const q = await queue('/nomor_registrasi/request/selected/lookup', ver);
    const row = q.data.find((r: { inovasi_id: number }) => r.inovasi_id === id);
    expect(row).toMatchObject({ status_review: 'Pending', qc_status: 'Pending', nama_pemda: 'Pemerintah Kota Bandung' });
    expect(row.aksi).toEqual(['setujui', 'tolak']);
    for (const k of ['nomor', 'nama', 'nama_pemda', 'waktu_implementasi', 'total_points', 'verifikasi_points', 'created_at', 'status_review', 'qc', 'qc_notes', 'deskripsi']) expect(row).toHaveProperty(k);

    // evaluation of one innovation indicator (an H choice) by the verifier
    const ind = (await t.req({ method: 'GET', url: '/crud/iga_indikator?tahun=2026&tipe=I&jenis=H&per_page=1', token: admin })).json().data[0];
    const skala = (await t.req({ method: 'GET', url: `/crud/iga_skala?iga_indikator_id=${ind.id}&per_page=10&orderBy[field]=nilai&orderBy[sort]=asc`, token: admin })).json().data;
    const ev = await t.req({ method: 'POST', url: `/evaluasi/${id}/inovasi`, token: ver, payload: { indikator_id: ind.id, skala_id: skala[1].id, catatan: 'Bukti hanya SK Kepala Daerah', alasan: 'bukti_tidak_sesuai' } });
    expect(ev.statusCode, ev.body).toBe(200);
    expect(ev.json().message).toBe('Hasil evaluasi berhasil disimpan!');
    expect(ev.json().data.verifikasi_skor).toBe(ind.bobot * 2);
    expect((await t.req({ method: 'POST', url: `/evaluasi/${id}/inovasi`, token: pemda, payload: { indikator_id: ind.id, skala_id: skala[2].id } })).statusCode).toBe(403);

    expect((await act(id, 'setujui', ver)).statusCode).toBe(200);
    const approved = await queue('/review/approved/selected/lookup', ver);
    const ar = approved.data.find((r: { inovasi_id: number }) => r.inovasi_id === id);
    expect(ar.status_review).toBe('Verified');
    // verified score where evaluated (level 2), the self score (level 3) of the other answered indicators
    expect(ar.verifikasi_points).toBe(ar.total_points - ind.bobot * 3 + ind.bobot * 2);
    expect(ar.aksi).toEqual(['tolak_hasil_review']);

    const inQc = (await queue('/review/qc/selected/lookup', qc)).data.find((r: { inovasi_id: number }) => r.inovasi_id === id);
    expect(inQc.aksi).toEqual(['qc_setujui', 'qc_tolak']);
    expect((await act(id, 'qc_setujui', qc)).statusCode).toBe(200);

    const s = await state(id);
    expect(s.data).toMatchObject({ status_nomor: 1, qc: 1, status_review: 'Verified', qc_status: 'Verified' });
    expect(s.riwayat.map((h: { aksi: string }) => h.aksi)).toEqual(['kirim', 'setujui', 'qc_setujui']);
    // once QC verified, the approval can no longer be rejected
    const late = await act(id, 'tolak_hasil_review', ver, 'terlambat');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/sudah diverifikasi QC/);

    const notes = (await t.req({ method: 'GET', url: '/notifikasi', token: pemda })).json();
    expect(notes.data.length).toBeGreaterThanOrEqual(2);
    expect(notes.data[0].judul).toMatch(/Setujui/);
    // the e-mails were enqueued with the decisions (decision 114); the queue sends them (tests run it, no polling)
    const mails = () => (fs.existsSync(t.config.outboxDir) ? fs.readdirSync(t.config.outboxDir) : []);
    await t.app.antrian.proses();
    expect(mails().length).toBeGreaterThanOrEqual(2);

    const pdf = await t.req({ method: 'GET', url: `/review/${id}/ringkasan`, token: qc });
    expect(pdf.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Ringkasan Review Inovasi');
    expect(text).toContain('Bukti dukung tidak sesuai');
    expect(text).toContain('qc_setujui');
  });
});

describe('rejections', () => {
  it('a rejection needs a reason; QC agrees with it and it becomes final', async () => {
    const id = await sentInnovation();
    const noReason = await act(id, 'tolak', ver);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.catatan).toMatch(/wajib/);
    expect((await act(id, 'tolak', ver, 'Bukti dukung regulasi tidak ada')).statusCode).toBe(200);
    const rej = (await queue('/review/rejected/selected/lookup', qc)).data.find((r: { inovasi_id: number }) => r.inovasi_id === id);
    expect(rej.aksi).toEqual(['qc_terima_inovasi', 'qc_setuju_tolak', 'komentar']);
    expect((await act(id, 'komentar', ver, 'Mohon unggah Perkada')).statusCode).toBe(200);
    expect((await act(id, 'qc_setuju_tolak', qc)).statusCode).toBe(200);
    expect((await state(id)).data).toMatchObject({ status_nomor: 2, qc: 1 });
    expect((await act(id, 'setujui_hasil_rejected', ver)).statusCode).toBe(409);
    expect((await act(id, 'qc_terima_inovasi', qc)).statusCode).toBe(409);
    // the region sees it is rejected and may fix and resend
    const row = (await t.req({ method: 'GET', url: `/crud/iga2020_inovasi/${id}`, token: pemda })).json().data;
    expect(row.aksi).toContain('ubah');
    expect(row.aksi).toContain('kirim');
  });

  it('QC accepts a rejected innovation as an innovation', async () => {
    const id = await sentInnovation();
    await act(id, 'tolak', ver, 'Tidak ada bukti');
    expect((await act(id, 'qc_terima_inovasi', ver)).statusCode).toBe(403); // QC only
    expect((await act(id, 'qc_terima_inovasi', qc)).statusCode).toBe(200);
    expect((await state(id)).data).toMatchObject({ status_nomor: 1, qc: 1 });
  });

  it('a verifier approves from hasil-rejected before QC decides; QC rejects the approval; verifier rejects again', async () => {
    const id = await sentInnovation();
    await act(id, 'tolak', ver, 'keliru');
    expect((await act(id, 'setujui_hasil_rejected', ver)).statusCode).toBe(200);
    expect((await act(id, 'qc_tolak', qc)).statusCode).toBe(422);
    expect((await act(id, 'qc_tolak', qc, 'Nilai kematangan tidak didukung bukti')).statusCode).toBe(200);
    expect((await state(id)).data).toMatchObject({ status_nomor: 1, qc: 2, qc_notes: 'Nilai kematangan tidak didukung bukti' });
    expect((await act(id, 'tolak_hasil_review', ver, 'Setuju dengan QC')).statusCode).toBe(200);
    expect((await state(id)).data).toMatchObject({ status_nomor: 2, qc: 0 });
  });
});

describe('refusals and scope', () => {
  it('every refused transition changes nothing', async () => {
    const id = await sentInnovation();
    const before = await state(id);
    for (const [aksi, token] of [
      ['qc_setujui', qc],
      ['tolak_hasil_review', ver],
      ['setujui_hasil_rejected', ver],
      ['qc_setuju_tolak', qc],
      ['setujui', qc],
      ['setujui', pemda],
    ] as const) {
      const r = await act(id, aksi, token, 'x');
      expect([403, 409], `${aksi}`).toContain(r.statusCode);
    }
    const after = await state(id);
    expect(after.riwayat).toHaveLength(before.riwayat.length);
    expect(after.data.status_nomor).toBe(0);
  });

  it('an innovation is evaluated only once sent, and not after QC closed it (admins may still correct)', async () => {
    const ind = (await t.req({ method: 'GET', url: '/crud/iga_indikator?tahun=2026&tipe=I&jenis=H&per_page=1', token: admin })).json().data[0];
    const skala = (await t.req({ method: 'GET', url: `/crud/iga_skala?iga_indikator_id=${ind.id}&per_page=10`, token: admin })).json().data;
    const nilai = (id: number, token: string) => t.req({ method: 'POST', url: `/evaluasi/${id}/inovasi`, token, payload: { indikator_id: ind.id, skala_id: skala[0].id, alasan: 'bukti_tidak_ada' } });
    const draft = (await t.req({ method: 'POST', url: '/crud/iga2020_inovasi', token: pemda, payload: isianInovasi() })).json().data.id;
    const belum = await nilai(draft, ver);
    expect(belum.statusCode).toBe(409);
    expect(belum.json().message).toMatch(/belum dikirim/);
    const id = await sentInnovation();
    expect((await nilai(id, ver)).statusCode).toBe(200);
    expect((await act(id, 'setujui', ver)).statusCode).toBe(200);
    expect((await act(id, 'qc_setujui', qc)).statusCode).toBe(200);
    const final = await nilai(id, ver);
    expect(final.statusCode).toBe(409);
    expect(final.json().message).toMatch(/sudah final/);
    expect((await nilai(id, admin)).statusCode).toBe(200);
  });

  it('two concurrent approvals leave exactly one history row', async () => {
    const id = await sentInnovation();
    const [a, b] = await Promise.all([act(id, 'setujui', ver), act(id, 'setujui', admin)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await state(id)).riwayat.filter((h: { aksi: string }) => h.aksi === 'setujui')).toHaveLength(1);
  });

  it('a Barat verifier cannot see or act on a Timur region; a Timur verifier can', async () => {
    const makassar = (await t.req({ method: 'GET', url: '/crud/m_daerah?search=Kota%20Makassar', token: admin })).json().data[0].id;
    const id = await sentInnovation(admin, { profil_id: makassar, koordinat: '-5.14,119.42' });
    const barat = await queue('/nomor_registrasi/request/selected/lookup', ver);
    expect(barat.data.some((r: { inovasi_id: number }) => r.inovasi_id === id)).toBe(false);
    expect((await act(id, 'setujui', ver)).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url: `/review/${id}/ringkasan`, token: ver })).statusCode).toBe(404);
    expect((await t.req({ method: 'POST', url: `/evaluasi/${id}/inovasi`, token: ver, payload: { indikator_id: 1 } })).statusCode).toBe(404);

    const created = await t.req({
      method: 'POST',
      url: '/crud/usr_asn',
      token: admin,
      payload: { username: 'verifikator.timur', password: DEMO_PASSWORD.replace('#', 'x') + '1', role: 'verifikator', area: 2, nama_lengkap: 'Verifikator Timur', email: 'timur@demo.sigap.local' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const login = await t.req({ method: 'POST', url: '/login', payload: { username: 'verifikator.timur', password: DEMO_PASSWORD.replace('#', 'x') + '1' } });
    const timur = login.json().token;
    const tq = await queue('/nomor_registrasi/request/selected/lookup', timur);
    expect(tq.data.some((r: { inovasi_id: number }) => r.inovasi_id === id)).toBe(true);
    expect(tq.data.every((r: { nama_pemda: string }) => !r.nama_pemda.includes('Bandung'))).toBe(true);
    expect((await act(id, 'setujui', timur)).statusCode).toBe(200);
  });

  it('queue totals (maintained counters) equal a count of the rows through send, decisions, QC, a region change and a delete', async () => {
    const sql = async (q: string) => ((await t.ctx.db.execute(q as never)) as unknown as { rows: { n: number; id: number }[] }).rows;
    const scopeOf = async (token: string) => (await t.req({ method: 'GET', url: '/me', token })).json().data.daerah_ids as number[] | null;
    const counted = async (status: number, qcState: number | null, regions: number[] | null) =>
      (await sql(`select count(*)::int as n from nomor_registrasi r join iga2020_inovasi i on i.id = r.inovasi_id where r.status_nomor = ${status}
        ${qcState == null ? '' : `and r.qc = ${qcState}`} ${regions ? `and i.profil_id in (${regions.length ? regions.join(',') : 'null'})` : ''}`))[0]!.n;
    const queues: [string, number, number | null][] = [
      ['/nomor_registrasi/request/selected/lookup', 0, null],
      ['/review/approved/lookup', 1, null],
      ['/review/rejected/lookup', 2, null],
      ['/review/qc/lookup?qc=0&x=', 1, 0],
      ['/review/qc/lookup?qc=1&x=', 1, 1],
    ];
    const check = async () => {
      for (const token of [admin, ver, qc]) {
        const regions = await scopeOf(token);
        for (const [path, status, qcState] of queues) {
          const res = await t.req({ method: 'GET', url: `${path.replace('&x=', '')}`, token });
          if (res.statusCode === 403) continue;
          expect(res.json().total, `${path} ${regions?.length ?? 'semua'}`).toBe(await counted(status, qcState, regions));
        }
      }
    };
    await check();
    const a = await sentInnovation();
    const b = await sentInnovation();
    await check();
    expect((await act(a, 'setujui', ver)).statusCode).toBe(200);
    expect((await act(b, 'tolak', ver, 'Bukti dukung tidak sesuai.')).statusCode).toBe(200);
    await check();
    expect((await act(a, 'qc_setujui', qc)).statusCode).toBe(200);
    await check();
    // the innovation moves to a region outside the western verifier's area: its registration follows
    const makassar = (await t.req({ method: 'GET', url: '/crud/m_daerah?search=Kota%20Makassar', token: admin })).json().data[0].id;
    await t.ctx.db.execute(`update iga2020_inovasi set profil_id = ${makassar} where id = ${b}` as never);
    expect((await sql(`select profil_id as n from nomor_registrasi where inovasi_id = ${b}`))[0]!.n).toBe(makassar);
    await check();
    await t.ctx.db.execute(`delete from iga2020_inovasi where id = ${b}` as never);
    await check();
    const stored = await sql('select coalesce(sum(n), 0)::int as n from registrasi_jumlah');
    expect(stored[0]!.n).toBe((await sql('select count(*)::int as n from nomor_registrasi'))[0]!.n);
  });

  it('the QC dashboard counts states, the oldest waiting items and items per verifier', async () => {
    const d = (await t.req({ method: 'GET', url: '/review/qc/dashboard', token: qc })).json().data;
    expect(d.menunggu_verifikasi).toBeGreaterThan(0);
    expect(d.qc_verified).toBeGreaterThan(0);
    expect(Array.isArray(d.tertua)).toBe(true);
    expect(d.per_verifikator.some((v: { nama: string }) => v.nama === 'Demo Verifikator')).toBe(true);
    expect((await t.req({ method: 'GET', url: '/review/qc/dashboard', token: pemda })).statusCode).toBe(403);
  });
});

describe('the review page of one innovation (GET /review/{id}/detail)', () => {
  const detail = (id: number, token: string) => t.req({ method: 'GET', url: `/review/${id}/detail`, token });

  it('the region reads its decision and the self vs verified scores once decided, never before; others get 404', async () => {
    const id = await sentInnovation();
    const before = await detail(id, pemda);
    expect(before.statusCode, before.body).toBe(200);
    const b = before.json().data;
    expect(b.registrasi).toMatchObject({ status_review: 'Pending', qc_status: 'Pending' });
    expect(b.verifikasi_tampil).toBe(false);
    expect(b.verifikasi_points).toBeNull();
    expect(b.aksi).toEqual([]);
    expect(b.indikator.length).toBeGreaterThan(0);
    expect(b.indikator.every((r: { verifikasi_skor: unknown; skor: unknown }) => r.verifikasi_skor === null && typeof r.skor === 'number')).toBe(true);

    // the verifier sees the actions of every screen that apply now
    const v = (await detail(id, ver)).json().data;
    expect(v.aksi).toEqual(['setujui', 'tolak', 'komentar']);
    expect(v.boleh_evaluasi).toBe(true);
    expect(v.verifikasi_tampil).toBe(true);

    const ind = (await t.req({ method: 'GET', url: '/crud/iga_indikator?tahun=2026&tipe=I&jenis=H&per_page=1', token: admin })).json().data[0];
    const skala = (await t.req({ method: 'GET', url: `/crud/iga_skala?iga_indikator_id=${ind.id}&per_page=10&orderBy[field]=nilai&orderBy[sort]=asc`, token: admin })).json().data;
    expect((await t.req({ method: 'POST', url: `/evaluasi/${id}/inovasi`, token: ver, payload: { indikator_id: ind.id, skala_id: skala[0].id, catatan: 'SK sudah kedaluwarsa', alasan: 'dokumen_kedaluwarsa' } })).statusCode).toBe(200);
    // still pending: the region does not see the verifier's work in progress
    expect((await detail(id, pemda)).json().data.indikator.find((r: { indikator_id: number }) => r.indikator_id === ind.id).verifikasi_skor).toBeNull();

    expect((await act(id, 'tolak', ver, 'Dokumen SK tidak berlaku lagi')).statusCode).toBe(200);
    const after = (await detail(id, pemda)).json().data;
    expect(after.registrasi).toMatchObject({ status_review: 'Rejected', qc_status: 'Pending', deskripsi: 'Dokumen SK tidak berlaku lagi' });
    expect(after.verifikasi_tampil).toBe(true);
    const row = after.indikator.find((r: { indikator_id: number }) => r.indikator_id === ind.id);
    expect(row).toMatchObject({ dievaluasi: true, skor: ind.bobot * 3, verifikasi_skor: ind.bobot * 1, selisih: -ind.bobot * 2, alasan: 'dokumen_kedaluwarsa', alasan_label: 'Dokumen sudah tidak berlaku', catatan: 'SK sudah kedaluwarsa' });
    expect(row.verifikasi_jawaban).toBe(skala[0].keterangan);
    // indicators the verifier did not evaluate keep the self score
    const other = after.indikator.find((r: { indikator_id: number }) => r.indikator_id !== ind.id);
    expect(other).toMatchObject({ dievaluasi: false, selisih: 0 });
    expect(other.verifikasi_skor).toBe(other.skor);
    expect(after.verifikasi_points).toBe(after.total_points - ind.bobot * 2);
    expect(after.riwayat.map((h: { aksi: string }) => h.aksi)).toEqual(['kirim', 'tolak']);
    expect(after.riwayat[1]).toMatchObject({ catatan: 'Dokumen SK tidak berlaku lagi', oleh: 'Demo Verifikator' });

    // the notice and the e-mail carry the reason
    const note = (await t.req({ method: 'GET', url: '/notifikasi', token: pemda })).json().data.find((n: { tautan: string }) => n.tautan === `/inovasi/${id}/review`);
    expect(note.isi).toContain('Dokumen SK tidak berlaku lagi');
    // the e-mail leaves through the queue after the commit (decision 114): run it, read it with quoted-printable undone
    await t.app.antrian.proses();
    const adaSurel = () =>
      fs.existsSync(t.config.outboxDir) &&
      fs
        .readdirSync(t.config.outboxDir)
        .map((f) => fs.readFileSync(`${t.config.outboxDir}/${f}`, 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='))
        .some((m) => m.includes('Dokumen SK tidak berlaku lagi'));
    expect(adaSurel()).toBe(true);

    // another region, an OPD that did not send it, and roles without the page
    expect((await detail(id, await t.loginAs('pemda.lain'))).statusCode).toBe(404);
    expect((await detail(id, await t.loginAs('opd'))).statusCode).toBe(404);
    expect((await detail(id, await t.loginAs('viewer'))).statusCode).toBe(403);
    expect((await detail(999999, pemda)).statusCode).toBe(404);
  });

  it('an innovation that was never sent has no review page', async () => {
    const c = await t.req({ method: 'POST', url: '/crud/iga2020_inovasi', token: pemda, payload: isianInovasi() });
    expect((await detail(c.json().data.id, pemda)).statusCode).toBe(404);
    expect((await detail(c.json().data.id, admin)).statusCode).toBe(404);
  });

  it('a notice is marked read only by its owner', async () => {
    const notes = (await t.req({ method: 'GET', url: '/notifikasi', token: pemda })).json();
    const unread = notes.data.find((n: { dibaca_at: string | null }) => !n.dibaca_at);
    expect(unread).toBeTruthy();
    expect((await t.req({ method: 'POST', url: `/notifikasi/${unread.id}/baca`, token: ver })).statusCode).toBe(404);
    const r = await t.req({ method: 'POST', url: `/notifikasi/${unread.id}/baca`, token: pemda });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.dibaca_at).toBeTruthy();
    expect((await t.req({ method: 'GET', url: '/notifikasi', token: pemda })).json().belum_dibaca).toBe(notes.belum_dibaca - 1);
  });
});

describe('assignment of verifier and QC accounts (REV-06)', () => {
  it('an admin sets the area and extra regions of a verifier; the scope follows at once', async () => {
    const list = await t.req({ method: 'GET', url: '/penugasan', token: admin });
    expect(list.statusCode).toBe(200);
    const demoVer = list.json().data.find((a: { username: string }) => a.username === 'verifikator');
    expect(demoVer).toMatchObject({ role: 'verifikator', area: 1, area_label: 'Wilayah Barat' });
    expect(demoVer.jumlah_daerah_area).toBeGreaterThan(100);
    expect(list.json().data.every((a: { role: string }) => ['verifikator', 'quality_control'].includes(a.role))).toBe(true);
    expect((await t.req({ method: 'GET', url: '/penugasan', token: ver })).statusCode).toBe(403);

    const pw = 'Penugasan2026x';
    const created = await t.req({ method: 'POST', url: '/crud/usr_asn', token: admin, payload: { username: 'verifikator.khusus', password: pw, role: 'verifikator', area: 0, nama_lengkap: 'Verifikator Khusus', email: 'khusus@demo.sigap.local' } });
    expect(created.statusCode, created.body).toBe(201);
    const accId = created.json().data.id;
    const khusus = (await t.req({ method: 'POST', url: '/login', payload: { username: 'verifikator.khusus', password: pw } })).json().token;

    const daerah = (q: string) => t.req({ method: 'GET', url: `/crud/m_daerah?search=${encodeURIComponent(q)}`, token: admin }).then((r) => r.json().data[0].id as number);
    const makassar = await daerah('Kota Makassar');
    const id = await sentInnovation(admin, { profil_id: makassar, koordinat: '-5.14,119.42' });
    expect((await queue('/nomor_registrasi/request/selected/lookup', khusus)).total).toBe(0);
    expect((await act(id, 'setujui', khusus)).statusCode).toBe(404);

    // bad input changes nothing
    for (const payload of [{ area: 9, m_daerah_ids: [] }, { area: 0, m_daerah_ids: [99999999] }, { area: 0, m_daerah_ids: 'x' }, { area: 0, lain: 1 }, {}]) {
      const r = await t.req({ method: 'POST', url: `/penugasan/${accId}`, token: admin, payload });
      expect(r.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const pemdaAcc = (await t.req({ method: 'GET', url: '/me', token: pemda })).json().data.id;
    expect((await t.req({ method: 'POST', url: `/penugasan/${pemdaAcc}`, token: admin, payload: { area: 1, m_daerah_ids: [] } })).statusCode).toBe(404);
    expect((await t.req({ method: 'POST', url: `/penugasan/${accId}`, token: ver, payload: { area: 1, m_daerah_ids: [] } })).statusCode).toBe(403);

    const saved = await t.req({ method: 'POST', url: `/penugasan/${accId}`, token: admin, payload: { area: 0, m_daerah_ids: [makassar] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ area: 0, daerah: [{ id: makassar, nama: 'Kota Makassar' }] });
    const q = await queue('/nomor_registrasi/request/selected/lookup', khusus);
    expect(q.data.map((r: { inovasi_id: number }) => r.inovasi_id)).toEqual([id]);
    expect((await act(id, 'setujui', ver)).statusCode).toBe(404); // the Barat verifier still cannot
    expect((await act(id, 'setujui', khusus)).statusCode).toBe(200);

    // area 3 (Wilayah Tambahan) plus regions; removing the regions takes the item away again
    expect((await t.req({ method: 'POST', url: `/penugasan/${accId}`, token: admin, payload: { area: 3, m_daerah_ids: [] } })).json().data).toMatchObject({ area: 3, area_label: 'Wilayah Tambahan', daerah: [] });
    expect((await t.req({ method: 'GET', url: `/review/${id}/detail`, token: khusus })).statusCode).toBe(404);
    const log = (await t.req({ method: 'GET', url: '/activities?limit=20', token: admin })).json().data;
    expect(log.some((a: { name: string }) => a.name === 'Penugasan verifikator')).toBe(true);
  });
});
