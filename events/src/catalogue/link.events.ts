import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';
import {
  publishedWatermarkPositions,
  publishedWatermarkTypes,
} from './published-watermark-vocabulary.ts';

const id = Type.String({ minLength: 1 });
const ids = Type.Array(id);
/** When a link stops working (ISO 8601); null for a link that never expires. */
const expiresAt = Type.Union([Type.String({ minLength: 1 }), Type.Null()]);

const position = Type.Union(publishedWatermarkPositions.map((place) => Type.Literal(place)));
const watermarkV1 = Type.Union([
  Type.Object({ text: Type.String({ minLength: 1 }), position }),
  Type.Null(),
]);
/** `text` is the custom text, empty for the other types; `opacity` the text's, 10–100. */
const watermark = Type.Union([
  Type.Object({
    type: Type.Union(publishedWatermarkTypes.map((type) => Type.Literal(type))),
    text: Type.String(),
    position,
    opacity: Type.Integer({ minimum: 10, maximum: 100 }),
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

const options = {
  id,
  name: Type.Optional(Type.String({ minLength: 1 })),
  canDownload: Type.Optional(Type.Boolean()),
  expiresAt: Type.Optional(expiresAt),
  allowComments: Type.Optional(Type.Boolean()),
};

/**
 * Only the options that changed; a watermark of null takes it off. Since v2 a watermark shows one
 * of the types, at an opacity; a v1 watermark was custom text, fully opaque.
 */
export const linkOptionsChanged = defineEvent('link.options_changed', {
  versions: {
    1: Type.Object({ ...options, watermark: Type.Optional(watermarkV1) }),
    2: Type.Object({ ...options, watermark: Type.Optional(watermark) }),
  },
  upcast: {
    1: ({ watermark: v1, ...rest }) => ({
      ...rest,
      ...(v1 === undefined
        ? {}
        : { watermark: v1 && { type: 'CUSTOM' as const, ...v1, opacity: 100 } }),
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

/**
 * The link shares a collection of its project (appended with its `link.created`, which then
 * names no folder nor asset): its visitors see the collection's assets as they match when they
 * look, within what the link's maker may share then.
 */
export const linkCollectionShared = defineEvent('link.collection_shared', {
  versions: { 1: Type.Object({ id, collectionId: id }) },
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
export type LinkCollectionShared = EventOf<typeof linkCollectionShared>;
export type LinkSent = EventOf<typeof linkSent>;
export type LinkDeleted = EventOf<typeof linkDeleted>;
export type LinkEvent =
  | LinkCreated
  | LinkOptionsChanged
  | LinkPasswordSet
  | LinkItemsSet
  | LinkCollectionShared
  | LinkSent
  | LinkDeleted;
