import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isiAlamatGen } from '../../../packages/domain/src/kontrak/alamat-gen';

describe('contract addresses (alamat.gen.ts)', () => {
  it('are up to date with the contracts (npm run kontrak:alamat)', () => {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/domain/src/kontrak/alamat.gen.ts');
    expect(fs.readFileSync(file, 'utf8')).toBe(isiAlamatGen());
  });
});
