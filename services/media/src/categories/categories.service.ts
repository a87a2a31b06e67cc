import { Injectable } from '@nestjs/common';
import { BUILT_IN_CATEGORIES, MAX_CUSTOM_CATEGORIES, TOO_MANY_CATEGORIES_MESSAGE, slugifyCategory, type CustomCategory } from '@lumafolio/contracts';
import { CustomCategoryRepository, DuplicateCategoryError, type CustomCategoryDocument } from '@lumafolio/dal';
import { rpcError } from '@lumafolio/server-common';
import { randomBytes } from 'node:crypto';

const BUILT_IN_IDS = new Set<string>(BUILT_IN_CATEGORIES.map((c) => c.id));
const toView = ({ _id, categoryId, label, description }: CustomCategoryDocument): CustomCategory => ({ id: _id, categoryId, label, description });

@Injectable()
export class CategoriesService {
  constructor(private readonly categories: CustomCategoryRepository) {}

  async list(userId: string): Promise<CustomCategory[]> {
    return (await this.categories.listByUser(userId, MAX_CUSTOM_CATEGORIES)).map(toView);
  }

  /** The slug comes from the label; it must not clash with a built-in or an existing one. */
  async create(userId: string, input: { label: string; description?: string | undefined }): Promise<CustomCategory> {
    const categoryId = slugifyCategory(input.label);
    if (!categoryId) throw rpcError(400, 'Use at least one letter or digit in the category name.');
    if (BUILT_IN_IDS.has(categoryId)) throw rpcError(409, `"${input.label}" is already a built-in category.`);
    if ((await this.categories.countOfUser(userId)) >= MAX_CUSTOM_CATEGORIES) throw rpcError(409, TOO_MANY_CATEGORIES_MESSAGE, 'TOO_MANY_CATEGORIES');
    const doc: CustomCategoryDocument = {
      _id: randomBytes(8).toString('hex'),
      userId,
      categoryId,
      label: input.label,
      description: input.description ?? `Custom category: ${input.label}`,
      createdAt: new Date(),
    };
    try {
      await this.categories.insert(doc);
    } catch (error) {
      if (error instanceof DuplicateCategoryError) throw rpcError(409, `You already have a category called "${input.label}".`);
      throw error;
    }
    return toView(doc);
  }

  async rename(userId: string, id: string, label: string): Promise<CustomCategory> {
    const updated = await this.categories.rename(userId, id, label);
    if (!updated) throw rpcError(404, 'Category not found.');
    return toView(updated);
  }

  deleteAllOfUser(userId: string): Promise<number> {
    return this.categories.deleteAllOfUser(userId);
  }

  async delete(userId: string, id: string): Promise<{ deleted: true }> {
    if (!(await this.categories.deleteOwned(userId, id))) throw rpcError(404, 'Category not found.');
    return { deleted: true };
  }
}
