import { type Kysely, sql } from 'kysely';
import type pg from 'pg';

/** `NOTIFY rushes_checkpoint, '<projection>:<seq>'` follows every checkpoint commit. */
export const checkpointChannel = 'rushes_checkpoint';

/** Another runner moved the checkpoint: this one is no longer the active runner. */
export class CheckpointMoved extends Error {
  constructor(
    readonly projection: string,
    readonly expectedSeq: number,
  ) {
    super(`checkpoint of ${projection} is no longer at ${expectedSeq}`);
    this.name = 'CheckpointMoved';
  }
}

export async function readCheckpoint<DB>(db: Kysely<DB>, name: string): Promise<number> {
  const { rows } = await sql<{ seq: string }>`
    SELECT seq FROM projection_checkpoint WHERE name = ${name}
  `.execute(db);
  return Number(rows[0]?.seq ?? 0);
}

/** The checkpoints of `names` that exist (a missing one is 0). */
export async function readCheckpoints(
  pool: pg.Pool,
  names: string[],
): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ name: string; seq: string }>(
    'SELECT name, seq FROM projection_checkpoint WHERE name = ANY($1)',
    [names],
  );
  return new Map(rows.map((row) => [row.name, Number(row.seq)]));
}

/**
 * Moves a checkpoint from `from` to `to` inside the batch's transaction and announces it on
 * commit. Run first in the transaction: the row lock makes a second runner that lost its advisory
 * lock wait, then fail with `CheckpointMoved` instead of applying the batch twice.
 */
export async function advanceCheckpoint<DB>(
  trx: Kysely<DB>,
  name: string,
  from: number,
  to: number,
): Promise<void> {
  const { rows } = await sql`
    INSERT INTO projection_checkpoint (name, seq) VALUES (${name}, ${to})
    ON CONFLICT (name) DO UPDATE SET seq = excluded.seq WHERE projection_checkpoint.seq = ${from}
    RETURNING seq
  `.execute(trx);
  if (rows.length === 0) throw new CheckpointMoved(name, from);
  await sql`SELECT pg_notify(${checkpointChannel}, ${`${name}:${to}`})`.execute(trx);
}

export async function deleteCheckpoints<DB>(trx: Kysely<DB>, names: string[]): Promise<void> {
  await sql`DELETE FROM projection_checkpoint WHERE name = ANY(${names})`.execute(trx);
}
