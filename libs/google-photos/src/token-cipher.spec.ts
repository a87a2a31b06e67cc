import { randomBytes } from 'node:crypto';
import { TokenCipher } from './token-cipher.js';

/** What a stored Google grant can be turned into by someone who can write the database but not read the key. */
describe('TokenCipher', () => {
  const cipher = new TokenCipher(randomBytes(32).toString('base64'));
  const grant = { refreshToken: 'refresh-1', accessToken: 'access-1' };

  function withTag(sealed: string, change: (tag: Buffer) => Buffer): string {
    const [version, iv, tag = '', body] = sealed.split('.');
    return [version, iv, change(Buffer.from(tag, 'base64url')).toString('base64url'), body].join('.');
  }

  it('opens what it sealed for the same owner', () => {
    expect(cipher.open('u1', cipher.seal('u1', grant))).toEqual(grant);
  });

  it('refuses a value sealed for another owner', () => {
    expect(() => cipher.open('u2', cipher.seal('u1', grant))).toThrow();
  });

  it.each([12, 8, 4, 1])('refuses a value whose authentication tag was cut to %i bytes', (length) => {
    const truncated = withTag(cipher.seal('u1', grant), (tag) => tag.subarray(0, length));
    expect(() => cipher.open('u1', truncated)).toThrow();
  });

  it('refuses a value whose authentication tag was altered', () => {
    const tampered = withTag(cipher.seal('u1', grant), (tag) => {
      const altered = Buffer.from(tag);
      altered.writeUInt8(altered.readUInt8(15) ^ 0x01, 15);
      return altered;
    });
    expect(() => cipher.open('u1', tampered)).toThrow();
  });

  it('refuses a value whose ciphertext was altered', () => {
    const [version, iv, tag, body = ''] = cipher.seal('u1', grant).split('.');
    const altered = Buffer.from(body, 'base64url');
    altered.writeUInt8(altered.readUInt8(0) ^ 0x01, 0);
    expect(() => cipher.open('u1', [version, iv, tag, altered.toString('base64url')].join('.'))).toThrow();
  });
});
