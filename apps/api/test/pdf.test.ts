import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPdf } from '../src/lib/pdf';

/** A valid 1x1 PNG written to disk: the kind of local path a document definition must never reach. */
function pngLokal(): string {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const b of buf) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sigap-pdf-')), 'rahasia.png');
  fs.writeFileSync(file, png);
  return file;
}

afterEach(() => vi.restoreAllMocks());

describe('PDF rendering (pdfmake access policies)', () => {
  it('produces a PDF with the embedded fonts and no access-policy warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    const pdf = await renderPdf({ content: [{ text: 'Laporan uji', bold: true }, { text: 'miring', italics: true }, 'biasa'] });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
    expect(warn.mock.calls.map((c) => String(c[0])).filter((m) => /access policy/i.test(m))).toEqual([]);
  });

  it('refuses every local path a document definition names (images and attachments)', async () => {
    const file = pngLokal();
    try {
      await expect(renderPdf({ content: [{ image: file, width: 10 }] })).rejects.toThrow(/denied/i);
      await expect(renderPdf({ content: [{ image: 'logo', width: 10 }], images: { logo: file } })).rejects.toThrow(/denied/i);
      await expect(renderPdf({ content: ['x', { attachment: 'a' }], attachments: { a: { src: file } } })).rejects.toThrow(/denied/i);
      // an inline image (data URL) still works
      const dataUrl = `data:image/png;base64,${fs.readFileSync(file).toString('base64')}`;
      const pdf = await renderPdf({ content: [{ image: dataUrl, width: 10 }] });
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});
