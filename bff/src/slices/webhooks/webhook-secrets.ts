import type { Database } from '@rushes/migrations';
import type { Sealer } from '@rushes/runtime';
import type { Kysely } from 'kysely';
import { newWebhookSecret } from './webhook-signature.ts';

/** How long a rotated-out secret still signs, so a receiver changes over without a gap. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;

/**
 * Webhooks' signing secrets: made here, shown once to whoever asked, kept sealed in
 * `webhook_secret` (the BFF's operational state, never in the log) because signing needs them.
 */
export function createWebhookSecrets(db: Kysely<Database>, sealer: Sealer) {
  const keep = (webhookId: string, secret: string, now: Date) =>
    db
      .insertInto('webhookSecret')
      .values({ webhookId, sealed: sealer.seal(secret), createdAt: now, expiresAt: null })
      .execute();

  return {
    /** A webhook's first secret. */
    async issue(webhookId: string, now: Date): Promise<string> {
      const secret = newWebhookSecret();
      await keep(webhookId, secret, now);
      return secret;
    },

    /**
     * A new current secret; the one it replaces signs too until `previousValidUntil`, and any
     * rotated out before keeps its own end. Ended ones are dropped.
     */
    async rotate(webhookId: string, now: Date) {
      const secret = newWebhookSecret();
      const previousValidUntil = new Date(now.getTime() + ROTATION_OVERLAP_MS);
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('webhookSecret')
          .where('webhookId', '=', webhookId)
          .where('expiresAt', '<=', now)
          .execute();
        await trx
          .updateTable('webhookSecret')
          .set({ expiresAt: previousValidUntil })
          .where('webhookId', '=', webhookId)
          .where('expiresAt', 'is', null)
          .execute();
        await trx
          .insertInto('webhookSecret')
          .values({ webhookId, sealed: sealer.seal(secret), createdAt: now, expiresAt: null })
          .execute();
      });
      return { secret, previousValidUntil };
    },

    /** The secrets a delivery at `now` is signed with: the current one first, then the newest. */
    async signing(webhookId: string, now: Date): Promise<string[]> {
      const rows = await db
        .selectFrom('webhookSecret')
        .select(['sealed', 'expiresAt'])
        .where('webhookId', '=', webhookId)
        .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
        .orderBy('id', 'desc')
        .execute();
      const current = rows.filter((row) => row.expiresAt === null);
      const previous = rows.filter((row) => row.expiresAt !== null);
      return [...current, ...previous].map((row) => sealer.open(row.sealed));
    },
  };
}

export type WebhookSecrets = ReturnType<typeof createWebhookSecrets>;
