import { normalisePortfolioSegment, portfolioSegmentOf } from './portfolio-segment.js';

const jane = { id: 'abcdefghijkl', username: 'Jane_Doe', firstName: 'Jane', lastName: 'Doe' };

describe('portfolioSegmentOf', () => {
  it('is the canonical path without the slash, lowercased, for every URL type', () => {
    expect(portfolioSegmentOf({ ...jane, portfolioUrlType: 'username' })).toBe('jane_doe');
    expect(portfolioSegmentOf({ ...jane, portfolioUrlType: 'fullname_dash' })).toBe('jane-doe');
    expect(portfolioSegmentOf({ ...jane, portfolioUrlType: 'fullname_dot' })).toBe('jane.doe');
    expect(portfolioSegmentOf({ ...jane, portfolioUrlType: 'replit_id' })).toBe('abcdefghijkl');
  });

  it('falls back like the path does when a name is missing', () => {
    expect(portfolioSegmentOf({ ...jane, lastName: null, portfolioUrlType: 'fullname_dash' })).toBe('jane_doe');
  });

  it('keeps names with spaces and accents decoded, as a router hands them over', () => {
    expect(portfolioSegmentOf({ ...jane, firstName: 'Anna Maria', lastName: 'Żak', portfolioUrlType: 'fullname_dash' })).toBe('anna maria-żak');
  });
});

describe('normalisePortfolioSegment', () => {
  it('trims and lowercases', () => {
    expect(normalisePortfolioSegment('  Jane.DOE ')).toBe('jane.doe');
  });
});
