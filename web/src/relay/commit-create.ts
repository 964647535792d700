import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';
import { ApiError, errorCode } from './api-error.ts';

/** How a create mutation ended: a name conflict is shown inline, any other failure as a toast. */
export type CreateOutcome = 'created' | 'conflict' | 'failed';

function outcomeOf(code: string): CreateOutcome {
  return code === 'NAME_CONFLICT' ? 'conflict' : 'failed';
}

/** Commits a create mutation and resolves with its outcome instead of callbacks. */
export function commitCreate<M extends MutationParameters>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  config: Omit<UseMutationConfig<M>, 'onCompleted' | 'onError'>,
): Promise<CreateOutcome> {
  return new Promise((resolve) => {
    commit({
      ...config,
      onCompleted: (_response, errors) => {
        const first = errors?.[0];
        resolve(first ? outcomeOf(ApiError.fromGraphQLError(first).code) : 'created');
      },
      onError: (error) => resolve(outcomeOf(errorCode(error))),
    });
  });
}
