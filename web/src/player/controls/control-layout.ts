/** Which controls fit (media-handling section 2): by the player's width in px. */
export interface ControlLayout {
  /** Position and duration; below, only the position. */
  fullTimecode: boolean;
  /** Volume slider, rate and quality inline; below, one settings menu. */
  fullActions: boolean;
  /** The play mode's name; below, the play mode as an icon. */
  playModeLabel: boolean;
}

export function controlLayout(width: number): ControlLayout {
  return { fullTimecode: width >= 410, fullActions: width >= 760, playModeLabel: width >= 455 };
}
