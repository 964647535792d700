import { FOOTER_HEIGHT, HEADER_HEIGHT } from '../layouts/ShellFrame/ShellFrame.tsx';
import { VIEWER_MAX_WIDTH } from '../player/playback.ts';
import { PANEL_OPEN_VAR, PANEL_RESERVE_VAR } from '../uploads/UploadPanel/panel-reserve.ts';

/** What the viewer shows above and below the picture besides the shell: padding, title row, controls. */
const PAGE_PADDING = 2 * 16;
const TITLE_ROW = 36 + 12;
const CONTROLS = 68;
/**
 * The takes strip under the controls with the gap above it: its heading, a 128 px wide thumbnail
 * with its name, and the strip's scroll bar. Kept clear of the open upload list as well.
 */
const TAKES = 184;
/** Below this the player stops shrinking to fit (the page scrolls instead). */
const MIN_WIDTH = 320;

const around = HEADER_HEIGHT + FOOTER_HEIGHT + PAGE_PADDING + TITLE_ROW + CONTROLS;
const aboveList = `var(${PANEL_RESERVE_VAR}, 0px) + var(${PANEL_OPEN_VAR}, 0) * ${TAKES}px`;
const fitting = `(100dvh - ${around}px - (${aboveList})) * 16 / 9`;
/**
 * The player's widest: 1920 px, and no wider than a 16:9 picture whose controls, and then the
 * takes, still fit in the window above the open upload list (which would otherwise cover them).
 */
export const VIEWER_FIT_WIDTH = `clamp(${MIN_WIDTH}px, calc(${fitting}), ${VIEWER_MAX_WIDTH}px)`;
