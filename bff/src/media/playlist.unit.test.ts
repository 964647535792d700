import { describe, expect, it } from 'vitest';
import {
  isGrowingPlaylist,
  playlistReferences,
  resolvePlaylistUri,
  rewritePlaylist,
} from './playlist.ts';

const master = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-STREAM-INF:BANDWIDTH=600000,RESOLUTION=480x270',
  '270p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=5000000,RESOLUTION=1920x1080',
  '1080p/index.m3u8',
  '',
].join('\n');

const level = [
  '#EXTM3U',
  '#EXT-X-TARGETDURATION:2',
  '#EXT-X-MAP:URI="init.mp4"',
  '#EXTINF:2.000,',
  'segment_000.m4s',
  '#EXTINF:1.500,',
  'segment_001.m4s?x=1',
  '#EXT-X-ENDLIST',
].join('\r\n');

const fake = (path: string) => `signed(${path})`;

describe('resolvePlaylistUri', () => {
  it('resolves a URI against the playlist folder', () => {
    expect(resolvePlaylistUri('hls/master.m3u8', '270p/index.m3u8')).toBe('hls/270p/index.m3u8');
    expect(resolvePlaylistUri('hls/270p/index.m3u8', '../poster.jpg')).toBe('hls/poster.jpg');
    expect(resolvePlaylistUri('hls/270p/index.m3u8', 'seg.ts?t=1#x')).toBe('hls/270p/seg.ts');
  });

  it('leaves absolute URLs and paths outside the version alone', () => {
    expect(resolvePlaylistUri('hls/master.m3u8', 'https://cdn.example/a.ts')).toBeNull();
    expect(resolvePlaylistUri('hls/master.m3u8', '/etc/passwd')).toBeNull();
    expect(resolvePlaylistUri('hls/master.m3u8', '../../other/source.mov')).toBeNull();
    expect(resolvePlaylistUri('master.m3u8', '..')).toBeNull();
  });
});

describe('rewritePlaylist', () => {
  it('sends nested playlists back through the route', () => {
    const route = (path: string) => `/v2/media/T/${path}`;
    expect(rewritePlaylist(master, 'hls/master.m3u8', route)).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-STREAM-INF:BANDWIDTH=600000,RESOLUTION=480x270',
        '/v2/media/T/hls/270p/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=5000000,RESOLUTION=1920x1080',
        '/v2/media/T/hls/1080p/index.m3u8',
        '',
      ].join('\n'),
    );
  });

  it('rewrites segments and the init file of #EXT-X-MAP, keeping the tags', () => {
    expect(rewritePlaylist(level, 'hls/270p/index.m3u8', fake)).toBe(
      [
        '#EXTM3U',
        '#EXT-X-TARGETDURATION:2',
        '#EXT-X-MAP:URI="signed(hls/270p/init.mp4)"',
        '#EXTINF:2.000,',
        'signed(hls/270p/segment_000.m4s)',
        '#EXTINF:1.500,',
        'signed(hls/270p/segment_001.m4s)',
        '#EXT-X-ENDLIST',
      ].join('\n'),
    );
  });

  it('rewrites URI attributes of media renditions, not comments', () => {
    const text = '#EXTM3U\n# a comment URI="x.ts"\n#EXT-X-MEDIA:TYPE=AUDIO,URI="audio/index.m3u8"';
    expect(rewritePlaylist(text, 'hls/master.m3u8', fake)).toBe(
      '#EXTM3U\n# a comment URI="x.ts"\n#EXT-X-MEDIA:TYPE=AUDIO,URI="signed(hls/audio/index.m3u8)"',
    );
  });

  it('keeps absolute URLs', () => {
    const text = '#EXTM3U\n#EXTINF:2,\nhttps://cdn.example/a.ts';
    expect(rewritePlaylist(text, 'hls/x/index.m3u8', fake)).toBe(text);
  });
});

describe('playlistReferences', () => {
  it('lists every path once', () => {
    expect(playlistReferences(level, 'hls/270p/index.m3u8')).toEqual([
      'hls/270p/init.mp4',
      'hls/270p/segment_000.m4s',
      'hls/270p/segment_001.m4s',
    ]);
  });
});

describe('isGrowingPlaylist', () => {
  const growing = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-TARGETDURATION:2',
    '#EXT-X-PLAYLIST-TYPE:EVENT',
    '#EXT-X-MAP:URI="init.mp4"',
    '#EXTINF:2.000000,',
    'segment_00000.m4s',
  ].join('\n');

  it('knows a media playlist that lists no end yet, so it is never cached', () => {
    expect(isGrowingPlaylist(growing)).toBe(true);
  });

  it('knows a finished media playlist and a master playlist as settled', () => {
    expect(isGrowingPlaylist(`${growing}\n#EXT-X-ENDLIST\n`)).toBe(false);
    expect(isGrowingPlaylist('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n720p/index.m3u8\n')).toBe(
      false,
    );
  });
});
