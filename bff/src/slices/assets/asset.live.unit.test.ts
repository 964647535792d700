import type { DomainEvent } from '@rushes/events';
import { describe, expect, it } from 'vitest';
import { jobFolderPublications, jobIdsOf, jobPublications } from '../jobs/job.live.ts';
import { assetPublications } from './asset.live.ts';

const versionAdded = (jobId: string | null): DomainEvent => ({
  type: 'asset.version_added',
  data: {
    assetId: 'a1',
    versionId: 'v1',
    projectId: 'p1',
    folderId: 'f1',
    number: 1,
    filename: 'Take 1.mov',
    size: 10,
    mimetype: 'video/quicktime',
    sourceKey: 'k',
    jobId,
  },
});
const created: DomainEvent = {
  type: 'asset.created',
  data: { id: 'a1', projectId: 'p1', folderId: 'f1', name: 'Take 1.mov', type: 'Video' },
};
const progress = (jobId: string, value: number): DomainEvent => ({
  type: 'job.progress_reported',
  data: { jobId, progress: value },
});
const cancelled = (jobId: string): DomainEvent => ({ type: 'job.cancelled', data: { jobId } });

const places = new Map([['j1', { projectId: 'p1', folderId: 'f1' }]]);
const folderChanged = { topic: 'folderChanged.f1', payload: { folderId: 'f1' } };
const jobUpdated = { topic: 'jobUpdated.p1', payload: { jobId: 'j1' } };

/** What a folder's and a project's subscribers hear of a batch, each once. */
const heard = (events: DomainEvent[], known = places) => {
  const all = events.flatMap((event) => [
    ...assetPublications(event),
    ...jobPublications(event, known),
    ...jobFolderPublications(event, known),
  ]);
  return new Set(all.map((publication) => JSON.stringify(publication)));
};
const expected = (...publications: object[]) =>
  new Set(publications.map((publication) => JSON.stringify(publication)));

describe('what the assets and jobs topics publish', () => {
  it("announces a Live asset and its feed's start to its folder", () => {
    const liveCreated: DomainEvent = {
      type: 'asset.live_created',
      data: {
        id: 'a1',
        projectId: 'p1',
        folderId: 'f1',
        name: 'Stage 4',
        versionId: 'v1',
        keyFolder: 'k/',
      },
    };
    const started: DomainEvent = {
      type: 'live.started',
      data: {
        ...{ assetId: 'a1', versionId: 'v1', projectId: 'p1', folderId: 'f1', number: 1 },
        ...{ protocol: 'rtmp', sourceKey: 'k', masterKey: 'm', playlistKey: 'p' },
        ...{ width: 1280, height: 720, fps: 25, timecode: null },
      },
    };
    expect(heard([liveCreated])).toEqual(expected(folderChanged));
    expect(heard([started])).toEqual(expected(folderChanged));
  });

  it('announces a new asset to its folder and its job to the project', () => {
    expect(heard([created, versionAdded('j1')])).toEqual(expected(folderChanged, jobUpdated));
  });

  it('announces a version without a job to its folder only', () => {
    expect(heard([versionAdded(null)], new Map())).toEqual(expected(folderChanged));
  });

  it('announces progress to the project only', () => {
    expect(heard([progress('j1', 10), progress('j1', 20)])).toEqual(expected(jobUpdated));
  });

  it('announces other job changes to the folder too', () => {
    expect(heard([cancelled('j1')])).toEqual(expected(jobUpdated, folderChanged));
  });

  it('says nothing of a job the read model does not know', () => {
    expect(heard([cancelled('j9')])).toEqual(expected());
  });
});

describe('jobIdsOf', () => {
  it('names each job the events change, once', () => {
    expect(jobIdsOf([created, progress('j1', 1), cancelled('j1'), cancelled('j2')])).toEqual([
      'j1',
      'j2',
    ]);
  });
});
