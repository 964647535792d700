import { describe, expect, it } from 'vitest';
import {
  createdByText,
  filenameText,
  type ListedTransfer,
  sortAndFilter,
  statusText,
  typeText,
} from './transfer-list.ts';

const upload: ListedTransfer = {
  direction: 'UPLOAD',
  filename: 'A001_C002.mov',
  fileCount: 1,
  bytes: 2_000_000,
  createdAt: '2026-11-03T10:00:00Z',
  createdByName: 'Mia',
  fromLink: false,
  status: 'completed',
  projectName: 'Pilot',
};
const zip: ListedTransfer = {
  direction: 'DOWNLOAD',
  filename: 'Day 1.zip',
  fileCount: 20,
  bytes: 9_000_000,
  createdAt: '2026-11-02T10:00:00Z',
  createdByName: null,
  fromLink: true,
  status: 'started',
  projectName: 'Feature',
};
const download: ListedTransfer = {
  ...upload,
  direction: 'DOWNLOAD',
  filename: 'B002.mov',
  bytes: 5_000,
  createdAt: '2026-11-04T10:00:00Z',
  createdByName: 'Ada',
  fromLink: true,
  status: 'started',
};
const all = [upload, zip, download];
const names = (list: ListedTransfer[]) => list.map((one) => one.filename);

describe('the shown texts', () => {
  it('names the type, creator, files and status', () => {
    expect(typeText(upload)).toBe('Upload');
    expect(typeText(zip)).toBe('Download');
    expect(createdByText(upload)).toBe('Mia');
    expect(createdByText(download)).toBe('Ada (shared)');
    expect(createdByText(zip)).toBe('Share Link (shared)');
    expect(filenameText(upload)).toBe('A001_C002.mov');
    expect(filenameText(zip)).toBe('20 file(s)');
    expect(statusText(upload)).toBe('Completed');
    expect(statusText({ status: 'odd' })).toBe('odd');
  });
});

describe('sortAndFilter', () => {
  const sorted = (sort: Parameters<typeof sortAndFilter>[1]['sort']) =>
    names(sortAndFilter(all, { sort, filter: '', withProject: true }));

  it('sorts newest and largest first, texts from A to Z', () => {
    expect(sorted('created')).toEqual(['B002.mov', 'A001_C002.mov', 'Day 1.zip']);
    expect(sorted('size')).toEqual(['Day 1.zip', 'A001_C002.mov', 'B002.mov']);
    expect(sorted('type')).toEqual(['B002.mov', 'Day 1.zip', 'A001_C002.mov']);
    expect(sorted('createdBy')).toEqual(['B002.mov', 'A001_C002.mov', 'Day 1.zip']);
    expect(sorted('filename')).toEqual(['Day 1.zip', 'A001_C002.mov', 'B002.mov']);
    expect(sorted('status')).toEqual(['A001_C002.mov', 'B002.mov', 'Day 1.zip']);
    expect(sorted('project')).toEqual(['Day 1.zip', 'B002.mov', 'A001_C002.mov']);
  });

  it('filters by what a row shows, the project only when shown', () => {
    const filtered = (filter: string, withProject = true) =>
      names(sortAndFilter(all, { sort: 'created', filter, withProject }));
    expect(filtered(' a001 ')).toEqual(['A001_C002.mov']);
    expect(filtered('shared')).toEqual(['B002.mov', 'Day 1.zip']);
    expect(filtered('upload')).toEqual(['A001_C002.mov']);
    expect(filtered('day 1')).toEqual(['Day 1.zip']);
    expect(filtered('feature')).toEqual(['Day 1.zip']);
    expect(filtered('feature', false)).toEqual([]);
  });
});
