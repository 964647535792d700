import { Type } from '@sinclair/typebox';
import {
  assetLiveCreated,
  liveEnded,
  liveKeyIssued,
  liveKeyRevoked,
  liveProtocols,
  liveStarted,
} from '../catalogue/live.events.ts';
import { privateEvent, publicEvent } from './public-event.ts';
import { id, oneOf, orNull, shape } from './public-schemas.ts';
import { subjects } from './subjects.ts';

const projectId = id('The project.');
const folderId = id('The folder.');
const assetId = id('The Live asset.');
const versionId = id('The version the feed records.');
const streamKeys =
  'Which stream key a Live asset takes; the key itself never leaves Rushes, and its feeds are public as live.started.';

/** Live assets: created in a folder, fed from set, recorded as versions (decision 0137). */
export const liveDecisions = [
  publicEvent(assetLiveCreated, {
    name: 'asset.live_created',
    summary: 'A Live asset was created in a folder; its versions come from feeds sent to it.',
    versions: {
      1: shape('The new Live asset, and its first version, waiting for the first feed.', {
        assetId,
        projectId,
        folderId,
        name: Type.String({ minLength: 1 }),
        versionId: id('Its first version.'),
      }),
    },
    data: ({ id, projectId, folderId, name, versionId }) => ({
      ...{ assetId: id, projectId, folderId, name, versionId },
    }),
    subject: ({ id }) => subjects.asset(id),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  privateEvent(liveKeyIssued, streamKeys),
  privateEvent(liveKeyRevoked, streamKeys),
  publicEvent(liveStarted, {
    name: 'live.started',
    summary: 'A feed reached a Live asset and plays: a new version, recorded as it runs.',
    versions: {
      1: shape('The version the feed makes, and what it carries.', {
        assetId,
        versionId,
        projectId,
        folderId,
        number: Type.Integer({ minimum: 1, description: 'The version number, from 1.' }),
        protocol: oneOf([...liveProtocols], 'How the feed reached Rushes.'),
        width: Type.Integer({ minimum: 0, description: 'In pixels; 0 for sound alone.' }),
        height: Type.Integer({ minimum: 0, description: 'In pixels; 0 for sound alone.' }),
        fps: orNull(Type.Number({ description: 'Frames per second.' })),
        timecode: orNull(Type.String({ description: "The feed's first timecode." })),
      }),
    },
    data: ({ assetId, versionId, projectId, folderId, number, protocol, ...feed }) => ({
      ...{ assetId, versionId, projectId, folderId, number, protocol },
      ...{ width: feed.width, height: feed.height, fps: feed.fps, timecode: feed.timecode },
    }),
    subject: ({ assetId }) => subjects.asset(assetId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
  publicEvent(liveEnded, {
    name: 'live.ended',
    summary:
      "A Live asset's feed ended; its recording became the version's file (asset.version_added follows).",
    versions: {
      1: shape('How the feed ended, and its recording.', {
        assetId,
        versionId,
        ended: oneOf(
          ['feed_stopped', 'key_revoked'],
          'Its sender stopped, or its key was revoked.',
        ),
        size: Type.Integer({ minimum: 0, description: 'The recording, in bytes.' }),
        durationMs: Type.Integer({ minimum: 0, description: 'How long the feed ran.' }),
      }),
    },
    data: ({ assetId, versionId, ended, size, durationMs }) => ({
      ...{ assetId, versionId, ended, size, durationMs },
    }),
    subject: ({ assetId }) => subjects.asset(assetId),
    owner: () => 'subject',
  }),
];
