/** What the RTMP child is started with, as JSON in `RUSHES_RTMP_SETTINGS`. */
export interface RtmpChildSettings {
  port: number;
  /** Signs the play URLs of Rushes' own relay: node-media-server refuses any other player. */
  playSecret: string;
  /** node-media-server's own store (stream history), kept out of the process's working folder. */
  storeDir: string;
  /** How long a sender whose connection dropped may come back and go on with the same feed. */
  resumeMs: number;
}

export const SETTINGS_VAR = 'RUSHES_RTMP_SETTINGS';

/** A feed as the child reports it: `app` and `name` are the path of `rtmp://host/app/name`. */
export interface PublishedFeed {
  sessionId: string;
  app: string;
  name: string;
  /** The pushing client's address. */
  ip: string;
}

export type EndedFeed = Omit<PublishedFeed, 'ip'>;

/** From the child to Rushes. */
export type ChildMessage =
  | { type: 'listening'; port: number }
  | { type: 'failed'; reason: string }
  | ({ type: 'publish' } & PublishedFeed)
  | ({ type: 'unpublish' } & EndedFeed)
  | { type: 'log'; level: string; line: string };

/**
 * From Rushes to the child: the end of a publish whose stream key is wrong (a publish goes on
 * unless Rushes says so), or of the server.
 */
export type ParentMessage = { type: 'reject'; sessionId: string } | { type: 'stop' };
