import { deciderSpec } from '@rushes/events/testing';
import { describe, it } from 'vitest';
import {
  assetDecider,
  type CancelUpload,
  type FailUpload,
  type FinalizeUpload,
  type StartUpload,
} from './asset.decider.ts';

const MiB = 1024 * 1024;
const key = (versionId: string) => `projects/p1/assets/a1/${versionId}/source.mov`;

const startUpload = (overrides: Partial<StartUpload> = {}): StartUpload => ({
  type: 'StartUpload',
  assetId: 'a1',
  versionId: 'v1',
  projectId: 'p1',
  folderId: 'f1',
  filename: ' Take 1.mov ',
  size: 20 * MiB,
  contentType: 'video/quicktime',
  storageKey: key('v1'),
  multipartId: 'm1',
  via: 'web',
  ...overrides,
});

const started = (versionId = 'v1', overrides: Record<string, unknown> = {}) => ({
  type: 'asset.upload_started' as const,
  data: {
    assetId: 'a1',
    versionId,
    projectId: 'p1',
    folderId: 'f1',
    filename: 'Take 1.mov',
    size: 20 * MiB,
    contentType: 'video/quicktime',
    storageKey: key(versionId),
    multipartId: `m-${versionId}`,
    partSize: 8 * MiB,
    partCount: 3,
    via: 'web' as const,
    ...overrides,
  },
});

const cancelled = (versionId = 'v1') => ({
  type: 'asset.upload_cancelled' as const,
  data: { assetId: 'a1', versionId },
});

const created = {
  type: 'asset.created' as const,
  data: { id: 'a1', projectId: 'p1', folderId: 'f1', name: 'Take 1.mov', type: 'Video' as const },
};

const versionAdded = (versionId = 'v1', number = 1, jobId: string | null = 'j1') => ({
  type: 'asset.version_added' as const,
  data: {
    assetId: 'a1',
    versionId,
    projectId: 'p1',
    folderId: 'f1',
    number,
    filename: 'Take 1.mov',
    size: 20 * MiB,
    mimetype: 'video/quicktime',
    sourceKey: key(versionId),
    jobId,
  },
});

const finalize = (overrides: Partial<FinalizeUpload> = {}): FinalizeUpload => ({
  type: 'FinalizeUpload',
  versionId: 'v1',
  jobId: 'j1',
  storedSize: 20 * MiB,
  ...overrides,
});

const failed = (versionId = 'v1') => ({
  type: 'asset.upload_failed' as const,
  data: { assetId: 'a1', versionId, reason: 'size' as const, storedSize: 7 },
});

const cancel = (versionId = 'v1'): CancelUpload => ({ type: 'CancelUpload', versionId });
const fail = (versionId = 'v1'): FailUpload => ({ type: 'FailUpload', versionId, storedSize: 7 });

const spec = deciderSpec(assetDecider);

describe('StartUpload', () => {
  it('starts the upload with the trimmed name and the part plan', () => {
    spec.when(startUpload({ multipartId: 'm-v1' })).then([started()]);
  });

  it('records how its bytes travel', () => {
    spec
      .when(startUpload({ multipartId: 'm-v1', via: 'fast' }))
      .then([started('v1', { via: 'fast' })]);
  });

  it('does nothing when the upload has started already', () => {
    spec.given([started()]).when(startUpload()).thenNothing();
  });

  it('starts a new version of an existing asset in its folder', () => {
    spec
      .given([started(), created, versionAdded()])
      .when(startUpload({ versionId: 'v2', storageKey: key('v2'), multipartId: 'm-v2' }))
      .then([started('v2')]);
  });

  it('refuses a new version elsewhere than the asset', () => {
    spec
      .given([started(), created, versionAdded()])
      .when(startUpload({ versionId: 'v2', folderId: 'f2' }))
      .thenRejects('STATE_CONFLICT', { field: 'folderId', entity: 'asset' });
  });

  it('ignores files whose name starts with a dot', () => {
    spec.when(startUpload({ filename: '.DS_Store' })).thenRejects('VALIDATION_FAILED', {
      field: 'filename',
      rule: 'dotFile',
    });
  });

  it('requires a file name', () => {
    spec.when(startUpload({ filename: '  ' })).thenRejects('VALIDATION_FAILED', {
      field: 'filename',
      rule: 'required',
    });
  });

  it('takes an empty file as one empty part', () => {
    spec
      .when(startUpload({ size: 0, multipartId: 'm-v1' }))
      .then([started('v1', { size: 0, partCount: 1 })]);
  });

  it('refuses a negative, fractional or too large size', () => {
    for (const size of [-1, 1.5, 5 * 1024 ** 4 + 1]) {
      spec
        .when(startUpload({ size }))
        .thenRejects('VALIDATION_FAILED', { field: 'size', rule: 'range', max: 5 * 1024 ** 4 });
    }
  });
});

describe('FinalizeUpload', () => {
  it('creates the asset and adds its first version with a job, in one decision', () => {
    spec.given([started()]).when(finalize()).then([created, versionAdded()]);
  });

  it('adds a second version to an existing asset', () => {
    spec
      .given([started(), created, versionAdded(), started('v2')])
      .when(finalize({ versionId: 'v2', jobId: 'j2' }))
      .then([versionAdded('v2', 2, 'j2')]);
  });

  it('numbers a new version after the versions added, not the uploads cancelled', () => {
    const two = [started(), created, versionAdded(), started('v2'), versionAdded('v2', 2)];
    spec
      .given([...two, started('v3'), cancelled('v3'), started('v4')])
      .when(finalize({ versionId: 'v4', jobId: 'j4' }))
      .then([versionAdded('v4', 3, 'j4')]);
  });

  it('starts no job for a file that needs no processing', () => {
    const other = { filename: 'notes.txt', contentType: 'text/plain', storageKey: 'k.txt' };
    spec
      .given([started('v1', other)])
      .when(finalize())
      .then([
        { ...created, data: { ...created.data, name: 'notes.txt', type: 'Other' } },
        {
          type: 'asset.version_added',
          data: {
            ...versionAdded().data,
            filename: 'notes.txt',
            mimetype: 'text/plain',
            sourceKey: 'k.txt',
            jobId: null,
          },
        },
      ]);
  });

  it('names an unknown type application/octet-stream', () => {
    spec
      .given([started('v1', { contentType: '' })])
      .when(finalize())
      .then([
        created,
        {
          type: 'asset.version_added',
          data: { ...versionAdded().data, mimetype: 'application/octet-stream' },
        },
      ]);
  });

  it('refuses a stored size other than the declared one', () => {
    spec
      .given([started()])
      .when(finalize({ storedSize: 20 * MiB - 1 }))
      .thenRejects('VALIDATION_FAILED', {
        field: 'parts',
        rule: 'size',
        expected: 20 * MiB,
        actual: 20 * MiB - 1,
      });
  });

  it('refuses an upload that does not exist', () => {
    spec.when(finalize()).thenRejects('NOT_FOUND', { field: 'uploadId', entity: 'upload' });
  });

  it('refuses a cancelled or finalised upload', () => {
    spec.given([started(), cancelled()]).when(finalize()).thenRejects('STATE_CONFLICT', {
      field: 'uploadId',
      entity: 'upload',
      state: 'cancelled',
    });
    spec
      .given([started(), created, versionAdded()])
      .when(finalize())
      .thenRejects('STATE_CONFLICT', { field: 'uploadId', entity: 'upload', state: 'finalised' });
  });
});

describe('CancelUpload', () => {
  it('cancels a started upload', () => {
    spec.given([started()]).when(cancel()).then([cancelled()]);
  });

  it('does nothing when it is cancelled already, or failed', () => {
    spec.given([started(), cancelled()]).when(cancel()).thenNothing();
    spec.given([started(), failed()]).when(cancel()).thenNothing();
  });

  it('refuses a finalised upload and one that does not exist', () => {
    spec
      .given([started(), created, versionAdded()])
      .when(cancel())
      .thenRejects('STATE_CONFLICT', { field: 'uploadId', entity: 'upload', state: 'finalised' });
    spec.given([started()]).when(cancel('v9')).thenRejects('NOT_FOUND');
  });
});

describe('FailUpload', () => {
  it('fails a started upload with the size its parts made', () => {
    spec.given([started()]).when(fail()).then([failed()]);
  });

  it('does nothing when it failed already', () => {
    spec.given([started(), failed()]).when(fail()).thenNothing();
  });

  it('refuses a cancelled, finalised or unknown upload', () => {
    spec.given([started(), cancelled()]).when(fail()).thenRejects('STATE_CONFLICT', {
      field: 'uploadId',
      entity: 'upload',
      state: 'cancelled',
    });
    spec
      .given([started(), created, versionAdded()])
      .when(fail())
      .thenRejects('STATE_CONFLICT', { field: 'uploadId', entity: 'upload', state: 'finalised' });
    spec.when(fail()).thenRejects('NOT_FOUND');
  });

  it('leaves a failed upload unfinalisable', () => {
    spec.given([started(), failed()]).when(finalize()).thenRejects('STATE_CONFLICT', {
      field: 'uploadId',
      entity: 'upload',
      state: 'failed',
    });
  });
});

describe('RenameAsset', () => {
  const rename = (name: string) =>
    ({ type: 'RenameAsset', assetId: 'a1', name, current: 'A001_C002' }) as const;

  it('renames the asset with the trimmed name', () => {
    spec
      .given([started(), created, versionAdded()])
      .when(rename(' Take 2 '))
      .then([{ type: 'asset.renamed', data: { id: 'a1', name: 'Take 2' } }]);
  });

  it('refuses an empty or unchanged name', () => {
    const given = spec.given([started(), created, versionAdded()]);
    given.when(rename('  ')).thenRejects('VALIDATION_FAILED', { field: 'name', rule: 'required' });
    given
      .when(rename('A001_C002 '))
      .thenRejects('VALIDATION_FAILED', { field: 'name', rule: 'unchanged' });
  });
});

describe('SetAssetMetadata', () => {
  const metadata = {
    assetId: 'a1',
    entries: [{ key: 'Scene', value: '12A' }],
    slate: { scene: '12A', circled: true },
    source: { importId: 'i1', filename: 'Day 1.ale' },
  };

  it('sets the metadata of the record matched to the asset, replacing what it had', () => {
    spec
      .given([started(), created, versionAdded(), { type: 'asset.metadata_set', data: metadata }])
      .when({ type: 'SetAssetMetadata', metadata: { ...metadata, slate: { scene: '13' } } })
      .then([{ type: 'asset.metadata_set', data: { ...metadata, slate: { scene: '13' } } }]);
  });
});
