import type { BulkPhotoAction, BulkPhotoResult } from '@lumafolio/contracts';
import { categoryLabel, type CategoryOption } from './photo-list';

const photos = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'photo' : 'photos'}`;

/** The names an outcome quotes: categories by id, and the gallery photos were added to. */
export interface BulkOutcomeNames {
  categories?: readonly CategoryOption[];
  galleryName?: string;
}

/** What an action made of the photos: 'made public', 'moved to Portrait'… */
function outcome(action: BulkPhotoAction, { categories = [], galleryName = 'the gallery' }: BulkOutcomeNames): { done: string; already: string } {
  switch (action.kind) {
    case 'set-public':
      return action.isPublic ? { done: 'made public', already: 'already public' } : { done: 'made private', already: 'already private' };
    case 'set-featured':
      return action.featured ? { done: 'featured', already: 'already featured' } : { done: 'unfeatured', already: 'already not featured' };
    case 'set-category': {
      const label = categoryLabel(action.category, categories);
      return { done: `moved to ${label}`, already: `already in ${label}` };
    }
    case 'add-to-gallery':
      return { done: `added to “${galleryName}”`, already: `already in “${galleryName}”` };
    case 'delete':
      return { done: 'deleted', already: 'already deleted' };
  }
}

/** Asked before a bulk delete: how many, and that there is no way back. */
export const bulkDeleteQuestion = (count: number): string =>
  `Delete ${photos(count)}? They leave your portfolio and client galleries, and this cannot be undone.`;

/**
 * The toast after a bulk action: '12 photos made public', or '3 photos already public' when
 * none changed; the description tells the rest (unchanged ones, ids no longer found).
 */
export function bulkOutcomeToast(action: BulkPhotoAction, result: BulkPhotoResult, names: BulkOutcomeNames = {}) {
  const { done, already } = outcome(action, names);
  const unchanged = result.selected - result.changed;
  const title = result.changed > 0 ? `${photos(result.changed)} ${done}` : result.selected > 0 ? `${photos(result.selected)} ${already}` : 'No photos changed';
  const notes = [
    ...(result.changed > 0 && unchanged > 0 ? [`${photos(unchanged)} ${already}.`] : []),
    ...(result.notFound > 0 ? [`${photos(result.notFound)} not found (deleted meanwhile?).`] : []),
  ];
  return { title, description: notes.length > 0 ? notes.join(' ') : undefined };
}
