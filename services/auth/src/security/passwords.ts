import argon2 from 'argon2';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes), which match
 * OWASP's current guidance for argon2id.
 */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification when there is no account or no password, so
 * the answer time does not tell whether an e-mail is registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('lumafolio-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
