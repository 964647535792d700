import type { RushesCloudEvent } from '@rushes/events';

/** Token uses are not reads: counting them would make a reader's next page record it again. */
const tokenUse = /^io\.rushes\.api_token\.used\.v\d+$/;

/**
 * What a page of the feed gave a machine of each project, for the chain of custody: the public
 * event types, by project id. Events of no project are no project's read.
 */
export function projectReads(events: readonly RushesCloudEvent[]): Map<string, string[]> {
  const reads = new Map<string, Set<string>>();
  for (const { rushesproject, type } of events) {
    if (!rushesproject || tokenUse.test(type)) continue;
    reads.set(rushesproject, (reads.get(rushesproject) ?? new Set()).add(type));
  }
  return new Map([...reads].map(([project, types]) => [project, [...types]]));
}
