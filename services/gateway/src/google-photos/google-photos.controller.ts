import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
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
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';
import { sendStoredImage } from '../http/stored-image.js';
import { RateLimitedPerUser, UserRateLimitGuard } from '../security/user-rate-limit.guard.js';

/** The album page's API (spec 02 §7): the connection and the photographer's picked sets. Owner only. */
@Controller('api/google-photos')
@UseGuards(SessionGuard)
export class GooglePhotosController {
  constructor(
    private readonly rpc: RpcClient,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  @Get('connection')
  connection(@CurrentUserId() userId: string): Promise<GooglePhotosConnection> {
    return this.rpc.call(googlePhotosConnectionRpc, { userId });
  }

  @Post('disconnect')
  async disconnect(@CurrentUserId() userId: string): Promise<{ disconnected: true }> {
    return this.rpc.call(disconnectGooglePhotosRpc, { userId });
  }

  @Get('albums')
  albums(@CurrentUserId() userId: string): Promise<GooglePhotoSetList> {
    return this.rpc.call(listGooglePhotoSetsRpc, { userId });
  }

  @Post('albums/select')
  @UseGuards(UserRateLimitGuard)
  @RateLimitedPerUser('google-photos')
  select(@CurrentUserId() userId: string, @Body() body: unknown): Promise<SelectGooglePhotoSetsResponse> {
    return this.rpc.call(selectGooglePhotoSetsRpc, { userId, selection: selectGooglePhotoSetsRequestSchema.parse(body ?? {}) });
  }

  @Post('picker-sessions')
  @UseGuards(UserRateLimitGuard)
  @RateLimitedPerUser('google-photos')
  startPicking(@CurrentUserId() userId: string): Promise<GooglePickerSession> {
    return this.rpc.call(createGooglePickerSessionRpc, { userId });
  }

  @Get('albums/:id')
  album(@CurrentUserId() userId: string, @Param('id') id: string): Promise<GooglePhotoSet> {
    return this.rpc.call(getGooglePhotoSetRpc, { userId, albumId: albumIdOf(id) });
  }

  @Patch('albums/:id')
  rename(@CurrentUserId() userId: string, @Param('id') id: string, @Body() body: unknown): Promise<GooglePhotoSet> {
    return this.rpc.call(renameGooglePhotoSetRpc, { userId, albumId: albumIdOf(id), change: renameGooglePhotoSetRequestSchema.parse(body ?? {}) });
  }

  @Delete('albums/:id')
  @HttpCode(200)
  remove(@CurrentUserId() userId: string, @Param('id') id: string): Promise<{ deleted: true }> {
    return this.rpc.call(deleteGooglePhotoSetRpc, { userId, albumId: albumIdOf(id) });
  }

  /** A set's cover, to its owner only (private: never cached by a shared cache). */
  @Get('albums/:id/cover')
  async cover(@CurrentUserId() userId: string, @Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const notFound = () => new NotFoundException(`Resource not found: ${request.url}`);
    let located;
    try {
      located = await this.rpc.call(googlePhotoSetCoverRpc, { userId, albumId: albumIdOf(id) });
    } catch (error) {
      if (error instanceof RpcCallError && error.status === 404) throw notFound();
      throw error;
    }
    await sendStoredImage(this.storage, reply, { ...located, cacheControl: 'private, max-age=86400' }, notFound);
  }
}

function albumIdOf(id: string): string {
  const parsed = googlePhotoSetIdSchema.safeParse(id);
  if (!parsed.success) throw new NotFoundException('Album not found.');
  return parsed.data;
}
