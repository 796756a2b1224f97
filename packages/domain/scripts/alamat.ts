import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isiAlamatGen } from '../src/kontrak/alamat-gen';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/kontrak/alamat.gen.ts');
fs.writeFileSync(out, isiAlamatGen());
console.log(`ditulis: ${out}`);
