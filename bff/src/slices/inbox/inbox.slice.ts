import type { Slice } from '../../slice.ts';
import { inboxProjection } from './inbox.projection.ts';
import { inboxResolvers } from './inbox.resolvers.ts';
import { startInboxMailer } from './inbox-mailer.ts';

/**
 * Each person's inbox (decision 0148): comments that mention them with @ and replies to theirs,
 * read across devices, mailed by each person's rhythm (`inbox-mailer.ts`); and whom a comment
 * may mention.
 */
export const inboxSlice: Slice = {
  name: 'inbox',
  projections: [inboxProjection],
  resolvers: [inboxResolvers],
  background: (services, { loaders }) => {
    const mailer = startInboxMailer(services, loaders);
    return () => mailer.stop();
  },
};
