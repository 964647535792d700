import { useCallback, useRef } from 'react';
import { fetchQuery, type GraphQLTaggedNode, useRelayEnvironment } from 'react-relay';
import type { OperationType } from 'relay-runtime';

/**
 * Reloads a query into the store (the screen re-renders from it). Calls while one is on the
 * way coalesce into one more afterwards, so a burst of job updates costs two requests.
 */
export function useRefetch<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: Q['variables'],
): () => void {
  const environment = useRelayEnvironment();
  const state = useRef({ running: false, again: false });
  const latest = useRef(variables);
  latest.current = variables;
  const run = useCallback(() => {
    if (state.current.running) {
      state.current.again = true;
      return;
    }
    state.current.running = true;
    const done = () => {
      state.current.running = false;
      if (!state.current.again) return;
      state.current.again = false;
      run();
    };
    fetchQuery<Q>(environment, query, latest.current, { fetchPolicy: 'network-only' }).subscribe({
      complete: done,
      error: done,
    });
  }, [environment, query]);
  return run;
}
