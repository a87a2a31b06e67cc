/** Every 4th slot of the monochrome-white grid holds a featured photo (spec 01 §2). */
export const FEATURED_SLOT_EVERY = 4;

export interface GridSlot<T> {
  photo: T;
  /** Featured photos take a double-size tile (two columns, two rows). */
  size: 'double' | 'single';
}

/**
 * The order of the monochrome-white grid: photos keep their order, and every 4th slot
 * (the 4th, 8th, 12th…) takes the next featured photo, drawn double-size. Featured photos
 * left over when the others run out follow at the end; without featured photos left, a
 * 4th slot takes the next photo at single size.
 */
export function fillSlots<T extends { featured: boolean }>(photos: readonly T[]): GridSlot<T>[] {
  const featured = photos.filter((photo) => photo.featured);
  const others = photos.filter((photo) => !photo.featured);
  const slots: GridSlot<T>[] = [];
  let f = 0;
  let o = 0;
  while (f < featured.length || o < others.length) {
    const slotNumber = slots.length + 1;
    const featuredTurn = slotNumber % FEATURED_SLOT_EVERY === 0;
    if ((featuredTurn && f < featured.length) || o >= others.length) {
      slots.push({ photo: featured[f++] as T, size: 'double' });
    } else {
      slots.push({ photo: others[o++] as T, size: 'single' });
    }
  }
  return slots;
}
