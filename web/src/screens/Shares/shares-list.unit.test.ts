import { describe, expect, it } from 'vitest';
import { expiryText, sortProjects } from './shares-list.ts';

const feature = { id: 'p1', name: 'Feature', createdAt: '2026-01-01T00:00:00Z' };
const pilot = { id: 'p2', name: 'Pilot', createdAt: '2026-06-01T00:00:00Z' };
const names = (list: { name: string }[]) => list.map((project) => project.name);

describe('sortProjects', () => {
  it('lists each project once, by title or newest first', () => {
    const projects = [pilot, feature, pilot];
    expect(names(sortProjects(projects, 'title'))).toEqual(['Feature', 'Pilot']);
    expect(names(sortProjects(projects, 'created'))).toEqual(['Pilot', 'Feature']);
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
