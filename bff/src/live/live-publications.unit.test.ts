import type { DomainEvent } from '@rushes/events';
import { describe, expect, it } from 'vitest';
import { jobIdsOf, publicationsOfBatch } from './live-publications.ts';

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

describe('publicationsOfBatch', () => {
  it('announces a new asset to its folder and its job to the project, once each', () => {
    expect(publicationsOfBatch([created, versionAdded('j1')], places)).toEqual([
      folderChanged,
      jobUpdated,
    ]);
  });

  it('announces a version without a job to its folder only', () => {
    expect(publicationsOfBatch([versionAdded(null)], new Map())).toEqual([folderChanged]);
  });

  it('announces progress to the project only, once however many reports', () => {
    expect(publicationsOfBatch([progress('j1', 10), progress('j1', 20)], places)).toEqual([
      jobUpdated,
    ]);
  });

  it('announces other job changes to the folder too', () => {
    expect(publicationsOfBatch([cancelled('j1')], places)).toEqual([jobUpdated, folderChanged]);
  });

  it('says nothing of a job the read model does not know', () => {
    expect(publicationsOfBatch([cancelled('j9')], places)).toEqual([]);
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
