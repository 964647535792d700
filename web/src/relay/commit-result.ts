import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';
import { ApiError } from './api-error.ts';

/** How a mutation ended: its response, or the error registry's code and data. */
export type CommitResult<T> = { ok: true; value: T } | { ok: false; code: string; data: unknown };

function failed(error: ApiError): CommitResult<never> {
  return { ok: false, code: error.code, data: error.data };
}

/** Commits a mutation and resolves with its result instead of callbacks. */
export function commitResult<M extends MutationParameters>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  config: Omit<UseMutationConfig<M>, 'onCompleted' | 'onError'>,
): Promise<CommitResult<M['response']>> {
  return new Promise((resolve) => {
    commit({
      ...config,
      onCompleted: (response, errors) => {
        const first = errors?.[0];
        resolve(first ? failed(ApiError.fromGraphQLError(first)) : { ok: true, value: response });
      },
      onError: (error) =>
        resolve(failed(error instanceof ApiError ? error : new ApiError('QUERY_ERROR'))),
    });
  });
}

/** The field a VALIDATION_FAILED names, if any. */
export function failedField(result: CommitResult<unknown>): string | null {
  if (result.ok || result.code !== 'VALIDATION_FAILED') return null;
  const field =
    typeof result.data === 'object' && result.data ? Reflect.get(result.data, 'field') : null;
  return typeof field === 'string' ? field : null;
}
