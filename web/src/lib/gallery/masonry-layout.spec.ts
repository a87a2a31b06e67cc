import { describe, expect, it } from '@jest/globals';
import { cardsWithin, masonryLayout } from './masonry-layout';

describe('masonryLayout', () => {
  it('puts each card in the shortest column so far', () => {
    // Three columns of 100 px (gap 10): heights 100, 200, 50, then the next goes under the 50.
    const layout = masonryLayout([1, 2, 0.5, 1], 3, 320, 10);
    expect(layout.columnWidth).toBe(100);
    expect(layout.left).toEqual([0, 110, 220, 220]);
    expect(layout.top).toEqual([0, 0, 0, 60]);
    expect(layout.total).toBe(200);
  });

  it('keeps the cards already placed where they are when more come', () => {
    const first = masonryLayout([1, 1.5, 0.7, 1.2], 2, 500, 16);
    const more = masonryLayout([1, 1.5, 0.7, 1.2, 1, 0.6, 1.4], 2, 500, 16);
    expect(more.top.slice(0, 4)).toEqual(first.top);
    expect(more.left.slice(0, 4)).toEqual(first.left);
  });

  it('is empty without cards', () => {
    expect(masonryLayout([], 3, 900, 16).total).toBe(0);
  });
});

describe('cardsWithin', () => {
  it('lists the cards that overlap a band of the grid', () => {
    const layout = masonryLayout([1, 1, 1, 1, 1, 1], 1, 100, 0);
    expect(cardsWithin(layout, 150, 320)).toEqual([1, 2, 3]);
  });
});
