import { googlePhotoSetCoverPath, type GooglePhotoSet } from '@lumafolio/contracts';
import type { GooglePhotoSetDocument, GooglePhotoSetItemRepository } from '@lumafolio/dal';
import { googlePhotoSetProgress } from '@lumafolio/google-photos';

/** A stored set as the album page shows it. */
export async function toGooglePhotoSet(set: GooglePhotoSetDocument, items: GooglePhotoSetItemRepository): Promise<GooglePhotoSet> {
  return {
    id: set._id,
    title: set.title,
    // The version makes a browser fetch a cover again only when it was replaced.
    coverPhotoUrl: set.coverKey ? `${googlePhotoSetCoverPath(set._id)}?v=${set.itemsListedAt?.getTime() ?? 0}` : null,
    mediaItemsCount: set.mediaItemsCount,
    photoCount: set.photoCount,
    videoCount: set.videoCount,
    state: set.state,
    pickerUri: set.state === 'picking' ? set.pickerUri : null,
    selected: set.selected,
    createdAt: set.createdAt.toISOString(),
    progress: await googlePhotoSetProgress(set, items),
  };
}
