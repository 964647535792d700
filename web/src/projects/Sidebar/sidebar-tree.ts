import type { TreeNodeData } from '@mantine/core';
import { moreFoldersNode } from '../../folders/FolderTree/more-folders.tsx';
import type { TreeFolder } from '../../folders/FolderTree/useFolderTreeChildren.ts';
import { messages } from '../../messages/messages.ts';

/** A project as the sidebar lists it: only those the viewer may edit. */
export interface SidebarProject {
  id: string;
  name: string;
  allowedTo: { edit: boolean; delete: boolean };
  rootFolder: { id: string; folderCount: number };
  /** Its collections, by name. */
  collections: readonly { id: string; name: string; definition: string }[];
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

/** The node a tree node's data carries (a folder's or a project's). */
export const sidebarNodeOf = (data: TreeNodeData) => data.nodeProps?.node as SidebarNode;

/** A project's Collections group, or one of its collections (decision 0125). */
export interface SidebarCollectionNode {
  kind: 'collections' | 'collection';
  projectId: string;
  /** The collection's id; empty for the group. */
  collectionId: string;
  name: string;
  /** The collection's search; empty for the group. */
  definition: string;
  /** Whether the viewer edits the project: makes, changes and deletes its collections. */
  projectEdit: boolean;
}

/** The tree value of a project's Collections group, and of a collection. */
export const collectionsValue = (projectId: string) => `collections:${projectId}`;
export const collectionValue = (collectionId: string) => `collection:${collectionId}`;

/** The collection node a tree node's data carries; null for a folder's or a project's. */
export function collectionNodeOf(data: TreeNodeData): SidebarCollectionNode | null {
  const node = data.nodeProps?.collection;
  return node ? (node as SidebarCollectionNode) : null;
}

/** A project's Collections group, opening into its collections (there from the start). */
function collectionsData(project: SidebarProject): TreeNodeData {
  const base = { projectId: project.id, projectEdit: project.allowedTo.edit };
  const group: SidebarCollectionNode = {
    ...base,
    kind: 'collections',
    collectionId: '',
    name: messages.collections.group,
    definition: '',
  };
  return {
    value: collectionsValue(project.id),
    label: group.name,
    nodeProps: { collection: group },
    hasChildren: project.collections.length > 0,
    children: project.collections.map(({ id, name, definition }) => {
      const node: SidebarCollectionNode = {
        ...base,
        kind: 'collection',
        collectionId: id,
        name,
        definition,
      };
      return { value: collectionValue(id), label: name, nodeProps: { collection: node } };
    }),
  };
}

/**
 * The tree as loaded so far: each project, valued by its root folder's id (a folder's value is
 * its id, so the open folder is found whatever its depth), opens into its Collections group and
 * its folders; a folder with children still to load (`more`) ends with a More folders node.
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
    first: TreeNodeData[] = [],
  ): TreeNodeData => {
    // once loaded, its folders say it (something may have moved in or out since it was counted)
    const loaded = children.get(node.folderId);
    return {
      value: node.folderId,
      label: node.name,
      nodeProps: { node },
      hasChildren: first.length > 0 || (loaded ? loaded.length > 0 : folderCount > 0),
      children: loaded && [
        ...first,
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
      return treeNode(
        node,
        project.rootFolder.folderCount,
        (folder) => folderData(folder, project, project.rootFolder.id),
        [collectionsData(project)],
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

/** The entries of a collection node's menu: New Collection on the group, the others on one. */
export const collectionMenuEntries = (node: SidebarCollectionNode) => ({
  newCollection: node.projectEdit && node.kind === 'collections',
  edit: node.projectEdit && node.kind === 'collection',
  delete: node.projectEdit && node.kind === 'collection',
});

export type CollectionMenuAction = keyof ReturnType<typeof collectionMenuEntries>;
