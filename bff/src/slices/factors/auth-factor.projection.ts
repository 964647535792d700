import {
  authFactorActivated,
  authFactorAdded,
  authFactorRemoved,
  authFactorUsed,
  type Projection,
  userDeleted,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';

/** Each user's second factors (`auth_factor`), their secrets left in the log, sealed. */
export const authFactorsProjection: Projection<Database> = {
  name: 'auth-factors',
  tables: ['auth_factor'],
  handles: [
    authFactorAdded.type,
    authFactorActivated.type,
    authFactorUsed.type,
    authFactorRemoved.type,
    userDeleted.type,
  ],
  async apply(trx, event, commit) {
    const { at } = commit.meta;
    if (authFactorAdded.is(event)) {
      const { factorId: id, userId, type, phone } = event.data;
      await trx
        .insertInto('authFactor')
        .values({ id, userId, type, phone, createdAt: at })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    } else if (authFactorActivated.is(event)) {
      await trx
        .updateTable('authFactor')
        .set({ isActive: true, activatedAt: at })
        .where('id', '=', event.data.factorId)
        .execute();
    } else if (authFactorUsed.is(event)) {
      await trx
        .updateTable('authFactor')
        .set({ lastUsedAt: at })
        .where('id', '=', event.data.factorId)
        .execute();
    } else if (authFactorRemoved.is(event)) {
      await trx.deleteFrom('authFactor').where('id', '=', event.data.factorId).execute();
    } else if (userDeleted.is(event)) {
      await trx.deleteFrom('authFactor').where('userId', '=', event.data.id).execute();
    }
  },
};
