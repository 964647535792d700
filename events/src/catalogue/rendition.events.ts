import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';
import { publishedWatermarkPositions } from './published-watermark-vocabulary.ts';

const id = Type.String({ minLength: 1 });
const key = Type.String({ minLength: 1 });
const attempt = Type.Integer({ minimum: 1 });

/** What a running counter draws on each frame: its number, its timecode, its time from the start. */
export const watermarkCounters = ['FRAME', 'TIMECODE', 'TIME'] as const;

/** What is drawn: a fixed text, or a counter that changes from frame to frame. */
const mark = Type.Union([
  Type.Object({ kind: Type.Literal('TEXT'), text: Type.String({ minLength: 1 }) }),
  Type.Object({ kind: Type.Union(watermarkCounters.map((kind) => Type.Literal(kind))) }),
]);

const position = Type.Union(publishedWatermarkPositions.map((place) => Type.Literal(place)));
const percent = (minimum: number) => Type.Integer({ minimum, maximum: 100 });

/** What every rendition request names: the version, where it is stored, where outputs go. */
const requested = {
  id,
  attempt,
  linkId: id,
  projectId: id,
  assetId: id,
  versionId: id,
  sourceKey: key,
  filename: Type.String({ minLength: 1 }),
  mimetype: Type.String(),
  /** Outputs go under it (ending with `/`). */
  outputPrefix: key,
};

/**
 * A v1 request's margin, as the offsets of the description: v1 was drawn 3% of the picture's
 * height in from the edges, which is 32 px of a 1080-line picture (offsets scale the same way).
 */
const V1_MARGIN = 32;

const requestedV2 = Type.Object({
  ...requested,
  marks: Type.Array(Type.Object({ position, mark }), {
    minItems: 1,
    maxItems: publishedWatermarkPositions.length,
  }),
  fontSize: Type.Integer({ minimum: 12, maximum: 72 }),
  opacity: percent(10),
  opacityBackground: percent(0),
  horizontalOffset: percent(0),
  verticalOffset: percent(0),
});

/**
 * A version's pictures with a share link's watermark burned in (stream `rendition.<id>`, the id
 * derived from the version and the watermark, so every link with the same watermark shares it).
 * Since v2 the watermark is the whole description the player lays out (@rushes/rules'
 * `WatermarkSettings`): `marks`, one per position, each what is drawn there — a fixed text already
 * holding the visitor's name, the clip's name… where the watermark names them, or a counter —;
 * `fontSize` in pixels of a 1080-line picture; `opacity` the text's (10–100),
 * `opacityBackground` its box's (0–100); the offsets from the edges in 1080-line pixels. A v1
 * request had one mark at an opacity, its box half as opaque, 3% of the height in from the edges.
 * Asked for again after a failure, it is the next attempt. From v3, `live` says the version is a
 * Live asset's feed while it runs: the ingest server renders it from the feed as it comes
 * (decision 0139), not a transcoder from the source.
 */
export const renditionRequested = defineEvent('rendition.requested', {
  versions: {
    1: Type.Object({
      ...requested,
      mark,
      position: Type.Union(publishedWatermarkPositions.map((position) => Type.Literal(position))),
      opacity: Type.Integer({ minimum: 10, maximum: 100 }),
    }),
    2: requestedV2,
    3: Type.Composite([requestedV2, Type.Object({ live: Type.Boolean() })]),
  },
  upcast: {
    // The spec's size (32 px at 1080 lines), the box half as opaque as the text, and offsets that
    // keep v1's 3% margin (32 px at 1080 lines): an old request renders as it did.
    1: ({ mark, position, opacity, ...rest }) => ({
      ...rest,
      marks: [{ position, mark }],
      fontSize: 32,
      opacity,
      opacityBackground: Math.round(opacity / 2),
      horizontalOffset: V1_MARGIN,
      verticalOffset: V1_MARGIN,
    }),
    // Every request before v3 was of an uploaded version, rendered from its source.
    2: (v2) => ({ ...v2, live: false }),
  },
});

export const renditionProgressed = defineEvent('rendition.progressed', {
  versions: {
    1: Type.Object({ id, attempt, percent: Type.Integer({ minimum: 0, maximum: 100 }) }),
  },
});

/** Its first segments are in storage: the master playlist plays while the rest renders. */
export const renditionPlayable = defineEvent('rendition.playable', {
  versions: { 1: Type.Object({ id, attempt, masterKey: key }) },
});

/**
 * Every output is in storage: the playlist (null for a picture), the watermarked poster, and the
 * file a download hands out (an MP4 of the clip, the picture itself).
 */
export const renditionCompleted = defineEvent('rendition.completed', {
  versions: {
    1: Type.Object({
      id,
      attempt,
      masterKey: Type.Union([key, Type.Null()]),
      posterKey: Type.Union([key, Type.Null()]),
      downloadKey: key,
    }),
  },
});

/** `reason` is written for the visitor. */
export const renditionFailed = defineEvent('rendition.failed', {
  versions: { 1: Type.Object({ id, attempt, reason: Type.String({ minLength: 1 }) }) },
});

export type RenditionRequested = EventOf<typeof renditionRequested>;
/** What one item draws: a fixed text, or a counter. */
export type WatermarkMark = RenditionRequested['data']['marks'][number]['mark'];
/** A rendition's watermark: its marks and how they are laid out (rules' `WatermarkSettings`). */
export type RenditionWatermark = Pick<
  RenditionRequested['data'],
  'marks' | 'fontSize' | 'opacity' | 'opacityBackground' | 'horizontalOffset' | 'verticalOffset'
>;
export type RenditionProgressed = EventOf<typeof renditionProgressed>;
export type RenditionPlayable = EventOf<typeof renditionPlayable>;
export type RenditionCompleted = EventOf<typeof renditionCompleted>;
export type RenditionFailed = EventOf<typeof renditionFailed>;
export type RenditionEvent =
  | RenditionRequested
  | RenditionProgressed
  | RenditionPlayable
  | RenditionCompleted
  | RenditionFailed;
