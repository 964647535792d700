import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

/**
 * Someone opened a share link (stream `visit.<visitId>`, acted by the link, from the visitor's
 * address): the visit their requests belong to, and the e-mail address they gave, if any.
 */
export const linkVisited = defineEvent('link.visited', {
  versions: {
    1: Type.Object({
      linkId: Type.String({ minLength: 1 }),
      visitId: Type.String({ minLength: 1 }),
      email: Type.Union([Type.String(), Type.Null()]),
    }),
  },
});

/** The visitor started playing a version of an asset the link holds (stream `visit.<visitId>`). */
export const linkPlayed = defineEvent('link.played', {
  versions: {
    1: Type.Object({
      linkId: Type.String({ minLength: 1 }),
      visitId: Type.String({ minLength: 1 }),
      assetId: Type.String({ minLength: 1 }),
      versionId: Type.String({ minLength: 1 }),
    }),
  },
});

export type LinkVisited = EventOf<typeof linkVisited>;
export type LinkPlayed = EventOf<typeof linkPlayed>;
export type VisitEvent = LinkVisited | LinkPlayed;
