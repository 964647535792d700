import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { Environment, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { Visitor } from '../session/visitor.store.ts';

/** Starts a route's query and resolves once its first answer is in the store. */
export type Preload = <Q extends OperationType>(
  key: string,
  query: GraphQLTaggedNode,
  variables: Q['variables'],
) => Promise<PreloadedQuery<Q>>;

/** A screen's route loader: it preloads the screen's query before the screen renders. */
export type ScreenLoader = (
  args: LoaderFunctionArgs & {
    environment: Environment;
    preload: Preload;
    /** On a share link's routes, the link's visitor. */
    visitor?: Visitor;
  },
) => Promise<unknown> | unknown;

/**
 * Route queries: the loader starts the query and waits for its answer, so navigation keeps the
 * old page until the new one can render. One live reference per key; the one it replaces is
 * released (Relay's release buffer keeps its data while the old page is still on screen).
 */
export function createPreload(environment: Environment): Preload {
  const current = new Map<string, { dispose(): void }>();
  return async (key, query, variables) => {
    const reference = loadQuery(environment, query, variables, {
      fetchPolicy: 'store-and-network',
    });
    // a failure surfaces when the screen reads the query, inside its error boundary
    await reference.source?.toPromise().catch(() => undefined);
    current.get(key)?.dispose();
    current.set(key, reference);
    return reference;
  };
}
