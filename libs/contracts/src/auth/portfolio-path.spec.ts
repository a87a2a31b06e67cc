import { portfolioPath } from './portfolio-path.js';

const user = { id: 'u1abc', username: 'Jane_Doe', firstName: 'Jane', lastName: 'Doe' };

describe('portfolioPath', () => {
  it('is / without a user', () => {
    expect(portfolioPath(null)).toBe('/');
    expect(portfolioPath(undefined)).toBe('/');
  });

  it('uses the lowercased username by default and for "username"', () => {
    expect(portfolioPath(user)).toBe('/jane_doe');
    expect(portfolioPath({ ...user, portfolioUrlType: 'username' })).toBe('/jane_doe');
  });

  it('falls back to the id when there is no username', () => {
    expect(portfolioPath({ ...user, username: null, portfolioUrlType: 'username' })).toBe('/u1abc');
    expect(portfolioPath({ id: 'U1ABC', username: '  ' })).toBe('/u1abc');
  });

  it('builds first-last for fullname_dash, with the username then id fallbacks', () => {
    expect(portfolioPath({ ...user, portfolioUrlType: 'fullname_dash' })).toBe('/jane-doe');
    expect(portfolioPath({ ...user, lastName: '', portfolioUrlType: 'fullname_dash' })).toBe('/jane_doe');
    expect(portfolioPath({ ...user, lastName: null, username: null, portfolioUrlType: 'fullname_dash' })).toBe('/u1abc');
  });

  it('builds first.last for fullname_dot, with the same fallbacks', () => {
    expect(portfolioPath({ ...user, portfolioUrlType: 'fullname_dot' })).toBe('/jane.doe');
    expect(portfolioPath({ ...user, firstName: null, portfolioUrlType: 'fullname_dot' })).toBe('/jane_doe');
    expect(portfolioPath({ ...user, firstName: null, username: null, portfolioUrlType: 'fullname_dot' })).toBe('/u1abc');
  });

  it('uses the id for replit_id', () => {
    expect(portfolioPath({ ...user, portfolioUrlType: 'replit_id' })).toBe('/u1abc');
  });

  it('treats any other type as username', () => {
    expect(portfolioPath({ ...user, portfolioUrlType: 'something-else' })).toBe('/jane_doe');
    expect(portfolioPath({ ...user, portfolioUrlType: null })).toBe('/jane_doe');
  });

  it('lowercases names and keeps them one path segment', () => {
    expect(portfolioPath({ ...user, firstName: 'ANNA MARIA', lastName: 'Smith', portfolioUrlType: 'fullname_dash' })).toBe('/anna%20maria-smith');
  });
});
