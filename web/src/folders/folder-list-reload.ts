/**
 * The open folder lists' reloads, by folder id: a live change of the folder asks each list to
 * fetch again what it shows (its order, its filter, as many rows as it has loaded).
 */
const reloads = new Map<string, Set<() => void>>();

/** Registers a list's reload; the returned function removes it. */
export function onFolderListReload(folderId: string, reload: () => void): () => void {
  const forFolder = reloads.get(folderId) ?? new Set();
  forFolder.add(reload);
  reloads.set(folderId, forFolder);
  return () => {
    forFolder.delete(reload);
    if (forFolder.size === 0) reloads.delete(folderId);
  };
}

export function reloadFolderLists(folderId: string): void {
  for (const reload of reloads.get(folderId) ?? []) reload();
}
