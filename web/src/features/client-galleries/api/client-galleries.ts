import type { ClientGalleryFavourites, CreateClientGalleryRequest, OwnClientGallery, UpdateClientGalleryRequest } from '@lumafolio/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CLIENT_GALLERIES_URL } from '@/lib/queries/client-galleries';
import { jsonQueryFn } from '@/lib/queries/query-fns';

export { CLIENT_GALLERIES_URL, clientGalleriesQueryOptions } from '@/lib/queries/client-galleries';
const galleryUrl = (id: string) => `${CLIENT_GALLERIES_URL}/${encodeURIComponent(id)}`;

/** GET /api/client-galleries/{id}/favourites */
export function galleryFavouritesQueryOptions(id: string) {
  return queryOptions({ queryKey: [`${galleryUrl(id)}/favourites`] as const, queryFn: jsonQueryFn<ClientGalleryFavourites>() });
}

/** POST /api/client-galleries */
export const createClientGallery = (gallery: CreateClientGalleryRequest) => apiRequest<OwnClientGallery>('POST', CLIENT_GALLERIES_URL, gallery);

/** PATCH /api/client-galleries/{id} */
export const updateClientGallery = (id: string, change: UpdateClientGalleryRequest) => apiRequest<OwnClientGallery>('PATCH', galleryUrl(id), change);

/** DELETE /api/client-galleries/{id} */
export const deleteClientGallery = (id: string) => apiRequest('DELETE', galleryUrl(id));

/** The visitors' address of a gallery. */
export const galleryLink = (token: string, origin = window.location.origin) => `${origin}/g/${token}`;
