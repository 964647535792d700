import { unitOf } from '../../format/relative-time.ts';
import { messages } from '../../messages/messages.ts';

/** The Shares list's orders (media-handling §2) and its sidebar's. */
export type ShareSort = 'name' | 'created' | 'createdBy' | 'expires';
export type ProjectSort = 'title' | 'created';

export interface ListedLink {
  name: string;
  createdAt: string;
  createdByName: string;
  expiresAt: string | null;
  project: { id: string; name: string; createdAt: string };
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Newest first for the dates; never-expiring links after every date. */
function compare(a: ListedLink, b: ListedLink, sort: ShareSort): number {
  switch (sort) {
    case 'name':
      return collator.compare(a.name, b.name);
    case 'created':
      return b.createdAt.localeCompare(a.createdAt);
    case 'createdBy':
      return collator.compare(a.createdByName, b.createdByName);
    case 'expires':
      return (a.expiresAt ?? '\uffff').localeCompare(b.expiresAt ?? '\uffff');
  }
}

/** The links of the project (or all), whose name, creator or project holds the filter, sorted. */
export function sortAndFilter<L extends ListedLink>(
  links: readonly L[],
  options: { sort: ShareSort; filter: string; projectId: string | null },
): L[] {
  const needle = options.filter.trim().toLocaleLowerCase();
  return links
    .filter((link) => options.projectId === null || link.project.id === options.projectId)
    .filter(
      (link) =>
        !needle ||
        `${link.name}\n${link.createdByName}\n${link.project.name}`
          .toLocaleLowerCase()
          .includes(needle),
    )
    .sort((a, b) => compare(a, b, options.sort) || collator.compare(a.name, b.name));
}

/** The projects that have links, by title or newest first. */
export function projectsWithLinks(links: readonly ListedLink[], sort: ProjectSort) {
  const projects = new Map(links.map((link) => [link.project.id, link.project]));
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
