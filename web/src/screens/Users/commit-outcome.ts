import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters, RecordSourceSelectorProxy } from 'relay-runtime';
import { ApiError, errorCode } from '../../relay/api-error.ts';

/** Commits a mutation and resolves with the error code of its failure, or null when it worked. */
export function commitOutcome<M extends MutationParameters>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  config: Omit<UseMutationConfig<M>, 'onCompleted' | 'onError'>,
): Promise<string | null> {
  return new Promise((resolve) => {
    commit({
      ...config,
      onCompleted: (_response, errors) => {
        const first = errors?.[0];
        resolve(first ? ApiError.fromGraphQLError(first).code : null);
      },
      onError: (error) => resolve(errorCode(error)),
    });
  });
}

const userIdOf = (record: { getLinkedRecord(name: string): { getDataID(): string } | null }) =>
  record.getLinkedRecord('user')?.getDataID();

/**
 * The lists of users (`projectUsers` or `folderUsers`, plain lists without ids) with the user's
 * entry replaced by the one the mutation answered, or removed when `payloadField` is null.
 */
export function updateUserList(
  store: RecordSourceSelectorProxy,
  list: { field: string; args: Record<string, string> },
  userId: string,
  payload: { root: string; field: string } | null,
) {
  const root = store.getRoot();
  const entries = root.getLinkedRecords(list.field, list.args);
  if (!entries) return;
  const written = payload ? store.getRootField(payload.root)?.getLinkedRecord(payload.field) : null;
  const next = entries.flatMap((entry) => {
    if (!entry || userIdOf(entry) !== userId) return entry ? [entry] : [];
    return written ? [written] : [];
  });
  root.setLinkedRecords(next, list.field, list.args);
}
