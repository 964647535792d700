/** What stands in a log line where a stream key was. */
const HIDDEN = '[stream key]';

/** A stream path, `/app/name`, as node-media-server writes it after a space or `=`. */
const streamPath = /((?:^|[\s=])\/[^\s/,]+\/)[^\s/,]+(?=[\s,]|$)/g;
/** The name it reports with a path it refuses (`app=live, name=…`). */
const nameField = /(\bname=)[^\s,]+/g;

/**
 * A node-media-server log line without the stream keys in it: the name a feed is pushed to is
 * its key, which Rushes keeps out of its logs as it does other secrets.
 */
export function withoutStreamKeys(line: string): string {
  return line.replace(streamPath, `$1${HIDDEN}`).replace(nameField, `$1${HIDDEN}`);
}
