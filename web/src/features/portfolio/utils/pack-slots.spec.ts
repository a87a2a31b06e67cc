import { describe, expect, it } from '@jest/globals';
import { fillSlots } from './monochrome-white-slots';
import { packSlots, type PlacedSlot } from './pack-slots';

const photos = (count: number, featuredEvery: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `p${i}`, featured: featuredEvery > 0 && i % featuredEvery === 0 }));

/** Each cell's tile id, row by row; '.' for an empty cell, '!' for one covered twice. */
function cells(placed: PlacedSlot<{ id: string }>[], columns: number): string[][] {
  const rows = Math.max(0, ...placed.map((p) => p.row + p.rowSpan));
  const grid = Array.from({ length: rows }, () => Array.from({ length: columns }, () => '.'));
  for (const p of placed) {
    for (let r = p.row; r < p.row + p.rowSpan; r += 1) {
      for (let c = p.column; c < p.column + p.columnSpan; c += 1) {
        const line = grid[r] as string[];
        line[c] = c >= columns ? '!' : line[c] === '.' ? p.photo.id : '!';
      }
    }
  }
  return grid;
}

describe('packSlots', () => {
  it('fills every cell exactly once, on 2, 4 and 6 columns, whatever the photos', () => {
    for (const columns of [2, 4, 6]) {
      for (let count = 1; count <= 30; count += 1) {
        for (const featuredEvery of [0, 1, 2, 3, 5]) {
          const slots = fillSlots(photos(count, featuredEvery));
          const placed = packSlots(slots, columns);
          const grid = cells(placed, columns).map((line) => line.join(' '));
          expect({ columns, count, featuredEvery, grid: grid.filter((line) => /[.!]/.test(line)) }).toEqual({ columns, count, featuredEvery, grid: [] });
          expect(placed.map((p) => p.photo.id).sort()).toEqual(slots.map((s) => s.photo.id).sort());
        }
      }
    }
  });

  it('keeps featured photos on double tiles, widened only where a band cannot be filled otherwise', () => {
    const placed = packSlots(fillSlots(photos(14, 4)), 4);
    for (const tile of placed) {
      if (tile.size === 'double') expect(tile.rowSpan === 2 && tile.columnSpan >= 2).toBe(true);
      else expect(tile.rowSpan === 1 || tile.columnSpan === 1).toBe(true);
    }
    // The first bands: every tile square, featured photos on 2 × 2 cells.
    expect(
      cells(placed, 4)
        .slice(0, 4)
        .map((line) => line.join(' ')),
    ).toEqual(['p1 p2 p0 p0', 'p3 p5 p0 p0', 'p6 p4 p4 p9', 'p7 p4 p4 p10']);
  });

  it('puts a band of no more single photos than columns on one row', () => {
    expect(cells(packSlots(fillSlots(photos(3, 0)), 6), 6).map((line) => line.join(' '))).toEqual(['p0 p0 p1 p1 p2 p2']);
    // On a phone: two squares between the doubles rather than two stretched tiles.
    expect(cells(packSlots(fillSlots(photos(8, 4)), 2), 2).map((line) => line.join(' '))).toEqual([
      'p1 p2',
      'p3 p5',
      'p0 p0',
      'p0 p0',
      'p6 p7',
      'p4 p4',
      'p4 p4',
    ]);
  });

  it('returns the tiles in reading order', () => {
    const placed = packSlots(fillSlots(photos(20, 3)), 6);
    const order = placed.map((p) => p.row * 6 + p.column);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
