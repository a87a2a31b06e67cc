import { safeReturnTo } from './return-to.js';

describe('safeReturnTo', () => {
  it.each(['/', '/account', '/account?tab=settings', '/jane-doe#about'])('keeps the relative path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([undefined, '', 'account', 'https://evil.example/', '//evil.example/x', '/\\evil.example', '/api/logout', '/é', 42])(
    'sends %s home instead',
    (value) => {
      expect(safeReturnTo(value)).toBe('/');
    },
  );
});
