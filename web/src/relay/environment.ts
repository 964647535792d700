import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { type ApiAuth, createFetchGraphQL } from './fetch-graphql.ts';
import { createSubscribeGraphQL } from './subscribe-graphql.ts';

/** One store per token holder: a visitor's answers never mix with the signed-in user's. */
export function createRelayEnvironment(session: ApiAuth): Environment {
  return new Environment({
    network: Network.create(createFetchGraphQL(session), createSubscribeGraphQL(session)),
    store: new Store(new RecordSource()),
  });
}
