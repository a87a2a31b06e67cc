import { Controller } from '@nestjs/common';
import {
  clientGalleryFavouritesRpc,
  clientGalleryFavouritesSchema,
  clientGalleryIdSchema,
  createClientGalleryRequestSchema,
  createClientGalleryRpc,
  deleteClientGalleryRpc,
  listClientGalleriesRpc,
  ownClientGallerySchema,
  updateClientGalleryRequestSchema,
  updateClientGalleryRpc,
  type ClientGalleryFavourites,
  type OwnClientGallery,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { z } from 'zod';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { empty, json } from '../openapi/api-route.js';

export const CLIENT_GALLERIES_TAG = 'Client galleries';
const idParams = z.object({ id: clientGalleryIdSchema });

const listGalleries = defineHttpRoute({
  method: 'GET',
  path: '/api/client-galleries',
  tag: CLIENT_GALLERIES_TAG,
  summary: "One's own client galleries, newest first",
  access: 'session',
  status: 200,
  answer: json(z.array(ownClientGallerySchema), 'The galleries.'),
});

const createGallery = defineHttpRoute({
  method: 'POST',
  path: '/api/client-galleries',
  tag: CLIENT_GALLERIES_TAG,
  summary: 'Creates a client gallery of some of one’s photos',
  description: 'Any of one’s photos, public or private; the answer carries the unlisted link’s token.',
  access: 'session',
  body: { kind: 'json', schema: createClientGalleryRequestSchema },
  status: 201,
  answer: json(ownClientGallerySchema, 'The new gallery.'),
  errors: [409],
});

const updateGallery = defineHttpRoute({
  method: 'PATCH',
  path: '/api/client-galleries/:id',
  tag: CLIENT_GALLERIES_TAG,
  summary: 'Changes a client gallery',
  description: 'Fields left out stay; `password: null` removes the password, a new one shuts out everyone who had the old one.',
  access: 'session',
  params: idParams,
  body: { kind: 'json', schema: updateClientGalleryRequestSchema },
  status: 200,
  answer: json(ownClientGallerySchema, 'The gallery.'),
  errors: [404],
});

const deleteGallery = defineHttpRoute({
  method: 'DELETE',
  path: '/api/client-galleries/:id',
  tag: CLIENT_GALLERIES_TAG,
  summary: 'Deletes a client gallery and its visitors’ favourites',
  access: 'session',
  params: idParams,
  status: 204,
  answer: empty('Deleted: its link stops working.'),
  errors: [404],
});

const galleryFavourites = defineHttpRoute({
  method: 'GET',
  path: '/api/client-galleries/:id/favourites',
  tag: CLIENT_GALLERIES_TAG,
  summary: 'The favourites visitors marked in a gallery',
  access: 'session',
  params: idParams,
  status: 200,
  answer: json(clientGalleryFavouritesSchema, 'Counts per photo and the list of each visitor.'),
  errors: [404],
});

/** A photographer's client galleries (ADR 42): only ever their own (another's id is a 404). */
@Controller()
export class ClientGalleriesController {
  constructor(private readonly rpc: RpcClient) {}

  @HttpRoute(listGalleries)
  list(@CurrentUserId() userId: string): Promise<OwnClientGallery[]> {
    return this.rpc.call(listClientGalleriesRpc, { userId });
  }

  @HttpRoute(createGallery)
  create(@CurrentUserId() userId: string, @RouteInput() { body }: RouteInput<typeof createGallery>): Promise<OwnClientGallery> {
    return this.rpc.call(createClientGalleryRpc, { userId, gallery: body });
  }

  @HttpRoute(updateGallery)
  update(@CurrentUserId() userId: string, @RouteInput() { params, body }: RouteInput<typeof updateGallery>): Promise<OwnClientGallery> {
    return this.rpc.call(updateClientGalleryRpc, { userId, id: params.id, change: body });
  }

  @HttpRoute(deleteGallery)
  async remove(@CurrentUserId() userId: string, @RouteInput() { params }: RouteInput<typeof deleteGallery>): Promise<void> {
    await this.rpc.call(deleteClientGalleryRpc, { userId, id: params.id });
  }

  @HttpRoute(galleryFavourites)
  favourites(@CurrentUserId() userId: string, @RouteInput() { params }: RouteInput<typeof galleryFavourites>): Promise<ClientGalleryFavourites> {
    return this.rpc.call(clientGalleryFavouritesRpc, { userId, id: params.id });
  }
}
