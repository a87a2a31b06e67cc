import { MAX_PAGE_SIZE } from '../paging/page-sizes.js';
import { myPhotosPath, nextPagePath, portfolioPhotosPath } from './api-paths.js';

describe('nextPagePath', () => {
  it('asks for the largest page after the cursor, keeping the first page’s filters', () => {
    const next = new URL(nextPagePath(portfolioPhotosPath('ana', { category: 'street & night' }), 'WzEsMl0'), 'http://x');
    expect(next.pathname).toBe('/api/portfolio/ana/photos');
    expect(Object.fromEntries(next.searchParams)).toEqual({ category: 'street & night', cursor: 'WzEsMl0', limit: String(MAX_PAGE_SIZE) });
  });

  it('keeps a page size the first page chose, so a re-read page has the same items', () => {
    const next = new URL(nextPagePath(myPhotosPath({ q: 'harbour', limit: 10 }), 'abc'), 'http://x');
    expect(Object.fromEntries(next.searchParams)).toEqual({ q: 'harbour', limit: '10', cursor: 'abc' });
  });
});
