import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the library declares its algorithms as a const enum, which type stripping cannot read. */
const ARGON2ID = 2 as Algorithm;

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | undefined;

/**
 * The first candidate whose hash the password matches, checked in the order given (argon2 runs on libuv's
 * threads, off the event loop). Without candidates the check still runs against a throw-away hash, so an unknown
 * email takes as long as a wrong password.
 */
export async function firstMatching<T extends { passwordHash: string | null }>(
  candidates: readonly T[],
  password: string,
): Promise<T | undefined> {
  if (candidates.length === 0) {
    dummyHash ??= hashPassword('not-a-real-password-at-all');
    await verify(await dummyHash, password);
    return undefined;
  }
  for (const candidate of candidates) {
    if (candidate.passwordHash && (await verify(candidate.passwordHash, password))) return candidate;
  }
  return undefined;
}
