import { formatCommentPosition } from '../../../comments/comment-position.ts';
import { mediaKindOf } from '../../../player/PlayerContext.tsx';
import { DEFAULT_FPS, offsetFrames } from '../../../timecode/timecode.ts';

/** What a comment's position reads away from the player: timecode of the asset's newest version. */
export function positionLabeller(
  type: string,
  version: { framesPerSecond?: number | null; timecodeOffset?: string | null },
) {
  const kind = mediaKindOf(type);
  const fps =
    version.framesPerSecond && version.framesPerSecond > 0 ? version.framesPerSecond : DEFAULT_FPS;
  const timing = {
    fps,
    offsetFrames: offsetFrames(version.timecodeOffset, fps),
    timeOnly: kind !== 'video',
  };
  return (start: number | null) => formatCommentPosition(start, kind, 'timecode', timing);
}
