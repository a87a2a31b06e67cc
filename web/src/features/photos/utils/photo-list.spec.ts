import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_PHOTO_FILTERS,
  categoryLabel,
  changePhotoInPages,
  filterCategoryOptions,
  isFiltered,
  parseTags,
  photoCategoryOptions,
  serverFilter,
} from './photo-list';

const photo = (id: string, over: Partial<{ title: string; description: string; category: string; isPublic: boolean; featured: boolean }> = {}) => ({
  id,
  title: `Photo ${id}`,
  description: '',
  category: 'nature',
  isPublic: false,
  featured: false,
  ...over,
});

const custom = [{ id: 'c1', categoryId: 'weddings', label: 'Weddings', description: 'Custom category: Weddings' }];

describe('category options', () => {
  it("offers the built-ins without 'all' plus the custom ones", () => {
    const options = photoCategoryOptions(custom);
    expect(options[0]).toEqual({ value: 'landscape', label: 'Landscape' });
    expect(options.map((o) => o.value)).not.toContain('all');
    expect(options.at(-1)).toEqual({ value: 'weddings', label: 'Weddings' });
    expect(options).toHaveLength(13);
    expect(options).toEqual(
      expect.arrayContaining([
        { value: 'architectural', label: 'Architectural' },
        { value: 'abstract', label: 'Abstract' },
      ]),
    );
  });

  it("puts 'All' first in the filter and labels ids", () => {
    const options = filterCategoryOptions(custom);
    expect(options[0]).toEqual({ value: 'all', label: 'All' });
    expect(categoryLabel('black-and-white', options)).toBe('Black & White');
    expect(categoryLabel('weddings', options)).toBe('Weddings');
    expect(categoryLabel('gone', options)).toBe('gone');
  });
});

describe('serverFilter', () => {
  it('asks for everything by default', () => {
    expect(serverFilter(DEFAULT_PHOTO_FILTERS)).toEqual({ category: null, visibility: null, q: null });
    expect(isFiltered(serverFilter(DEFAULT_PHOTO_FILTERS))).toBe(false);
  });

  it('sends the category, one visibility, and the trimmed search', () => {
    expect(serverFilter({ ...DEFAULT_PHOTO_FILTERS, category: 'street' })).toEqual({ category: 'street', visibility: null, q: null });
    expect(serverFilter({ ...DEFAULT_PHOTO_FILTERS, showPrivate: false })?.visibility).toBe('public');
    expect(serverFilter({ ...DEFAULT_PHOTO_FILTERS, showPublic: false })?.visibility).toBe('private');
    expect(serverFilter({ ...DEFAULT_PHOTO_FILTERS, search: '  lake ' })?.q).toBe('lake');
    expect(serverFilter(DEFAULT_PHOTO_FILTERS, ' debounced ')?.q).toBe('debounced');
  });

  it('asks for nothing when both visibility toggles are off', () => {
    expect(serverFilter({ ...DEFAULT_PHOTO_FILTERS, showPublic: false, showPrivate: false })).toBeNull();
    expect(isFiltered(null)).toBe(true);
  });
});

describe('changePhotoInPages', () => {
  const pages = () => ({
    pages: [
      { items: [photo('1', { isPublic: true, featured: true }), photo('2')], nextCursor: 'c', total: 3, counts: { public: 2, featured: 1 } },
      { items: [photo('3', { isPublic: true })], nextCursor: null, total: null, counts: null },
    ],
    pageParams: [null, 'c'],
  });

  it('replaces the photo where it is and follows the counters', () => {
    const next = changePhotoInPages(pages(), {}, '3', (p) => ({ ...p, featured: true }));
    expect(next?.pages[1]?.items[0]?.featured).toBe(true);
    expect(next?.pages[0]?.counts).toEqual({ public: 2, featured: 2 });
    expect(next?.pages[0]?.total).toBe(3);
  });

  it('takes it out of a list whose filter it no longer matches, and out of every list when deleted', () => {
    const hidden = changePhotoInPages(pages(), { visibility: 'public' }, '1', (p) => ({ ...p, isPublic: false }));
    expect(hidden?.pages[0]?.items.map((p) => p.id)).toEqual(['2']);
    expect(hidden?.pages[0]?.total).toBe(2);
    expect(hidden?.pages[0]?.counts).toEqual({ public: 1, featured: 0 });
    const deleted = changePhotoInPages(pages(), {}, '2', () => null);
    expect(deleted?.pages[0]?.items.map((p) => p.id)).toEqual(['1']);
    expect(deleted?.pages[0]?.total).toBe(2);
  });

  it('leaves lists without the photo alone', () => {
    const data = pages();
    expect(changePhotoInPages(data, {}, 'nope', () => null)).toBe(data);
    expect(changePhotoInPages(undefined, {}, '1', () => null)).toBeUndefined();
  });
});

describe('parseTags', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(parseTags(' sunset, sea ,, golden hour ,')).toEqual(['sunset', 'sea', 'golden hour']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ')).toEqual([]);
  });
});
