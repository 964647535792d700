import { bindAggregate } from '@rushes/events';
import { authFactorsProjection } from './auth-factor.projection.ts';
import { authFactorsDecider } from './auth-factors.decider.ts';

/** A user's second factors' commands, on `auth-factors.<userId>`. */
export const authFactorsCommands = bindAggregate({
  stream: 'auth-factors',
  decider: authFactorsDecider,
  readModels: [authFactorsProjection],
});
