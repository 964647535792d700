import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { found } from '../access.ts';
import { reachedSession } from '../review-sessions/review-session.access.ts';
import { sessionSummary } from '../review-sessions/review-session.summary.ts';

/**
 * A review session's summary as an export covers it, where the viewer may see the session
 * (NOT_FOUND otherwise): the versions its readable notes are on, in the order the notes were
 * taken, the threads holding them, and who took part and what was shown.
 */
export async function sessionExported(ctx: RequestContext, globalId: string) {
  const { id } = fromGlobalId(globalId, { type: 'ReviewSession', field: 'reviewSessionId' });
  const { session } = found(await reachedSession(ctx, id), 'reviewSession', 'reviewSessionId');
  const { attendees, shown, notes } = await sessionSummary(ctx, session.id);
  const versionIds = [...new Set(notes.map((note) => note.versionId))];
  const versions = (
    await Promise.all(
      versionIds.map(async (versionId) => {
        const version = await ctx.loaders.version.load(versionId);
        const asset = version && (await ctx.loaders.asset.load(version.assetId));
        return version && asset ? [{ version, asset }] : [];
      }),
    )
  ).flat();
  return {
    projectId: session.projectId,
    name: session.name,
    versions,
    session: {
      threadIds: new Set(notes.map((note) => note.parentId ?? note.id)),
      summary: {
        startedAt: session.startedAt,
        endedAt: session.endedAt,
        attendees: attendees.map(({ name, joinedAt }) => ({ name, joinedAt })),
        shown: shown.map(({ asset, version, firstShownAt }) => ({
          assetName: asset.name,
          versionNumber: version.number,
          at: firstShownAt,
        })),
      },
    },
  };
}
