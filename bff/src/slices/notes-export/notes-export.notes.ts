import type { RequestContext } from '../../request-context.ts';
import { type CommentRow, findReplies, listThreads } from '../comments/comment.queries.ts';
import { authorNameOf } from '../comments/comment.resolvers.ts';
import { MAX_FRAMES, noteFrames } from './note-frames.ts';
import type { Note, NotesVersion } from './notes.ts';
import type { ExportedVersions } from './notes-export.access.ts';
import { timedVersion } from './version-timecode.ts';

/** A version's export holds at most this many threads, in the order the viewer lists them. */
const MAX_THREADS = 5_000;

async function noteOf(ctx: RequestContext, row: CommentRow, replies: readonly Note[]) {
  return {
    author: await authorNameOf(ctx, row),
    createdAt: row.createdAt,
    text: row.text,
    start: row.start,
    end: row.end,
    annotation: row.deleted ? null : row.annotation,
    replies,
  } satisfies Note;
}

/**
 * The threads of each version as the comments list shows them (a removed comment only while it
 * holds replies, its text empty), each with its replies, authors named as the viewer knows them;
 * of a review session's, only the threads it holds notes in.
 */
export async function notesOf(
  ctx: RequestContext,
  exported: ExportedVersions,
): Promise<NotesVersion[]> {
  const { db } = ctx.services;
  return Promise.all(
    exported.versions.map(async ({ version, asset }) => {
      const listed = await listThreads(db, version.id, { limit: MAX_THREADS, after: null });
      const { session } = exported;
      const threads = session ? listed.filter((row) => session.threadIds.has(row.id)) : listed;
      const replies = threads.length
        ? await findReplies(
            db,
            threads.map((row) => row.id),
          )
        : null;
      const notes = await Promise.all(
        threads.map(async (thread) =>
          noteOf(
            ctx,
            thread,
            await Promise.all(
              (replies?.get(thread.id) ?? []).map((reply) => noteOf(ctx, reply, [])),
            ),
          ),
        ),
      );
      return {
        assetName: asset.name,
        versionNumber: version.number,
        filename: version.filename,
        ...timedVersion(version, asset.type === 'Video'),
        notes,
      };
    }),
  );
}

/** The frames the PDF shows beside the notes: of video versions, MAX_FRAMES in all at most. */
export async function pdfFrames(
  ctx: RequestContext,
  exported: ExportedVersions,
  versions: readonly NotesVersion[],
): Promise<Map<Note, Buffer>> {
  const { storage } = ctx.services;
  const read = async (key: string) => Buffer.concat(await (await storage.getObject(key)).toArray());
  const frames = new Map<Note, Buffer>();
  for (const [index, notes] of versions.entries()) {
    const version = exported.versions[index]?.version;
    if (!version || !notes.video || frames.size >= MAX_FRAMES) continue;
    const taken = await noteFrames(
      read,
      { levels: version.levels, fps: notes.fps },
      notes.notes,
      MAX_FRAMES - frames.size,
    );
    for (const [note, frame] of taken) frames.set(note, frame);
  }
  return frames;
}
