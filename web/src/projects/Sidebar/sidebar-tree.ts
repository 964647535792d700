import type { TreeNodeData } from '@mantine/core';
import { moreFoldersNode } from '../../folders/FolderTree/more-folders.tsx';
import type { TreeFolder } from '../../folders/FolderTree/useFolderTreeChildren.ts';

/** A project as the sidebar lists it: only those the viewer may edit. */
export interface SidebarProject {
  id: string;
  name: string;
  allowedTo: { edit: boolean; delete: boolean };
  rootFolder: { id: string; folderCount: number };
}

/** What a node of the sidebar's tree stands for: a project (its root folder) or a folder. */
export interface SidebarNode {
  kind: 'project' | 'folder';
  projectId: string;
  /** The folder it opens: a project's is its root folder. */
  folderId: string;
  /** A folder's parent folder. */
  parentId?: string;
  name: string;
  allowedTo: { edit: boolean; delete: boolean };
  /** Whether the viewer edits the project (Manage Users and Set Poster need it). */
  projectEdit: boolean;
}

/** The node a tree node's data carries. */
export const sidebarNodeOf = (data: TreeNodeData) => data.nodeProps?.node as SidebarNode;

/**
 * The tree as loaded so far: each project, valued by its root folder's id (a folder's value is
 * its id, so the open folder is found whatever its depth), opens into its folders; a folder with
 * children still to load (`more`) ends with a More folders node.
 */
export function sidebarTreeData(
  projects: readonly SidebarProject[],
  children: ReadonlyMap<string, readonly TreeFolder[]>,
  more: ReadonlySet<string> = new Set(),
): TreeNodeData[] {
  const folderData = (
    folder: TreeFolder,
    project: SidebarProject,
    parentId: string,
  ): TreeNodeData => {
    const node: SidebarNode = {
      kind: 'folder',
      projectId: project.id,
      folderId: folder.id,
      parentId,
      name: folder.name,
      allowedTo: folder.allowedTo,
      projectEdit: project.allowedTo.edit,
    };
    return treeNode(node, folder.folderCount, (child) => folderData(child, project, folder.id));
  };
  const treeNode = (
    node: SidebarNode,
    folderCount: number,
    child: (folder: TreeFolder) => TreeNodeData,
  ): TreeNodeData => {
    // once loaded, its folders say it (something may have moved in or out since it was counted)
    const loaded = children.get(node.folderId);
    return {
      value: node.folderId,
      label: node.name,
      nodeProps: { node },
      hasChildren: loaded ? loaded.length > 0 : folderCount > 0,
      children: loaded && [
        ...loaded.map(child),
        ...(more.has(node.folderId) ? [moreFoldersNode(node.folderId)] : []),
      ],
    };
  };
  return projects
    .filter((project) => project.allowedTo.edit)
    .map((project) => {
      const node: SidebarNode = {
        kind: 'project',
        projectId: project.id,
        folderId: project.rootFolder.id,
        name: project.name,
        allowedTo: project.allowedTo,
        projectEdit: project.allowedTo.edit,
      };
      return treeNode(node, project.rootFolder.folderCount, (folder) =>
        folderData(folder, project, project.rootFolder.id),
      );
    });
}

/** The entries of a tree node's menu. */
export interface SidebarMenuEntries {
  newProject: boolean;
  manageUsers: boolean;
  settings: boolean;
  setPoster: boolean;
  delete: boolean;
}

/**
 * Spec §2 and §6: Manage Users and Set Poster need edit on the project, Settings is the
 * project's, Delete needs delete on the node; superusers create projects from the tree.
 */
export const sidebarMenuEntries = (
  node: SidebarNode,
  isSuperuser: boolean,
): SidebarMenuEntries => ({
  newProject: isSuperuser && node.kind === 'project',
  manageUsers: node.projectEdit,
  settings: node.kind === 'project' && node.allowedTo.edit,
  setPoster: node.projectEdit,
  delete: node.allowedTo.delete,
});
