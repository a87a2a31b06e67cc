import { TOAST_SWIPE_THRESHOLD_PX } from './toast-constants';

/** Pointer movement since the pointer went down on a toast (px; x grows rightwards). */
export interface SwipeDelta {
  dx: number;
  dy: number;
}

/**
 * Horizontal offset at which a toast is drawn while it is dragged: it follows the
 * pointer rightwards and does not move left of its resting place (swipe right only).
 */
export function swipeOffset({ dx }: SwipeDelta): number {
  return Number.isFinite(dx) && dx > 0 ? dx : 0;
}

/**
 * Whether releasing the pointer dismisses the toast (spec 01 §2/§9): a swipe to the right
 * of at least `threshold` px (50 by default) that is more horizontal than vertical.
 */
export function swipeDismisses({ dx, dy }: SwipeDelta, threshold: number = TOAST_SWIPE_THRESHOLD_PX): boolean {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return false;
  return dx >= threshold && dx > Math.abs(dy);
}
