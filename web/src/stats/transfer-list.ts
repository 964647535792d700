import { messages } from '../messages/messages.ts';

/** The transfer list's orders (media-handling §2); Project only in a workspace's view. */
export const transferSorts = [
  'created',
  'size',
  'type',
  'createdBy',
  'filename',
  'status',
  'project',
] as const;
export type TransferSort = (typeof transferSorts)[number];

export interface ListedTransfer {
  direction: 'UPLOAD' | 'DOWNLOAD' | '%future added value';
  filename: string;
  fileCount: number;
  bytes: number;
  createdAt: string;
  createdByName: string | null;
  fromLink: boolean;
  status: string;
  projectName: string;
}

const text = messages.stats;
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** 'Upload' or 'Download'. */
export const typeText = (transfer: Pick<ListedTransfer, 'direction'>): string =>
  transfer.direction === 'DOWNLOAD' ? text.download : text.upload;

/** Who moved it, ' (shared)' when through a share link (whose visitor has no name). */
export function createdByText(transfer: Pick<ListedTransfer, 'createdByName' | 'fromLink'>) {
  const name = transfer.createdByName ?? (transfer.fromLink ? text.shareLink : '');
  return transfer.fromLink ? `${name}${text.shared}` : name;
}

/** The file's name, or 'N file(s)' for a zip of several. */
export const filenameText = (transfer: Pick<ListedTransfer, 'filename' | 'fileCount'>): string =>
  transfer.fileCount > 1 ? text.files(transfer.fileCount) : transfer.filename;

/** 'Completed', 'Started', or the status as recorded. */
export function statusText(transfer: Pick<ListedTransfer, 'status'>): string {
  const known = text.statuses as Record<string, string>;
  return known[transfer.status] ?? transfer.status;
}

/** Newest and largest first; the texts from A to Z. */
function compare(a: ListedTransfer, b: ListedTransfer, sort: TransferSort): number {
  switch (sort) {
    case 'created':
      return b.createdAt.localeCompare(a.createdAt);
    case 'size':
      return b.bytes - a.bytes;
    case 'type':
      return collator.compare(typeText(a), typeText(b));
    case 'createdBy':
      return collator.compare(createdByText(a), createdByText(b));
    case 'filename':
      return collator.compare(filenameText(a), filenameText(b));
    case 'status':
      return collator.compare(statusText(a), statusText(b));
    case 'project':
      return collator.compare(a.projectName, b.projectName);
  }
}

/**
 * The transfers whose shown name, creator, type, status (or project, when shown) hold the filter,
 * sorted, the newest first among equals.
 */
export function sortAndFilter<T extends ListedTransfer>(
  transfers: readonly T[],
  options: { sort: TransferSort; filter: string; withProject: boolean },
): T[] {
  const needle = options.filter.trim().toLocaleLowerCase();
  const haystack = (transfer: T) =>
    [
      transfer.filename,
      filenameText(transfer),
      createdByText(transfer),
      typeText(transfer),
      statusText(transfer),
      options.withProject ? transfer.projectName : '',
    ]
      .join('\n')
      .toLocaleLowerCase();
  return transfers
    .filter((transfer) => !needle || haystack(transfer).includes(needle))
    .sort((a, b) => compare(a, b, options.sort) || compare(a, b, 'created'));
}
