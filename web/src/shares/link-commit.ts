import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';
import { ApiError, errorCode } from '../relay/api-error.ts';

/** How a link mutation ended: its answer, or the code of its failure. */
export type LinkOutcome<M extends MutationParameters> =
  | { ok: true; response: M['response'] }
  | { ok: false; code: string };

/** Commits a mutation and resolves with its outcome instead of callbacks. */
export function commitLink<M extends MutationParameters>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  config: Omit<UseMutationConfig<M>, 'onCompleted' | 'onError'>,
): Promise<LinkOutcome<M>> {
  return new Promise((resolve) => {
    commit({
      ...config,
      onCompleted: (response, errors) => {
        const first = errors?.[0];
        resolve(
          first
            ? { ok: false, code: ApiError.fromGraphQLError(first).code }
            : { ok: true, response },
        );
      },
      onError: (error) => resolve({ ok: false, code: errorCode(error) }),
    });
  });
}
