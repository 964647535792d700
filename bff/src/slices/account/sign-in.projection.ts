import { type Projection, signInFailed, userSignedIn, verificationFailed } from '@rushes/events';
import type { Database } from '@rushes/migrations';

/**
 * Each user's sign-ins, the refused ones at their address and their wrong second-factor codes
 * (`sign_in_record`).
 */
export const signInsProjection: Projection<Database> = {
  name: 'sign-ins',
  tables: ['sign_in_record'],
  handles: [userSignedIn.type, signInFailed.type, verificationFailed.type],
  async apply(trx, event, commit) {
    const { at, clientIp } = commit.meta;
    if (userSignedIn.is(event)) {
      const { userId, userAgent } = event.data;
      await trx
        .insertInto('signInRecord')
        .values({ userId, at, outcome: 'signed_in', clientIp, userAgent })
        .execute();
    } else if (verificationFailed.is(event)) {
      const { userId, userAgent } = event.data;
      await trx
        .insertInto('signInRecord')
        .values({ userId, at, outcome: 'code', clientIp, userAgent })
        .execute();
    } else if (signInFailed.is(event) && event.data.userId !== null) {
      const { userId, userAgent, reason } = event.data;
      await trx
        .insertInto('signInRecord')
        .values({ userId, at, outcome: reason, clientIp, userAgent })
        .execute();
    }
  },
};
