import { describe, expect, it } from 'vitest';
import { expiryText, projectsWithLinks, sortAndFilter } from './shares-list.ts';

const feature = { id: 'p1', name: 'Feature', createdAt: '2026-01-01T00:00:00Z' };
const pilot = { id: 'p2', name: 'Pilot', createdAt: '2026-06-01T00:00:00Z' };
const links = [
  {
    name: 'Day 2',
    createdAt: '2026-12-02T00:00:00Z',
    createdByName: 'Mia',
    expiresAt: null,
    project: feature,
  },
  {
    name: 'Day 10',
    createdAt: '2026-12-01T00:00:00Z',
    createdByName: 'Ada',
    expiresAt: '2026-12-09T00:00:00Z',
    project: pilot,
  },
  {
    name: 'Cut',
    createdAt: '2026-12-03T00:00:00Z',
    createdByName: 'Zoe',
    expiresAt: '2026-12-05T00:00:00Z',
    project: feature,
  },
];
const names = (list: { name: string }[]) => list.map((link) => link.name);

describe('sortAndFilter', () => {
  it('sorts by name, newest, creator or soonest expiry (never last)', () => {
    const all = { filter: '', projectId: null };
    expect(names(sortAndFilter(links, { ...all, sort: 'name' }))).toEqual([
      'Cut',
      'Day 2',
      'Day 10',
    ]);
    expect(names(sortAndFilter(links, { ...all, sort: 'created' }))).toEqual([
      'Cut',
      'Day 2',
      'Day 10',
    ]);
    expect(names(sortAndFilter(links, { ...all, sort: 'createdBy' }))).toEqual([
      'Day 10',
      'Day 2',
      'Cut',
    ]);
    expect(names(sortAndFilter(links, { ...all, sort: 'expires' }))).toEqual([
      'Cut',
      'Day 10',
      'Day 2',
    ]);
  });

  it('keeps the project and the filter', () => {
    expect(names(sortAndFilter(links, { sort: 'name', filter: '', projectId: 'p1' }))).toEqual([
      'Cut',
      'Day 2',
    ]);
    expect(names(sortAndFilter(links, { sort: 'name', filter: 'pil', projectId: null }))).toEqual([
      'Day 10',
    ]);
    expect(names(sortAndFilter(links, { sort: 'name', filter: 'zoe', projectId: null }))).toEqual([
      'Cut',
    ]);
  });
});

describe('projectsWithLinks', () => {
  it('lists each project once, by title or newest first', () => {
    expect(projectsWithLinks(links, 'title').map((p) => p.name)).toEqual(['Feature', 'Pilot']);
    expect(projectsWithLinks(links, 'created').map((p) => p.name)).toEqual(['Pilot', 'Feature']);
  });
});

describe('expiryText', () => {
  const now = Date.parse('2026-12-01T10:00:00Z');
  it("says 'never', 'expired' or the time left", () => {
    expect(expiryText(null, now)).toBe('never');
    expect(expiryText('2026-12-01T09:00:00Z', now)).toBe('expired');
    expect(expiryText('2026-12-08T10:00:00Z', now)).toBe('in 1 week');
    expect(expiryText('2026-12-04T10:00:00Z', now)).toBe('in 3 days');
    expect(expiryText('2026-12-01T12:30:00Z', now)).toBe('in 2 hours');
  });
});
