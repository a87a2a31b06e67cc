import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_PHOTO_FILTERS,
  categoryLabel,
  countPhotos,
  filterCategoryOptions,
  filterPhotos,
  parseTags,
  photoCategoryOptions,
  replacePhoto,
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
    expect(options).toHaveLength(11);
  });

  it("puts 'All' first in the filter and labels ids", () => {
    const options = filterCategoryOptions(custom);
    expect(options[0]).toEqual({ value: 'all', label: 'All' });
    expect(categoryLabel('black-and-white', options)).toBe('Black & White');
    expect(categoryLabel('weddings', options)).toBe('Weddings');
    expect(categoryLabel('gone', options)).toBe('gone');
  });
});

describe('filterPhotos and countPhotos', () => {
  const photos = [
    photo('1', { title: 'Misty lake', isPublic: true, featured: true }),
    photo('2', { title: 'City', description: 'Night <b>lights</b>', category: 'street' }),
    photo('3', { title: 'Fern', isPublic: true }),
  ];

  it('keeps everything by default', () => {
    expect(filterPhotos(photos, DEFAULT_PHOTO_FILTERS)).toHaveLength(3);
  });

  it('filters by category, visibility and search over title or description', () => {
    expect(filterPhotos(photos, { ...DEFAULT_PHOTO_FILTERS, category: 'street' }).map((p) => p.id)).toEqual(['2']);
    expect(filterPhotos(photos, { ...DEFAULT_PHOTO_FILTERS, showPrivate: false }).map((p) => p.id)).toEqual(['1', '3']);
    expect(filterPhotos(photos, { ...DEFAULT_PHOTO_FILTERS, showPublic: false }).map((p) => p.id)).toEqual(['2']);
    expect(filterPhotos(photos, { ...DEFAULT_PHOTO_FILTERS, showPublic: false, showPrivate: false })).toEqual([]);
    expect(filterPhotos(photos, { ...DEFAULT_PHOTO_FILTERS, search: '  LAKE ' }).map((p) => p.id)).toEqual(['1']);
    expect(filterPhotos(photos, { ...DEFAULT_PHOTO_FILTERS, search: 'lights' }).map((p) => p.id)).toEqual(['2']);
  });

  it('counts the filtered list', () => {
    expect(countPhotos(photos)).toEqual({ total: 3, public: 2, featured: 1 });
    expect(countPhotos(filterPhotos(photos, { ...DEFAULT_PHOTO_FILTERS, showPublic: false }))).toEqual({ total: 1, public: 0, featured: 0 });
  });
});

describe('parseTags', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(parseTags(' sunset, sea ,, golden hour ,')).toEqual(['sunset', 'sea', 'golden hour']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ')).toEqual([]);
  });
});

describe('replacePhoto', () => {
  it('changes only the matching photo', () => {
    const list = [photo('1'), photo('2')];
    const next = replacePhoto(list, '2', (p) => ({ ...p, featured: true }));
    expect(next?.map((p) => p.featured)).toEqual([false, true]);
    expect(next?.[0]).toBe(list[0]);
    expect(replacePhoto(undefined, '1', (p) => p)).toBeUndefined();
  });
});
