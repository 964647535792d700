import type { Kysely } from 'kysely';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { Commit } from '../envelope.ts';
import { advanceCheckpoint } from './checkpoint.queries.ts';
import type { Projection } from './projection.ts';

/**
 * Applies a batch of commits to one projection in one transaction, with its checkpoint moved from
 * `from` to the last commit's seq (ignored commits count too). Returns the new checkpoint.
 */
export async function applyBatch<DB>(
  { db, catalogue }: { db: Kysely<DB>; catalogue: Catalogue },
  projection: Projection<DB>,
  from: number,
  commits: readonly Commit[],
): Promise<number> {
  const last = commits.at(-1);
  if (!last) return from;
  const handled = new Set(projection.handles);
  const events = commits.flatMap((commit) =>
    commit.events
      .filter((stored) => handled.has(stored.type))
      .map((stored) => ({ event: catalogue.decode(stored, commit.meta), commit })),
  );
  await db.transaction().execute(async (trx) => {
    await advanceCheckpoint(trx, projection.name, from, last.seq);
    if ('applyBatch' in projection) {
      if (events.length > 0) await projection.applyBatch(trx, events);
      return;
    }
    for (const { event, commit } of events) await projection.apply(trx, event, commit);
  });
  return last.seq;
}
