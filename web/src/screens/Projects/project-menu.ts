/** What the project menu needs to know of a project. */
export interface MenuProject {
  id: string;
  allowedTo: { edit: boolean; delete: boolean };
}

/** The entries of the project context menu the viewer may use now (spec §6). */
export interface ProjectMenuEntries {
  newProject: boolean;
  manageUsers: boolean;
  /** Set Poster Image: the project's root folder's poster. */
  setPoster: boolean;
  /** Regenerate Thumbnail: the project's root folder's, for a superuser. */
  regenerateThumbnail: boolean;
  settings: boolean;
  changeWorkspace: boolean;
  delete: boolean;
  cancelSelection: boolean;
  selectItems: boolean;
}

interface MenuContext {
  /** Superuser, or one who may manage a workspace. */
  canCreate: boolean;
  isSuperuser: boolean;
  /** How many workspaces the viewer may edit: moving needs two. */
  editableWorkspaces: number;
  selectionMode: boolean;
}

/**
 * New Project with nothing selected; Manage Users, Set Poster Image and Settings on exactly one
 * project the viewer edits; Regenerate Thumbnail on exactly one project for a superuser; Change
 * Project Workspace on projects they all edit, with another workspace to go to; Delete when every
 * selected project may be deleted; Cancel Selection or Select Items.
 */
export function projectMenuEntries(
  selected: readonly MenuProject[],
  { canCreate, isSuperuser, editableWorkspaces, selectionMode }: MenuContext,
): ProjectMenuEntries {
  const one = selected.length === 1 && selected[0]?.allowedTo.edit === true;
  const some = selected.length > 0;
  return {
    newProject: canCreate && !some,
    manageUsers: one,
    setPoster: one,
    regenerateThumbnail: isSuperuser && selected.length === 1,
    settings: one,
    changeWorkspace:
      some && editableWorkspaces > 1 && selected.every((project) => project.allowedTo.edit),
    delete: some && selected.every((project) => project.allowedTo.delete),
    cancelSelection: selectionMode,
    selectItems: !selectionMode,
  };
}
