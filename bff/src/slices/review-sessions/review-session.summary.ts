import type { RequestContext } from '../../request-context.ts';
import { mayComment } from '../assets/asset.access.ts';
import { listAttendees, listSessionComments, listShownVersions } from './review-session.queries.ts';

/**
 * The comments made in a session that the viewer may read, oldest first: those who may comment
 * on an asset read its comments, whichever session they were made in.
 */
export async function readableNotes(ctx: RequestContext, sessionId: string) {
  const rows = await listSessionComments(ctx.services.db, sessionId);
  const assetIds = [...new Set(rows.map((row) => row.assetId))];
  const allowed = await Promise.all(assetIds.map((assetId) => mayComment(ctx, assetId)));
  const readable = new Set(assetIds.filter((_assetId, index) => allowed[index]));
  return rows.filter((row) => readable.has(row.assetId));
}

/** A version a session showed, with its asset, as the viewer's loaders read them. */
export async function shownVersionsOf(ctx: RequestContext, sessionId: string) {
  const shown = await listShownVersions(ctx.services.db, sessionId);
  const read = await Promise.all(
    shown.map(async (row) => {
      const [asset, version] = await Promise.all([
        ctx.loaders.asset.load(row.assetId),
        ctx.loaders.version.load(row.versionId),
      ]);
      return asset && version ? [{ ...row, asset, version }] : [];
    }),
  );
  return read.flat();
}

/** A session's summary as the viewer may read it: who took part, what was shown, the notes. */
export async function sessionSummary(ctx: RequestContext, sessionId: string) {
  const [attendees, shown, notes] = await Promise.all([
    listAttendees(ctx.services.db, sessionId),
    shownVersionsOf(ctx, sessionId),
    readableNotes(ctx, sessionId),
  ]);
  return { attendees, shown, notes };
}

export type SessionSummaryRead = Awaited<ReturnType<typeof sessionSummary>>;
