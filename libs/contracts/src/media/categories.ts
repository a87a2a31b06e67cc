import { z } from 'zod';
import { lineText, serverText, verbatimText } from '../text/clean-text.js';
import { BUILT_IN_CATEGORIES } from './category-list.js';

export { BUILT_IN_CATEGORIES, type BuiltInCategoryId } from './category-list.js';

/** Upload and edit choices exclude `all`. */
export const PHOTO_CATEGORY_IDS = BUILT_IN_CATEGORIES.map((c) => c.id).filter((id) => id !== 'all');

/** A category id: a built-in one or a custom slug. */
export const categoryIdSchema = verbatimText()
  .trim()
  .min(1, 'Please choose a category.')
  .max(60)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Unknown category.');

/** A photographer's own categories are few (they name a filter's choices): the list is bounded by this. */
export const MAX_CUSTOM_CATEGORIES = 50;
export const TOO_MANY_CATEGORIES_MESSAGE = `You can have at most ${MAX_CUSTOM_CATEGORIES} custom categories. Delete one to add another.`;

export const CATEGORY_NAME_EMPTY = 'Category name cannot be empty.';
const categoryLabel = lineText().min(1, CATEGORY_NAME_EMPTY).max(40, 'Category names are at most 40 characters.');

/** Custom category (spec 01 §3): id, categoryId (slug from the label), label, description. */
export const customCategorySchema = z.object({
  id: serverText(),
  categoryId: categoryIdSchema,
  label: serverText(),
  description: serverText(),
});
export type CustomCategory = z.infer<typeof customCategorySchema>;

/** POST /api/categories/custom; the server derives the slug from the label. */
export const createCustomCategoryRequestSchema = z
  .object({ label: categoryLabel, categoryId: verbatimText().optional(), description: lineText().max(200).optional() })
  .strict();
/** PATCH /api/categories/custom/{id} */
export const renameCustomCategoryRequestSchema = z.object({ label: categoryLabel }).strict();

/** "Black & White!" → "black-white". */
export function slugifyCategory(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}
