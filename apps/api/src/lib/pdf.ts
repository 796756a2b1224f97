import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** pdfmake's server build with its bundled Roboto fonts (no network, no system fonts, no remote images). */
export const pdfmake = require('pdfmake') as {
  addFonts(f: unknown): void;
  setUrlAccessPolicy?(cb: (url: string) => boolean): void;
  createPdf(def: unknown): { getBuffer(): Promise<Buffer> };
};
pdfmake.addFonts(require('pdfmake/fonts/Roboto'));
pdfmake.setUrlAccessPolicy?.(() => false);

export const renderPdf = (def: unknown): Promise<Buffer> => pdfmake.createPdf(def).getBuffer();
