import { ConnectionHandler } from 'relay-runtime';

/** The key of a version's comment list; mutations and the live feed update it. */
export const COMMENTS_CONNECTION = 'CommentList_comments';

export function commentsConnectionId(versionId: string): string {
  return ConnectionHandler.getConnectionID(versionId, COMMENTS_CONNECTION);
}
