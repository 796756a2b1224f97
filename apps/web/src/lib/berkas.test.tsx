// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { alamatBertoken, bukaBerkas, lupakanTokenUnduh, tautanBerkas, unduhBerkas, useAlamatBerkas, useGambarBerkas } from './berkas';
import { session } from './session';
import { pengguna, tampilkan, type Permintaan } from '../test/render';

/** Issue 14 item 8: files open with a download token for their one address, never with the session token. */

const SESI = 'token-uji';
let nomor = 0;
/** The API of these tests: a new token per POST /unduh/token, a PNG for any other address. */
const jawab = (p: Permintaan) => {
  if (p.method === 'POST' && p.path === '/unduh/token') return { status: 1, data: { token: `unduh-${++nomor}`, kedaluwarsa: new Date(Date.now() + 300_000).toISOString() } };
  return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200, headers: { 'content-type': 'image/png' } });
};

let diklik: { href: string; download: string }[] = [];
beforeEach(() => {
  nomor = 0;
  diklik = [];
  lupakanTokenUnduh();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    diklik.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  session.clear();
});

function Uji({ pdf, gambar, tautan }: { pdf: string; gambar: string; tautan: string }) {
  const src = useAlamatBerkas(pdf);
  const img = useGambarBerkas(gambar);
  return (
    <div>
      {/* the frame's address (happy-dom loads no frames) */}
      {src && <span data-testid="pdf" data-src={src} />}
      {img && <img alt="gambar" data-testid="gambar" src={img} />}
      <a {...tautanBerkas(tautan)}>buka</a>
    </div>
  );
}

describe('lib/berkas: download tokens', () => {
  it('asks a token for the one address, appends it as ?unduh= (or &unduh=) and never puts the session token in it', async () => {
    const { permintaan } = tampilkan(<div />, { url: '/', user: pengguna('pemda'), jawab });
    const a = await alamatBertoken('/media/2026/01/a.pdf');
    expect(a).toBe('/media/2026/01/a.pdf?unduh=unduh-1');
    expect(permintaan.filter((p) => p.path === '/unduh/token').map((p) => p.body)).toEqual([{ url: '/media/2026/01/a.pdf' }]);
    expect(await alamatBertoken('/inovasi/download-excel?search=a%20b')).toBe('/inovasi/download-excel?search=a%20b&unduh=unduh-2');
    // the same address again shortly after: the same token, no new request
    expect(await alamatBertoken('/media/2026/01/a.pdf')).toBe(a);
    expect(permintaan.filter((p) => p.path === '/unduh/token')).toHaveLength(2);
    // outside links need none
    expect(await alamatBertoken('https://contoh.go.id/a.pdf')).toBe('https://contoh.go.id/a.pdf');
    for (const x of [a, await alamatBertoken('/inovasi/download-excel?search=a%20b')]) expect(x).not.toContain(SESI);
  });

  it('unduhBerkas downloads through a link with the token and the file name', async () => {
    tampilkan(<div />, { url: '/', user: pengguna('pemda'), jawab });
    await unduhBerkas('/review/7/ringkasan', 'ringkasan-review-7.pdf');
    expect(diklik).toEqual([{ href: '/review/7/ringkasan?unduh=unduh-1', download: 'ringkasan-review-7.pdf' }]);
  });

  it('bukaBerkas opens the tab inside the click and sends it to the address with the token', async () => {
    tampilkan(<div />, { url: '/', user: pengguna('pemda'), jawab });
    const tab = { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const janji = bukaBerkas('/media/2026/01/a.pdf');
    // opened before the token arrives (no pop-up blocker), without access to this page
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await janji;
    expect(tab.location.replace).toHaveBeenCalledWith('/media/2026/01/a.pdf?unduh=unduh-1');
  });

  it('frames get the address with a token, images come through the header, links keep the plain address', async () => {
    const { permintaan } = tampilkan(<Uji pdf="/media/2026/01/a.pdf" gambar="/media/2026/01/logo.png" tautan="/media/2026/01/b.pdf" />, { url: '/', user: pengguna('pemda'), jawab });
    await waitFor(() => expect(screen.getByTestId('pdf').getAttribute('data-src')).toBe('/media/2026/01/a.pdf?unduh=unduh-1'));
    await waitFor(() => expect(screen.getByTestId('gambar').getAttribute('src')).toMatch(/^blob:/));
    const gambar = permintaan.find((p) => p.path === '/media/2026/01/logo.png')!;
    expect(gambar.query.toString()).toBe('');
    expect(screen.getByText('buka').getAttribute('href')).toBe('/media/2026/01/b.pdf');
    // no address ever carried the session token
    for (const p of permintaan) expect(p.query.toString()).not.toContain(SESI);
  });

  it('a click on a file link opens it with its own token', async () => {
    const { permintaan } = tampilkan(<Uji pdf="https://contoh.go.id/x.pdf" gambar="https://contoh.go.id/x.png" tautan="/media/2026/01/b.pdf" />, { url: '/', user: pengguna('pemda'), jawab });
    const tab = { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    // outside addresses are used as they are
    expect(screen.getByTestId('pdf').getAttribute('data-src')).toBe('https://contoh.go.id/x.pdf');
    expect(screen.getByTestId('gambar').getAttribute('src')).toBe('https://contoh.go.id/x.png');
    fireEvent.click(screen.getByText('buka'));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith('/media/2026/01/b.pdf?unduh=unduh-1'));
    expect(permintaan.filter((p) => p.path === '/unduh/token').map((p) => p.body)).toEqual([{ url: '/media/2026/01/b.pdf' }]);
  });
});
