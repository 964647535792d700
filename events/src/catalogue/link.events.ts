import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });
const ids = Type.Array(id);
/** When a link stops working (ISO 8601); null for a link that never expires. */
const expiresAt = Type.Union([Type.String({ minLength: 1 }), Type.Null()]);

/** Where a watermark's text sits on the picture (media-handling §3). */
export const watermarkPositions = [
  'TOPLEFT',
  'TOPCENTER',
  'TOPRIGHT',
  'CENTER',
  'BOTTOMLEFT',
  'BOTTOMCENTER',
  'BOTTOMRIGHT',
] as const;

const watermark = Type.Union([
  Type.Object({
    text: Type.String({ minLength: 1 }),
    position: Type.Union(watermarkPositions.map((position) => Type.Literal(position))),
  }),
  Type.Null(),
]);

/**
 * A share link (stream `link.<id>`) to folders and assets of one project, opened by its `token`
 * (random, URL-safe, at least 128 bits). Its creator is the decision's actor.
 */
export const linkCreated = defineEvent('link.created', {
  versions: {
    1: Type.Object({
      id,
      projectId: id,
      token: Type.String({ minLength: 22 }),
      name: Type.String({ minLength: 1 }),
      folderIds: ids,
      assetIds: ids,
      canDownload: Type.Boolean(),
      expiresAt,
      allowComments: Type.Boolean(),
    }),
  },
});

/** Only the options that changed; a watermark of null takes it off. */
export const linkOptionsChanged = defineEvent('link.options_changed', {
  versions: {
    1: Type.Object({
      id,
      name: Type.Optional(Type.String({ minLength: 1 })),
      canDownload: Type.Optional(Type.Boolean()),
      expiresAt: Type.Optional(expiresAt),
      allowComments: Type.Optional(Type.Boolean()),
      watermark: Type.Optional(watermark),
    }),
  },
});

/** The link's password as an argon2id hash, or none any more (null). */
export const linkPasswordSet = defineEvent('link.password_set', {
  versions: {
    1: Type.Object({ id, passwordHash: Type.Union([Type.String({ minLength: 1 }), Type.Null()]) }),
  },
});

/** What the link shares from now on. */
export const linkItemsSet = defineEvent('link.items_set', {
  versions: { 1: Type.Object({ id, folderIds: ids, assetIds: ids }) },
});

/** The link was mailed to `recipients` with the sender's personal message (may be empty). */
export const linkSent = defineEvent('link.sent', {
  versions: {
    1: Type.Object({
      id,
      recipients: Type.Array(Type.String({ minLength: 3 }), { minItems: 1 }),
      message: Type.String(),
    }),
  },
});

/** The link stops working for good; its stream stays. */
export const linkDeleted = defineEvent('link.deleted', {
  versions: { 1: Type.Object({ id }) },
});

export type LinkCreated = EventOf<typeof linkCreated>;
export type LinkOptionsChanged = EventOf<typeof linkOptionsChanged>;
export type LinkPasswordSet = EventOf<typeof linkPasswordSet>;
export type LinkItemsSet = EventOf<typeof linkItemsSet>;
export type LinkSent = EventOf<typeof linkSent>;
export type LinkDeleted = EventOf<typeof linkDeleted>;
export type LinkEvent =
  | LinkCreated
  | LinkOptionsChanged
  | LinkPasswordSet
  | LinkItemsSet
  | LinkSent
  | LinkDeleted;
export type WatermarkPosition = (typeof watermarkPositions)[number];
