/** How the workspaces are ordered: by Name (A to Z) or by Created (newest first, the default). */
export type WorkspaceSort = 'name' | 'created';

export const DEFAULT_WORKSPACE_SORT: WorkspaceSort = 'created';

/** The workspaces the viewer may edit (the only ones the area lists), in `sort`'s order. */
export function editableSorted<W extends { name: string; createdAt: string; canEdit: boolean }>(
  workspaces: readonly W[],
  sort: WorkspaceSort,
): W[] {
  const editable = workspaces.filter((workspace) => workspace.canEdit);
  return sort === 'name'
    ? editable.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }))
    : editable.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The sidebar's choice is remembered in the browser. */
export const WORKSPACE_SORT_KEY = 'rushes.workspaces.sort';
