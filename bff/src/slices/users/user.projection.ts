import {
  type Projection,
  userCreated,
  userDeleted,
  userDetailsChanged,
  userInvited,
  userJoined,
  userJoinedThroughProvider,
  userPasswordChanged,
  userSettingsChanged,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { createdBy } from '../actor.ts';

export const usersProjection: Projection<Database> = {
  name: 'users',
  tables: ['app_user'],
  handles: [
    userCreated.type,
    userPasswordChanged.type,
    userInvited.type,
    userJoined.type,
    userJoinedThroughProvider.type,
    userDetailsChanged.type,
    userSettingsChanged.type,
    userDeleted.type,
  ],
  async apply(trx, event, commit) {
    const at = commit.meta.at;
    if (userDetailsChanged.is(event) || userSettingsChanged.is(event)) {
      const { id, ...change } = event.data;
      await trx.updateTable('appUser').set(change).where('id', '=', id).execute();
      return;
    }
    if (userDeleted.is(event)) {
      const { id } = event.data;
      await trx.updateTable('appUser').set({ deletedAt: at }).where('id', '=', id).execute();
      return;
    }
    if (userPasswordChanged.is(event)) {
      const { id, passwordHash } = event.data;
      await trx.updateTable('appUser').set({ passwordHash }).where('id', '=', id).execute();
      return;
    }
    if (userJoined.is(event)) {
      const { id, name, passwordHash } = event.data;
      await trx
        .updateTable('appUser')
        .set({ name, passwordHash, joinedAt: at })
        .where('id', '=', id)
        .execute();
      return;
    }
    if (userJoinedThroughProvider.is(event)) {
      const { id } = event.data;
      await trx.updateTable('appUser').set({ joinedAt: at }).where('id', '=', id).execute();
      return;
    }
    if (userInvited.is(event)) {
      const { id, email, name } = event.data;
      const by = createdBy(commit);
      await trx
        .insertInto('appUser')
        .values({
          id,
          email,
          name,
          passwordHash: null,
          isSuperuser: false,
          createdAt: at,
          createdBy: by,
          invitedAt: at,
          invitedBy: by,
          joinedAt: null,
        })
        .execute();
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
        createdAt: at,
        createdBy: createdBy(commit),
        joinedAt: at,
      })
      .execute();
  },
};
