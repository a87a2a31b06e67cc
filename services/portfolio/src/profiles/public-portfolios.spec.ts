import { publicPortfolios } from './public-portfolios.js';

describe('publicPortfolios', () => {
  it('takes the later of the profile and photo changes, newest first, skipping owners without a path', () => {
    const owners = [
      { userId: 'a', lastModified: '2026-03-01T00:00:00.000Z' },
      { userId: 'b', lastModified: '2026-01-01T00:00:00.000Z' },
      { userId: 'gone', lastModified: '2026-04-01T00:00:00.000Z' },
    ];
    const paths = [
      { userId: 'b', portfolioPath: '/bea', updatedAt: '2026-05-01T00:00:00.000Z' },
      { userId: 'a', portfolioPath: '/al.smith', updatedAt: '2026-02-01T00:00:00.000Z' },
    ];
    expect(publicPortfolios(owners, paths)).toEqual([
      { path: '/bea', lastModified: '2026-05-01T00:00:00.000Z' },
      { path: '/al.smith', lastModified: '2026-03-01T00:00:00.000Z' },
    ]);
  });
});
