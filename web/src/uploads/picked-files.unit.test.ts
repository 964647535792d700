import { describe, expect, it } from 'vitest';
import { type DroppedItem, droppedFiles, visibleFiles } from './picked-files.ts';

function fileEntry(name: string) {
  return {
    name,
    isFile: true,
    isDirectory: false,
    file: (resolve: (file: File) => void) => resolve(new File(['x'], name)),
  };
}

/** A folder whose reader hands its entries out two at a time, like browsers do in batches. */
function folderEntry(name: string, children: object[]) {
  return {
    name,
    isFile: false,
    isDirectory: true,
    createReader: () => {
      let offset = 0;
      return {
        readEntries: (resolve: (batch: object[]) => void) => {
          resolve(children.slice(offset, offset + 2));
          offset += 2;
        },
      };
    },
  };
}

// test doubles of the browser's FileSystemEntry: only the members the walk uses
const entries = (list: object[]) => list as unknown as DroppedItem[];

describe('hidden files', () => {
  it('the picker skips dot files and files inside dot folders', () => {
    const picked = [
      new File(['a'], 'a.mov'),
      new File(['b'], '.hidden.mov'),
      Object.defineProperty(new File(['c'], 'c.mov'), 'webkitRelativePath', {
        value: 'Day 1/.cache/c.mov',
      }),
      Object.defineProperty(new File(['d'], 'd.mov'), 'webkitRelativePath', {
        value: 'Day 1/d.mov',
      }),
    ];
    expect(visibleFiles(picked).map((file) => file.name)).toEqual(['a.mov', 'd.mov']);
  });

  it('a drop walks into folders and skips dot files and dot folders', async () => {
    const dropped = entries([
      fileEntry('a.mov'),
      fileEntry('.DS_Store'),
      folderEntry('Day 1', [
        fileEntry('b.mov'),
        fileEntry('.b.mov.tmp'),
        folderEntry('.git', [fileEntry('config')]),
        folderEntry('Cam B', [fileEntry('c.mov'), fileEntry('d.wav'), fileEntry('e.mov')]),
      ]),
      folderEntry('.Trashes', [fileEntry('old.mov')]),
    ]);
    const files = await droppedFiles(dropped);
    expect(files.map((file) => file.name)).toEqual(['a.mov', 'b.mov', 'c.mov', 'd.wav', 'e.mov']);
  });

  it('takes plain files where the browser gives no entry, skipping dot files', async () => {
    const files = await droppedFiles([new File(['a'], 'a.mov'), new File(['b'], '.DS_Store')]);
    expect(files.map((file) => file.name)).toEqual(['a.mov']);
  });
});
