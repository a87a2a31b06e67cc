/** Epic template scroll snapping (spec 01 §9). */
export const SNAP_SETTLE_MS = 150;
export const WHEEL_THRESHOLD_PX = 50;
export const SNAP_LOCK_MS = 1000;

export interface SnapState {
  /** Wheel distance gathered towards the next step (px, + = down). */
  wheelDelta: number;
  /** Until when (ms) wheel input and settling are ignored: a snap is under way. */
  lockedUntil: number;
}

export const initialSnapState: SnapState = { wheelDelta: 0, lockedUntil: 0 };

export type SnapStep = -1 | 0 | 1;

export function isLocked(state: SnapState, now: number): boolean {
  return now < state.lockedUntil;
}

/**
 * One wheel event over the photo panels: while a snap is under way (1 s lock) it is
 * swallowed; otherwise it adds up, and once 50 px have gathered in one direction the page
 * moves one panel that way and locks.
 */
export function wheel(state: SnapState, deltaY: number, now: number): { state: SnapState; step: SnapStep } {
  if (isLocked(state, now) || !Number.isFinite(deltaY)) return { state: { ...state, wheelDelta: 0 }, step: 0 };
  // A change of direction starts counting afresh.
  const gathered = Math.sign(deltaY) === Math.sign(state.wheelDelta) ? state.wheelDelta + deltaY : deltaY;
  if (Math.abs(gathered) < WHEEL_THRESHOLD_PX) return { state: { ...state, wheelDelta: gathered }, step: 0 };
  return { state: { wheelDelta: 0, lockedUntil: now + SNAP_LOCK_MS }, step: gathered > 0 ? 1 : -1 };
}

/** A snap the page starts by itself (scrolling settled): lock like a wheel step. */
export function lock(state: SnapState, now: number): SnapState {
  return { wheelDelta: 0, lockedUntil: now + SNAP_LOCK_MS };
}

/** The panel whose top is nearest to the top of the viewport (`tops` relative to it). */
export function nearestPanel(tops: readonly number[]): number {
  let best = 0;
  for (let index = 1; index < tops.length; index += 1) {
    if (Math.abs(tops[index] as number) < Math.abs(tops[best] as number)) best = index;
  }
  return best;
}

/**
 * Whether the viewport is among the panels (the first panel's top has reached the top of
 * the viewport and the last panel still reaches its bottom), allowing `tolerance` px.
 */
export function withinPanels(firstTop: number, lastBottom: number, viewportHeight: number, tolerance = 2): boolean {
  return firstTop <= tolerance && lastBottom >= viewportHeight - tolerance;
}

/**
 * Where a wheel step leads from the panel nearest the top: another panel (its index), or
 * out of the panels ('before' / 'after'), where the page scrolls on its own again.
 */
export function stepTarget(current: number, step: Exclude<SnapStep, 0>, count: number): number | 'before' | 'after' {
  const target = current + step;
  if (target < 0) return 'before';
  if (target >= count) return 'after';
  return target;
}
