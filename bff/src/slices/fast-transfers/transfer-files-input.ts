import type { GrantedFile } from '../../auth/transfer-grant.ts';
import { appError } from '../../errors.ts';
import type { TransferFileInput } from '../../graphql/schema-types.generated.ts';
import { uploadSizeProblem } from '../assets/upload-plan.ts';

/** The segments of a file's path below the folder chosen, or null when it is no such path. */
function segmentsOf(name: string): string[] | null {
  const segments = name.split('/');
  const fine = segments.every(
    (segment) => segment.trim() === segment && segment !== '' && !segment.includes('\\'),
  );
  return fine ? segments : null;
}

/**
 * The files a transfer client may upload, checked as startUpload will check each of them: a name,
 * or a path below the folder chosen (`Day 3/A003C012.mov`: its folders exist there, as the page
 * makes them before it asks), whose file name and folders start with no dot; a whole number of
 * bytes up to `maxBytes`; each path once; one file alone for a new version. VALIDATION_FAILED
 * naming the file's place in the list and the rule otherwise.
 */
export function uploadFilesOf(
  files: readonly TransferFileInput[],
  { maxBytes, version }: { maxBytes: number; version: boolean },
): GrantedFile[] {
  if (files.length === 0) throw appError('VALIDATION_FAILED', { field: 'files', rule: 'required' });
  if (version && files.length > 1) {
    throw appError('VALIDATION_FAILED', { field: 'files', rule: 'maxItems', max: 1 });
  }
  const seen = new Set<string>();
  return files.map(({ name: given, size }, index) => {
    const name = given.trim();
    const refuse = (rule: string, more: object = {}) =>
      appError('VALIDATION_FAILED', { field: 'files', index, rule, ...more });
    if (name === '') throw refuse('required');
    const segments = segmentsOf(name);
    if (!segments) throw refuse('path');
    if (segments.some((segment) => segment.startsWith('.'))) throw refuse('dotFile');
    const tooLarge = uploadSizeProblem(size, maxBytes);
    if (tooLarge) throw refuse('range', { max: tooLarge.max });
    if (seen.has(name)) throw refuse('unique');
    seen.add(name);
    return { name, size };
  });
}
