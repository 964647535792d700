/** The workspaces the viewer may edit, the default one first (New Project, Change Workspace). */
export const editableWorkspaces = <W extends { canEdit: boolean; isDefault: boolean }>(
  workspaces: readonly W[],
): W[] =>
  workspaces
    .filter((workspace) => workspace.canEdit)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
