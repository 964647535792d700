/**
 * Files and folders whose name starts with a dot are skipped (media-handling section 2): by the
 * web app's pickers and drops, and by a transfer client walking a folder chosen for upload.
 */
export const isHiddenName = (name: string): boolean => name.startsWith('.');
