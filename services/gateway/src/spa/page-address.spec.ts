import { keepsCategory, pageAddress, selectedCategory } from './page-address.js';

const BUILD = 'b1';

describe('pageAddress: one cache entry per page, whatever a stranger adds to its address', () => {
  it.each([
    // The path as it is; a query the page does not read shares the page's entry.
    ['/', '/', 'page:b1:/'],
    ['/jane', '/jane', 'page:b1:/jane'],
    ['/portfolio/jane', '/portfolio/jane', 'page:b1:/portfolio/jane'],
    ['/jane?', '/jane', 'page:b1:/jane'],
    ['/jane?v=8f3a1c', '/jane', 'page:b1:/jane'],
    ['/jane?utm_source=news&utm_medium=mail&utm_campaign=spring', '/jane', 'page:b1:/jane'],
    ['/jane?fbclid=IwAR0abc&gclid=xyz', '/jane', 'page:b1:/jane'],
    ['/?msclkid=1&ref=hn', '/', 'page:b1:/'],
    // A shared photo opens the lightbox once the page runs: the HTML is the page's.
    ['/jane?photo=abc123', '/jane', 'page:b1:/jane'],
    ['/portfolio/jane?photo=abc123&utm_source=x', '/portfolio/jane', 'page:b1:/portfolio/jane'],
    // The selected category, read as the web app reads it.
    ['/jane?featured=travel', '/jane?featured=travel', 'page:b1:/jane?featured=travel'],
    ['/jane?featured=Travel', '/jane?featured=travel', 'page:b1:/jane?featured=travel'],
    ['/jane?featured=%20TRAVEL%20', '/jane?featured=travel', 'page:b1:/jane?featured=travel'],
    ['/jane?featured=+travel+', '/jane?featured=travel', 'page:b1:/jane?featured=travel'],
    ['/jane?utm_source=x&featured=travel&v=1', '/jane?featured=travel', 'page:b1:/jane?featured=travel'],
    ['/jane?featured=travel&featured=nature', '/jane?featured=travel', 'page:b1:/jane?featured=travel'],
    ['/?featured=black-and-white', '/?featured=black-and-white', 'page:b1:/?featured=black-and-white'],
    ['/jane?featured=street-art', '/jane?featured=street-art', 'page:b1:/jane?featured=street-art'],
    // What selects no category is all: the page's own entry.
    ['/jane?featured=all', '/jane', 'page:b1:/jane'],
    ['/jane?featured=ALL', '/jane', 'page:b1:/jane'],
    ['/jane?featured=', '/jane', 'page:b1:/jane'],
    ['/jane?featured=street_art', '/jane', 'page:b1:/jane'],
    ['/jane?featured=-travel', '/jane', 'page:b1:/jane'],
    ['/jane?featured=<script>', '/jane', 'page:b1:/jane'],
    [`/jane?featured=${'a'.repeat(61)}`, '/jane', 'page:b1:/jane'],
    ['/jane?Featured=travel', '/jane', 'page:b1:/jane'],
  ])('%s is rendered as %s and kept at %s', (url, renderUrl, key) => {
    expect(pageAddress(url, BUILD)).toMatchObject({ renderUrl, key });
  });

  it.each([
    ['/Jane', '/jane'],
    ['/JANE?featured=travel&utm_source=x', '/jane?featured=travel&utm_source=x'],
    ['/portfolio/JANE', '/portfolio/jane'],
    ['/%6Aane', '/jane'],
    ['/%6aane', '/jane'],
    ['/jane%20', '/jane'],
    ['/%20jane%20%20', '/jane'],
    ['/jane%C2%A0', '/jane'],
    ['/portfolio/jane%09', '/portfolio/jane'],
    ['/anna maria-smith', '/anna%20maria-smith'],
    ['/Ren%C3%89e.Dupont', '/ren%C3%A9e.dupont'],
    ['/ren%c3%a9e.dupont', '/ren%C3%A9e.dupont'],
  ])('sends %s to its canonical spelling %s, never rendered nor stored', (url, redirect) => {
    expect(pageAddress(url, BUILD)).toMatchObject({ key: null, redirect });
    // The canonical spelling is the page itself: kept, and sent nowhere.
    const canonical = pageAddress(redirect, BUILD);
    expect(canonical.redirect).toBeNull();
    expect(canonical.key).not.toBeNull();
  });

  it('keeps the canonical spellings of names as they are, and leaves what is not one segment alone', () => {
    for (const path of ['/anna%20maria-smith', "/o'brien.kate", '/ren%C3%A9e.dupont', '/portfolio/jane', '/']) {
      expect(pageAddress(path, BUILD)).toMatchObject({ key: `page:b1:${path}`, redirect: null });
    }
    for (const path of ['/a/b', '/%E0%A4%A', '/%20']) expect(pageAddress(path, BUILD)).toMatchObject({ key: null, redirect: null });
    // The query's case is the visitor's business: it never makes a path uncached.
    expect(pageAddress('/jane?UTM_SOURCE=X', BUILD).key).toBe('page:b1:/jane');
  });

  it('keeps each web build apart, and nothing without one', () => {
    expect(pageAddress('/jane', 'b2').key).toBe('page:b2:/jane');
    expect(pageAddress('/jane?v=1', null)).toEqual({ renderUrl: '/jane', category: null, key: null, redirect: null });
  });
});

describe('selectedCategory', () => {
  it.each([
    [null, null],
    ['', null],
    ['all', null],
    ['nature', 'nature'],
    [' Nature ', 'nature'],
    ['my-trip-2024', 'my-trip-2024'],
    ['my--trip', null],
    ['trip!', null],
  ])('%j selects %j', (value, category) => expect(selectedCategory(value)).toBe(category));
});

describe('keepsCategory: a stranger cannot fill the cache with categories', () => {
  it('keeps all, the built-in categories and the ones the page has', () => {
    expect(keepsCategory(null, [])).toBe(true);
    expect(keepsCategory('travel', [])).toBe(true);
    expect(keepsCategory('black-and-white', [])).toBe(true);
    expect(keepsCategory('street-art', ['street-art', 'nature'])).toBe(true);
  });

  it('renders any other category without keeping it', () => {
    expect(keepsCategory('street-art', [])).toBe(false);
    expect(keepsCategory('x7f3a', ['street-art'])).toBe(false);
  });
});
