import { BOOT_DATA_ELEMENT_ID } from '@lumafolio/contracts/paths';
import { createQueryClient } from './query-client';
import { readBootData, seedBootData } from './boot-data';

function withPage(text: string | null, run: () => void): void {
  // The unit tests run in Node: a page with just the boot element.
  Object.assign(globalThis, { document: { getElementById: (id: string) => (id === BOOT_DATA_ELEMENT_ID && text !== null ? { textContent: text } : null) } });
  try {
    run();
  } finally {
    Reflect.deleteProperty(globalThis, 'document');
  }
}

describe('boot data', () => {
  it('reads the answers the page carries, keyed by path', () => {
    withPage('{"/api/templates":[{"id":"epic"}],"/api/auth/user":null}', () => {
      expect(readBootData()).toEqual({ '/api/templates': [{ id: 'epic' }], '/api/auth/user': null });
    });
  });

  it('reads nothing from a page without boot data or with an unreadable one', () => {
    withPage(null, () => expect(readBootData()).toEqual({}));
    withPage('{not json', () => expect(readBootData()).toEqual({}));
    withPage('[1,2]', () => expect(readBootData()).toEqual({}));
  });

  it('seeds the query cache under each path, null answers included, as fresh data', () => {
    const queryClient = createQueryClient();
    seedBootData(queryClient, { '/api/templates': [{ id: 'epic' }], '/api/auth/user': null });
    expect(queryClient.getQueryData(['/api/templates'])).toEqual([{ id: 'epic' }]);
    const user = queryClient.getQueryState(['/api/auth/user']);
    expect(user?.status).toBe('success');
    expect(user?.data).toBeNull();
    expect(queryClient.getQueryState(['/api/other'])).toBeUndefined();
    queryClient.clear();
  });

  it("seeds a paged list's first page as its infinite query's first page", () => {
    const queryClient = createQueryClient();
    const page = { items: [{ id: 'a' }], nextCursor: 'abc', total: 30 };
    seedBootData(queryClient, { '/api/portfolio/ann/photos': page });
    expect(queryClient.getQueryData(['/api/portfolio/ann/photos'])).toEqual({ pages: [page], pageParams: [null] });
    queryClient.clear();
  });
});
