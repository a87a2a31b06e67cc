import { describe, expect, it } from '@jest/globals';
import { isPortfolioSegment } from './portfolio-segment';

describe('isPortfolioSegment', () => {
  it.each(['jane', 'Jane_Doe', 'jane-doe', 'jane.doe', 'émile.zola', 'u123'])('accepts %s', (segment) => {
    expect(isPortfolioSegment(segment)).toBe(true);
  });

  it.each(['', '.', '..', 'account', 'Admin', 'jane doe', 'jane/doe', '<b>', 'x'.repeat(121), null, undefined])('refuses %s', (segment) => {
    expect(isPortfolioSegment(segment)).toBe(false);
  });
});
