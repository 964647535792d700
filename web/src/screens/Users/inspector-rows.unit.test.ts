import { describe, expect, it } from 'vitest';
import { assignedFolders, notificationRows } from './inspector-rows.ts';

const day1 = { name: 'Day 1', isRoot: false };
const day2 = { name: 'Day 2', isRoot: false };
const root = { name: 'Feature', isRoot: true };

describe('assignedFolders', () => {
  it('says ALL for an admin role or an entry on the root, NONE without entries', () => {
    expect(assignedFolders(true, [])).toBe('ALL');
    expect(assignedFolders(false, [day1, root])).toBe('ALL');
    expect(assignedFolders(false, [])).toBe('NONE');
    expect(assignedFolders(false, [day1, day2])).toBe('Day 1, Day 2');
  });
});

describe('notificationRows', () => {
  it('says Yes or No for Content and Comments, nothing without a membership', () => {
    const settings = {
      receiveFolderContentNotifications: true,
      receiveCommentNotifications: false,
    };
    expect(notificationRows(settings)).toEqual([
      ['Receives Notifications for Content', 'Yes'],
      ['Receives Notifications for Comments', 'No'],
    ]);
    expect(notificationRows(null)).toEqual([]);
  });
});
