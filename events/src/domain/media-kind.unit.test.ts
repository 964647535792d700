import { describe, expect, it } from 'vitest';
import { assetTypeOf, claimOf, extensionOf, type FileClaim, isArchiveFile } from './media-kind.ts';

const file = (filename: string, mimetype: string) => ({ filename, mimetype });

describe('extensionOf', () => {
  it('gives the lower-case extension, none for a name that is only an extension', () => {
    expect(extensionOf('A001_C002.MXF')).toBe('mxf');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('take')).toBe('');
    expect(extensionOf('.mov')).toBe('');
  });
});

describe('assetTypeOf', () => {
  it.each([
    ...'mov mp4 m4v mxf avi mkv webm mts m2ts ts mpg mpeg vob wmv flv 3gp ogv dv r3d braw'
      .split(' ')
      .map((extension) => [extension, 'Video']),
    ...'wav mp3 aac m4a flac ogg oga opus aif aiff wma'.split(' ').map((ext) => [ext, 'Audio']),
    ...'jpg jpeg png gif webp tif tiff bmp dpx exr tga heic jp2'
      .split(' ')
      .map((extension) => [extension, 'Image']),
    ['pdf', 'Document'],
  ])('knows .%s as %s whatever the browser sent', (extension, type) => {
    expect(assetTypeOf(`file.${extension}`, 'application/octet-stream')).toBe(type);
    expect(assetTypeOf(`FILE.${extension.toUpperCase()}`, '')).toBe(type);
  });

  it('lets the extension win over the type the browser sent', () => {
    expect(assetTypeOf('A001_C002.MXF', 'application/mxf')).toBe('Video');
    expect(assetTypeOf('clip.mov', 'application/pdf')).toBe('Video');
    expect(assetTypeOf('script.pdf', 'application/octet-stream')).toBe('Document');
  });

  it('falls back to the content type for an unknown extension', () => {
    expect(assetTypeOf('clip', 'video/mp4')).toBe('Video');
    expect(assetTypeOf('voice.xyz', 'audio/x-whatever')).toBe('Audio');
    expect(assetTypeOf('still.avif', 'image/avif')).toBe('Image');
    expect(assetTypeOf('doc', 'application/pdf; charset=binary')).toBe('Document');
  });

  it('calls the rest Other, vector images included', () => {
    expect(assetTypeOf('notes.txt', 'text/plain')).toBe('Other');
    expect(assetTypeOf('logo.svg', 'image/svg+xml')).toBe('Other');
    expect(assetTypeOf('archive.zip', '')).toBe('Other');
    expect(assetTypeOf('.mov', '')).toBe('Other');
  });
});

describe('claimOf', () => {
  it('knows documents, media and the rest by type or extension', () => {
    expect(claimOf(file('script.PDF', ''))).toBe('document');
    expect(claimOf(file('x', 'application/pdf'))).toBe('document');
    expect(claimOf(file('A001.mov', 'video/quicktime'))).toBe('media');
    expect(claimOf(file('A001.mxf', 'application/mxf'))).toBe('media');
    expect(claimOf(file('frame.exr', ''))).toBe('media');
    expect(claimOf(file('notes.ale', 'text/plain'))).toBe('other');
    expect(claimOf(file('logo.svg', 'image/svg+xml'))).toBe('other');
  });

  it('leaves a file that says nothing of itself to ffprobe', () => {
    const unknown: FileClaim[] = [
      claimOf(file('take', 'application/octet-stream')),
      claimOf(file('take.bin', '')),
    ];
    expect(unknown).toEqual(['unknown', 'unknown']);
  });

  it('agrees with the asset type a file is listed as', () => {
    const files = [
      file('clip.mov', ''),
      file('mix.WAV', ''),
      file('frame.dpx', ''),
      file('script.pdf', ''),
      file('notes.txt', 'text/plain'),
    ];
    const pairs = files.map((f) => [assetTypeOf(f.filename, f.mimetype), claimOf(f)]);
    expect(pairs).toEqual([
      ['Video', 'media'],
      ['Audio', 'media'],
      ['Image', 'media'],
      ['Document', 'document'],
      ['Other', 'other'],
    ]);
  });
});

describe('isArchiveFile', () => {
  it('knows archives by their extension, whatever the case', () => {
    for (const name of ['Card A.zip', 'day1.TAR', 'logs.tar.gz', 'x.7z', 'y.rar']) {
      expect(isArchiveFile(name)).toBe(true);
    }
    for (const name of ['Take 1.mov', 'zip', 'notes.pdf', 'archive.zip.mov']) {
      expect(isArchiveFile(name)).toBe(false);
    }
  });
});
