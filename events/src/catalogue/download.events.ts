import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';
import { TransferViaSchema } from './transfer-via.ts';

const downloadRequestedV1 = Type.Object({
  id: Type.String({ minLength: 1 }),
  projectId: Type.String({ minLength: 1 }),
  name: Type.String({ minLength: 1 }),
  fileCount: Type.Integer({ minimum: 1 }),
  bytes: Type.Integer({ minimum: 0 }),
});

/**
 * Files handed to someone who may download them (stream `download.<id>`): one file's signed URL,
 * or a zip of several, saved as `name`. Who asked is the commit's actor; which files, the BFF's
 * download grant keeps. The transfer statistics count it as one download. From v2 it says how
 * its bytes travel (`via`); every download before went through the browser.
 */
export const downloadRequested = defineEvent('download.requested', {
  versions: {
    1: downloadRequestedV1,
    2: Type.Composite([downloadRequestedV1, Type.Object({ via: TransferViaSchema })]),
  },
  upcast: { 1: (v1) => ({ ...v1, via: 'web' as const }) },
});

export const zipOutcomes = ['completed', 'stopped', 'failed'] as const;
export type ZipOutcome = (typeof zipOutcomes)[number];

/**
 * How the stream of a download's zip ended, as the server sending it saw it: `completed` (its
 * last byte written), `stopped` (the reader went away before) or `failed` (a file could not be
 * read). A single file goes from storage without Rushes seeing its end, and has none.
 */
export const downloadStreamed = defineEvent('download.streamed', {
  versions: {
    1: Type.Object({
      id: Type.String({ minLength: 1 }),
      outcome: Type.Union(zipOutcomes.map((outcome) => Type.Literal(outcome))),
    }),
  },
});

export type DownloadRequested = EventOf<typeof downloadRequested>;
export type DownloadStreamed = EventOf<typeof downloadStreamed>;
export type DownloadEvent = DownloadRequested | DownloadStreamed;
