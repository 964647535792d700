import { describe, expect, it } from 'vitest';
import { sentPermissions, sortAndFilter, withPermission } from './users-list.ts';

const ada = { userName: 'Ada', userEmail: 'zed@crew.test', roleName: 'Viewer' };
const bob = { userName: 'bob', userEmail: 'amy@crew.test', roleName: 'Editor' };
const cy = { userName: 'Cy', userEmail: 'cy@outside.test', roleName: 'Editor' };

describe('sortAndFilter', () => {
  it('sorts by name, e-mail or role, ignoring case, then by name', () => {
    const names = (sort: 'name' | 'email' | 'role') =>
      sortAndFilter([cy, bob, ada], sort, '').map((user) => user.userName);
    expect(names('name')).toEqual(['Ada', 'bob', 'Cy']);
    expect(names('email')).toEqual(['bob', 'Cy', 'Ada']);
    expect(names('role')).toEqual(['bob', 'Cy', 'Ada']);
  });

  it('keeps the users whose name or e-mail holds the filter', () => {
    expect(sortAndFilter([ada, bob, cy], 'name', ' CREW ').map((u) => u.userName)).toEqual([
      'Ada',
      'bob',
    ]);
    expect(sortAndFilter([ada, bob, cy], 'name', 'cy')).toEqual([cy]);
  });
});

describe('sentPermissions', () => {
  const flags = {
    view: { value: true, locked: true },
    edit: { value: false, locked: false },
    download: { value: true, locked: false },
    share: { value: true, locked: true },
    comment: { value: true, locked: false },
  };

  it('sends only the permissions that are not locked', () => {
    expect(sentPermissions(flags)).toEqual({ edit: false, download: true, comment: true });
  });

  it('sends a change made to one of them', () => {
    expect(sentPermissions(withPermission(flags, 'edit', true))).toMatchObject({ edit: true });
  });
});
