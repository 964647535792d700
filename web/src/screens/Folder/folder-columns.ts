import { createContext, useContext } from 'react';

/** The folder list's columns shown only for some folders (spec §4). */
export interface FolderColumns {
  /** Selected: a take of the folder is circled. */
  selected: boolean;
  /** Scene: an asset of the folder has a slate. */
  scene: boolean;
  /** Status: an asset's newest version has a review status, or the list is filtered by one. */
  status: boolean;
}

export const noOptionalColumns: FolderColumns = { selected: false, scene: false, status: false };

export const FolderColumnsContext = createContext<FolderColumns>(noOptionalColumns);

/** The optional columns of the table a row is in. */
export const useFolderColumns = () => useContext(FolderColumnsContext);
