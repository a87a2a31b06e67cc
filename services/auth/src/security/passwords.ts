import argon2 from 'argon2';

/**
 * How costly a password hash is (AUTH_PASSWORD_HASHING), both argon2id:
 * - `rfc9106`: 64 MiB, 3 passes, 4 lanes, RFC 9106's choice for machines short of memory and
 *   the library's defaults (about 0.2 CPU-seconds a hash);
 * - `owasp-minimum`: 19 MiB, 2 passes, 1 lane, the least OWASP's cheat sheet allows (about
 *   0.03 CPU-seconds), for test stacks whose thousands of sign-ups are not the subject.
 * A hash keeps its parameters, so either setting checks passwords hashed under the other.
 */
export const PASSWORD_HASHINGS = {
  rfc9106: { memoryCost: 65_536, timeCost: 3, parallelism: 4 },
  'owasp-minimum': { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
} as const;
export type PasswordHashing = keyof typeof PASSWORD_HASHINGS;

export function hashPassword(password: string, hashing: PasswordHashing = 'rfc9106'): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...PASSWORD_HASHINGS[hashing] });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Hashes and checks passwords at the process's configured cost. */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(readonly hashing: PasswordHashing = 'rfc9106') {}

  hash(password: string): Promise<string> {
    return hashPassword(password, this.hashing);
  }

  verify(hash: string, password: string): Promise<boolean> {
    return verifyPassword(hash, password);
  }

  /**
   * Spends the time of a real verification when there is no account or no password, so
   * the answer time does not tell whether an e-mail is registered.
   */
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash('lumafolio-dummy-password-for-timing');
    await verifyPassword(await this.dummyHash, password);
    return false;
  }
}
