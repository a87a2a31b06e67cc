import type { Photo } from '@lumafolio/contracts';
import type { ResponsiveImageData } from '../media/image-sources';

/** The photo fields the galleries and the lightbox show. */
export type GalleryPhoto = Pick<
  Photo,
  | 'id'
  | 'title'
  | 'description'
  | 'category'
  | 'tags'
  | 'photographer'
  | 'featured'
  | 'imageUrl'
  | 'width'
  | 'height'
  | 'placeholder'
  | 'variants'
  | 'aiAltText'
  | 'exif'
>;

export function photoImage(photo: GalleryPhoto): ResponsiveImageData {
  return { url: photo.imageUrl, width: photo.width, height: photo.height, placeholder: photo.placeholder, variants: photo.variants };
}

/** Alternative text: the AI description when there is one, else the title. */
export function photoAlt(photo: Pick<GalleryPhoto, 'aiAltText' | 'title'>): string {
  return photo.aiAltText?.trim() || photo.title;
}
