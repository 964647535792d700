import { Type } from '@sinclair/typebox';
import { SlateSchema } from './asset.events.ts';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });

export const metadataFormats = ['ALE', 'SONY_XML', 'XMEML'] as const;

/**
 * One part of a metadata file imported into a folder, on the import's own stream
 * (`metadata.<importId>`): its records are kept for the folder's clips, those there and those
 * uploaded later. A file is cut into parts of at most a few hundred kilobytes, each its own
 * decision, so no message comes near the log's 1 MB limit; an import counts once all its `parts`
 * are in. Each record's `values` follow `columns`, which the part names once.
 */
export const metadataImported = defineEvent('metadata.imported', {
  versions: {
    1: Type.Object({
      importId: id,
      projectId: id,
      folderId: id,
      filename: Type.String({ minLength: 1 }),
      format: Type.Union(metadataFormats.map((format) => Type.Literal(format))),
      part: Type.Integer({ minimum: 1 }),
      parts: Type.Integer({ minimum: 1 }),
      /** The position of the part's first record in the file, from 0. */
      offset: Type.Integer({ minimum: 0 }),
      columns: Type.Array(Type.String()),
      records: Type.Array(
        Type.Object({
          clipName: Type.String(),
          reel: Type.Union([Type.String(), Type.Null()]),
          sourceStart: Type.Union([Type.String(), Type.Null()]),
          sourceEnd: Type.Union([Type.String(), Type.Null()]),
          fps: Type.Union([Type.Number(), Type.Null()]),
          /** One per column; null where the record has no such column. */
          values: Type.Array(Type.Union([Type.String(), Type.Null()])),
          slate: SlateSchema,
        }),
      ),
    }),
  },
});

export type MetadataImported = EventOf<typeof metadataImported>;
export type MetadataEvent = MetadataImported;
