import { describe, expect, it } from '@jest/globals';
import { swipeDismisses, swipeOffset } from './toast-swipe';
import { TOAST_SWIPE_THRESHOLD_PX } from './toast-constants';

describe('toast swipe to dismiss', () => {
  it('uses the 50 px threshold of the spec', () => {
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
  });

  it('dismisses a rightward swipe of 50 px or more', () => {
    expect(swipeDismisses({ dx: 50, dy: 0 })).toBe(true);
    expect(swipeDismisses({ dx: 51, dy: 10 })).toBe(true);
    expect(swipeDismisses({ dx: 400, dy: -30 })).toBe(true);
  });

  it('keeps the toast for shorter swipes', () => {
    expect(swipeDismisses({ dx: 49, dy: 0 })).toBe(false);
    expect(swipeDismisses({ dx: 49.9, dy: 0 })).toBe(false);
    expect(swipeDismisses({ dx: 0, dy: 0 })).toBe(false);
  });

  it('ignores swipes to the left and mostly vertical drags', () => {
    expect(swipeDismisses({ dx: -80, dy: 0 })).toBe(false);
    expect(swipeDismisses({ dx: 60, dy: 60 })).toBe(false);
    expect(swipeDismisses({ dx: 60, dy: -90 })).toBe(false);
  });

  it('accepts another threshold and rejects non-finite input', () => {
    expect(swipeDismisses({ dx: 30, dy: 0 }, 25)).toBe(true);
    expect(swipeDismisses({ dx: 30, dy: 0 }, 40)).toBe(false);
    expect(swipeDismisses({ dx: Number.NaN, dy: 0 })).toBe(false);
    expect(swipeDismisses({ dx: Number.POSITIVE_INFINITY, dy: 0 })).toBe(false);
  });

  it('draws the toast where the pointer is, never left of its place', () => {
    expect(swipeOffset({ dx: 35, dy: 4 })).toBe(35);
    expect(swipeOffset({ dx: -35, dy: 0 })).toBe(0);
    expect(swipeOffset({ dx: Number.NaN, dy: 0 })).toBe(0);
  });
});
