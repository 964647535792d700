/**
 * The room a panel floating over the bottom of the page takes while it is open (the upload
 * list), as a CSS length in this custom property of the page's root; each drawer pane ends with
 * that much padding, so what it holds scrolls out from under the panel.
 */
export const BOTTOM_RESERVE_VAR = '--rushes-upload-panel-reserve';
