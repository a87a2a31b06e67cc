import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const AUTH_TAG_BYTES = 16;

/**
 * AES-256-GCM for the tokens at rest. Each value is bound to its owner (the user id is the
 * additional authenticated data), so a ciphertext copied onto another account does not open.
 */
export class TokenCipher {
  private readonly key: Buffer;

  constructor(keyBase64: string) {
    this.key = Buffer.from(keyBase64, 'base64');
    if (this.key.length !== 32) throw new Error('the token key must be 32 bytes');
  }

  seal(owner: string, value: unknown): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(owner));
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** Throws when the value was not sealed with this key for this owner, or was altered. */
  open(owner: string, sealed: string): unknown {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed token');
    const authTag = Buffer.from(tag, 'base64url');
    // GCM would check a shorter tag as far as it goes: a 4-byte one is forged in 2^32 tries.
    if (authTag.length !== AUTH_TAG_BYTES) throw new Error('not a sealed token');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), { authTagLength: AUTH_TAG_BYTES });
    decipher.setAAD(Buffer.from(owner));
    decipher.setAuthTag(authTag);
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    return JSON.parse(text) as unknown;
  }
}
