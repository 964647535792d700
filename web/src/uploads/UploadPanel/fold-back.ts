import { isFinished, type Operation } from '../operation.ts';

/** How long the upload list stays open once the last upload has ended, before it folds back. */
export const FOLD_BACK_DELAY_MS = 4000;

/** A failure the user has not dealt with yet (retried, cleared or archived by a new batch). */
const waitsForTheUser = (op: Operation) => op.state === 'Failed' && !op.isArchived;

/** Whether some operation is still under way: queued, uploading, analysing or processing. */
export const isUnderWay = (ops: readonly Operation[]): boolean => ops.some((op) => !isFinished(op));

export interface FoldBackState {
  operations: readonly Operation[];
  /** The list opened (or stayed open) while operations were under way. */
  openedForWork: boolean;
  hovered: boolean;
  focused: boolean;
}

/**
 * Whether the open upload list folds back into the footer (after FOLD_BACK_DELAY_MS): only a
 * list that was open for work folds, once every operation has finished, none failed and waiting
 * for the user, and neither the pointer nor the keyboard focus is on it. A list the user opened
 * to look at what is done stays until they close it.
 */
export function foldsBack({ operations, openedForWork, hovered, focused }: FoldBackState): boolean {
  if (!openedForWork || hovered || focused) return false;
  return !isUnderWay(operations) && !operations.some(waitsForTheUser);
}
