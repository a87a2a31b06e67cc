/** The address that opens a portfolio with one photo's lightbox open. */
export const PHOTO_PARAM = 'photo';

export function photoShareUrl(portfolioPath: string, photoId: string, origin: string = window.location.origin): string {
  const url = new URL(portfolioPath, origin);
  url.searchParams.set(PHOTO_PARAM, photoId);
  return url.toString();
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Phones (a touch screen with the Web Share API) get the system share sheet; elsewhere the
 * link goes to the clipboard.
 */
export async function sharePhotoLink(link: { url: string; title: string }): Promise<ShareOutcome> {
  const touch = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  if (touch && typeof navigator.share === 'function') {
    try {
      await navigator.share(link);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
