import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadLocalSecrets } from '../src/secrets.ts';

describe('loadLocalSecrets', () => {
  const file = () => join(mkdtempSync(join(tmpdir(), 'lumafolio-secrets-')), 'secrets.json');

  it('makes every secret once and keeps them', () => {
    const path = file();
    const made = loadLocalSecrets(path);
    expect(made.imageUrlSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadLocalSecrets(path)).toEqual(made);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('adds the secrets introduced since the file was made, keeping the others', () => {
    const path = file();
    const { imageUrlSecret: _dropped, googleTokenKey: _droppedToo, ...older } = loadLocalSecrets(file());
    writeFileSync(path, JSON.stringify(older), { mode: 0o600 });
    const upgraded = loadLocalSecrets(path);
    expect(upgraded).toMatchObject(older);
    expect(upgraded.imageUrlSecret.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(upgraded.googleTokenKey, 'base64')).toHaveLength(32);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(upgraded);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });
});
