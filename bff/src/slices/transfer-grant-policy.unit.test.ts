import { describe, expect, it } from 'vitest';
import type { DownloadGrant, UploadGrant } from '../auth/transfer-grant.ts';
import {
  canAskTransferToken,
  transferGrantDownloads,
  transferGrantOpens,
  transferGrantReachesUpload,
  transferGrantStarts,
} from './policy.ts';

const base = {
  transferId: 't',
  holder: { kind: 'user' as const, userId: 'ada' },
  projectId: 'p',
  expiresAt: new Date('2026-12-14T12:00:00Z'),
};
const upload: UploadGrant = {
  ...base,
  direction: 'upload',
  folderId: 'day3',
  assetId: null,
  files: [
    { name: 'A.mov', size: 10 },
    { name: 'Sound/A.wav', size: 5 },
  ],
};
const download: DownloadGrant = {
  ...base,
  direction: 'download',
  parentId: null,
  folderIds: ['day1'],
  assetIds: [],
};
const root = { id: 'root', name: 'Feature' };
const day3 = { id: 'day3', name: 'Day 3' };
const soundFolder = { id: 'sound', name: 'Sound' };

describe('policy: a transfer token bounds its bearer to its transfer', () => {
  it('opens to an upload grant the upload calls and what they answer, no more', () => {
    const opens = (type: string, field: string) => transferGrantOpens(upload, type, field);
    expect(opens('Mutation', 'startUpload')).toBe(true);
    expect(opens('Query', 'uploadFinalization')).toBe(true);
    expect(opens('Upload', 'urls')).toBe(true);
    expect(opens('Asset', 'name')).toBe(true);
    expect(opens('Asset', 'folder')).toBe(false);
    expect(opens('Query', 'transferFiles')).toBe(false);
    expect(opens('Mutation', 'asperaUploadToken')).toBe(false);
    expect(transferGrantOpens(download, 'Query', 'transferFiles')).toBe(true);
    expect(transferGrantOpens(download, 'Mutation', 'startUpload')).toBe(false);
    expect(transferGrantOpens(null, 'Mutation', 'deleteProject')).toBe(true);
  });

  it('starts the files it names, by their path below the folder and size, as new assets', () => {
    const place = { path: [root, day3], filename: 'A.mov', size: 10, assetId: null };
    expect(transferGrantStarts(upload, place)).toBe(true);
    expect(transferGrantStarts(upload, { ...place, filename: ' A.mov ' })).toBe(true);
    expect(transferGrantStarts(upload, { ...place, size: 11 })).toBe(false);
    expect(transferGrantStarts(upload, { ...place, assetId: 'a' })).toBe(false);
    expect(transferGrantStarts(upload, { ...place, path: [root] })).toBe(false);
    const wav = { path: [root, day3, soundFolder], filename: 'A.wav', size: 5, assetId: null };
    expect(transferGrantStarts(upload, wav)).toBe(true);
    expect(transferGrantStarts(upload, { ...wav, path: [root, day3] })).toBe(false);
    expect(transferGrantStarts(download, place)).toBe(false);
    expect(transferGrantStarts(null, place)).toBe(true);
  });

  it("reaches only its holder's uploads of those files; a version's grant only its asset's", () => {
    const row = {
      path: [root, day3],
      filename: 'A.mov',
      size: 10,
      assetId: 'new',
      createdBy: 'ada',
    };
    expect(transferGrantReachesUpload(upload, row)).toBe(true);
    expect(transferGrantReachesUpload(upload, { ...row, createdBy: 'bob' })).toBe(false);
    expect(transferGrantReachesUpload(upload, { ...row, filename: 'B.mov' })).toBe(false);
    const version = { ...upload, assetId: 'take' };
    expect(transferGrantReachesUpload(version, row)).toBe(false);
    expect(transferGrantReachesUpload(version, { ...row, assetId: 'take' })).toBe(true);
    expect(transferGrantReachesUpload(download, row)).toBe(false);
  });

  it('lists files to a download grant alone, and hands tokens to people alone', () => {
    expect([transferGrantDownloads(download), transferGrantDownloads(upload)]).toEqual([
      true,
      false,
    ]);
    expect(transferGrantDownloads(null)).toBe(false);
    const caller = { viewer: null, visitor: null, machine: null, transferGrant: null };
    const ada = { userId: 'ada', isSuperuser: false };
    const machine = { tokenId: 'm', workspaceId: null, scopes: [], expiresAt: null };
    expect(canAskTransferToken({ ...caller, viewer: ada })).toBe(true);
    expect(canAskTransferToken({ ...caller, visitor: {} })).toBe(true);
    expect(canAskTransferToken({ ...caller, machine })).toBe(false);
    expect(canAskTransferToken({ ...caller, viewer: ada, transferGrant: upload })).toBe(false);
    expect(canAskTransferToken(caller)).toBe(false);
  });
});
