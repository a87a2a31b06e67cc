import type { ObjectStorage } from './object-storage.js';

/** The keys of every object under `prefix`, sorted: for checks of what a prefix holds (tests, tools), not for large listings. */
export async function listKeys(storage: ObjectStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys.sort();
}
