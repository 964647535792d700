import { bindAggregate } from '@rushes/events';
import { webhookDecider } from './webhook.decider.ts';
import { webhooksProjection } from './webhook.projection.ts';

/** A webhook's commands, on `webhook.<id>`; the answer reads the webhooks' read model. */
export const webhookCommands = bindAggregate({
  stream: 'webhook',
  decider: webhookDecider,
  readModels: [webhooksProjection],
});
