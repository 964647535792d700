import { type FetchFunction, type GraphQLResponse, Observable } from 'relay-runtime';
import type { Session } from '../session/session.store.ts';
import { ApiError } from './api-error.ts';

export const GRAPHQL_PATH = '/v2/graphql';

function hasData(body: unknown): boolean {
  const data = typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : null;
  return typeof data === 'object' && data !== null;
}

function firstError(body: unknown): unknown {
  const errors = typeof body === 'object' && body !== null ? Reflect.get(body, 'errors') : null;
  return Array.isArray(errors) && errors.length > 0 ? errors[0] : undefined;
}

/**
 * Whose token the API calls carry, and who hears of a 401 or a 503: the signed-in user's session,
 * or a share link's visitor.
 */
export type ApiAuth = Pick<Session, 'freshToken' | 'onUnauthenticated' | 'onUnavailable'>;

/** Relay's network fetch: bearer token, the 401 and 503 rules, errors carried as ApiError. */
export function createFetchGraphQL(
  session: ApiAuth,
  fetchFn: typeof fetch = (...args) => fetch(...args),
): FetchFunction {
  async function post(text: string, name: string, variables: object): Promise<GraphQLResponse> {
    const token = await session.freshToken();
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/json',
    };
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetchFn(GRAPHQL_PATH, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: text, operationName: name, variables }),
      });
    } catch {
      throw new ApiError('QUERY_ERROR');
    }
    if (response.status === 401) {
      session.onUnauthenticated();
      throw new ApiError('UNAUTHENTICATED');
    }
    if (response.status === 503) {
      session.onUnavailable();
      throw new ApiError('SERVICE_UNAVAILABLE');
    }
    const body: unknown = await response.json().catch(() => null);
    const error = firstError(body);
    if (!hasData(body))
      throw error ? ApiError.fromGraphQLError(error) : new ApiError('QUERY_ERROR');
    return body as GraphQLResponse;
  }

  return (request, variables) => Observable.from(post(request.text ?? '', request.name, variables));
}
