import { describe, expect, it } from '@jest/globals';
import { searchedValue } from './searched-value';

describe('searchedValue', () => {
  it('returns null without query values', () => {
    expect(searchedValue(new URLSearchParams(''))).toBeNull();
    expect(searchedValue(new URLSearchParams('q=&x=%20'))).toBeNull();
  });

  it('prefers q, then other well-known keys, then any value', () => {
    expect(searchedValue(new URLSearchParams('foo=bar&q=jane'))).toBe('jane');
    expect(searchedValue(new URLSearchParams('foo=bar&username=jdoe'))).toBe('jdoe');
    expect(searchedValue(new URLSearchParams('foo=&ref=newsletter'))).toBe('newsletter');
  });

  it('trims, collapses whitespace and shortens long values', () => {
    expect(searchedValue(new URLSearchParams('q=%20%20jane%20%20%20doe%20'))).toBe('jane doe');
    const long = 'x'.repeat(200);
    const echoed = searchedValue(new URLSearchParams({ q: long }));
    expect(echoed).toHaveLength(80);
    expect(echoed?.endsWith('…')).toBe(true);
  });
});
