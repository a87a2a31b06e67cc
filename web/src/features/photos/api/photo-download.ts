import { PRINT_LONG_EDGES, type Photo, type PhotoDownloadQuery } from '@lumafolio/contracts';

/** One thing the Download menu offers: what it says and the address that downloads it. */
export interface PhotoDownloadOption {
  value: string;
  label: string;
  href: string;
}

/** GET /api/user/photos/:id/download: the original file (no query), or a JPEG for print at a size. */
export function photoDownloadUrl(photoId: string, query: PhotoDownloadQuery = {}): string {
  const search = new URLSearchParams();
  if (query.format) search.set('format', query.format);
  if (query.size) search.set('size', query.size);
  const text = search.toString();
  return `/api/user/photos/${encodeURIComponent(photoId)}/download${text ? `?${text}` : ''}`;
}

/**
 * The original, then JPEGs for print: the full size (with its pixel size when known), and each
 * long edge the photo is larger than (a larger one would be the full size again).
 */
export function photoDownloadOptions(photo: Pick<Photo, 'id' | 'width' | 'height'>): PhotoDownloadOption[] {
  const longEdge = photo.width && photo.height ? Math.max(photo.width, photo.height) : null;
  const pixels = photo.width && photo.height ? ` (${photo.width} × ${photo.height})` : '';
  const smaller = longEdge === null ? [] : PRINT_LONG_EDGES.filter((edge) => edge < longEdge);
  return [
    { value: 'original', label: 'Original file', href: photoDownloadUrl(photo.id) },
    { value: 'jpeg-full', label: `JPEG · full size${pixels}`, href: photoDownloadUrl(photo.id, { format: 'jpeg', size: 'full' }) },
    ...smaller.map((edge) => ({
      value: `jpeg-${edge}`,
      label: `JPEG · ${edge} px`,
      href: photoDownloadUrl(photo.id, { format: 'jpeg', size: String(edge) as `${typeof edge}` }),
    })),
  ];
}
