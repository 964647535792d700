import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import type {
  CommentsExportFormat as Format,
  MutationRequestCommentsExportArgs,
} from '../../graphql/schema-types.generated.ts';
import { signedInOrVisiting } from '../access.ts';
import { secondsLeft, urlsExpireAt } from '../signed-urls.ts';
import { avidMarkers } from './avid-markers.writer.ts';
import { notesCsv } from './csv.writer.ts';
import { notesEdl } from './edl.writer.ts';
import { fileSafe, isTimeZone, type NotesExport } from './notes.ts';
import { exportedVersions } from './notes-export.access.ts';
import { notesOf, pdfFrames } from './notes-export.notes.ts';
import { notesKey } from './notes-keys.ts';
import { type NoteFrames, notesPdf } from './pdf.writer.ts';
import { sessionCsv } from './session-csv.writer.ts';

/** Each format's writer, file name ending and media type. */
const formats: Record<
  Format,
  {
    write: (notes: NotesExport, frames: NoteFrames) => Buffer | Promise<Buffer>;
    /** The file name's end, after the exported name. */
    suffix: string;
    extension: string;
    type: string;
  }
> = {
  CSV: {
    write: (notes) => (notes.session ? sessionCsv(notes, notes.session) : notesCsv(notes)),
    suffix: 'notes',
    extension: 'csv',
    type: 'text/csv; charset=utf-8',
  },
  PDF: { write: notesPdf, suffix: 'notes', extension: 'pdf', type: 'application/pdf' },
  EDL: { write: notesEdl, suffix: 'notes', extension: 'edl', type: 'text/plain; charset=utf-8' },
  AVID_MARKERS: {
    write: avidMarkers,
    suffix: 'markers',
    extension: 'txt',
    type: 'text/plain; charset=utf-8',
  },
};

/**
 * Writes the comments the viewer may read on a folder, asset or version in the format asked for,
 * dates in their zone, keeps the file in storage for the day (`notes-keys.ts`) and hands out a
 * signed URL saving it. Not an event: a download of notes changes nothing in Rushes.
 */
async function requestCommentsExport(
  _root: unknown,
  args: MutationRequestCommentsExportArgs,
  ctx: MercuriusContext,
) {
  signedInOrVisiting(ctx);
  const { format, timeZone, clientMutationId, ...target } = args.input;
  if (!isTimeZone(timeZone)) {
    throw appError('VALIDATION_FAILED', { field: 'timeZone', rule: 'timeZone' });
  }
  const exported = await exportedVersions(ctx, target);
  const versions = await notesOf(ctx, exported);
  const { write, suffix, extension, type } = formats[format];
  const frames = format === 'PDF' ? await pdfFrames(ctx, exported, versions) : new Map();
  const session = exported.session?.summary;
  const title = `${exported.name} — ${session ? 'review session' : 'notes'}`;
  const body = await write({ title, timeZone, versions, session }, frames);
  const named = `${fileSafe(exported.name) || 'Rushes'}${session ? ' session' : ''}`;
  const filename = `${named} ${suffix}.${extension}`;
  const key = notesKey(new Date(), exported.projectId, extension);
  await ctx.services.storage.putObject(key, body, { contentType: type });
  const url = await ctx.services.storage.signGetUrl(key, {
    expiresInSeconds: await secondsLeft(ctx),
    downloadName: filename,
  });
  const commentCount = versions.reduce(
    (total, version) =>
      total + version.notes.reduce((count, note) => count + 1 + note.replies.length, 0),
    0,
  );
  return {
    url,
    expiresAt: await urlsExpireAt(ctx),
    filename,
    commentCount,
    clientMutationId: clientMutationId ?? null,
  };
}

export const notesExportMutations = {
  Mutation: { requestCommentsExport },
} satisfies IResolvers;
