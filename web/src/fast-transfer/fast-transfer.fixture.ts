import type { HelperTransfer, HelperTransferFile } from '@rushes/rules';

/** A file of a helper's transfer, queued unless told otherwise. */
export const helperFile = (change: Partial<HelperTransferFile> = {}): HelperTransferFile => ({
  path: '/Volumes/Card A/A001C003.mov',
  name: 'A001C003.mov',
  size: 1000,
  sent: 0,
  state: 'queued',
  uploadId: null,
  assetId: null,
  versionId: null,
  jobId: null,
  error: null,
  ...change,
});

/** An upload as Rushes Transfer reports it. */
export const helperTransfer = (change: Partial<HelperTransfer> = {}): HelperTransfer => ({
  id: 'ht-1',
  transferId: 'tr-1',
  direction: 'upload',
  engine: 'http',
  state: 'running',
  projectId: 'p1',
  folderId: 'f1',
  files: [helperFile()],
  bytes: 1000,
  sent: 0,
  bytesPerSecond: 0,
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
  error: null,
  ...change,
});
