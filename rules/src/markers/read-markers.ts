import type { MarkerFile } from './edit-marker.ts';
import { looksLikeEdl, readEdlMarkers } from './edl.reader.ts';
import { looksLikeMediaComposer, readMediaComposerMarkers } from './media-composer.reader.ts';

/**
 * The markers of a file an edit suite exported: Media Composer's marker text, or an EDL
 * (Resolve's timeline markers or CMX 3600 locators); null when it is none of them.
 */
export function readMarkers(text: string): MarkerFile | null {
  if (looksLikeMediaComposer(text)) return readMediaComposerMarkers(text);
  if (looksLikeEdl(text)) return readEdlMarkers(text);
  return null;
}
