import { describe, expect, it } from '@jest/globals';
import { categoriesOf, categoryLabel, homeGalleryHeading, noPhotosMessage, parseCategory, portfolioGalleryHeading } from './category-text';

describe('category text', () => {
  it('reads the category from a query value, defaulting to all', () => {
    expect(parseCategory('nature')).toBe('nature');
    expect(parseCategory(' Street-Art ')).toBe('street-art');
    expect(parseCategory(null)).toBe('all');
    expect(parseCategory('')).toBe('all');
    expect(parseCategory('<script>')).toBe('all');
    expect(parseCategory('a--b')).toBe('all');
  });

  it('capitalises names: built-in labels, custom labels, or the slug in words', () => {
    expect(categoryLabel('black-and-white')).toBe('Black & White');
    expect(categoryLabel('nature')).toBe('Nature');
    expect(categoryLabel('street-art')).toBe('Street Art');
    expect(categoryLabel('street-art', new Map([['street-art', 'Street art & murals']]))).toBe('Street art & murals');
  });

  it('gives the home and portfolio headings of spec 01 §2', () => {
    expect(homeGalleryHeading('all')).toBe('Featured Work');
    expect(homeGalleryHeading('macro')).toBe('Macro');
    expect(portfolioGalleryHeading('all')).toBe('All Work');
    expect(portfolioGalleryHeading('travel')).toBe('Travel');
  });

  it('gives the portfolio empty messages of spec 01 §2', () => {
    expect(noPhotosMessage('all')).toBe('No photos to display.');
    expect(noPhotosMessage('nature')).toBe('No photos in the Nature category.');
  });

  it('lists the categories a set of photos uses, built-in first in their order', () => {
    const photos = [{ category: 'travel' }, { category: 'zoo-life' }, { category: 'nature' }, { category: 'travel' }, { category: 'aerial' }];
    expect(categoriesOf(photos)).toEqual(['all', 'nature', 'travel', 'aerial', 'zoo-life']);
    expect(categoriesOf([])).toEqual(['all']);
  });
});
