import type { ColumnType } from 'kysely';

/** A bigint: `pg` returns it as a string. */
type Int8 = ColumnType<string, number | string, number | string>;

/**
 * `custody_chain`: a project's public events in log order (`position` from 1), each as the
 * CloudEvent it was when chained, with `hash` = SHA-256(previous hash ‖ its canonical form).
 * Written by the BFF's custody worker only; never rebuilt (decision 0119).
 */
export interface CustodyChainTable {
  projectId: string;
  position: Int8;
  /** The CloudEvent's id, `<seq>-<index>`. */
  eventId: string;
  /** A uuid derived from `eventId`, the link's id as a GraphQL node. */
  id: string;
  cloudEvent: ColumnType<unknown, string, string>;
  previousHash: string;
  hash: string;
}

/** `custody_cursor`: the one row saying the last event of the log the chain has read. */
export interface CustodyCursorTable {
  one: ColumnType<boolean, boolean | undefined, boolean>;
  seq: Int8;
  eventIndex: number;
}
