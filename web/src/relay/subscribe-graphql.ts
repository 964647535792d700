import { createClient } from 'graphql-ws';
import { type GraphQLResponse, Observable, type SubscribeFunction } from 'relay-runtime';
import { ApiError } from './api-error.ts';
import type { ApiAuth } from './fetch-graphql.ts';

/** On close the socket reconnects after 10 s (access-and-shell section 9). */
export const RECONNECT_DELAY_MS = 10_000;

function socketUrl(): string {
  const { protocol, host } = window.location;
  const scheme = protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${host}/ws`;
}

/** A subscription's failure: GraphQL errors keep their code; a closed socket is QUERY_ERROR. */
function subscriptionError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return Array.isArray(error) ? ApiError.fromGraphQLError(error[0]) : new ApiError('QUERY_ERROR');
}

/**
 * graphql-ws to /ws, opened on the first subscription, reconnecting for ever. The token travels
 * in the connection message (never in the URL, which proxies log), fresh on each connection: a
 * socket closed with 4403 (token refused or expired) comes back with a new one; the server's 4401
 * (no token, or the session ended) is final.
 */
export function createSubscribeGraphQL(session: ApiAuth): SubscribeFunction {
  const client = createClient({
    url: socketUrl,
    connectionParams: async () => {
      const token = await session.freshToken();
      if (!token) throw new ApiError('UNAUTHENTICATED');
      return { token };
    },
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS)),
  });

  return (request, variables) =>
    Observable.create<GraphQLResponse>((sink) =>
      client.subscribe(
        { operationName: request.name, query: request.text ?? '', variables },
        {
          next: (result) => sink.next(result as GraphQLResponse),
          error: (error) => sink.error(subscriptionError(error)),
          complete: () => sink.complete(),
        },
      ),
    );
}
