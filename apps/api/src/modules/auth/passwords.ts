import { hash, verify } from '@node-rs/argon2';

/**
 * The argon2id work behind every stored secret, in one object so that tests can count the hashing
 * (the paths that must not be told apart by timing do the same work).
 */
export const secrets = {
  /** argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes. */
  hash: (secret: string): Promise<string> => hash(secret),
  verify: (hashed: string, secret: string): Promise<boolean> => verify(hashed, secret),
};

export function hashSecret(secret: string): Promise<string> {
  return secrets.hash(secret);
}

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await secrets.verify(hashed, secret);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the account does not exist, so timing does not reveal accounts. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hash('decoy-password-for-timing');
  return decoy;
}
