import { MAX_PICKED_ITEMS } from '@lumafolio/contracts';
import type { GooglePhotoSetItemType, NewGooglePhotoSetItem } from '@lumafolio/dal';
import type { PickedMediaItem, PickerClient } from '@lumafolio/google-photos';

/** Every item picked in a session, in Google's order, as the items collection keeps them. */
export async function listPickedItems(
  picker: PickerClient,
  accessToken: string,
  set: { setId: string; userId: string; pickerSessionId: string },
): Promise<NewGooglePhotoSetItem[]> {
  const items: NewGooglePhotoSetItem[] = [];
  let pageToken: string | undefined;
  do {
    const page = await picker.listMediaItems(accessToken, set.pickerSessionId, pageToken);
    for (const item of page.mediaItems) {
      if (items.length >= MAX_PICKED_ITEMS) return items;
      items.push({
        setId: set.setId,
        userId: set.userId,
        mediaItemId: item.id,
        position: items.length,
        type: typeOf(item),
        filename: item.mediaFile.filename,
        mimeType: item.mediaFile.mimeType,
        baseUrl: item.mediaFile.baseUrl,
      });
    }
    pageToken = page.nextPageToken;
  } while (pageToken);
  return items;
}

function typeOf(item: PickedMediaItem): GooglePhotoSetItemType {
  if (item.type === 'PHOTO') return 'photo';
  if (item.type === 'VIDEO') return 'video';
  return item.mediaFile.mimeType.startsWith('image/') ? 'photo' : item.mediaFile.mimeType.startsWith('video/') ? 'video' : 'other';
}
