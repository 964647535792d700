/** The connection keys of the folder list, which New Folder and the upload append to. */
export const CHILDREN_CONNECTION = 'FolderList_children';
export const ASSETS_CONNECTION = 'FolderList_assets';
