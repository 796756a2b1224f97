import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module script without types (scripts/batas.mjs)
import { periksaBatas } from '../../../scripts/batas.mjs';

describe('module boundaries (docs/ARCHITECTURE.md)', () => {
  it('no module reaches into another module, no shared layer imports a module or a feature, no import cycle', () => {
    expect(periksaBatas()).toEqual([]);
  });
});
