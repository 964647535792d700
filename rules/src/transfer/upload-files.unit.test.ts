import { describe, expect, it } from 'vitest';
import { groupUploadFiles, isHiddenName, isMetadataFile, uploadOrder } from './upload-files.ts';

const files = (...names: string[]) => names.map((name) => ({ name }));
const shown = (names: string[]) =>
  groupUploadFiles(files(...names)).map((group) => [
    group.main?.name ?? null,
    group.metadata.map((file) => file.name),
  ]);

describe('which files an upload sends, and how', () => {
  it('skips names starting with a dot', () => {
    expect(isHiddenName('.DS_Store')).toBe(true);
    expect(isHiddenName('clip.mov')).toBe(false);
    expect(isHiddenName('clip.v2.mov')).toBe(false);
  });

  it('takes ALE and XML files, whatever their case, for metadata', () => {
    expect(['Day 1.ale', 'C0001M01.XML', 'C0001.MP4', 'notes.xml.mov'].map(isMetadataFile)).toEqual(
      [true, true, false, false],
    );
  });
});

describe('grouping the files of an upload (media-handling section 2)', () => {
  it("attaches a camera's sidecar to its clip and keeps an ALE of many clips last, on its own", () => {
    expect(shown(['Day 1.ale', 'C0001M01.XML', 'C0001.MP4', 'C0002.MP4'])).toEqual([
      ['C0001.MP4', ['C0001M01.XML']],
      ['C0002.MP4', []],
      [null, ['Day 1.ale']],
    ]);
  });

  it('never attaches to a clip whose name is only the start of a longer number', () => {
    expect(shown(['C000.MP4', 'C0001M01.XML'])).toEqual([
      ['C000.MP4', []],
      [null, ['C0001M01.XML']],
    ]);
  });

  it('prefers the clip whose name it takes the most of, whatever the case', () => {
    expect(shown(['A001.mov', 'A001_C002.mov', 'a001_c002.xml'])).toEqual([
      ['A001.mov', []],
      ['A001_C002.mov', ['a001_c002.xml']],
    ]);
  });

  it('uploads every clip before any metadata file', () => {
    const groups = groupUploadFiles(files('Day 1.ale', 'C0001M01.XML', 'C0001.MP4', 'C0002.MP4'));
    expect(uploadOrder(groups).map((file) => file.name)).toEqual([
      'C0001.MP4',
      'C0002.MP4',
      'C0001M01.XML',
      'Day 1.ale',
    ]);
  });
});
