import {
  Environment,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  Store,
  type Variables,
} from 'relay-runtime';
import { ApiError } from '../relay/api-error.ts';

/** What the server answers each operation, by the operation's name (or the failure it throws). */
export type Script = Record<string, (variables: Variables) => GraphQLResponse>;

/** A call the server received: the operation's name and its variables. */
export interface ReceivedCall {
  name: string;
  variables: Variables;
}

/**
 * A Relay environment whose server answers each operation as `script` says (one it does not
 * name fails as INTERNAL), with the calls it received, in order. A failure reaches Relay as the
 * app's network layer hands it on: an ApiError with the code. Subscriptions are taken, and
 * kept in `subscriptions`, and hear nothing.
 */
export function scriptedEnvironment(script: Script) {
  const calls: ReceivedCall[] = [];
  const subscriptions: ReceivedCall[] = [];
  const environment = new Environment({
    network: Network.create(
      async (operation, variables) => {
        calls.push({ name: operation.name, variables });
        const answer = script[operation.name] ?? failure('INTERNAL');
        return answer(variables);
      },
      (operation, variables) => {
        subscriptions.push({ name: operation.name, variables });
        return Observable.create<GraphQLResponse>(() => undefined);
      },
    ),
    store: new Store(new RecordSource()),
  });
  return { environment, calls, subscriptions };
}

/** A script whose every operation answers with data only, from its variables. */
export const answeringData = (
  answers: Record<string, (variables: Variables) => Record<string, unknown>>,
): Script =>
  Object.fromEntries(
    Object.entries(answers).map(([name, answer]) => [
      name,
      (variables) => ({ data: answer(variables) }),
    ]),
  );

/** An answer that fails with the code (and data) of the BFF's error registry. */
export const failure =
  (code: string, data: unknown = null) =>
  (): never => {
    throw new ApiError(code, data);
  };
