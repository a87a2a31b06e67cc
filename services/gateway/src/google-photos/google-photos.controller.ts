import { Controller, NotFoundException, Req, Res, UseGuards } from '@nestjs/common';
import {
  createGooglePickerSessionRpc,
  deleteGooglePhotoSetRpc,
  disconnectGooglePhotosRpc,
  getGooglePhotoSetRpc,
  googlePhotoSetCoverRpc,
  googlePhotoSetIdSchema,
  googlePhotosConnectionRpc,
  listGooglePhotoSetsRpc,
  renameGooglePhotoSetRequestSchema,
  renameGooglePhotoSetRpc,
  selectGooglePhotoSetsRequestSchema,
  selectGooglePhotoSetsRpc,
  type GooglePhotoSet,
  type GooglePhotoSetList,
  type GooglePhotosConnection,
  type GooglePickerSession,
  type SelectGooglePhotoSetsResponse,
} from '@lumafolio/contracts';
import { InjectStorage, RpcCallError, RpcClient } from '@lumafolio/server-common';
import type { ObjectStorage } from '@lumafolio/storage';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { sendStoredImage } from '../http/stored-image.js';
import { json } from '../openapi/api-route.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../security/user-rate-limit.guard.js';
import { GOOGLE_PHOTOS_TAG as tag } from './google-photos-connect.controller.js';

const albumParams = z.object({ id: googlePhotoSetIdSchema });
/** A set id that cannot exist is the same 404 as one that does not. */
const notFoundWhenMalformed = { id: 'Album not found.' };

const connection = defineHttpRoute({
  method: 'GET',
  path: '/api/google-photos/connection',
  tag,
  summary: 'Whether Google Photos is connected',
  access: 'session',
  status: 200,
  answer: json(googlePhotosConnectionRpc.response, 'The connection.'),
});

const disconnect = defineHttpRoute({
  method: 'POST',
  path: '/api/google-photos/disconnect',
  tag,
  summary: 'Disconnect Google Photos',
  access: 'session',
  status: 201,
  answer: json(disconnectGooglePhotosRpc.response, 'Disconnected.'),
});

const albums = defineHttpRoute({
  method: 'GET',
  path: '/api/google-photos/albums',
  tag,
  summary: 'The picked sets',
  access: 'session',
  status: 200,
  answer: json(listGooglePhotoSetsRpc.response, 'Every set.'),
});

const selectAlbums = defineHttpRoute({
  method: 'POST',
  path: '/api/google-photos/albums/select',
  tag,
  summary: 'Import what was picked in a picker session',
  access: 'session',
  body: { kind: 'json', schema: selectGooglePhotoSetsRequestSchema },
  status: 201,
  answer: json(selectGooglePhotoSetsRpc.response, 'The sets being imported.'),
  errors: [409],
  rateLimited: true,
});

const startPicking = defineHttpRoute({
  method: 'POST',
  path: '/api/google-photos/picker-sessions',
  tag,
  summary: 'Open a Google Photos picker session',
  access: 'session',
  status: 201,
  answer: json(createGooglePickerSessionRpc.response, 'The picker to open.'),
  errors: [409],
  rateLimited: true,
});

const album = defineHttpRoute({
  method: 'GET',
  path: '/api/google-photos/albums/:id',
  tag,
  summary: 'One set',
  access: 'session',
  params: albumParams,
  notFoundWhenMalformed,
  status: 200,
  answer: json(getGooglePhotoSetRpc.response, 'The set.'),
});

const renameAlbum = defineHttpRoute({
  method: 'PATCH',
  path: '/api/google-photos/albums/:id',
  tag,
  summary: 'Rename a set',
  access: 'session',
  params: albumParams,
  notFoundWhenMalformed,
  body: { kind: 'json', schema: renameGooglePhotoSetRequestSchema },
  status: 200,
  answer: json(renameGooglePhotoSetRpc.response, 'The set as renamed.'),
});

const forgetAlbum = defineHttpRoute({
  method: 'DELETE',
  path: '/api/google-photos/albums/:id',
  tag,
  summary: 'Forget a set (its photos stay)',
  access: 'session',
  params: albumParams,
  notFoundWhenMalformed,
  status: 200,
  answer: json(deleteGooglePhotoSetRpc.response, 'Forgotten.'),
});

const albumCover = defineHttpRoute({
  method: 'GET',
  path: '/api/google-photos/albums/:id/cover',
  tag,
  summary: "A set's cover",
  access: 'session',
  params: albumParams,
  notFoundWhenMalformed,
  status: 200,
  answer: { kind: 'image', contentTypes: ['image/webp'], description: 'The cover.' },
});

/**
 * The album page's API (spec 02 §7): the connection and the photographer's picked sets.
 * Owner only. The per-user rate limit comes after the session check (its guard is written
 * above @HttpRoute, so it follows the SessionGuard that `access: 'session'` adds).
 */
@Controller()
export class GooglePhotosController {
  constructor(
    private readonly rpc: RpcClient,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  @HttpRoute(connection)
  connection(@CurrentUserId() userId: string): Promise<GooglePhotosConnection> {
    return this.rpc.call(googlePhotosConnectionRpc, { userId });
  }

  @HttpRoute(disconnect)
  async disconnect(@CurrentUserId() userId: string): Promise<{ disconnected: true }> {
    return this.rpc.call(disconnectGooglePhotosRpc, { userId });
  }

  @HttpRoute(albums)
  albums(@CurrentUserId() userId: string): Promise<GooglePhotoSetList> {
    return this.rpc.call(listGooglePhotoSetsRpc, { userId });
  }

  @UseGuards(UserRateLimitGuard)
  @RateLimitedPerUser('google-photos')
  @HttpRoute(selectAlbums)
  select(@CurrentUserId() userId: string, @RouteInput() { body }: RouteInput<typeof selectAlbums>): Promise<SelectGooglePhotoSetsResponse> {
    return this.rpc.call(selectGooglePhotoSetsRpc, { userId, selection: body });
  }

  @UseGuards(UserRateLimitGuard)
  @RateLimitedPerUser('google-photos')
  @HttpRoute(startPicking)
  startPicking(@CurrentUserId() userId: string): Promise<GooglePickerSession> {
    return this.rpc.call(createGooglePickerSessionRpc, { userId });
  }

  @HttpRoute(album)
  album(@CurrentUserId() userId: string, @RouteInput() { params }: RouteInput<typeof album>): Promise<GooglePhotoSet> {
    return this.rpc.call(getGooglePhotoSetRpc, { userId, albumId: params.id });
  }

  @HttpRoute(renameAlbum)
  rename(@CurrentUserId() userId: string, @RouteInput() { params, body }: RouteInput<typeof renameAlbum>): Promise<GooglePhotoSet> {
    return this.rpc.call(renameGooglePhotoSetRpc, { userId, albumId: params.id, change: body });
  }

  @HttpRoute(forgetAlbum)
  remove(@CurrentUserId() userId: string, @RouteInput() { params }: RouteInput<typeof forgetAlbum>): Promise<{ deleted: true }> {
    return this.rpc.call(deleteGooglePhotoSetRpc, { userId, albumId: params.id });
  }

  /** A set's cover, to its owner only (private: never cached by a shared cache). */
  @HttpRoute(albumCover)
  async cover(
    @CurrentUserId() userId: string,
    @RouteInput() { params }: RouteInput<typeof albumCover>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const notFound = () => new NotFoundException(`Resource not found: ${request.url}`);
    let located;
    try {
      located = await this.rpc.call(googlePhotoSetCoverRpc, { userId, albumId: params.id });
    } catch (error) {
      if (error instanceof RpcCallError && error.status === 404) throw notFound();
      throw error;
    }
    await sendStoredImage(this.storage, reply, { ...located, cacheControl: 'private, max-age=86400' }, notFound);
  }
}
