import { describe, expect, it } from '@jest/globals';
import { SWIPE_THRESHOLD_PX, swipeStep } from './swipe';

describe('swipeStep', () => {
  it('uses the 50 px threshold of the spec', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeStep({ dx: -50, dy: 0 })).toBe('next');
    expect(swipeStep({ dx: -49, dy: 0 })).toBeNull();
    expect(swipeStep({ dx: 50, dy: 4 })).toBe('previous');
    expect(swipeStep({ dx: 49.5, dy: 0 })).toBeNull();
  });

  it('ignores drags that are more vertical than horizontal', () => {
    expect(swipeStep({ dx: -80, dy: 80 })).toBeNull();
    expect(swipeStep({ dx: 60, dy: -120 })).toBeNull();
  });

  it('accepts another threshold and rejects non-finite input', () => {
    expect(swipeStep({ dx: -30, dy: 0 }, 20)).toBe('next');
    expect(swipeStep({ dx: Number.NaN, dy: 0 })).toBeNull();
    expect(swipeStep({ dx: Number.NEGATIVE_INFINITY, dy: 0 })).toBeNull();
  });
});
