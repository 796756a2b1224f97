import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hariIniWib } from '@sigap/domain';
import { buildApp } from '../src/app';
import { buildTestApp, type TestApp } from './helpers';
import { denganPengaturan } from './factories';

/**
 * Reminders (issue 20): on a configured day before the close, every account of a region at risk gets one e-mail
 * and one notification, even when two API instances run the schedule at the same time; an account may stop them.
 */

let t: TestApp;
let kedua: FastifyInstance;
let admin: string;
let pemda: string;
let bandung: number;
const sql = (q: string) => t.ctx.db.execute(q as never) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
const tambahHari = (n: number) => {
  const d = new Date(`${hariIniWib()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const proses = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/pengingat/proses', headers: { authorization: `Bearer ${admin}` } });
const log = async (selesai: string) => (await sql(`select usr_asn_id, email, status from pengingat_log where periode_selesai = '${selesai}'`)).rows;
// the .eml files of the demo outbox, quoted-printable undone (soft line breaks, =3D)
const surel = () =>
  t.ctx.mailer.outboxDir && fs.existsSync(t.ctx.mailer.outboxDir)
    ? fs.readdirSync(t.ctx.mailer.outboxDir).map((f) => fs.readFileSync(path.join(t.ctx.mailer.outboxDir!, f), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    : [];

beforeAll(async () => {
  t = await buildTestApp();
  kedua = await buildApp(t.ctx, { logger: false, webDist: null });
  await kedua.ready();
  admin = await t.loginAs('admin');
  pemda = await t.loginAs('pemda');
  bandung = (await t.req({ method: 'GET', url: '/me', token: pemda })).json().data.m_daerah_id;
  // Kota Bandung at risk: its mandatory regional indicators are not answered
  await sql(`delete from dokumen_indikator where pemilik = 'daerah' and pemilik_id = ${bandung}`);
  await sql(`delete from indikator_daerah where profil_id = ${bandung}`);
});
afterAll(async () => {
  await kedua?.close();
  await t?.close();
});

describe('reminders', () => {
  it('go out once per account when two instances run the schedule together, by e-mail and in the app', async () => {
    const selesai = tambahHari(7);
    await denganPengaturan(t, admin, { periode_selesai: selesai, pengingat_hari: '14,7,3,1' }, async () => {
      const [a, b] = await Promise.all([proses(t.app), proses(kedua)]);
      expect(a.statusCode, a.body).toBe(200);
      expect(b.statusCode, b.body).toBe(200);
      expect(a.json().data.titik).toBe(7);
      const rows = await log(selesai);
      const akun = rows.map((r) => r.usr_asn_id);
      expect(akun.length).toBeGreaterThan(0);
      expect(new Set(akun).size).toBe(akun.length);
      const pemdaId = (await sql(`select id from usr_asn where username = 'pemda'`)).rows[0]!.id;
      expect(akun).toContain(pemdaId);
      // one e-mail per account with an address, naming the close and the simulator
      const terkirim = rows.filter((r) => r.status === 'terkirim').length;
      const mail = surel().filter((m) => m.includes(selesai));
      expect(mail.length).toBe(terkirim);
      expect(mail[0]).toContain('simulasi-skor');
      // the notification centre has it
      const n = (await t.req({ method: 'GET', url: '/notifikasi', token: pemda })).json().data as { judul: string }[];
      expect(n.some((x) => x.judul.includes('7 hari lagi'))).toBe(true);
      // running again sends nothing more
      await proses(kedua);
      expect((await log(selesai)).length).toBe(rows.length);
    });
  });

  it('send nothing on a day that is not a reminder day', async () => {
    const selesai = tambahHari(6);
    await denganPengaturan(t, admin, { periode_selesai: selesai, pengingat_hari: '14,7,3,1' }, async () => {
      const r = await proses(t.app);
      expect(r.json().data.titik).toBeNull();
      expect(await log(selesai)).toHaveLength(0);
    });
  });

  it('stop for an account that asks, signed in or with the link in the e-mail', async () => {
    const mati = await t.req({ method: 'PUT', url: '/pengingat/langganan', token: pemda, payload: { aktif: false } });
    expect(mati.statusCode, mati.body).toBe(200);
    expect((await t.req({ method: 'GET', url: '/pengingat/langganan', token: pemda })).json().data.aktif).toBe(false);
    const selesai = tambahHari(3);
    await denganPengaturan(t, admin, { periode_selesai: selesai, pengingat_hari: '3' }, async () => {
      await proses(t.app);
      const pemdaId = (await sql(`select id from usr_asn where username = 'pemda'`)).rows[0]!.id;
      expect((await log(selesai)).map((r) => r.usr_asn_id)).not.toContain(pemdaId);
    });
    await t.req({ method: 'PUT', url: '/pengingat/langganan', token: pemda, payload: { aktif: true } });

    const tautan = /\/pengingat\/berhenti\?token=([\w.-]+)/.exec(surel().join('\n'))![1]!;
    const buruk = await t.req({ method: 'GET', url: '/pengingat/berhenti?token=1.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' });
    expect(buruk.statusCode).toBe(400);
    expect(buruk.body).toContain('Tautan tidak berlaku');
    const baik = await t.req({ method: 'GET', url: `/pengingat/berhenti?token=${tautan}` });
    expect(baik.statusCode).toBe(200);
    expect(baik.headers['content-type']).toContain('text/html');
    const id = Number(tautan.split('.')[0]);
    expect((await sql(`select 1 from pengingat_berhenti where usr_asn_id = ${id}`)).rows).toHaveLength(1);
  });

  it('shows admins what was sent; others may not read the log or run the schedule', async () => {
    const r = await t.req({ method: 'GET', url: '/pengingat/log', token: admin });
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBeGreaterThan(0);
    expect(r.json().data[0].nama_daerah).toBeTruthy();
    expect((await t.req({ method: 'GET', url: '/pengingat/log', token: pemda })).statusCode).toBe(403);
    expect((await t.req({ method: 'POST', url: '/pengingat/proses', token: pemda })).statusCode).toBe(403);
    // the reminder days are checked as the settings screen saves them
    const rows = (await t.req({ method: 'GET', url: '/crud/app_settings?per_page=100', token: admin })).json().data as { id: number; name: string }[];
    const row = rows.find((x) => x.name === 'pengingat_hari')!;
    const salah = await t.req({ method: 'POST', url: `/crud/app_settings/${row.id}`, token: admin, payload: { setting_value: '14,tujuh' } });
    expect(salah.statusCode).toBe(422);
    expect(JSON.stringify(salah.json().errors)).toContain('dipisah koma');
  });
});
