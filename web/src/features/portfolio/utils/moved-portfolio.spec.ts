import { movedPortfolioTarget } from './moved-portfolio';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('movedPortfolioTarget', () => {
  it('keeps the prefix, the query and the hash', () => {
    expect(movedPortfolioTarget('/new', at('/old', '?category=travel', '#about'))).toBe('/new?category=travel#about');
    expect(movedPortfolioTarget('/new', at('/portfolio/old'))).toBe('/portfolio/new');
  });

  it('stays put when nothing moved or the answer is not a path of this site', () => {
    expect(movedPortfolioTarget(undefined, at('/old'))).toBeNull();
    expect(movedPortfolioTarget('//evil.example', at('/old'))).toBeNull();
    expect(movedPortfolioTarget('https://evil.example', at('/old'))).toBeNull();
  });
});
