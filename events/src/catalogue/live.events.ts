import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });
const key = Type.String({ minLength: 1 });

export const liveProtocols = ['rtmp', 'srt'] as const;
export type LiveProtocol = (typeof liveProtocols)[number];
const LiveProtocolSchema = Type.Union(liveProtocols.map((protocol) => Type.Literal(protocol)));

/**
 * A Live asset in a folder (stream `asset.<id>`): created by a person rather than uploaded, it
 * gets its versions from feeds sent to the ingest server with its stream key. Its first version,
 * `versionId`, waits for the first feed. Its versions' files go under `keyFolder` (ends with `/`)
 * in its project's storage: `<keyFolder><version>/`.
 */
export const assetLiveCreated = defineEvent('asset.live_created', {
  versions: {
    1: Type.Object({
      id,
      projectId: id,
      folderId: id,
      name: Type.String({ minLength: 1 }),
      versionId: id,
      keyFolder: Type.String({ minLength: 1, pattern: '/$' }),
    }),
  },
});

/**
 * The Live asset has a new stream key (`keyId`), replacing the one it had. Neither the key nor
 * its hash is here: the BFF keeps the hash apart, out of the log, as for API tokens.
 */
export const liveKeyIssued = defineEvent('live.key_issued', {
  versions: { 1: Type.Object({ assetId: id, keyId: id }) },
});

/** The stream key is refused from now on; a feed sent with it is stopped. */
export const liveKeyRevoked = defineEvent('live.key_revoked', {
  versions: { 1: Type.Object({ assetId: id, keyId: id }) },
});

/**
 * A feed reached the ingest server and plays: version `versionId` (number `number`; the version
 * waiting since the asset's creation, or a new one) of the Live asset, recorded as it runs to
 * `sourceKey`; its low-latency level grows under `masterKey`. What the feed carries is as the
 * ingest server probed its first seconds.
 */
export const liveStarted = defineEvent('live.started', {
  versions: {
    1: Type.Object({
      assetId: id,
      versionId: id,
      projectId: id,
      folderId: id,
      number: Type.Integer({ minimum: 1 }),
      protocol: LiveProtocolSchema,
      sourceKey: key,
      masterKey: key,
      playlistKey: key,
      width: Type.Integer({ minimum: 0 }),
      height: Type.Integer({ minimum: 0 }),
      fps: Type.Union([Type.Number(), Type.Null()]),
      timecode: Type.Union([Type.String(), Type.Null()]),
    }),
  },
});

/**
 * The feed ended (`ended`: its sender stopped and did not come back within the reconnect window,
 * or its key was revoked). Its recording, `size` bytes at the version's `sourceKey`, becomes the
 * version's source: `asset.version_added` follows in the same commit with the job that makes its
 * ladder.
 */
export const liveEnded = defineEvent('live.ended', {
  versions: {
    1: Type.Object({
      assetId: id,
      versionId: id,
      ended: Type.Union([Type.Literal('feed_stopped'), Type.Literal('key_revoked')]),
      size: Type.Integer({ minimum: 0 }),
      durationMs: Type.Integer({ minimum: 0 }),
    }),
  },
});

export type AssetLiveCreated = EventOf<typeof assetLiveCreated>;
export type LiveKeyIssued = EventOf<typeof liveKeyIssued>;
export type LiveKeyRevoked = EventOf<typeof liveKeyRevoked>;
export type LiveStarted = EventOf<typeof liveStarted>;
export type LiveEnded = EventOf<typeof liveEnded>;
export type LiveEvent = AssetLiveCreated | LiveKeyIssued | LiveKeyRevoked | LiveStarted | LiveEnded;
