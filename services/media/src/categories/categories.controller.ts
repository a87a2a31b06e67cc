import { Controller } from '@nestjs/common';
import { createCustomCategoryRpc, deleteCustomCategoryRpc, listCustomCategoriesRpc, renameCustomCategoryRpc } from '@lumafolio/contracts';
import { RpcHandler, type RpcPayload } from '@lumafolio/server-common';
import { CategoriesService } from './categories.service.js';

@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @RpcHandler(listCustomCategoriesRpc)
  list({ userId }: RpcPayload<typeof listCustomCategoriesRpc>) {
    return this.categories.list(userId);
  }

  @RpcHandler(createCustomCategoryRpc)
  create({ userId, category }: RpcPayload<typeof createCustomCategoryRpc>) {
    return this.categories.create(userId, category);
  }

  @RpcHandler(renameCustomCategoryRpc)
  rename({ userId, id, change }: RpcPayload<typeof renameCustomCategoryRpc>) {
    return this.categories.rename(userId, id, change.label);
  }

  @RpcHandler(deleteCustomCategoryRpc)
  delete({ userId, id }: RpcPayload<typeof deleteCustomCategoryRpc>) {
    return this.categories.delete(userId, id);
  }
}
