import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the library declares its algorithms as a const enum, which type stripping cannot read. */
const ARGON2ID = 2 as Algorithm;

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether the password matches. Without an account the check still runs against a throw-away hash, so the answer
 * takes as long for an unknown email as for a wrong password.
 */
export async function passwordMatches(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password-at-all');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
