import { clampPan, maxZoom, UNZOOMED, wheelFactor, zoomAt } from './zoom';

const stage = { width: 1000, height: 600 };

describe('lightbox zoom', () => {
  it('zooms up to the largest variant, at least 2× and at most 8×', () => {
    expect(maxZoom(3200, 800)).toBe(4);
    expect(maxZoom(900, 800)).toBe(2);
    expect(maxZoom(20000, 800)).toBe(8);
    expect(maxZoom(null, 800)).toBe(2);
  });

  it('keeps the point under the pointer in place and never zooms out past the whole photo', () => {
    const view = zoomAt(UNZOOMED, 2, { x: 200, y: 100 }, { max: 4, stage });
    expect(view).toEqual({ scale: 2, x: -200, y: -100 });
    // The point under the pointer: content (200-(-200))/2 = 200 drawn at 200*2 + (-200) = 200.
    expect(zoomAt(view, 0.5, { x: 0, y: 0 }, { max: 4, stage })).toEqual(UNZOOMED);
    expect(zoomAt(UNZOOMED, 50, { x: 0, y: 0 }, { max: 4, stage }).scale).toBe(4);
  });

  it('cannot pan the photo off the stage', () => {
    expect(clampPan({ scale: 2, x: 900, y: -900 }, stage)).toEqual({ scale: 2, x: 500, y: -300 });
  });

  it('a wheel turned away zooms in, towards the user zooms out', () => {
    expect(wheelFactor(-100, 0)).toBeGreaterThan(1);
    expect(wheelFactor(100, 0)).toBeLessThan(1);
    expect(wheelFactor(-3, 1)).toBeCloseTo(wheelFactor(-120, 0));
  });
});
