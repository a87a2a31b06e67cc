import { Controller } from '@nestjs/common';
import {
  createCustomCategoryRequestSchema,
  createCustomCategoryRpc,
  deleteCustomCategoryRpc,
  identifier,
  listCustomCategoriesRpc,
  renameCustomCategoryRequestSchema,
  renameCustomCategoryRpc,
  type CustomCategory,
} from '@lumafolio/contracts';
import { RpcClient } from '@lumafolio/server-common';
import { z } from 'zod';
import { CurrentUserId } from '../auth/session.guard.js';
import { HttpRoute, RouteInput, defineHttpRoute } from '../http/http-route.js';
import { empty, json } from '../openapi/api-route.js';
import { PHOTOS_TAG as tag } from './photos-tag.js';

const categoryParams = z.object({ id: identifier(/^[a-f0-9]{16}$/, 'Category not found.') });

const categories = defineHttpRoute({
  method: 'GET',
  path: '/api/categories/custom',
  tag,
  summary: "One's own categories",
  access: 'session',
  status: 200,
  answer: json(listCustomCategoriesRpc.response, 'The categories.'),
});

const createCategory = defineHttpRoute({
  method: 'POST',
  path: '/api/categories/custom',
  tag,
  summary: 'Create a category',
  access: 'session',
  body: { kind: 'json', schema: createCustomCategoryRequestSchema },
  status: 201,
  answer: json(createCustomCategoryRpc.response, 'The new category.'),
  errors: [409],
});

const renameCategory = defineHttpRoute({
  method: 'PATCH',
  path: '/api/categories/custom/:id',
  tag,
  summary: 'Rename a category',
  access: 'session',
  params: categoryParams,
  body: { kind: 'json', schema: renameCustomCategoryRequestSchema },
  status: 200,
  answer: json(renameCustomCategoryRpc.response, 'The category as renamed.'),
  errors: [409],
});

const deleteCategory = defineHttpRoute({
  method: 'DELETE',
  path: '/api/categories/custom/:id',
  tag,
  summary: 'Delete a category',
  access: 'session',
  params: categoryParams,
  status: 204,
  answer: empty('Deleted.'),
  errors: [409],
});

/** A user's own photo categories (spec 01 §2 "Manage Custom Categories"). */
@Controller()
export class CategoriesController {
  constructor(private readonly rpc: RpcClient) {}

  @HttpRoute(categories)
  list(@CurrentUserId() userId: string): Promise<CustomCategory[]> {
    return this.rpc.call(listCustomCategoriesRpc, { userId });
  }

  @HttpRoute(createCategory)
  create(@CurrentUserId() userId: string, @RouteInput() { body }: RouteInput<typeof createCategory>): Promise<CustomCategory> {
    return this.rpc.call(createCustomCategoryRpc, { userId, category: body });
  }

  @HttpRoute(renameCategory)
  rename(@CurrentUserId() userId: string, @RouteInput() { params, body }: RouteInput<typeof renameCategory>): Promise<CustomCategory> {
    return this.rpc.call(renameCustomCategoryRpc, { userId, id: params.id, change: body });
  }

  @HttpRoute(deleteCategory)
  async remove(@CurrentUserId() userId: string, @RouteInput() { params }: RouteInput<typeof deleteCategory>): Promise<void> {
    await this.rpc.call(deleteCustomCategoryRpc, { userId, id: params.id });
  }
}
