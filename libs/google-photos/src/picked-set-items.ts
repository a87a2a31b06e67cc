import type { PickedMediaItem } from './picker-types.js';

export type PickedItemType = 'photo' | 'video' | 'other';

/** Why an item is not imported: only photos are. */
export const VIDEO_SKIPPED = 'Videos are not imported.';
export const NOT_A_PHOTO_SKIPPED = 'Only photos are imported.';

export function skipReasonOf(type: PickedItemType): string | null {
  if (type === 'photo') return null;
  return type === 'video' ? VIDEO_SKIPPED : NOT_A_PHOTO_SKIPPED;
}

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
  /** Set for an item that is not imported (a video): it is counted as skipped from the start. */
  skipReason: string | null;
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
  return picked.map((item, index) => {
    const type = pickedItemType(item);
    return {
      setId: set.setId,
      userId: set.userId,
      mediaItemId: item.id,
      position: firstPosition + index,
      type,
      filename: item.mediaFile.filename,
      mimeType: item.mediaFile.mimeType,
      baseUrl: item.mediaFile.baseUrl,
      skipReason: skipReasonOf(type),
    };
  });
}
