import { formatCommentRange } from '../../../comments/comment-position.ts';
import { mediaKindOf } from '../../../player/PlayerContext.tsx';
import { timingOf } from '../../../timecode/position-format.ts';

/**
 * What a comment's position (or range) reads away from the player: timecode of the asset's
 * newest version.
 */
export function positionLabeller(
  type: string,
  version: { framesPerSecond?: number | null; timecodeOffset?: string | null },
) {
  const kind = mediaKindOf(type);
  const timing = timingOf(version.framesPerSecond, version.timecodeOffset, kind !== 'video');
  return (start: number | null, end: number | null) =>
    formatCommentRange(start, end, kind, 'timecode', timing);
}
