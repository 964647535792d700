import { type Projection, userCreated, userPasswordChanged } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { createdBy } from '../actor.ts';

export const usersProjection: Projection<Database> = {
  name: 'users',
  tables: ['app_user'],
  handles: [userCreated.type, userPasswordChanged.type],
  async apply(trx, event, commit) {
    if (userPasswordChanged.is(event)) {
      const { id, passwordHash } = event.data;
      await trx.updateTable('appUser').set({ passwordHash }).where('id', '=', id).execute();
      return;
    }
    if (!userCreated.is(event)) return;
    const { id, email, name, passwordHash, isSuperuser } = event.data;
    await trx
      .insertInto('appUser')
      .values({
        id,
        email,
        name,
        passwordHash,
        isSuperuser,
        createdAt: commit.meta.at,
        createdBy: createdBy(commit),
      })
      .execute();
  },
};
