import { commentMentioned } from '../catalogue/comment.events.ts';
import { inboxAllRead, inboxItemsRead, inboxMailed } from '../catalogue/inbox.events.ts';
import { privateEvent } from './public-event.ts';

/** Mentions and inboxes (decision 0148): what one person hears and reads, not yet public. */
export const inboxDecisions = [
  privateEvent(
    commentMentioned,
    'Whom a comment names, for their inboxes; the comment itself is public (decision 0148).',
  ),
  privateEvent(inboxItemsRead, 'What one person read in their inbox: theirs alone.'),
  privateEvent(inboxAllRead, 'What one person read in their inbox: theirs alone.'),
  privateEvent(inboxMailed, "Which of one person's items went to them by mail, so each goes once."),
];
