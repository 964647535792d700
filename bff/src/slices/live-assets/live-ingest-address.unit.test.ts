import { describe, expect, it } from 'vitest';
import { ingestOf, rtmpServerOf, srtPortsOf } from './live-ingest-address.ts';

const config = {
  rtmpUrl: undefined,
  rtmpPort: 1935,
  publicUrl: 'https://rushes.example.com',
  port: 8080,
};

describe("a Live asset's ingest addresses", () => {
  it('are on the public address unless RUSHES_RTMP_URL says otherwise', () => {
    expect(rtmpServerOf(config)).toBe('rtmp://rushes.example.com:1935/live');
    expect(rtmpServerOf({ ...config, rtmpUrl: 'rtmps://ingest.example.com/live/' })).toBe(
      'rtmps://ingest.example.com/live',
    );
  });

  it('take SRT on a range of ports, or none', () => {
    expect(srtPortsOf({ srtPorts: '9000-9099' })).toEqual({ from: 9000, to: 9099 });
    expect(srtPortsOf({ srtPorts: '9010-9000' })).toEqual({ from: 9000, to: 9010 });
    expect(srtPortsOf({ srtPorts: 'none' })).toBeNull();
  });

  it("show the key once in both: RTMP with the key, SRT with the key's port and passphrase", () => {
    const issued = { streamKey: 'live_k', srt: { port: 9003, passphrase: 'p'.repeat(32) } };
    expect(ingestOf(config, issued)).toEqual({
      streamKey: 'live_k',
      rtmpServer: 'rtmp://rushes.example.com:1935/live',
      rtmpUrl: 'rtmp://rushes.example.com:1935/live/live_k',
      srtUrl: `srt://rushes.example.com:9003?passphrase=${'p'.repeat(32)}&pbkeylen=32`,
    });
    expect(ingestOf(config, { ...issued, srt: null }).srtUrl).toBeNull();
  });
});
