import { bindAggregate } from '@rushes/events';
import { inboxDecider } from './inbox.decider.ts';
import { inboxProjection } from './inbox.projection.ts';

/** A person's inbox's commands, on `inbox.<userId>`. */
export const inboxCommands = bindAggregate({
  stream: 'inbox',
  decider: inboxDecider,
  readModels: [inboxProjection],
});
