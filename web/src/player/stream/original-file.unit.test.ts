import { describe, expect, it, vi } from 'vitest';
import { openOriginal } from './original-file.ts';

/** A media element that knows the types in `playable`. */
function fakeMedia(playable: string[]) {
  const media = new EventTarget() as HTMLMediaElement;
  Object.assign(media, {
    src: '',
    currentTime: 0,
    canPlayType: (type: string) => (playable.includes(type) ? 'maybe' : ''),
    removeAttribute: vi.fn(),
    load: vi.fn(),
  });
  return media;
}

const file = { url: 'https://storage/take.mp4?sig=1', mimetype: 'video/mp4' };

describe('the Original quality', () => {
  it('plays the uploaded file natively, from where the stream was', () => {
    const media = fakeMedia(['video/mp4']);
    const unplayable = vi.fn();
    openOriginal(media, file, unplayable, 4.2);
    expect(media.src).toBe(file.url);
    media.dispatchEvent(new Event('loadedmetadata'));
    expect(media.currentTime).toBe(4.2);
    expect(unplayable).not.toHaveBeenCalled();
  });

  it('falls back to the stream for a type the browser does not play, or a file it fails on', () => {
    const mov = fakeMedia(['video/mp4']);
    const unplayable = vi.fn();
    openOriginal(mov, { ...file, mimetype: 'video/quicktime' }, unplayable, 0);
    expect(mov.src).toBe('');
    expect(unplayable).toHaveBeenCalledTimes(1);

    const broken = fakeMedia(['video/mp4']);
    const failed = vi.fn();
    const stream = openOriginal(broken, file, failed, 0);
    broken.dispatchEvent(new Event('error'));
    expect(failed).toHaveBeenCalledTimes(1);
    stream.destroy();
    broken.dispatchEvent(new Event('error'));
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
