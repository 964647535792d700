/** Scrub sprite sheets: the player's 6×10 sheets of ~160×90 tiles, the thumbnails' 6×5 of ~320×180. */
export interface SpritePlan {
  name: 'player' | 'thumb';
  columns: number;
  rows: number;
  tileWidth: number;
  tileHeight: number;
  /** Tiles in all sheets; frame i shows the source at i × intervalMs. */
  frameCount: number;
  intervalMs: number;
  sheetCount: number;
}

const PLAYER = { columns: 6, rows: 10, tileWidth: 160 };
const THUMB = { columns: 6, rows: 5, tileWidth: 320 };
/** The player samples one frame per 2 s, at least one sheet's worth and at most ten sheets. */
const PLAYER_SECONDS_PER_FRAME = 2;
const PLAYER_MAX_SHEETS = 10;

export interface SpriteSource {
  durationMs: number;
  fps: number | null;
  /** Displayed size. */
  width: number;
  height: number;
}

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

function sheet(
  source: SpriteSource,
  name: SpritePlan['name'],
  layout: typeof PLAYER,
  wanted: number,
): SpritePlan {
  const sourceFrames = Math.floor((source.durationMs / 1000) * (source.fps ?? 25));
  const frameCount = Math.max(1, Math.min(wanted, sourceFrames));
  return {
    name,
    ...layout,
    tileHeight: even((layout.tileWidth * source.height) / source.width),
    frameCount,
    intervalMs: source.durationMs / frameCount,
    sheetCount: Math.ceil(frameCount / (layout.columns * layout.rows)),
  };
}

/** Both sprite plans, frames spread evenly over the duration (never more than the source has). */
export function planSprites(source: SpriteSource): { player: SpritePlan; thumb: SpritePlan } {
  const perSheet = PLAYER.columns * PLAYER.rows;
  const byTime = Math.round(source.durationMs / 1000 / PLAYER_SECONDS_PER_FRAME);
  const playerFrames = Math.min(Math.max(byTime, perSheet), perSheet * PLAYER_MAX_SHEETS);
  return {
    player: sheet(source, 'player', PLAYER, playerFrames),
    thumb: sheet(source, 'thumb', THUMB, THUMB.columns * THUMB.rows),
  };
}
