import { ConnectionHandler, ROOT_ID } from 'relay-runtime';

/**
 * The connections that mutations and live updates write to, by the `@connection` keys of the
 * fragments that list them (the keys must match those fragments word for word).
 */
export const COMMENTS_CONNECTION = 'CommentList_comments';

/** A version's comments (CommentList). */
export const commentsConnectionId = (versionId: string): string =>
  ConnectionHandler.getConnectionID(versionId, COMMENTS_CONNECTION);

/** A folder's child folders (FolderList). */
export const folderChildrenConnectionId = (folderId: string): string =>
  ConnectionHandler.getConnectionID(folderId, 'FolderList_children');

/** A folder's assets (FolderList), which a finished upload joins. */
export const folderAssetsConnectionId = (folderId: string): string =>
  ConnectionHandler.getConnectionID(folderId, 'FolderList_assets');

/** The orders the project list and the sidebar may be in (GraphQL's ProjectOrder). */
export const PROJECT_ORDERS = ['CREATED_DESC', 'CREATED_ASC', 'TITLE_ASC', 'TITLE_DESC'] as const;
export type ProjectOrder = (typeof PROJECT_ORDERS)[number];

/**
 * The user's projects as ProjectTable and ProjectSidebar list them, in every order: a project
 * created or deleted joins or leaves whichever of them the store holds.
 */
export const projectsConnectionIds = (): string[] =>
  ['ProjectTable_projects', 'ProjectSidebar_sidebarProjects'].flatMap((key) =>
    PROJECT_ORDERS.map((orderBy) => ConnectionHandler.getConnectionID(ROOT_ID, key, { orderBy })),
  );
