import { isHiddenName } from '@rushes/rules';

/** The picker's files without hidden ones, nor files inside a hidden folder of a picked folder. */
export function visibleFiles(files: Iterable<File>): File[] {
  return [...files].filter((file) => {
    const path = file.webkitRelativePath || file.name;
    return !path.split('/').some(isHiddenName);
  });
}

/** What a drop holds: entries to walk, or plain files where the browser gives no entry. */
export type DroppedItem = FileSystemEntry | File;

/**
 * The items of a drop. Read them while the drop event runs: the browser empties the list once
 * the handler returns.
 */
export function droppedItems(transfer: DataTransfer): DroppedItem[] {
  const items: DroppedItem[] = [];
  for (const item of transfer.items) {
    if (item.kind !== 'file') continue;
    const entry = item.webkitGetAsEntry();
    const file = entry ? null : item.getAsFile();
    if (entry) items.push(entry);
    else if (file) items.push(file);
  }
  return items;
}

const isFileEntry = (entry: FileSystemEntry): entry is FileSystemFileEntry => entry.isFile;
const isDirectoryEntry = (entry: FileSystemEntry): entry is FileSystemDirectoryEntry =>
  entry.isDirectory;

const fileOf = (entry: FileSystemFileEntry) =>
  new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** A folder's entries; the reader hands them out in batches until an empty one. */
async function childrenOf(entry: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = entry.createReader();
  const children: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return children;
    children.push(...batch);
  }
}

/** Every file of a drop, walking into folders, skipping hidden files and folders. */
export async function droppedFiles(items: readonly DroppedItem[]): Promise<File[]> {
  const files: File[] = [];
  for (const item of items) {
    if (isHiddenName(item.name)) continue;
    if (item instanceof File) files.push(item);
    else if (isFileEntry(item)) files.push(await fileOf(item));
    else if (isDirectoryEntry(item)) files.push(...(await droppedFiles(await childrenOf(item))));
  }
  return files;
}
