import { describe, expect, it } from 'vitest';
import { publicationsOf } from './publications.ts';

const folderChanged = { topic: 'folderChanged.f1', payload: { folderId: 'f1' } };
const jobUpdated = { topic: 'jobUpdated.p1', payload: { jobId: 'j1' } };

describe('publicationsOf', () => {
  it('names each publication of a batch once, whichever topics named it', () => {
    expect(
      publicationsOf([
        [folderChanged, jobUpdated],
        [jobUpdated, { ...folderChanged }],
      ]),
    ).toEqual([folderChanged, jobUpdated]);
  });

  it('keeps the same topic with another payload', () => {
    const added = { topic: 'commentChanged.a1', payload: { change: 'ADDED', commentId: 'c1' } };
    const edited = { topic: 'commentChanged.a1', payload: { change: 'UPDATED', commentId: 'c1' } };
    expect(publicationsOf([[added, edited]])).toEqual([added, edited]);
  });
});
