import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byId, byKey } from '../loaders.ts';
import {
  type DeliveryRow,
  findAttempts,
  findDeliveriesByIds,
  findFailingSince,
  findLastDeliveries,
} from './delivery-log.queries.ts';
import { findWebhooksByIds } from './webhook.queries.ts';

export const webhookLoaders = (db: Kysely<Database>) => ({
  webhook: byId((ids) => findWebhooksByIds(db, ids)),
  webhookFailingSince: byKey<Date | null>((ids) => findFailingSince(db, ids), null),
  webhookDelivery: byId((ids) => findDeliveriesByIds(db, ids)),
  webhookDeliveryAttempts: byKey((ids) => findAttempts(db, ids), []),
  webhookLastDelivery: byKey<DeliveryRow | null>((ids) => findLastDeliveries(db, ids), null),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof webhookLoaders> {}
}
