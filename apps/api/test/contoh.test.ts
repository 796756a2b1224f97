import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';

/**
 * The sample screens (DEMO-01): listed by the server only in demo mode, for admin and superadmin; their calls are
 * answered in the browser (apps/web/src/features/contoh), never by the API.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const CONTOH = ['contoh-faktur', 'contoh-kalender', 'contoh-pengguna', 'contoh-kotak-masuk', 'contoh-obrolan', 'contoh-tugas', 'contoh-daftar', 'contoh-papan-scrum', 'contoh-notifikasi', 'contoh-toko'];

async function modul(username: string) {
  const token = await t.loginAs(username);
  const mods = (await t.req({ method: 'GET', url: '/platform/modules', token })).json() as { data: { slug: string }[]; sections: { title: string; modules: string[] }[] };
  const me = (await t.req({ method: 'GET', url: '/me', token })).json() as { data: { modules: string[] } };
  return { slugs: mods.data.map((m) => m.slug), contoh: mods.sections.find((s) => s.title === 'Contoh')?.modules ?? [], me: me.data.modules };
}

describe('Contoh section', () => {
  it('demo mode: admin and superadmin see the ten sample screens, other roles none', async () => {
    expect(t.config.demo).toBe(true);
    for (const u of ['admin', 'superadmin']) {
      const m = await modul(u);
      expect(m.contoh, u).toEqual(CONTOH);
      expect(m.me, u).toEqual(expect.arrayContaining(CONTOH));
    }
    for (const u of ['pemda', 'verifikator', 'tim.penilai']) {
      const m = await modul(u);
      expect(m.slugs.filter((s) => s.startsWith('contoh-')), u).toEqual([]);
      expect(m.me.filter((s) => s.startsWith('contoh-')), u).toEqual([]);
    }
  });

  it('outside demo mode the section is not listed, not even for superadmin', async () => {
    const token = await t.loginAs('superadmin');
    t.ctx.config.demo = false;
    try {
      const mods = (await t.req({ method: 'GET', url: '/platform/modules', token })).json() as { data: { slug: string; section: string }[]; sections: { title: string }[] };
      expect(mods.sections.map((s) => s.title)).not.toContain('Contoh');
      expect(mods.data.filter((m) => m.section === 'Contoh')).toEqual([]);
      const me = (await t.req({ method: 'GET', url: '/me', token })).json() as { data: { modules: string[] } };
      expect(me.data.modules.filter((s) => s.startsWith('contoh-'))).toEqual([]);
    } finally {
      t.ctx.config.demo = true;
    }
  });

  it('the sample paths are not API routes: the server answers 404 (they are answered in the browser only)', async () => {
    const token = await t.loginAs('superadmin');
    for (const [method, url] of [
      ['GET', '/api/invoices/all'],
      ['GET', '/api/scrum-board/all-board'],
      ['POST', '/api/ecommerce/add-to-cart'],
    ] as const) {
      const r = await t.req({ method, url, token, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(r.statusCode, url).toBe(404);
    }
  });
});
