import type { Slice } from '../../slice.ts';
import { notesExportMutations } from './notes-export.mutations.ts';
import { startNotesSweeper } from './notes-sweeper.ts';

/**
 * Notes export: the comments of a folder, asset or version as CSV, PDF, EDL or Avid markers; the
 * files go from storage once their URLs have expired.
 */
export const notesExportSlice: Slice = {
  name: 'notes-export',
  resolvers: [notesExportMutations],
  background: ({ storage, logger }) => startNotesSweeper(storage, logger),
};
