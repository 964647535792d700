import { describe, expect, it } from 'vitest';
import {
  levelBandwidth,
  type MasterEntry,
  masterEntries,
  masterPlaylist,
  mediaSegments,
} from './master-playlist.ts';

const sdr270: MasterEntry = {
  uri: '270p/index.m3u8',
  bandwidth: 334_116,
  averageBandwidth: 328_629,
  codecs: 'avc1.64001e,mp4a.40.2',
  resolution: { width: 480, height: 270 },
  frameRate: 23.976,
  range: 'SDR',
};
const audioOnly: MasterEntry = {
  uri: 'audio/index.m3u8',
  bandwidth: 170_000,
  averageBandwidth: 165_000,
  codecs: 'mp4a.40.2',
  resolution: null,
  frameRate: null,
  range: null,
};

describe('masterPlaylist', () => {
  it('lists the levels published so far with bandwidth, resolution, codecs and range', () => {
    const text = masterPlaylist([
      sdr270,
      {
        uri: '1080p-hdr-hevc/index.m3u8',
        bandwidth: 7_000_000.4,
        averageBandwidth: 6_000_000,
        codecs: 'hvc1.2.4.L120.90',
        resolution: { width: 1920, height: 1080 },
        frameRate: 25,
        range: 'PQ',
      },
      audioOnly,
    ]);
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=334116,AVERAGE-BANDWIDTH=328629,CODECS="avc1.64001e,mp4a.40.2",RESOLUTION=480x270,FRAME-RATE=23.976,VIDEO-RANGE=SDR',
        '270p/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=7000000,AVERAGE-BANDWIDTH=6000000,CODECS="hvc1.2.4.L120.90",RESOLUTION=1920x1080,FRAME-RATE=25.000,VIDEO-RANGE=PQ',
        '1080p-hdr-hevc/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=170000,AVERAGE-BANDWIDTH=165000,CODECS="mp4a.40.2"',
        'audio/index.m3u8',
        '',
      ].join('\n'),
    );
  });
});

const ffmpegPlaylist = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-TARGETDURATION:2
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-MAP:URI="init.mp4"
#EXTINF:2.000000,
segment_00000.m4s
#EXTINF:2.000000,
segment_00001.m4s
#EXTINF:0.040000,
segment_00002.m4s
#EXT-X-ENDLIST
`;

describe('mediaSegments', () => {
  it("reads the init file and each segment's duration", () => {
    expect(mediaSegments(ffmpegPlaylist)).toEqual([
      { uri: 'init.mp4', duration: 0 },
      { uri: 'segment_00000.m4s', duration: 2 },
      { uri: 'segment_00001.m4s', duration: 2 },
      { uri: 'segment_00002.m4s', duration: 0.04 },
    ]);
  });
});

describe('levelBandwidth', () => {
  it('takes the peak over full segments and the average over all', () => {
    const sized = [
      { uri: 'init.mp4', duration: 0, bytes: 1_000 },
      { uri: 'a', duration: 2, bytes: 100_000 },
      { uri: 'b', duration: 2, bytes: 150_000 },
      { uri: 'c', duration: 0.04, bytes: 30_000 },
    ];
    expect(levelBandwidth(sized, 2)).toEqual({ bandwidth: 600_000, averageBandwidth: 554_456 });
  });

  it('uses the only segment of a short clip for both', () => {
    const sized = [{ uri: 'a', duration: 0.5, bytes: 50_000 }];
    expect(levelBandwidth(sized, 2)).toEqual({ bandwidth: 800_000, averageBandwidth: 800_000 });
  });
});

describe('masterEntries', () => {
  it('reads back the levels a master lists, for a ladder that goes on after its first level', () => {
    const entries = [sdr270, audioOnly];
    expect(masterEntries(masterPlaylist(entries))).toEqual(entries);
    expect(masterEntries(masterPlaylist([]))).toEqual([]);
  });
});
