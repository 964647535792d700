import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { type LiveStreamEvent, liveDecider, type StartLive } from './live.decider.ts';

const spec = deciderSpec(liveDecider);
const assetId = 'a1';
const place = { projectId: 'p1', folderId: 'f1' };
const keyFolder = 'projects/p1/assets/a1/';
const created: LiveStreamEvent = {
  type: 'asset.live_created',
  data: { id: assetId, ...place, name: 'Stage 4', versionId: 'v1', keyFolder },
};
const issued = (keyId: string): LiveStreamEvent => ({
  type: 'live.key_issued',
  data: { assetId, keyId },
});
const revoked = (keyId: string): LiveStreamEvent => ({
  type: 'live.key_revoked',
  data: { assetId, keyId },
});
const feed = (versionId: string) => ({
  versionId,
  protocol: 'rtmp' as const,
  sourceKey: `projects/p1/assets/a1/${versionId}/source.ts`,
  masterKey: `projects/p1/assets/a1/${versionId}/live/master.m3u8`,
  playlistKey: `projects/p1/assets/a1/${versionId}/live/hls/live/index.m3u8`,
  ...{ width: 1280, height: 720, fps: 25, timecode: '10:00:00:00' },
});
const start = (versionId: string, keyId = 'k1'): StartLive => ({
  type: 'StartLive',
  keyId,
  feed: feed(versionId),
});
const started = (versionId: string, number: number): LiveStreamEvent => ({
  type: 'live.started',
  data: { ...feed(versionId), assetId, ...place, number },
});
const end = (versionId: string, size = 1000) => ({
  type: 'EndLive' as const,
  versionId,
  ended: 'feed_stopped' as const,
  size,
  durationMs: 4000,
  filename: 'Stage 4.ts',
  jobId: 'j1',
});
const ended = (versionId: string, size = 1000): LiveStreamEvent => ({
  type: 'live.ended',
  data: { assetId, versionId, ended: 'feed_stopped', size, durationMs: 4000 },
});
const added = (versionId: string, number: number, size = 1000): LiveStreamEvent => ({
  type: 'asset.version_added',
  data: {
    ...{ assetId, versionId, ...place, number, filename: 'Stage 4.ts', size },
    mimetype: 'video/mp2t',
    sourceKey: feed(versionId).sourceKey,
    jobId: size > 0 ? 'j1' : null,
  },
});

describe('a Live asset', () => {
  const create = {
    type: 'CreateLiveAsset' as const,
    assetId,
    ...place,
    name: '  Stage 4 ',
    versionId: 'v1',
    keyFolder,
    keyId: 'k1',
  };

  it('is created with its first stream key, its name trimmed', () => {
    spec.when(create).then([created, issued('k1')]);
  });

  it('needs a name', () => {
    spec.when({ ...create, name: '  ' }).thenRejects('VALIDATION_FAILED', {
      field: 'name',
      rule: 'required',
    });
  });

  it('is created once, whatever a retry asks', () => {
    spec
      .given([created, issued('k1')])
      .when(create)
      .thenNothing();
  });

  it('revokes the key in force as it issues a new one', () => {
    spec
      .given([created, issued('k1')])
      .when({ type: 'IssueLiveKey', keyId: 'k2' })
      .then([revoked('k1'), issued('k2')]);
    spec
      .given([created, issued('k1'), revoked('k1')])
      .when({ type: 'IssueLiveKey', keyId: 'k2' })
      .then([issued('k2')]);
  });

  it('revokes its key once', () => {
    spec
      .given([created, issued('k1')])
      .when({ type: 'RevokeLiveKey' })
      .then([revoked('k1')]);
    spec
      .given([created, issued('k1'), revoked('k1')])
      .when({ type: 'RevokeLiveKey' })
      .thenNothing();
  });

  it('has no keys before it exists', () => {
    spec.when({ type: 'RevokeLiveKey' }).thenRejects('NOT_FOUND');
    spec.when({ type: 'IssueLiveKey', keyId: 'k2' }).thenRejects('NOT_FOUND');
  });
});

describe('its feeds', () => {
  const given = [created, issued('k1')];

  it('start with the version waiting for the first, then each as the next version', () => {
    spec
      .given(given)
      .when(start('v1'))
      .then([started('v1', 1)]);
    spec
      .given([...given, started('v1', 1), ended('v1'), added('v1', 1)])
      .when(start('v2'))
      .then([started('v2', 2)]);
  });

  it('fill the waiting version first', () => {
    spec.given(given).when(start('v2')).thenRejects('STATE_CONFLICT', {
      field: 'versionId',
      entity: 'liveAsset',
      state: 'waiting',
    });
  });

  it('refuse a key that is not in force', () => {
    spec.given(given).when(start('v1', 'k0')).thenRejects('STATE_CONFLICT', {
      field: 'streamKey',
      entity: 'liveKey',
      state: 'revoked',
    });
    spec
      .given([...given, revoked('k1')])
      .when(start('v1'))
      .thenRejects('STATE_CONFLICT');
  });

  it('play one at a time, and a repeated start is nothing new', () => {
    spec
      .given([...given, started('v1', 1)])
      .when(start('v2'))
      .thenRejects('STATE_CONFLICT', {
        field: 'assetId',
        entity: 'liveAsset',
        state: 'live',
      });
    spec
      .given([...given, started('v1', 1)])
      .when(start('v1'))
      .thenNothing();
  });

  it('end as the version of their recording, with the job that makes its ladder', () => {
    spec
      .given([...given, started('v1', 1)])
      .when(end('v1'))
      .then([ended('v1'), added('v1', 1)]);
  });

  it('leave an empty recording without a job', () => {
    spec
      .given([...given, started('v1', 1)])
      .when(end('v1', 0))
      .then([ended('v1', 0), added('v1', 1, 0)]);
  });

  it('end once', () => {
    spec
      .given([...given, started('v1', 1), ended('v1'), added('v1', 1)])
      .when(end('v1'))
      .thenNothing();
  });

  it('are not fed to an asset that does not exist', () => {
    spec.when(start('v1')).thenRejects('NOT_FOUND');
    spec.when(end('v1')).thenRejects('NOT_FOUND');
  });
});
