import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('gives a word typed key by key once, after typing pauses, never a part of it', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '' } });
    const seen = new Set<string>([result.current]);
    let typed = '';
    for (const key of 'harbour') {
      typed += key;
      rerender({ value: typed });
      act(() => void jest.advanceTimersByTime(120));
      seen.add(result.current);
    }
    expect(seen).toEqual(new Set(['']));
    act(() => void jest.advanceTimersByTime(299 - 120));
    expect(result.current).toBe('');
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current).toBe('harbour');
  });

  it('settles each value that stays long enough, and the last one', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: 'a' } });
    rerender({ value: 'ab' });
    act(() => void jest.advanceTimersByTime(300));
    expect(result.current).toBe('ab');
    rerender({ value: 'abc' });
    rerender({ value: 'ab' });
    act(() => void jest.advanceTimersByTime(300));
    expect(result.current).toBe('ab');
  });
});
