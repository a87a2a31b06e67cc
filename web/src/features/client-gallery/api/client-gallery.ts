import type { ClientGalleryView } from '@lumafolio/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api-client';

const galleryApi = (token: string) => `/api/client-gallery/${encodeURIComponent(token)}`;

/** GET /api/client-gallery/{token}: 404 unknown link, 410 expired; neither is worth retrying. */
export function clientGalleryQueryOptions(token: string) {
  return queryOptions({
    queryKey: [galleryApi(token)] as const,
    queryFn: ({ signal }) => getJson<ClientGalleryView>(galleryApi(token), signal, 'throw') as Promise<ClientGalleryView>,
    retry: false,
  });
}

/** POST /api/client-gallery/{token}/unlock: the right password sets the gallery's HttpOnly cookie. */
export const unlockClientGallery = (token: string, password: string) => apiRequest<{ unlocked: true }>('POST', `${galleryApi(token)}/unlock`, { password });

/** PUT /api/client-gallery/{token}/favourites/{photoId} */
export const setGalleryFavourite = (token: string, photoId: string, favourite: boolean, visitorName: string) =>
  apiRequest<{ favourites: string[] }>('PUT', `${galleryApi(token)}/favourites/${encodeURIComponent(photoId)}`, { favourite, visitorName });

/** The download the gallery allows (the server refuses it when downloads are off). */
export const galleryDownloadUrl = (token: string, photoId: string) => `${galleryApi(token)}/photos/${encodeURIComponent(photoId)}/download`;
