import { bindAggregate, type UserEvent } from '@rushes/events';
import { searchProjection } from '../search/search.projection.ts';
import { userDecider, userReleases, userReservations } from './user.decider.ts';
import { usersProjection } from './user.projection.ts';

const users = {
  stream: 'user',
  decider: userDecider,
  reserve: userReservations,
  release: userReleases,
  readModels: [usersProjection, searchProjection],
};

/** A user's commands, on `user.<id>`: an e-mail address belongs to one user. */
export const userCommands = bindAggregate(users);

/** There is only ever one first superuser, whichever way (setting or setup link) it came. */
const firstSuperuserReservations = (events: UserEvent[]) => [
  ...userReservations(events),
  ...events.map((event) => ({
    scope: 'first-superuser',
    key: 'rushes',
    owner: event.data.id,
    conflict: { field: 'email', entity: 'superuser' },
  })),
];

/** The first superuser's creation: a user's command that also takes the one first-superuser name. */
export const firstSuperuserCommands = bindAggregate({
  ...users,
  reserve: firstSuperuserReservations,
});
