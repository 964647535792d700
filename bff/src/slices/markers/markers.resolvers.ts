import { uuidFrom } from '@rushes/events';
import { type EditMarker, readMarkers } from '@rushes/rules';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import type { MutationImportMarkersArgs } from '../../graphql/schema-types.generated.ts';
import { decideFor } from '../../request-context.ts';
import { commentAuthor, commentableVersion } from '../comments/comment.access.ts';
import { commentCommands } from '../comments/comment.binding.ts';
import type { AddComment } from '../comments/comment.decider.ts';
import { findCommentPlaces, markerOf } from '../comments/comment.queries.ts';
import { timedVersion } from '../notes-export/version-timecode.ts';
import { commentTextOf, placeMarkers } from './marker-placement.ts';

/**
 * A marker's comment id, the same each time the same marker comes to the same version: the log
 * then adds nothing for a marker imported before, whoever imports it (nor one removed since).
 */
const markerCommentId = (versionId: string, marker: EditMarker) =>
  uuidFrom(
    'marker-comment',
    versionId,
    JSON.stringify([
      marker.timecode,
      marker.user,
      marker.colour,
      marker.text,
      marker.durationFrames,
    ]),
  );

async function importMarkers(
  _root: unknown,
  { input }: MutationImportMarkersArgs,
  ctx: MercuriusContext,
) {
  const author = commentAuthor(ctx);
  const version = await commentableVersion(ctx, input.versionId);
  if (author.kind === 'visitor') throw appError('FORBIDDEN');
  const file = readMarkers(input.content);
  if (!file) throw appError('VALIDATION_FAILED', { field: 'content', rule: 'markerFile' });
  const asset = await ctx.loaders.asset.load(version.assetId);
  const timed = timedVersion(version, asset?.type === 'Video');
  const { placed, leftOut } = placeMarkers(file.markers, timed);
  // a note exported from Rushes comes back as a marker at its frame with its text: already here
  const here = new Set(
    (await findCommentPlaces(ctx.services.db, version.id)).map(
      ({ start, text }) => `${start} ${text}`,
    ),
  );
  let importedCount = 0;
  for (const { marker, start, end } of placed) {
    if (here.has(`${start} ${commentTextOf(marker)}`)) continue;
    const command: AddComment = {
      type: 'AddComment',
      commentId: markerCommentId(version.id, marker),
      by: author,
      version: { id: version.id, assetId: version.assetId, projectId: version.projectId },
      reply: null,
      text: commentTextOf(marker),
      position: { start, end },
      annotation: null,
      marker: { format: file.format, user: marker.user, colour: marker.colour },
      carriedFrom: null,
    };
    const { events } = await decideFor(ctx, commentCommands, command.commentId, command);
    importedCount += events.length > 0 ? 1 : 0;
  }
  const notImported = [
    ...file.unread.map(({ line, reason }) => ({ line, timecode: null, text: '', reason })),
    ...leftOut.map(({ marker, reason }) => ({
      line: marker.line,
      timecode: marker.timecode,
      text: marker.text,
      reason,
    })),
  ].sort((a, b) => a.line - b.line);
  return {
    format: file.format,
    importedCount,
    alreadyImportedCount: placed.length - importedCount,
    notImported,
    version,
    clientMutationId: input.clientMutationId ?? null,
  };
}

export const markersResolvers = {
  Mutation: { importMarkers },
  Comment: {
    marker: markerOf,
  },
} satisfies IResolvers;
