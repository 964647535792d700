import type { Transaction } from 'kysely';
import type { Commit, DomainEvent, StoredEvent } from '../envelope.ts';

/**
 * A read model fed by the log. The runner opens the transaction, applies a batch of commits and
 * writes the checkpoint in the same transaction. `apply` writes only the projection's own
 * `tables` and takes time from `commit.meta.at`, never from the clock.
 */
export interface Projection<DB> {
  name: string;
  tables: readonly string[];
  handles: readonly string[];
  apply(trx: Transaction<DB>, event: DomainEvent, commit: Commit<StoredEvent>): Promise<void>;
}
