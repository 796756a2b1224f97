import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Role } from '@sigap/domain';
import { session, type MeUser } from '../lib/session';

/**
 * Component test harness (Testing Library in happy-dom): the app's providers around a screen, a signed-in user
 * of the given role, and the network answered by `jawab` (method, path, query) with the API's envelope.
 */

// The tests share two cores with other work (the API suite, builds, other sessions): a screen's rows are asked for
// after its first paint and drawn in a background pass, which on a busy machine took more than Testing Library's
// default 1 s (2026-11-29: unduh and InovasiListPage failed under load, passed idle). Waiting is bounded by the
// web project's test timeout (vitest.config.ts), so a real failure still fails.
configure({ asyncUtilTimeout: 15_000 });

// happy-dom has no matchMedia / ResizeObserver; Mantine asks for both
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = ((q: string) => ({ matches: false, media: q, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false })) as typeof window.matchMedia;
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

export interface Permintaan {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export function pengguna(role: Role, over: Partial<MeUser> = {}): MeUser {
  return {
    id: 1,
    username: role,
    role,
    role_label: role,
    nama_lengkap: `Akun ${role}`,
    email: `${role}@contoh.go.id`,
    m_daerah_id: 3273,
    profil_id: 3273,
    area: 0,
    opd_perangkat_id: null,
    upt_id: null,
    daerah_ids: role === 'superadmin' || role === 'admin' ? null : [3273],
    allowed_years: null,
    readable_years: null,
    daerah: null,
    modules: [],
    ...over,
  } as MeUser;
}

/** Renders `ui` at `url` (route pattern `path`) for `user`; every fetch goes to `jawab` (an object = 200 JSON, or a Response). Returns the requests made. */
export function tampilkan(ui: ReactNode, opts: { url: string; path?: string; user: MeUser; jawab: (p: Permintaan) => unknown }) {
  const permintaan: Permintaan[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const u = new URL(input, 'http://localhost');
    const p: Permintaan = { method: init?.method ?? 'GET', path: u.pathname, query: u.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    permintaan.push(p);
    const body = p.path === '/platform/modules' ? { status: 1, data: [], sections: [] } : p.path === '/app_settings' ? { status: 1, data: [] } : jawab(p);
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  session.signIn('token-uji', opts.user);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const jawab = opts.jawab;
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[opts.url]}>
          <Routes>
            <Route path={opts.path ?? '*'} element={ui} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, permintaan };
}

/**
 * After `tampilkan`: its writes (POST) fail like a dropped connection until `sambung()`, the rest is answered as
 * before; `kunci` records each write's Idempotency-Key, the attempts that failed included.
 */
export function putuskanTulis(): { kunci: (string | null)[]; sambung: () => void } {
  let online = false;
  const kunci: (string | null)[] = [];
  const jawabHarness = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      kunci.push(new Headers(init.headers).get('Idempotency-Key'));
      if (!online) throw new TypeError('Failed to fetch');
    }
    return jawabHarness(input, init);
  });
  return { kunci, sambung: () => void (online = true) };
}
