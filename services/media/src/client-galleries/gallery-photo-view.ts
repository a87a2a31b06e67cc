import { clientGalleryFileUrl, type ClientGalleryDownload, type ClientGalleryPhoto } from '@lumafolio/contracts';
import type { PhotoCard, PhotoDocument } from '@lumafolio/dal';

type StoredVariant = PhotoDocument['variants'][number];

/** A gallery photo for its visitors: every file URL goes through the gallery's token. */
export function toGalleryPhoto(doc: PhotoCard, token: string, photographer: string | null): ClientGalleryPhoto {
  const variants = doc.variants.map((variant) => ({
    width: variant.width,
    height: variant.height,
    format: variant.format,
    url: clientGalleryFileUrl(token, doc._id, fileOf(variant)),
  }));
  const largest = [...variants].sort((a, b) => b.width - a.width)[0];
  return {
    id: doc._id,
    title: doc.title,
    description: doc.description,
    category: doc.category,
    tags: doc.tags,
    photographer,
    featured: doc.featured,
    imageUrl: largest?.url ?? '',
    width: doc.width,
    height: doc.height,
    placeholder: doc.placeholder,
    variants,
    aiAltText: doc.aiAltText,
    exif: doc.exif,
  };
}

export const fileOf = (variant: Pick<StoredVariant, 'width' | 'format'>) => `w${variant.width}.${variant.format}`;

/** The variant a download of this size gives: the widest up to it, else the narrowest. */
export function downloadVariant(doc: PhotoDocument, download: Exclude<ClientGalleryDownload, 'off' | 'original'>): StoredVariant | null {
  const limit = Number(download.slice(1));
  const bySize = [...doc.variants].sort((a, b) => a.width - b.width);
  return bySize.filter((variant) => variant.width <= limit).pop() ?? bySize[0] ?? null;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/tiff': 'tiff',
};

/** The usual file extension of an original of this type ("jpg"); "bin" for a type we do not take. */
export const originalExtension = (mimeType: string): string => EXTENSIONS[mimeType] ?? 'bin';

/** "golden-hour-1600.webp": a safe file name for the Content-Disposition header. */
export function downloadFileName(doc: PhotoDocument, variant: StoredVariant | null): string {
  const base =
    doc.title
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .toLowerCase() || 'photo';
  return variant ? `${base}-${variant.width}.${variant.format}` : `${base}.${originalExtension(doc.mimeType)}`;
}
