import type { Slice } from '../../slice.ts';
import { notesExportMutations } from './notes-export.mutations.ts';

/** Notes export: the comments of a folder, asset or version as CSV, PDF, EDL or Avid markers. */
export const notesExportSlice: Slice = {
  name: 'notes-export',
  resolvers: [notesExportMutations],
};
