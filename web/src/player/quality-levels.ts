/** Manual quality level -1 means Auto (media-handling section 4). */
export const AUTO_LEVEL = -1;

/** A level of the stream as the player knows it; `index` is hls.js's level index. */
export interface StreamLevel {
  index: number;
  width: number;
  height: number;
  bitrate: number;
  hdr: boolean;
}

export interface QualityOption {
  id: number;
  name: string;
  hdr: boolean;
}

const LADDER = [1080, 720, 540, 360, 270];

/**
 * 1080p, 720p, 540p, 360p, 270p, otherwise the height followed by 'p'. A level of the ladder
 * letterboxed or pillarboxed (1920×800, 1440×1080) keeps its rung's name.
 */
export function qualityName(width: number, height: number): string {
  const rung = LADDER.find((h) => h === height || Math.round((h * 16) / 9) === width);
  return `${rung ?? height}p`;
}

/** HDR levels first, then by bitrate, highest first. */
export function sortLevels<T extends { bitrate: number; hdr: boolean }>(levels: T[]): T[] {
  return [...levels].sort((a, b) => Number(b.hdr) - Number(a.hdr) || b.bitrate - a.bitrate);
}

/** The quality menu below Auto; audio-only levels (no picture) are not qualities. */
export function qualityOptions(levels: StreamLevel[]): QualityOption[] {
  const pictures = levels.filter((level) => level.height > 0);
  return sortLevels(pictures).map((level) => ({
    id: level.index,
    name: qualityName(level.width, level.height),
    hdr: level.hdr,
  }));
}

/** HDR when the stream says PQ or HLG, or the version's level of the same size says so. */
export function isHdrLevel(
  level: { width: number; height: number; videoRange?: string },
  versionLevels: readonly { width: number; height: number; hdr: boolean }[],
): boolean {
  if (level.videoRange === 'PQ' || level.videoRange === 'HLG') return true;
  return versionLevels.some(
    (known) => known.hdr && known.width === level.width && known.height === level.height,
  );
}
