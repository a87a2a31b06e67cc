import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { deleteUserMediaRpc } from '@lumafolio/contracts';
import { parseRpcPayload } from '@lumafolio/server-common';
import { CategoriesService } from '../categories/categories.service.js';
import { PhotosService } from '../photos/photos.service.js';

/** Account deletion removes everything the media service holds for the user. */
@Controller()
export class UserDataController {
  constructor(
    private readonly photos: PhotosService,
    private readonly categories: CategoriesService,
  ) {}

  @MessagePattern(deleteUserMediaRpc.pattern)
  async deleteAll(@Payload() payload: unknown): Promise<{ photos: number; files: number }> {
    const { userId } = parseRpcPayload(deleteUserMediaRpc, payload);
    await this.categories.deleteAllOfUser(userId);
    return this.photos.deleteAllOfUser(userId);
  }
}
