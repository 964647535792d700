import { randomUUID } from 'node:crypto';
import { v5 } from 'uuid';

/** The namespace of every id Rushes derives from names (a fixed random uuid). */
const RUSHES_NAMESPACE = 'b343644c-0196-49a4-945e-e43ae1b396d1';

/** A uuid derived from `parts` (version 5): the same parts give the same id. */
export const uuidFrom = (...parts: string[]): string => v5(JSON.stringify(parts), RUSHES_NAMESPACE);

/**
 * The id of something a command creates. With an idempotency key (Relay's `clientMutationId`) a
 * retry names the same aggregate, so the log recognises the command and nothing is created twice.
 */
export const newId = (what: string, actorId: string, idempotencyKey?: string | null): string =>
  idempotencyKey ? uuidFrom(what, actorId, idempotencyKey) : randomUUID();
