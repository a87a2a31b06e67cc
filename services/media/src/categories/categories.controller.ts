import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { createCustomCategoryRpc, deleteCustomCategoryRpc, listCustomCategoriesRpc, renameCustomCategoryRpc } from '@lumafolio/contracts';
import { parseRpcPayload } from '@lumafolio/server-common';
import { CategoriesService } from './categories.service.js';

@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @MessagePattern(listCustomCategoriesRpc.pattern)
  list(@Payload() payload: unknown) {
    return this.categories.list(parseRpcPayload(listCustomCategoriesRpc, payload).userId);
  }

  @MessagePattern(createCustomCategoryRpc.pattern)
  create(@Payload() payload: unknown) {
    const { userId, category } = parseRpcPayload(createCustomCategoryRpc, payload);
    return this.categories.create(userId, category);
  }

  @MessagePattern(renameCustomCategoryRpc.pattern)
  rename(@Payload() payload: unknown) {
    const { userId, id, change } = parseRpcPayload(renameCustomCategoryRpc, payload);
    return this.categories.rename(userId, id, change.label);
  }

  @MessagePattern(deleteCustomCategoryRpc.pattern)
  delete(@Payload() payload: unknown) {
    const { userId, id } = parseRpcPayload(deleteCustomCategoryRpc, payload);
    return this.categories.delete(userId, id);
  }
}
