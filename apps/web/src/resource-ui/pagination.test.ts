import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow, rowRange } from './pagination';

describe('pageCount', () => {
  it.each([
    [0, 20, 0],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [1000, 100, 10],
    [-5, 20, 0],
    [Number.NaN, 20, 0],
  ])('%d rows of %d -> %d pages', (total, size, pages) => expect(pageCount(total, size)).toBe(pages));
});

describe('pageWindow: 5 pages around the current one', () => {
  it.each([
    [0, 0, []],
    [0, 1, [0]],
    [0, 3, [0, 1, 2]],
    [0, 10, [0, 1, 2, 3, 4]],
    [1, 10, [0, 1, 2, 3, 4]],
    [2, 10, [0, 1, 2, 3, 4]],
    [3, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [8, 10, [5, 6, 7, 8, 9]],
    [9, 10, [5, 6, 7, 8, 9]],
    [42, 10, [5, 6, 7, 8, 9]],
    [-3, 10, [0, 1, 2, 3, 4]],
  ])('page %d of %d pages -> %j', (cur, pages, expected) => expect(pageWindow(cur, pages)).toEqual(expected));
});

describe('rowRange', () => {
  it('gives the 1-based rows of a page', () => {
    expect(rowRange(0, 20, 35)).toEqual({ from: 1, to: 20 });
    expect(rowRange(1, 20, 35)).toEqual({ from: 21, to: 35 });
    expect(rowRange(0, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});
