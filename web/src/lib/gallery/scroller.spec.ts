import { describe, expect, it } from '@jest/globals';
import { scrollStep, scrollerArrows } from './scroller';

describe('category scroller', () => {
  it('scrolls by 75% of the visible width', () => {
    expect(scrollStep(400)).toBe(300);
    expect(scrollStep(0)).toBe(0);
  });

  it('hides the right arrow within 10 px of the end', () => {
    expect(scrollerArrows({ scrollLeft: 0, clientWidth: 300, scrollWidth: 900 })).toEqual({ previous: false, next: true });
    expect(scrollerArrows({ scrollLeft: 589, clientWidth: 300, scrollWidth: 900 }).next).toBe(true);
    expect(scrollerArrows({ scrollLeft: 590, clientWidth: 300, scrollWidth: 900 }).next).toBe(false);
    expect(scrollerArrows({ scrollLeft: 600, clientWidth: 300, scrollWidth: 900 })).toEqual({ previous: true, next: false });
  });

  it('shows no arrows when everything fits', () => {
    expect(scrollerArrows({ scrollLeft: 0, clientWidth: 900, scrollWidth: 900 })).toEqual({ previous: false, next: false });
  });
});
