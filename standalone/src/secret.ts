import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE } from '@rushes/runtime';

/**
 * A secret of the embedded default, made on the first start and kept in the data folder (readable
 * by its owner only) so what depends on it survives a restart: the token-signing secret
 * (`jwt-secret`, so sessions survive), the key that seals second factors' secrets (`secrets-key`,
 * without which no factor could be checked again) and the embedded PostgreSQL's passwords.
 */
export async function loadOrCreateSecret(dataDir: string, name = 'jwt-secret'): Promise<string> {
  const path = join(dataDir, name);
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await writeFile(path, secret, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    return secret;
  }
}
