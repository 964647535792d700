import { describe, expect, it } from 'vitest';
import { assignPath, deletable } from './all-users.ts';

describe('All Users', () => {
  const users = [
    { id: 'a', allowedTo: { delete: true } },
    { id: 'b', allowedTo: { delete: false } },
    { id: 'c', allowedTo: { delete: true } },
  ];

  it('deletes only the selected users the viewer may delete', () => {
    expect(deletable(users, new Set(['a', 'b'])).map((user) => user.id)).toEqual(['a']);
    expect(deletable(users, new Set())).toEqual([]);
  });

  it('opens the project’s users screen with the users to assign', () => {
    const path = assignPath('UHJvamVjdDox', ['VXNlcjox+/=', 'VXNlcjoy']);
    const url = new URL(path, 'http://rushes.test');
    expect(url.pathname).toBe('/users/UHJvamVjdDox');
    expect(url.searchParams.get('assign')?.split(',')).toEqual(['VXNlcjox+/=', 'VXNlcjoy']);
  });
});
