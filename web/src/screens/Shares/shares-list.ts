import { unitOf } from '../../format/relative-time.ts';
import { messages } from '../../messages/messages.ts';

/**
 * The Shares list's orders (media-handling section 2), which the server sorts by: Name, Created
 * (newest first), Created By, Expires (soonest first, never last). And its sidebar's.
 */
export const shareSorts = ['NAME', 'CREATED', 'CREATED_BY', 'EXPIRES'] as const;
export type ShareSort = (typeof shareSorts)[number];
export type ProjectSort = 'title' | 'created';

export interface ProjectWithLinks {
  id: string;
  name: string;
  createdAt: string;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * The projects that have links (`listed`, and those of links that came since), each once, by
 * title or newest first.
 */
export function sortProjects<P extends ProjectWithLinks>(
  listed: readonly P[],
  sort: ProjectSort,
): P[] {
  const projects = new Map(listed.map((project) => [project.id, project]));
  return [...projects.values()].sort((a, b) =>
    sort === 'title'
      ? collator.compare(a.name, b.name)
      : b.createdAt.localeCompare(a.createdAt) || collator.compare(a.name, b.name),
  );
}

/** 'never', 'expired', or the time left ('in 6 days'). */
export function expiryText(expiresAt: string | null, now: number = Date.now()): string {
  const m = messages.shares;
  if (expiresAt === null) return m.never;
  const left = new Date(expiresAt).getTime() - now;
  if (left <= 0) return m.expiredShort;
  const [size, unit] = unitOf(left);
  return m.remaining(Math.max(1, Math.floor(left / size)), messages.relativeTime.units[unit]);
}
