import { describe, expect, it } from '@jest/globals';
import {
  SNAP_LOCK_MS,
  SNAP_SETTLE_MS,
  WHEEL_THRESHOLD_PX,
  initialSnapState,
  isLocked,
  lock,
  nearestPanel,
  stepTarget,
  wheel,
  withinPanels,
} from './scroll-snap';

describe('epic scroll snapping', () => {
  it('uses the constants of spec 01 §9', () => {
    expect([SNAP_SETTLE_MS, WHEEL_THRESHOLD_PX, SNAP_LOCK_MS]).toEqual([150, 50, 1000]);
  });

  it('steps once 50 px of wheel have gathered, then locks for 1 s', () => {
    let { state, step } = wheel(initialSnapState, 30, 0);
    expect(step).toBe(0);
    ({ state, step } = wheel(state, 19, 10));
    expect(step).toBe(0);
    ({ state, step } = wheel(state, 1, 20));
    expect(step).toBe(1);
    expect(isLocked(state, 20 + SNAP_LOCK_MS - 1)).toBe(true);
    expect(isLocked(state, 20 + SNAP_LOCK_MS)).toBe(false);

    // Swallowed while locked, even a large flick.
    ({ state, step } = wheel(state, 400, 500));
    expect(step).toBe(0);
    ({ state, step } = wheel(state, -60, 1100));
    expect(step).toBe(-1);
  });

  it('starts counting afresh when the direction changes', () => {
    let { state } = wheel(initialSnapState, 40, 0);
    ({ state } = wheel(state, -20, 5));
    expect(state.wheelDelta).toBe(-20);
    const { step } = wheel(state, -30, 6);
    expect(step).toBe(-1);
  });

  it('locks when the page snaps by itself', () => {
    expect(isLocked(lock(initialSnapState, 100), 1099)).toBe(true);
  });

  it('finds the panel nearest to the top and where a step leads', () => {
    expect(nearestPanel([-900, -120, 780])).toBe(1);
    expect(nearestPanel([10])).toBe(0);
    expect(stepTarget(1, 1, 3)).toBe(2);
    expect(stepTarget(2, 1, 3)).toBe('after');
    expect(stepTarget(0, -1, 3)).toBe('before');
  });

  it('knows when the viewport is among the panels', () => {
    expect(withinPanels(0, 2400, 800)).toBe(true);
    expect(withinPanels(-1600, 800, 800)).toBe(true);
    expect(withinPanels(300, 2700, 800)).toBe(false);
    expect(withinPanels(-2000, 400, 800)).toBe(false);
  });
});
