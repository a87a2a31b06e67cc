import { describe, expect, it } from '@jest/globals';
import { belowNavBar, NAV_HEIGHT } from './layout-constants';

describe('belowNavBar', () => {
  it('adds the space to each of the bar’s heights, so a page below the bar never starts under it', () => {
    expect(belowNavBar('3rem')).toEqual({ base: `calc(${NAV_HEIGHT.base} + 3rem)`, md: `calc(${NAV_HEIGHT.md} + 3rem)` });
    expect(Object.values(belowNavBar('2rem')).join(' ')).not.toContain('[object Object]');
  });
});
