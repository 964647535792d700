import { deciderSpec } from '@rushes/events/testing';
import { describe, it } from 'vitest';
import { assetDecider, type StartUpload } from './asset.decider.ts';

const spec = deciderSpec(assetDecider);
const place = { projectId: 'p1', folderId: 'f1' };
const liveCreated = {
  type: 'asset.live_created' as const,
  data: {
    id: 'a1',
    ...place,
    name: 'Stage 4',
    versionId: 'v1',
    keyFolder: 'projects/p1/assets/a1/',
  },
};
const liveStarted = (versionId: string, number: number) => ({
  type: 'live.started' as const,
  data: {
    ...{ assetId: 'a1', versionId, ...place, number, protocol: 'rtmp' as const },
    ...{ sourceKey: `k/${versionId}/source.ts`, masterKey: 'm', playlistKey: 'p' },
    ...{ width: 1280, height: 720, fps: 25, timecode: null },
  },
});
const statusSet = (versionId: string) => ({
  type: 'version.review_status_set' as const,
  data: { assetId: 'a1', versionId, status: 'approved' as const },
});
const setStatus = (versionId: string) => ({
  type: 'SetReviewStatus' as const,
  ...{ assetId: 'a1', versionId, versionOf: 'a1', status: 'approved' },
});

describe('a Live asset, as uploads see it', () => {
  it('takes no upload: its versions come from its feeds', () => {
    const upload: StartUpload = {
      type: 'StartUpload',
      ...{ assetId: 'a1', versionId: 'v2', ...place, filename: 'Take 1.mov', size: 10 },
      ...{ contentType: 'video/quicktime', storageKey: 'k', multipartId: 'm', via: 'web' },
    };
    spec
      .given([liveCreated])
      .when(upload)
      .thenRejects('STATE_CONFLICT', { field: 'assetId', entity: 'asset', state: 'live' });
  });

  it("takes a review status on its first version and on a later feed's, while it plays", () => {
    spec
      .given([liveCreated])
      .when(setStatus('v1'))
      .then([statusSet('v1')]);
    spec
      .given([liveCreated, liveStarted('v2', 2)])
      .when(setStatus('v2'))
      .then([statusSet('v2')]);
    spec
      .given([liveCreated])
      .when(setStatus('v9'))
      .thenRejects('NOT_FOUND', { field: 'versionId', entity: 'version' });
  });
});
