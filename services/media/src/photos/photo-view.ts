import { publicExif, type MediaAdminPhoto, type Photo } from '@lumafolio/contracts';
import type { PhotoCard, PhotoDocument } from '@lumafolio/dal';
import { photoFileKey, type SignedImageUrls } from '@lumafolio/server-common';

/** The checked URL: the gateway asks media whether the requester may see the file. */
export const imageUrl = (photoId: string, file: string) => `/api/images/${photoId}/${file}`;

/**
 * Who a photo's answer is for (ADR 44): visitors get its watermarked public variants when the
 * owner has a watermark; the owner (My Photos, the edit dialog) always gets the clean ones.
 */
export type PhotoAudience = 'owner' | 'visitor';

/** `w800.webp`, or a watermarked public variant's `w800-{stamp}.webp`. */
const variantFile = (variant: PhotoDocument['variants'][number], stamp: string | null) =>
  stamp ? `w${variant.width}-${stamp}.${variant.format}` : `w${variant.width}.${variant.format}`;

/**
 * A public photo's variants get signed URLs the gateway serves without asking media
 * (ADR 24); a private photo's files and every original keep the checked URL. So do the
 * clean variants of a watermarked photo: a signed URL would serve them to anyone.
 */
function variantUrl(doc: PhotoCard, variant: PhotoDocument['variants'][number], urls: SignedImageUrls, stamp: string | null = null): string {
  const ref = { ownerId: doc.userId, photoId: doc._id, file: variantFile(variant, stamp) };
  const cleanOfWatermarked = stamp === null && Boolean(doc.publicVariants);
  const signed = doc.isPublic && !cleanOfWatermarked && variant.key === photoFileKey(ref) ? urls.url(ref) : null;
  return signed ?? imageUrl(ref.photoId, ref.file);
}

/** The API shape of a photo: storage keys never leave the service, URLs go through the gateway. */
export function toPhoto(doc: PhotoCard, urls: SignedImageUrls, photographer: string | null, audience: PhotoAudience = 'owner'): Photo {
  const watermarked = audience === 'visitor' && doc.publicVariants?.variants.length ? doc.publicVariants : null;
  const variants = (watermarked?.variants ?? doc.variants).map((variant) => ({
    width: variant.width,
    height: variant.height,
    format: variant.format,
    url: variantUrl(doc, variant, urls, watermarked?.stamp ?? null),
  }));
  const largest = [...variants].sort((a, b) => b.width - a.width)[0];
  return {
    id: doc._id,
    userId: doc.userId,
    title: doc.title,
    description: doc.description,
    category: doc.category,
    tags: doc.tags,
    imageUrl: largest?.url ?? imageUrl(doc._id, 'original'),
    photographer,
    featured: doc.featured,
    isPublic: doc.isPublic,
    aiAltText: doc.aiAltText,
    aiTags: doc.aiTags,
    status: doc.status,
    width: doc.width,
    height: doc.height,
    placeholder: doc.placeholder,
    variants,
    palette: doc.palette,
    exif: publicExif(doc.exif),
    sizeBytes: doc.sizeBytes,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** The admin's thumbnail: the smallest variant at least this wide (else the largest). */
const ADMIN_THUMBNAIL_WIDTH = 400;

export function adminThumbnailVariant(doc: PhotoDocument): PhotoDocument['variants'][number] | null {
  const bySize = [...doc.variants].sort((a, b) => a.width - b.width);
  return bySize.find((variant) => variant.width >= ADMIN_THUMBNAIL_WIDTH) ?? bySize[bySize.length - 1] ?? null;
}

/**
 * A card of the admin's grid. A public photo's thumbnail is its signed URL; a private one's
 * goes through the admin-only route (a private photo's signed URLs are revoked).
 */
export function toAdminPhoto(doc: PhotoDocument, urls: SignedImageUrls): MediaAdminPhoto {
  const variant = adminThumbnailVariant(doc);
  const publicUrl = variant && doc.isPublic ? variantUrl(doc, variant, urls) : null;
  return {
    id: doc._id,
    userId: doc.userId,
    title: doc.title,
    category: doc.category,
    featured: doc.featured,
    isPublic: doc.isPublic,
    status: doc.status,
    thumbnailUrl: variant ? (publicUrl ?? `/api/admin/photos/${doc._id}/thumbnail`) : null,
    placeholder: doc.placeholder,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** Visitor order for "all": the newest featured photo stays first, the rest are shuffled. */
export function firstThenShuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const [first, ...rest] = items;
  return first === undefined ? [] : [first, ...shuffled(rest, random)];
}

export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
