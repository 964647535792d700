/**
 * Where each output lives, relative to the version's prefix (brief 3's storage keys). The work
 * folder mirrors the same layout, so uploading is copying paths.
 */
export const outputLayout = {
  master: 'hls/master.m3u8',
  levelDir: (level: string) => `hls/${level}`,
  levelPlaylist: (level: string) => `hls/${level}/index.m3u8`,
  /** Relative to the master playlist. */
  levelUri: (level: string) => `${level}/index.m3u8`,
  poster: 'poster.jpg',
  thumbnail: 'thumbnail.jpg',
  waveform: 'waveform.png',
  spriteDir: 'sprites',
  sprite: (name: string, index: number) => `sprites/${name}_${index}.jpg`,
  spritePattern: (name: string) => `sprites/${name}_%d.jpg`,
  /** A ladder encoded in ranges (decision 0138): each range's levels, until they are joined. */
  ranges: (attempt: number) => `ranges/${attempt}`,
  rangeDir: (attempt: number, index: number) => `ranges/${attempt}/${index}`,
  rangeFile: (attempt: number, index: number, level: string) =>
    `ranges/${attempt}/${index}/${level}.mp4`,
};

/** The storage key of an output path under the version's prefix (with or without its slash). */
export const outputKey = (prefix: string, path: string): string =>
  `${prefix.replace(/\/+$/, '')}/${path}`;
