import { BOTTOM_RESERVE_VAR } from '../../components/DrawerLayout/bottom-reserve.ts';

/**
 * While the upload list is open, the room it takes above the footer (its height and the gap
 * under it), as a CSS length in this custom property of the page's root; screens that must not be
 * covered (the viewer's controls) keep clear of it.
 */
export const PANEL_RESERVE_VAR = BOTTOM_RESERVE_VAR;

/** The gap between the panel and the footer. */
export const PANEL_GAP = 8;

export const panelReserve = (panelHeight: number): string =>
  `${panelHeight > 0 ? Math.ceil(panelHeight) + PANEL_GAP : 0}px`;

/**
 * 1 while the upload list is open, else 0 (unset): a screen multiplies the room it keeps for
 * what must stay above the list (the viewer's takes strip) by it.
 */
export const PANEL_OPEN_VAR = '--rushes-upload-panel-open';

export const panelOpen = (panelHeight: number): string => (panelHeight > 0 ? '1' : '0');
