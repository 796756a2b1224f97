import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * pdfmake's server build with its bundled Roboto fonts (no network, no system fonts, no remote images). The fonts
 * are read once into pdfmake's virtual file system, so the local access policy can refuse every local path: a
 * document definition (images, attachments, fonts) never reads a file from the server's disk.
 */
export const pdfmake = require('pdfmake') as {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
  addFonts(f: unknown): void;
  setUrlAccessPolicy(cb: (url: string) => boolean): void;
  setLocalAccessPolicy(cb: (path: string) => boolean): void;
  createPdf(def: unknown): { getBuffer(): Promise<Buffer> };
};
const roboto = (require('pdfmake/fonts/Roboto') as { Roboto: Record<string, string> }).Roboto;
const virtual: Record<string, string> = {};
for (const [style, file] of Object.entries(roboto)) {
  const name = `fonts/${path.basename(file)}`;
  pdfmake.virtualfs.writeFileSync(name, fs.readFileSync(file));
  virtual[style] = name;
}
pdfmake.addFonts({ Roboto: virtual });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => false);

export const renderPdf = (def: unknown): Promise<Buffer> => pdfmake.createPdf(def).getBuffer();
