import type { RushesCloudEvent } from '@rushes/events';
import { describe, expect, it } from 'vitest';
import { projectReads } from './project-reads.ts';

const event = (type: string, project?: string) =>
  ({ type, ...(project && { rushesproject: project }) }) as RushesCloudEvent;

describe('projectReads', () => {
  it('gives each project the public event types read of it, once each', () => {
    const reads = projectReads([
      event('io.rushes.comment.added.v1', 'p-1'),
      event('io.rushes.asset.created.v1', 'p-2'),
      event('io.rushes.comment.added.v1', 'p-1'),
      event('io.rushes.user.created.v1'),
    ]);
    expect(reads).toEqual(
      new Map([
        ['p-1', ['io.rushes.comment.added.v1']],
        ['p-2', ['io.rushes.asset.created.v1']],
      ]),
    );
  });

  it("never counts a token's uses as reads, so reading them records nothing more", () => {
    expect(projectReads([event('io.rushes.api_token.used.v1', 'p-1')])).toEqual(new Map());
  });
});
