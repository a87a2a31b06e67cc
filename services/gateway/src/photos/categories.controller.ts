import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
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
import { CurrentUserId, SessionGuard } from '../auth/session.guard.js';

export const categoryIdParam = identifier(/^[a-f0-9]{16}$/, 'Category not found.');

/** A user's own photo categories (spec 01 §2 "Manage Custom Categories"). */
@Controller('api/categories/custom')
@UseGuards(SessionGuard)
export class CategoriesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  list(@CurrentUserId() userId: string): Promise<CustomCategory[]> {
    return this.rpc.call(listCustomCategoriesRpc, { userId });
  }

  @Post()
  @HttpCode(201)
  create(@CurrentUserId() userId: string, @Body() body: unknown): Promise<CustomCategory> {
    return this.rpc.call(createCustomCategoryRpc, { userId, category: createCustomCategoryRequestSchema.parse(body ?? {}) });
  }

  @Patch(':id')
  rename(@CurrentUserId() userId: string, @Param('id') id: string, @Body() body: unknown): Promise<CustomCategory> {
    return this.rpc.call(renameCustomCategoryRpc, { userId, id: categoryIdParam.parse(id), change: renameCustomCategoryRequestSchema.parse(body ?? {}) });
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUserId() userId: string, @Param('id') id: string): Promise<void> {
    await this.rpc.call(deleteCustomCategoryRpc, { userId, id: categoryIdParam.parse(id) });
  }
}
