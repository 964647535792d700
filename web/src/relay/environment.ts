import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import type { Session } from '../session/session.store.ts';
import { createFetchGraphQL } from './fetch-graphql.ts';
import { createSubscribeGraphQL } from './subscribe-graphql.ts';

export function createRelayEnvironment(session: Session): Environment {
  return new Environment({
    network: Network.create(createFetchGraphQL(session), createSubscribeGraphQL(session)),
    store: new Store(new RecordSource()),
  });
}
