import { MAX_PICKED_ITEMS } from '@lumafolio/contracts';
import { pickedSetItems, type PickedSetItem, type PickerClient } from '@lumafolio/google-photos';

/** Every item picked in a session, in Google's order (at most Google's 2 000). */
export async function listPickedItems(
  picker: PickerClient,
  accessToken: string,
  set: { setId: string; userId: string; pickerSessionId: string },
): Promise<PickedSetItem[]> {
  const items: PickedSetItem[] = [];
  let pageToken: string | undefined;
  do {
    const page = await picker.listMediaItems(accessToken, set.pickerSessionId, pageToken);
    items.push(...pickedSetItems(set, page.mediaItems, items.length));
    pageToken = page.nextPageToken;
  } while (pageToken && items.length < MAX_PICKED_ITEMS);
  return items.slice(0, MAX_PICKED_ITEMS);
}
