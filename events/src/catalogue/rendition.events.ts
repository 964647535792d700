import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';
import { watermarkPositions } from './link.events.ts';

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

/**
 * A version's pictures with a share link's watermark burned in (stream `rendition.<id>`, the id
 * derived from the version and the watermark, so every link with the same watermark shares it).
 * `mark` is what is drawn, a fixed text already holding the visitor's name, the clip's name… where
 * the link's watermark names them, or a counter; `opacity` is the text's (10–100; its box is half as
 * opaque). Asked for again after a failure, it is the next attempt.
 */
export const renditionRequested = defineEvent('rendition.requested', {
  versions: {
    1: Type.Object({
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
      mark,
      position: Type.Union(watermarkPositions.map((position) => Type.Literal(position))),
      opacity: Type.Integer({ minimum: 10, maximum: 100 }),
    }),
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
export type WatermarkMark = RenditionRequested['data']['mark'];
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
