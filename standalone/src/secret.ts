import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The token-signing secret of the embedded default, made on the first start and kept in the data
 * folder so sessions survive a restart.
 */
export async function loadOrCreateSecret(dataDir: string): Promise<string> {
  const path = join(dataDir, 'jwt-secret');
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await writeFile(path, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
