import { matchPortfolioRoute } from './portfolio-route.js';

describe('matchPortfolioRoute', () => {
  it.each(['/jane', '/Jane_Doe', '/jane-doe', '/abcdefghijkl', '/j'])('%s is a portfolio; unknown ones get the not-found page', (path) => {
    expect(matchPortfolioRoute(path)).toEqual({ segment: path.slice(1), ifUnknown: 'not-found-page' });
  });

  it('takes any segment after /portfolio/, decoded', () => {
    expect(matchPortfolioRoute('/portfolio/Jane')).toEqual({ segment: 'Jane', ifUnknown: 'not-found-page' });
    expect(matchPortfolioRoute('/portfolio/jane.doe')).toEqual({ segment: 'jane.doe', ifUnknown: 'not-found-page' });
    expect(matchPortfolioRoute('/portfolio/anna%20maria-smith')).toEqual({ segment: 'anna maria-smith', ifUnknown: 'not-found-page' });
  });

  it('resolves canonical name paths with a dot or space, but leaves unknown ones to the usual 404', () => {
    expect(matchPortfolioRoute('/jane.doe')).toEqual({ segment: 'jane.doe', ifUnknown: 'pass' });
    expect(matchPortfolioRoute('/Anna%20Maria-Smith')).toEqual({ segment: 'Anna Maria-Smith', ifUnknown: 'pass' });
  });

  it.each(['/account', '/my-photos', '/admin', '/Admin', '/landing', '/api', '/login', '/portfolio'])('%s is an app route', (path) => {
    expect(matchPortfolioRoute(path)).toBeNull();
  });

  it.each(['/', '', '/admin/dashboard', '/jane/photos', '/portfolio/', '/portfolio/jane/x', '//jane', '/%E0%A4%A', '/<script>', '/jane%2Fdoe'])(
    '%s is not a portfolio path',
    (path) => expect(matchPortfolioRoute(path)).toBeNull(),
  );
});
