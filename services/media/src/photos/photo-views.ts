import { Injectable } from '@nestjs/common';
import type { Photo } from '@lumafolio/contracts';
import type { PhotoCard } from '@lumafolio/dal';
import { SignedImageUrls } from '@lumafolio/server-common';
import { PhotographerNames } from './photographer-names.js';
import { toPhoto, type PhotoAudience } from './photo-view.js';

/** Photos in their API shape, credited to their owners' current names. */
@Injectable()
export class PhotoViews {
  constructor(
    private readonly imageUrls: SignedImageUrls,
    private readonly names: PhotographerNames,
  ) {}

  async one(doc: PhotoCard, audience: PhotoAudience = 'owner'): Promise<Photo> {
    const [photo] = await this.many([doc], audience);
    return photo as Photo;
  }

  async many(docs: readonly PhotoCard[], audience: PhotoAudience = 'owner'): Promise<Photo[]> {
    const names = await this.names.of(docs.map((doc) => doc.userId));
    return docs.map((doc) => toPhoto(doc, this.imageUrls, names.get(doc.userId) ?? null, audience));
  }
}
