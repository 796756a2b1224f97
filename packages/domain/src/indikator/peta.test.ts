import { describe, expect, it } from 'vitest';
import { PESAN_PETA_DITOLAK, sanitasiPeta } from './peta';

const GMAPS = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3960.7!2d107.6!3d-6.9';

describe('sanitasiPeta', () => {
  it.each<[unknown, string | null]>([
    [`<iframe src="${GMAPS}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`, GMAPS],
    [`<iframe src='${GMAPS}'></iframe>`, GMAPS],
    [`<IFRAME SRC=${GMAPS}>`, GMAPS],
    [GMAPS, GMAPS],
    ['<iframe src="https://www.google.com/maps/embed?pb=1&amp;x=2"></iframe>', 'https://www.google.com/maps/embed?pb=1&x=2'],
    ['https://maps.google.com/maps?q=bandung&output=embed', 'https://maps.google.com/maps?q=bandung&output=embed'],
    ['<iframe width="425" height="350" src="https://www.openstreetmap.org/export/embed.html?bbox=107.5%2C-7.0%2C107.7%2C-6.8&amp;layer=mapnik"></iframe>', 'https://www.openstreetmap.org/export/embed.html?bbox=107.5%2C-7.0%2C107.7%2C-6.8&layer=mapnik'],
    [null, null],
    ['', null],
    ['   ', null],
  ])('%j is stored as %j', (input, src) => {
    expect(sanitasiPeta(input)).toEqual({ src, error: null });
  });

  it.each<[string, unknown]>([
    ['a script', '<script>alert(1)</script>'],
    ['a script after the iframe', `<iframe src="${GMAPS}"></iframe><script>alert(1)</script>`],
    ['an event handler', `<iframe src="${GMAPS}" onload="alert(1)"></iframe>`],
    ['srcdoc', `<iframe srcdoc="<script>alert(1)</script>" src="${GMAPS}"></iframe>`],
    ['another host', '<iframe src="https://evil.example/maps/embed?pb=1"></iframe>'],
    ['a look-alike host', 'https://www.google.com.evil.example/maps/embed?pb=1'],
    ['google outside the embed path', 'https://www.google.com/search?q=x'],
    ['path escaping the embed path', 'https://www.google.com/maps/embed/../../search?q=1'],
    ['http', 'http://www.google.com/maps/embed?pb=1'],
    ['javascript:', '<iframe src="javascript:alert(1)"></iframe>'],
    ['entity-encoded javascript:', '<iframe src="&#106;avascript:alert(1)"></iframe>'],
    ['credentials', 'https://user@www.google.com/maps/embed?pb=1'],
    ['a port', 'https://www.google.com:8443/maps/embed?pb=1'],
    ['osm outside the embed page', 'https://www.openstreetmap.org/user/x'],
    ['an img', '<img src="https://www.google.com/maps/embed?pb=1">'],
    ['plain text', 'peta kantor kami'],
    ['not a string', { src: GMAPS }],
    ['an iframe without src', '<iframe width="1"></iframe>'],
  ])('refuses %s', (_l, input) => {
    expect(sanitasiPeta(input)).toEqual({ src: null, error: PESAN_PETA_DITOLAK });
  });

  it('refuses more than 2000 characters', () => {
    expect(sanitasiPeta(`${GMAPS}${'1'.repeat(2000)}`).error).toMatch(/2000 karakter/);
  });
});
