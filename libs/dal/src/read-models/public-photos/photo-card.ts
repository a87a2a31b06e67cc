import type { PhotoDocument } from '../../entities/photo/photo.schema.js';

/**
 * What a list or a client gallery shows of a photo: the document without its storage and
 * bookkeeping fields (the original's key, quota bytes, jobs). Kept as JSON per photo, so a
 * page of a list is its members plus one MGET of their cards.
 */
export type PhotoCard = Pick<
  PhotoDocument,
  | '_id'
  | 'userId'
  | 'title'
  | 'description'
  | 'category'
  | 'tags'
  | 'featured'
  | 'isPublic'
  | 'aiAltText'
  | 'aiTags'
  | 'status'
  | 'width'
  | 'height'
  | 'placeholder'
  | 'variants'
  | 'palette'
  | 'exif'
  | 'publicVariants'
  | 'sizeBytes'
  | 'createdAt'
>;

/** What a projection reads of a photo: its card and its place in its owner's order. */
export type ProjectedPhoto = PhotoCard & Pick<PhotoDocument, 'listBucket' | 'position'>;

/** The database fields a projection reads (a find projection). */
export const PROJECTED_FIELDS = {
  userId: 1,
  title: 1,
  description: 1,
  category: 1,
  tags: 1,
  featured: 1,
  isPublic: 1,
  aiAltText: 1,
  aiTags: 1,
  status: 1,
  width: 1,
  height: 1,
  placeholder: 1,
  variants: 1,
  palette: 1,
  exif: 1,
  publicVariants: 1,
  sizeBytes: 1,
  createdAt: 1,
  listBucket: 1,
  position: 1,
} as const;

export function cardJson(photo: ProjectedPhoto): string {
  const card: PhotoCard = {
    _id: photo._id,
    userId: photo.userId,
    title: photo.title,
    description: photo.description ?? '',
    category: photo.category,
    tags: photo.tags ?? [],
    featured: Boolean(photo.featured),
    isPublic: Boolean(photo.isPublic),
    aiAltText: photo.aiAltText ?? null,
    aiTags: photo.aiTags ?? [],
    status: photo.status,
    width: photo.width ?? null,
    height: photo.height ?? null,
    placeholder: photo.placeholder ?? null,
    variants: (photo.variants ?? []).map(({ width, height, format, key, bytes }) => ({ width, height, format, key, bytes })),
    palette: photo.palette ?? null,
    exif: photo.exif ?? null,
    publicVariants: photo.publicVariants ?? null,
    sizeBytes: photo.sizeBytes,
    createdAt: photo.createdAt,
  };
  return JSON.stringify(card);
}

export function cardOf(json: string): PhotoCard {
  const card = JSON.parse(json) as Omit<PhotoCard, 'createdAt'> & { createdAt: string };
  return { ...card, createdAt: new Date(card.createdAt) };
}
