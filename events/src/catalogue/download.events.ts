import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

/**
 * Files handed to someone who may download them (stream `download.<id>`): one file's signed URL,
 * or a zip of several, saved as `name`. Who asked is the commit's actor; which files, the BFF's
 * download grant keeps. The transfer statistics count it as one download.
 */
export const downloadRequested = defineEvent('download.requested', {
  versions: {
    1: Type.Object({
      id: Type.String({ minLength: 1 }),
      projectId: Type.String({ minLength: 1 }),
      name: Type.String({ minLength: 1 }),
      fileCount: Type.Integer({ minimum: 1 }),
      bytes: Type.Integer({ minimum: 0 }),
    }),
  },
});

export type DownloadRequested = EventOf<typeof downloadRequested>;
export type DownloadEvent = DownloadRequested;
