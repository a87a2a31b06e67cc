import { describe, expect, it } from '@jest/globals';
import { nextIndex, previousIndex, wrapIndex } from './wrap-index';

describe('wrapIndex', () => {
  it('keeps indices inside the list and wraps at both ends', () => {
    expect(wrapIndex(0, 3)).toBe(0);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-7, 3)).toBe(2);
  });

  it('is 0 for an empty list or nonsense input', () => {
    expect(wrapIndex(4, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 3)).toBe(0);
    expect(wrapIndex(1, Number.NaN)).toBe(0);
  });

  it('steps forwards and backwards with wrapping', () => {
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 3)).toBe(1);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(1, 1)).toBe(0);
  });
});
