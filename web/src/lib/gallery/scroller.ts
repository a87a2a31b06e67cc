/** The category scroller's arrows scroll by this share of the visible width (spec 01 §2). */
export const SCROLL_STEP_SHARE = 0.75;
/** An arrow hides when the scroller is this close (px) to its end. */
export const SCROLL_END_TOLERANCE_PX = 10;

export interface ScrollerMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** Which arrows a horizontal scroller shows: none at an end it is within 10 px of. */
export function scrollerArrows({ scrollLeft, clientWidth, scrollWidth }: ScrollerMetrics): { previous: boolean; next: boolean } {
  const remaining = scrollWidth - clientWidth - scrollLeft;
  return {
    previous: scrollLeft > SCROLL_END_TOLERANCE_PX,
    next: remaining > SCROLL_END_TOLERANCE_PX,
  };
}

/** How far (px) one arrow click scrolls: 75% of the visible width. */
export function scrollStep(clientWidth: number): number {
  return Math.max(0, clientWidth) * SCROLL_STEP_SHARE;
}
