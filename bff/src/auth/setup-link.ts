import type { Database } from '@rushes/migrations';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type BffConfig, publicOrigin } from '../config.ts';
import type { Accounts } from './accounts.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';
import { closeSetupTokens, insertSetupToken } from './setup-token.queries.ts';

/**
 * On start: when no user exists and no RUSHES_ADMIN_EMAIL is set, makes a one-time setup token
 * and prints the link that creates the first administrator. Returns the token (null when none).
 * Once a user exists, links printed earlier stop working.
 */
export async function openSetupLink(
  services: { config: BffConfig; db: Kysely<Database>; logger: FastifyBaseLogger },
  accounts: Pick<Accounts, 'anyExists'>,
): Promise<string | null> {
  const { config, db, logger } = services;
  if (await accounts.anyExists()) {
    await closeSetupTokens(db, new Date());
    return null;
  }
  if (config.adminEmail) return null;
  const token = newSecretToken();
  await insertSetupToken(db, hashSecretToken(token));
  const link = `${publicOrigin(config)}/invite/${token}`;
  const message = `Open ${link} to create the first administrator`;
  logger.info({ setupLink: link }, message);
  console.log(message);
  return token;
}
