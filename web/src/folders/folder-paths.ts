import { createContext, useContext } from 'react';
import { pathTo } from '../routes/route-table.ts';

/** Where the rows of a folder list lead: a project's routes, or a share link's. */
export interface FolderPaths {
  folder(folderId: string): string;
  asset(assetId: string): string;
}

/** The list of a project's folder: its folders and assets open in the project's routes. */
export function projectPaths(projectId: string, folderId: string): FolderPaths {
  return {
    folder: (childId) => pathTo('projects-folder', { projectId, folderId: childId }),
    asset: (assetId) => pathTo('view', { projectId, folderId, assetId }),
  };
}

const FolderPathsContext = createContext<FolderPaths | null>(null);

/** The screen showing a folder list says where its rows lead. */
export const FolderPathsProvider = FolderPathsContext.Provider;

export function useFolderPaths(): FolderPaths {
  const paths = useContext(FolderPathsContext);
  if (!paths) throw new Error('useFolderPaths outside FolderPathsProvider');
  return paths;
}
