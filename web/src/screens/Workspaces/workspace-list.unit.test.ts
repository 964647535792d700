import { describe, expect, it } from 'vitest';
import { editableSorted } from './workspace-list.ts';

const workspace = (name: string, createdAt: string, canEdit = true) => ({
  name,
  createdAt,
  canEdit,
});

describe('workspace list', () => {
  const list = [
    workspace('Default', '2026-01-01T00:00:00Z'),
    workspace('commercials', '2026-03-01T00:00:00Z'),
    workspace('Adverts', '2026-02-01T00:00:00Z'),
    workspace('Hidden', '2026-04-01T00:00:00Z', false),
  ];

  it('lists only editable workspaces, newest first by default', () => {
    expect(editableSorted(list, 'created').map((w) => w.name)).toEqual([
      'commercials',
      'Adverts',
      'Default',
    ]);
  });

  it('sorts by name whatever the case', () => {
    expect(editableSorted(list, 'name').map((w) => w.name)).toEqual([
      'Adverts',
      'commercials',
      'Default',
    ]);
  });
});
