// Password hashes (issue 3): argon2id with the OWASP parameters, computed by @node-rs/argon2 on its own
// threads so the event loop keeps serving while a sign-in hashes.
import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum (not usable with isolatedModules); 2 is Argon2id.
const ARGON2ID: Algorithm = 2;

/** OWASP password storage cheat sheet: argon2id, m=19456 KiB, t=2, p=1. */
export const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The argon2id hash (PHC string) of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when the password matches; false for a wrong password or a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes, once per process, the hash that unknown emails are checked against. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/** Spends the time of one real verification and fails (unknown email: no account enumeration by timing). */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}

/** True when a stored hash was made with weaker or other parameters than today's. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const used = parseOptions(passwordHash);
    return (
      used.algorithm !== ARGON2ID ||
      used.memoryCost < (ARGON2_OPTIONS.memoryCost ?? 0) ||
      used.timeCost < (ARGON2_OPTIONS.timeCost ?? 0) ||
      used.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}
