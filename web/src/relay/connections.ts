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

/** The user's projects (ProjectTable and ProjectSidebar). */
export const projectsConnectionId = (): string =>
  ConnectionHandler.getConnectionID(ROOT_ID, 'ProjectTable_projects');
