import { loadQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { Preload } from './screen-module.ts';

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
