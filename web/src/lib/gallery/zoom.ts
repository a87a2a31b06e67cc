/** How the lightbox draws a zoomed photo: scaled around the stage's centre, then moved by (x, y) px. */
export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}

export const UNZOOMED: ZoomView = { scale: 1, x: 0, y: 0 };
/** Every photo zooms at least this far, even one whose largest variant is barely bigger than the screen. */
const MIN_MAX_SCALE = 2;
const MAX_MAX_SCALE = 8;

/**
 * How far a photo may zoom: until its largest variant is shown pixel for pixel (at least 2×,
 * at most 8×). `shownWidth` is how wide the photo is drawn unzoomed, in device pixels.
 */
export function maxZoom(largestWidth: number | null | undefined, shownWidth: number): number {
  if (!largestWidth || !(shownWidth > 0)) return MIN_MAX_SCALE;
  return Math.min(MAX_MAX_SCALE, Math.max(MIN_MAX_SCALE, largestWidth / shownWidth));
}

/** Keeps the photo covering the stage: it cannot be moved further than its zoomed overhang. */
export function clampPan(view: ZoomView, stage: { width: number; height: number }): ZoomView {
  const limitX = ((view.scale - 1) * stage.width) / 2;
  const limitY = ((view.scale - 1) * stage.height) / 2;
  return { scale: view.scale, x: clamp(view.x, -limitX, limitX), y: clamp(view.y, -limitY, limitY) };
}

/**
 * Zooms to `scale` keeping the point under `at` (px from the stage's centre) where it is,
 * as wheel and pinch zooms do; back at 1× the photo is centred again.
 */
export function zoomAt(
  view: ZoomView,
  scale: number,
  at: { x: number; y: number },
  limits: { max: number; stage: { width: number; height: number } },
): ZoomView {
  const next = clamp(scale, 1, limits.max);
  if (next === 1) return UNZOOMED;
  const ratio = next / view.scale;
  return clampPan({ scale: next, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio }, limits.stage);
}

/** A wheel turn as a zoom factor: one notch (100 px) in is about 1.2×. */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 40 : deltaMode === 2 ? deltaY * 800 : deltaY;
  return Math.exp(-pixels * 0.0018);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
