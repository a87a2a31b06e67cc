import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import {
  clientGalleryFavouritesRpc,
  clientGalleryIdSchema,
  createClientGalleryRequestSchema,
  createClientGalleryRpc,
  deleteClientGalleryRpc,
  listClientGalleriesRpc,
  updateClientGalleryRequestSchema,
  updateClientGalleryRpc,
  type ClientGalleryFavourites,
  type OwnClientGallery,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';

/** A photographer's client galleries (ADR 42): only ever their own (another's id is a 404). */
@Controller('api/client-galleries')
@UseGuards(SessionGuard)
export class ClientGalleriesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  list(@CurrentUserId() userId: string): Promise<OwnClientGallery[]> {
    return this.rpc.call(listClientGalleriesRpc, { userId });
  }

  @Post()
  @HttpCode(201)
  create(@CurrentUserId() userId: string, @Body() body: unknown): Promise<OwnClientGallery> {
    return this.rpc.call(createClientGalleryRpc, { userId, gallery: createClientGalleryRequestSchema.parse(body ?? {}) });
  }

  @Patch(':id')
  update(@CurrentUserId() userId: string, @Param('id') id: string, @Body() body: unknown): Promise<OwnClientGallery> {
    return this.rpc.call(updateClientGalleryRpc, { userId, id: clientGalleryIdSchema.parse(id), change: updateClientGalleryRequestSchema.parse(body ?? {}) });
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUserId() userId: string, @Param('id') id: string): Promise<void> {
    await this.rpc.call(deleteClientGalleryRpc, { userId, id: clientGalleryIdSchema.parse(id) });
  }

  @Get(':id/favourites')
  favourites(@CurrentUserId() userId: string, @Param('id') id: string): Promise<ClientGalleryFavourites> {
    return this.rpc.call(clientGalleryFavouritesRpc, { userId, id: clientGalleryIdSchema.parse(id) });
  }
}
