import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id; these are OWASP's minimum costs for it.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** An argon2id hash in PHC form (`$argon2id$v=19$…`), salt included. */
export const hashPassword = (password: string): Promise<string> => hash(password, options);

/** False for a wrong password and for a hash that is not argon2 at all. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/** Spends the time a real check would, so an unknown e-mail answers as slowly as a known one. */
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('rushes-decoy-password');
  await verifyPassword(await decoy, password);
  return false;
}
