import type { PickedMediaItem } from './picker-types.js';

export type PickedItemType = 'photo' | 'video' | 'other';

/** A picked item as a set keeps it (the shape of the integrations service's items collection). */
export interface PickedSetItem {
  setId: string;
  userId: string;
  mediaItemId: string;
  /** Google's order within the set. */
  position: number;
  type: PickedItemType;
  filename: string;
  mimeType: string;
  baseUrl: string;
}

/** Google's item type; an unspecified one is read from its MIME type. */
export function pickedItemType(item: PickedMediaItem): PickedItemType {
  if (item.type === 'PHOTO') return 'photo';
  if (item.type === 'VIDEO') return 'video';
  const mimeType = item.mediaFile.mimeType;
  return mimeType.startsWith('image/') ? 'photo' : mimeType.startsWith('video/') ? 'video' : 'other';
}

/** One page of a session's picked items, placed after the `firstPosition` items before it. */
export function pickedSetItems(set: { setId: string; userId: string }, picked: readonly PickedMediaItem[], firstPosition: number): PickedSetItem[] {
  return picked.map((item, index) => ({
    setId: set.setId,
    userId: set.userId,
    mediaItemId: item.id,
    position: firstPosition + index,
    type: pickedItemType(item),
    filename: item.mediaFile.filename,
    mimeType: item.mediaFile.mimeType,
    baseUrl: item.mediaFile.baseUrl,
  }));
}
