import type { Stream } from './hls-stream.ts';

/** The version's uploaded file, behind a URL signed for those who may download it. */
export interface OriginalFile {
  url: string;
  mimetype: string;
}

/**
 * Plays the uploaded file natively. A browser that does not know its type, or fails to decode
 * it, gets `onUnplayable`: the player falls back to the stream.
 */
export function openOriginal(
  media: HTMLMediaElement,
  original: OriginalFile,
  onUnplayable: () => void,
  startPosition: number,
): Stream {
  const onMetadata = () => {
    if (startPosition > 0) media.currentTime = startPosition;
  };
  if (media.canPlayType(original.mimetype) === '') onUnplayable();
  else {
    media.addEventListener('error', onUnplayable);
    media.addEventListener('loadedmetadata', onMetadata, { once: true });
    media.src = original.url;
  }
  return {
    setLevel: () => {},
    destroy() {
      media.removeEventListener('error', onUnplayable);
      media.removeEventListener('loadedmetadata', onMetadata);
      media.removeAttribute('src');
      media.load();
    },
  };
}
