/** Horizontal distance (px) a swipe must travel to change the photo (spec 01 §9). */
export const SWIPE_THRESHOLD_PX = 50;

export type SwipeStep = 'next' | 'previous';

/**
 * What a finished touch or pointer drag does in the lightbox: a swipe to the left shows the
 * next photo, to the right the previous one. It must cover `threshold` px and be more
 * horizontal than vertical (a vertical drag is a scroll, not a swipe).
 */
export function swipeStep({ dx, dy }: { dx: number; dy: number }, threshold: number = SWIPE_THRESHOLD_PX): SwipeStep | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null;
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}
