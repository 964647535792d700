import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });

/**
 * Someone was handed a version to look at (stream `viewing.<id>`, one per session, version and
 * hour, decision 0119): its pictures and sound as the viewer shows them, or also the uploaded
 * file itself (`original`: a document or image shown from its file, or the player's Original
 * quality), which they could keep. Who is the commit's actor: a user, or a share link's visitor.
 */
export const versionViewed = defineEvent('version.viewed', {
  versions: {
    1: Type.Object({
      projectId: id,
      assetId: id,
      versionId: id,
      original: Type.Boolean(),
    }),
  },
});

/**
 * A signed-in user started playing a version in the viewer (stream `viewing.<id>`, once per
 * session, version and hour). A share link's visitor's play is `link.played`.
 */
export const versionPlayed = defineEvent('version.played', {
  versions: { 1: Type.Object({ projectId: id, assetId: id, versionId: id }) },
});

export type VersionViewed = EventOf<typeof versionViewed>;
export type VersionPlayed = EventOf<typeof versionPlayed>;
export type ViewingEvent = VersionViewed | VersionPlayed;
