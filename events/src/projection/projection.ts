import type { Transaction } from 'kysely';
import type { Commit, DomainEvent, StoredEvent } from '../envelope.ts';

/** One decoded event the projection handles, with the commit that carried it. */
export interface ProjectedEvent {
  event: DomainEvent;
  commit: Commit<StoredEvent>;
}

interface ProjectionBase {
  name: string;
  tables: readonly string[];
  handles: readonly string[];
}

/**
 * A read model fed by the log. The runner opens the transaction, applies a batch of commits and
 * writes the checkpoint in the same transaction. A projection writes only its own `tables` and
 * takes time from `commit.meta.at`, never from the clock. It takes its events one at a time
 * (`apply`), or, where one statement per event would bound the rate, a whole batch in log order
 * (`applyBatch`), which must leave the tables as applying them one by one would.
 */
export type Projection<DB> = ProjectionBase &
  (
    | {
        apply(trx: Transaction<DB>, event: DomainEvent, commit: Commit<StoredEvent>): Promise<void>;
      }
    | { applyBatch(trx: Transaction<DB>, events: readonly ProjectedEvent[]): Promise<void> }
  );
