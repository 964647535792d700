import type { Commit } from '@rushes/events';

/** The user behind a decision, for `created_by` columns; null when Rushes itself decided. */
export const createdBy = (commit: Commit): string | null =>
  commit.meta.actor.kind === 'user' ? commit.meta.actor.id : null;
