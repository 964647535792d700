import { describe, expect, it } from 'vitest';
import { MediaError } from './media-error.ts';
import { runningTime } from './media-messages.ts';
import { admitSource, judgeSource, type SourceLimits, sourceLimitsOf } from './source-limits.ts';
import type { ProbeResult } from './types.ts';

const limits: SourceLimits = {
  picture: { width: 4096, height: 2160 },
  durationMs: 4 * 3600_000,
  fps: 60,
};

const probe = (overrides: Partial<ProbeResult>): ProbeResult => ({
  durationMs: 20_000,
  fps: 25,
  width: 1920,
  height: 1080,
  videoCodec: 'h264',
  audioCodec: 'aac',
  videoBitrate: null,
  audioBitrate: null,
  timecode: null,
  colorTransfer: null,
  hdr: false,
  ...overrides,
});

describe('sourceLimitsOf', () => {
  it('reads the picture, the running time in seconds and the frame rate', () => {
    const env = { mediaMaxPicture: '8192x4320', mediaMaxDuration: 14_400, mediaMaxFps: 120 };
    expect(sourceLimitsOf(env)).toEqual({
      picture: { width: 8192, height: 4320 },
      durationMs: 14_400_000,
      fps: 120,
    });
  });
});

describe('judgeSource', () => {
  it('takes a clip within every limit as it is', () => {
    expect(judgeSource('video', probe({ width: 4096, height: 2160, fps: 60 }), limits)).toEqual({
      outcome: 'ok',
    });
  });

  it('refuses a picture larger than the limit, naming both sizes', () => {
    expect(judgeSource('video', probe({ width: 7680, height: 4320 }), limits)).toEqual({
      outcome: 'refused',
      reason: 'The source is 7680×4320; this Rushes takes pictures up to 4096×2160.',
    });
  });

  it('holds a portrait clip to the limit turned the same way', () => {
    expect(judgeSource('video', probe({ width: 2160, height: 3840 }), limits).outcome).toBe('ok');
    expect(judgeSource('video', probe({ width: 2400, height: 4096 }), limits)).toEqual({
      outcome: 'refused',
      reason: 'The source is 2400×4096; this Rushes takes pictures up to 2160×4096.',
    });
  });

  it('refuses a clip or a sound longer than the limit', () => {
    const long = probe({ durationMs: 5 * 3600_000 + 12 * 60_000 });
    const reason = 'The source runs 5 h 12 min; this Rushes takes clips and sounds up to 4 h.';
    expect(judgeSource('video', long, limits)).toEqual({ outcome: 'refused', reason });
    expect(judgeSource('audio', { ...long, width: null, height: null, fps: null }, limits)).toEqual(
      { outcome: 'refused', reason },
    );
  });

  it('caps a faster clip at its rate divided by the smallest whole step under the limit', () => {
    expect(judgeSource('video', probe({ fps: 240 }), limits)).toEqual({
      outcome: 'capped',
      fps: 60,
    });
    expect(judgeSource('video', probe({ fps: 250 }), limits)).toEqual({
      outcome: 'capped',
      fps: 50,
    });
    expect(judgeSource('video', probe({ fps: 119.88 }), limits)).toEqual({
      outcome: 'capped',
      fps: 59.94,
    });
    expect(judgeSource('video', probe({ fps: 100 }), limits)).toEqual({
      outcome: 'capped',
      fps: 50,
    });
  });

  it('takes a variable-rate clip a hair over its nominal rate as at that rate', () => {
    expect(judgeSource('video', probe({ fps: 60.02 }), limits).outcome).toBe('ok');
  });

  it('refuses before it caps: a picture too large is not worth a lower frame rate', () => {
    const verdict = judgeSource('video', probe({ width: 7680, height: 4320, fps: 240 }), limits);
    expect(verdict.outcome).toBe('refused');
  });

  it('leaves stills, documents and what it knows nothing of alone', () => {
    const huge = probe({ width: 12_000, height: 9_000, durationMs: null, fps: null });
    expect(judgeSource('image', huge, limits).outcome).toBe('ok');
    expect(judgeSource('document', huge, limits).outcome).toBe('ok');
    const unknown = probe({ width: null, height: null, durationMs: null, fps: null });
    expect(judgeSource('video', unknown, limits).outcome).toBe('ok');
  });
});

describe('admitSource', () => {
  it('throws the refusal as a MediaError whose reason users read', () => {
    const large = probe({ width: 7680, height: 4320 });
    expect(() => admitSource('video', large, limits)).toThrow(MediaError);
    expect(() => admitSource('video', large, limits)).toThrow(/^The source is 7680×4320;/);
  });

  it("gives a capped clip's frame rate, and nothing for a clip within the limits or no limits", () => {
    expect(admitSource('video', probe({ fps: 119.88 }), limits)).toBe(59.94);
    expect(admitSource('video', probe({}), limits)).toBeUndefined();
    expect(admitSource('video', probe({ width: 7680, height: 4320 }), undefined)).toBeUndefined();
  });
});

describe('runningTime', () => {
  it('names hours, minutes and seconds, leaving out those at zero', () => {
    expect(runningTime(4 * 3600_000)).toBe('4 h');
    expect(runningTime(90 * 60_000)).toBe('1 h 30 min');
    expect(runningTime(50_000)).toBe('50 s');
    expect(runningTime(0)).toBe('0 s');
  });

  it('rounds up, so a source a moment over the limit never reads as the limit', () => {
    expect(runningTime(4 * 3600_000 + 300)).toBe('4 h 1 s');
  });
});
