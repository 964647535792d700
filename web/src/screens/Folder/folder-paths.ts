import { createContext, useContext } from 'react';
import { pathTo } from '../../routes/route-table.ts';

/** Where the folder list's rows lead: a project's routes, or a share link's. */
export interface FolderPaths {
  folder(item: { projectId: string; folderId: string }): string;
  asset(item: { projectId: string; folderId: string; assetId: string }): string;
}

const projectPaths: FolderPaths = {
  folder: ({ projectId, folderId }) => pathTo('projects-folder', { projectId, folderId }),
  asset: ({ projectId, folderId, assetId }) => pathTo('view', { projectId, folderId, assetId }),
};

export const FolderPathsContext = createContext<FolderPaths>(projectPaths);

export const useFolderPaths = (): FolderPaths => useContext(FolderPathsContext);
