/** Manual quality level -1 means Auto; the Original level has id 100 (media-handling section 4). */
export const AUTO_LEVEL = -1;
export const ORIGINAL_LEVEL = 100;

/** A level of the stream as the player knows it; `index` is hls.js's level index. */
export interface StreamLevel {
  index: number;
  width: number;
  height: number;
  bitrate: number;
  hdr: boolean;
  /** The video codec (`avc1.…`, `hvc1.…`, `av01.…`); null when the playlist does not say. */
  codec: string | null;
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

/**
 * An HDR height comes in HEVC and AV1; the stream lists only those the browser decodes. Where
 * both decode, AV1 is offered: it is the smaller at the same quality.
 */
const codecPreference = (level: StreamLevel) => (level.codec?.startsWith('av01') ? 0 : 1);

/** One level per name and range: the preferred codec of each HDR height. */
function oneCodecEach(levels: StreamLevel[]): StreamLevel[] {
  const preferred = [...levels].sort((a, b) => codecPreference(a) - codecPreference(b));
  const seen = new Set<string>();
  return preferred.filter((level) => {
    const key = `${qualityName(level.width, level.height)} ${level.hdr}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The quality menu below Auto: the levels (HDR first, each group by bitrate), then Original when
 * the uploaded file may be played. Audio-only levels (no picture) are not qualities.
 */
export function qualityOptions(
  levels: StreamLevel[],
  original: { name: string } | null = null,
): QualityOption[] {
  const pictures = oneCodecEach(levels.filter((level) => level.height > 0));
  const options = sortLevels(pictures).map((level) => ({
    id: level.index,
    name: qualityName(level.width, level.height),
    hdr: level.hdr,
  }));
  return original ? [...options, { id: ORIGINAL_LEVEL, name: original.name, hdr: false }] : options;
}

/** A manual level as kept across assets and reloads: Auto, Original, or a quality (`720p HDR`). */
export type ManualLevel = typeof AUTO_LEVEL | typeof ORIGINAL_LEVEL | string;

/** Manual levels are kept apart for HDR assets, whose default is Original. */
export interface ManualLevels {
  sdr: ManualLevel;
  hdr: ManualLevel;
}

export const DEFAULT_MANUAL_LEVELS: ManualLevels = { sdr: AUTO_LEVEL, hdr: ORIGINAL_LEVEL };

const isManualLevel = (value: unknown): value is ManualLevel =>
  typeof value === 'string' || value === AUTO_LEVEL || value === ORIGINAL_LEVEL;

/** Manual levels as the browser keeps them (JSON); the defaults for what is missing or unread. */
export function parseManualLevels(stored: string | null): ManualLevels {
  let value: unknown = null;
  try {
    value = stored === null ? null : JSON.parse(stored);
  } catch {
    return DEFAULT_MANUAL_LEVELS;
  }
  if (typeof value !== 'object' || value === null) return DEFAULT_MANUAL_LEVELS;
  const { sdr, hdr } = value as Partial<Record<keyof ManualLevels, unknown>>;
  return {
    sdr: isManualLevel(sdr) ? sdr : DEFAULT_MANUAL_LEVELS.sdr,
    hdr: isManualLevel(hdr) ? hdr : DEFAULT_MANUAL_LEVELS.hdr,
  };
}

const keyOf = (option: QualityOption): ManualLevel =>
  option.id === ORIGINAL_LEVEL ? ORIGINAL_LEVEL : `${option.name}${option.hdr ? ' HDR' : ''}`;

/** The option a manual level picks among those offered; Auto when it is not offered. */
export function optionFor(manual: ManualLevel, options: readonly QualityOption[]): number {
  return options.find((option) => keyOf(option) === manual)?.id ?? AUTO_LEVEL;
}

/** The manual level to keep for a chosen option id. */
export function manualLevelOf(id: number, options: readonly QualityOption[]): ManualLevel {
  const option = options.find((candidate) => candidate.id === id);
  return option ? keyOf(option) : AUTO_LEVEL;
}

/**
 * HDR when the stream says PQ or HLG. Only a stream that does not say asks the version's levels:
 * an HDR source has SDR and HDR levels of the same size.
 */
export function isHdrLevel(
  level: { width: number; height: number; videoRange?: string },
  versionLevels: readonly { width: number; height: number; hdr: boolean }[],
): boolean {
  if (level.videoRange !== undefined)
    return level.videoRange === 'PQ' || level.videoRange === 'HLG';
  return versionLevels.some(
    (known) => known.hdr && known.width === level.width && known.height === level.height,
  );
}
