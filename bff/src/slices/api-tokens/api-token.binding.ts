import { bindAggregate } from '@rushes/events';
import { apiTokenDecider } from './api-token.decider.ts';
import { apiTokensProjection } from './api-token.projection.ts';

/** An API token's commands, on `api_token.<id>`; the answer reads the tokens' read model. */
export const apiTokenCommands = bindAggregate({
  stream: 'api_token',
  decider: apiTokenDecider,
  readModels: [apiTokensProjection],
});
