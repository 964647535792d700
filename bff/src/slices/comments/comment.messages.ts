/** The spec's texts for the comment operations' failures (sent as `data.message`). */
export const commentMessages = {
  postFailed: 'Failed To Post Comment',
  replyFailed: 'Failed to post reply',
  updateFailed: 'Failed To Update Comment',
  repliesNotAllowed: 'Replies are not allowed on deleted comments',
} as const;
