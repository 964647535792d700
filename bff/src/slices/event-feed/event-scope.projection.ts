import { type Projection, placementsOf, placingEventTypes } from '@rushes/events';
import type { Database } from '@rushes/migrations';

/** Rows per statement: well under PostgreSQL's 65,535 parameters, whatever a copy holds. */
const rowsPerInsert = 10_000;

function* chunks<T>(rows: readonly T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    yield rows.slice(start, start + rowsPerInsert);
  }
}

/**
 * `event_scope_subject` and `event_scope_project`: where the feed's resources belong, from the
 * events that place them (`placementsOf`). A project that moves gets a row from the move's commit
 * on, so older events keep the workspace they happened in.
 */
export const eventScopesProjection: Projection<Database> = {
  name: 'event-scopes',
  tables: ['event_scope_subject', 'event_scope_project'],
  handles: placingEventTypes,
  async applyBatch(trx, events) {
    const subjects = new Map<string, { subject: string; projectId: string }>();
    const projects = new Map<string, { projectId: string; fromSeq: number; workspaceId: string }>();
    for (const { event, commit } of events) {
      const placed = placementsOf(event);
      for (const row of placed.subjects) subjects.set(row.subject, row);
      for (const { projectId, workspaceId } of placed.projects) {
        // The last placement of a commit wins, as reading its events in order leaves it.
        projects.set(`${projectId} ${commit.seq}`, { projectId, fromSeq: commit.seq, workspaceId });
      }
    }
    for (const rows of chunks([...subjects.values()])) {
      await trx
        .insertInto('eventScopeSubject')
        .values(rows)
        .onConflict((oc) => oc.column('subject').doNothing())
        .execute();
    }
    for (const rows of chunks([...projects.values()])) {
      await trx
        .insertInto('eventScopeProject')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['projectId', 'fromSeq'])
            .doUpdateSet((eb) => ({ workspaceId: eb.ref('excluded.workspaceId') })),
        )
        .execute();
    }
  },
};
