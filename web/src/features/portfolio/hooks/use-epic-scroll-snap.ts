import { useEffect, type RefObject } from 'react';
import { SNAP_SETTLE_MS, initialSnapState, isLocked, lock, nearestPanel, stepTarget, wheel, withinPanels, type SnapState } from '../utils/scroll-snap';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scroll snapping of the epic template's photo panels (spec 01 §2/§9), for the panels
 * (`[data-epic-panel]`) drawn inside `container`: among the panels, 50 px of wheel move one whole panel and lock
 * input for 1 s; any other scrolling (touch, keys, scrollbar) settles on the nearest panel
 * 150 ms after it stops. Above and below the panels the page scrolls freely.
 */
export function useEpicScrollSnap(container: RefObject<HTMLElement | null>, panelCount: number): void {
  useEffect(() => {
    const root = container.current;
    if (!root || panelCount === 0) return;
    let state: SnapState = initialSnapState;
    let settleTimer = 0;

    // The drawn panels (far ones are windowed out: see EpicPanels).
    const panels = () => Array.from(root.querySelectorAll<HTMLElement>('[data-epic-panel]'));
    const scrollToY = (y: number) => window.scrollTo({ top: y, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    const panelTop = (panel: HTMLElement) => panel.getBoundingClientRect().top + window.scrollY;
    const among = () => {
      const list = panels();
      const first = list[0];
      const last = list.at(-1);
      if (!first || !last) return false;
      return withinPanels(first.getBoundingClientRect().top, last.getBoundingClientRect().bottom, window.innerHeight);
    };

    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || !among()) return;
      const list = panels();
      const now = performance.now();
      const result = wheel(state, event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY, now);
      state = result.state;
      const current = nearestPanel(list.map((panel) => panel.getBoundingClientRect().top));
      if (result.step === 0) {
        // Hold the page still while a snap runs or the wheel gathers towards a step.
        event.preventDefault();
        return;
      }
      const target = stepTarget(current, result.step, list.length);
      if (target === 'before' || target === 'after') {
        // Leave the panels: let this wheel event scroll the page as usual.
        state = { ...state, lockedUntil: 0 };
        return;
      }
      event.preventDefault();
      const panel = list[target];
      if (panel) scrollToY(panelTop(panel));
    };

    const onScroll = () => {
      window.clearTimeout(settleTimer);
      settleTimer = window.setTimeout(() => {
        const now = performance.now();
        if (isLocked(state, now) || !among()) return;
        const list = panels();
        const tops = list.map((panel) => panel.getBoundingClientRect().top);
        const nearest = nearestPanel(tops);
        const offset = tops[nearest] ?? 0;
        if (Math.abs(offset) < 2) return;
        state = lock(state, now);
        const panel = list[nearest];
        if (panel) scrollToY(panelTop(panel));
      }, SNAP_SETTLE_MS);
    };

    window.addEventListener('wheel', onWheel, { passive: false });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('wheel', onWheel);
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(settleTimer);
    };
  }, [container, panelCount]);
}
