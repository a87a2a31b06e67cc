import { describe, expect, it } from '@jest/globals';
import { bulkDeleteQuestion, bulkOutcomeToast } from './bulk-outcome';

const PUBLIC = { kind: 'set-public', isPublic: true } as const;

describe('bulkOutcomeToast', () => {
  it('counts the photos the action changed', () => {
    expect(bulkOutcomeToast(PUBLIC, { selected: 12, changed: 12, notFound: 0 })).toEqual({ title: '12 photos made public', description: undefined });
    expect(bulkOutcomeToast({ kind: 'set-featured', featured: false }, { selected: 1, changed: 1, notFound: 0 }).title).toBe('1 photo unfeatured');
  });

  it('says when the photos already were so', () => {
    expect(bulkOutcomeToast({ kind: 'set-public', isPublic: false }, { selected: 3, changed: 0, notFound: 0 }).title).toBe('3 photos already private');
    expect(bulkOutcomeToast(PUBLIC, { selected: 5, changed: 2, notFound: 0 })).toEqual({
      title: '2 photos made public',
      description: '3 photos already public.',
    });
  });

  it('names the category by its label and mentions photos not found', () => {
    const options = [{ value: 'street-food', label: 'Street food' }];
    expect(bulkOutcomeToast({ kind: 'set-category', category: 'street-food' }, { selected: 2, changed: 2, notFound: 1 }, { categories: options })).toEqual({
      title: '2 photos moved to Street food',
      description: '1 photo not found (deleted meanwhile?).',
    });
    expect(bulkOutcomeToast(PUBLIC, { selected: 0, changed: 0, notFound: 2 }).title).toBe('No photos changed');
  });
});

describe('bulk delete', () => {
  it('asks with the count, and counts what went', () => {
    expect(bulkDeleteQuestion(1)).toBe('Delete 1 photo? They leave your portfolio and client galleries, and this cannot be undone.');
    expect(bulkDeleteQuestion(1200)).toMatch(/^Delete 1,200 photos\? /);
    expect(bulkOutcomeToast({ kind: 'delete' }, { selected: 50, changed: 50, notFound: 0 }).title).toBe('50 photos deleted');
    expect(bulkOutcomeToast({ kind: 'delete' }, { selected: 3, changed: 3, notFound: 2 }).description).toBe('2 photos not found (deleted meanwhile?).');
  });
});

describe('added to a client gallery', () => {
  const action = { kind: 'add-to-gallery', galleryId: 'a'.repeat(24) } as const;
  it('names the gallery, and the photos it already held', () => {
    expect(bulkOutcomeToast(action, { selected: 50, changed: 48, notFound: 0 }, { galleryName: 'Smith wedding' })).toEqual({
      title: '48 photos added to “Smith wedding”',
      description: '2 photos already in “Smith wedding”.',
    });
    expect(bulkOutcomeToast(action, { selected: 3, changed: 0, notFound: 0 }, { galleryName: 'Smith wedding' }).title).toBe(
      '3 photos already in “Smith wedding”',
    );
  });
});
