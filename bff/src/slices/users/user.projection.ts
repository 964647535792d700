import { type Projection, userCreated } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { createdBy } from '../actor.ts';

export const usersProjection: Projection<Database> = {
  name: 'users',
  tables: ['app_user'],
  handles: [userCreated.type],
  async apply(trx, event, commit) {
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
