import { portfolioSegmentSchema } from './portfolio-profile.schema.js';

describe('a portfolio path segment', () => {
  it('takes names with spaces, apostrophes, accents and other scripts', () => {
    for (const segment of ['jane', "o'brien.kate", 'anna maria-smith', 'zoë', 'Ærøskøbing', '山田_太郎', 'देव']) {
      expect(portfolioSegmentSchema.safeParse(segment).success).toBe(true);
    }
  });

  it('refuses symbols and punctuation beyond ASCII as it does within', () => {
    for (const segment of ['a/b', 'a?b', '€uro', 'a\u202eb', 'a\u200bb', 'a\u0000b']) {
      expect(portfolioSegmentSchema.safeParse(segment).success).toBe(false);
    }
  });
});
