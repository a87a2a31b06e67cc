import { BOOT_DATA_ELEMENT_ID, type BootData } from '@lumafolio/contracts/paths';

let bootData: Map<string, unknown> | null = null;

function load(): Map<string, unknown> {
  if (bootData) return bootData;
  bootData = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ELEMENT_ID);
  if (element?.textContent) {
    try {
      for (const [path, body] of Object.entries(JSON.parse(element.textContent) as BootData)) bootData.set(path, body);
    } catch {
      // Unreadable: the page asks the API as usual.
    }
  }
  return bootData;
}

/**
 * The answer the gateway wrote into the page for this GET path (see the contracts'
 * boot-data), once: later reads of the same path (refetches) go to the API.
 */
export function takeBootData(path: string): { body: unknown } | undefined {
  const data = load();
  if (!data.has(path)) return undefined;
  const body = data.get(path);
  data.delete(path);
  return { body };
}
