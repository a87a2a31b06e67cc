import { describe, expect, it } from '@jest/globals';
import { fillSlots } from './monochrome-white-slots';

const photo = (id: string, featured = false) => ({ id, featured });
const layout = (slots: ReturnType<typeof fillSlots<{ id: string; featured: boolean }>>) =>
  slots.map((slot) => `${slot.photo.id}${slot.size === 'double' ? '*' : ''}`);

describe('fillSlots', () => {
  it('puts a featured photo, double-size, in every 4th slot', () => {
    const photos = [photo('a'), photo('F1', true), photo('b'), photo('c'), photo('d'), photo('e'), photo('F2', true), photo('f'), photo('g')];
    expect(layout(fillSlots(photos))).toEqual(['a', 'b', 'c', 'F1*', 'd', 'e', 'f', 'F2*', 'g']);
  });

  it('uses the next photo for a 4th slot when no featured photo is left', () => {
    const photos = [photo('a'), photo('b'), photo('c'), photo('d'), photo('e')];
    expect(layout(fillSlots(photos))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('appends the featured photos left when the others run out', () => {
    const photos = [photo('F1', true), photo('a'), photo('F2', true), photo('F3', true)];
    expect(layout(fillSlots(photos))).toEqual(['a', 'F1*', 'F2*', 'F3*']);
  });

  it('keeps every photo exactly once', () => {
    const photos = Array.from({ length: 23 }, (_, i) => photo(`p${i}`, i % 3 === 0));
    const slots = fillSlots(photos);
    expect(slots.map((slot) => slot.photo.id).sort()).toEqual(photos.map((p) => p.id).sort());
    expect(fillSlots([])).toEqual([]);
  });
});
