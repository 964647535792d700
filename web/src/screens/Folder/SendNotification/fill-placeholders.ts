/** What the Send Notification dialog fills in before the sender reads the mail. */
export interface DialogValues {
  PROJECT: string;
  FOLDER: string;
  FOLDER_PATH: string;
  LINK: string;
}

/**
 * The template with [PROJECT], [FOLDER], [FOLDER_PATH] and [LINK] filled; [USER] stays for the
 * server, which knows who sends it.
 */
export const fillPlaceholders = (text: string, values: DialogValues): string =>
  text.replace(
    /\[(PROJECT|FOLDER_PATH|FOLDER|LINK)\]/g,
    (_match, name: keyof DialogValues) => values[name],
  );
