import { BOOT_DATA_ELEMENT_ID } from '@lumafolio/contracts/paths';

describe('takeBootData', () => {
  it('answers each path the page carries once, then leaves it to the API', async () => {
    const text = '{"/api/templates":[{"id":"epic"}],"/api/x":null}';
    // The unit tests run in Node: a page with just the boot element.
    Object.assign(globalThis, { document: { getElementById: (id: string) => (id === BOOT_DATA_ELEMENT_ID ? { textContent: text } : null) } });
    try {
      const { takeBootData } = await import('./boot-data');
      expect(takeBootData('/api/templates')).toEqual({ body: [{ id: 'epic' }] });
      expect(takeBootData('/api/templates')).toBeUndefined();
      expect(takeBootData('/api/x')).toEqual({ body: null });
      expect(takeBootData('/api/other')).toBeUndefined();
    } finally {
      Reflect.deleteProperty(globalThis, 'document');
    }
  });
});
