import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateUserMutation as UpdateUser } from '../../__generated__/useUpdateUserMutation.graphql.ts';
import { messages } from '../../messages/messages.ts';
import { ApiError, errorCode } from '../../relay/api-error.ts';
import type { AccountValues, SaveOutcome } from './AccountForm.tsx';

/** A refusal a field shows; anything else is the spec's toast. */
function outcomeOf(error: ApiError | null): SaveOutcome {
  if (!error) return 'saved';
  const data = (error.data ?? {}) as { field?: string; rule?: string };
  if (error.code === 'NAME_CONFLICT' && data.field === 'email') {
    return { field: 'email', message: messages.account.emailTaken };
  }
  return 'failed';
}

/** updateUser: the user's record in the store takes the new name and e-mail (the header too). */
export function useUpdateUserMutation() {
  const [commit, inFlight] = useMutation<UpdateUser>(graphql`
    mutation useUpdateUserMutation($input: UpdateUserInput!) {
      updateUser(input: $input) {
        user {
          id
          name
          email
        }
      }
    }
  `);
  const save = useCallback(
    (id: string, { name, email, password }: AccountValues): Promise<SaveOutcome> =>
      new Promise((resolve) => {
        commit({
          variables: { input: { id, name, email, password: password || null } },
          onCompleted: (_response, errors) => {
            const first = errors?.[0];
            resolve(outcomeOf(first ? ApiError.fromGraphQLError(first) : null));
          },
          onError: (error) =>
            resolve(outcomeOf(error instanceof ApiError ? error : new ApiError(errorCode(error)))),
        });
      }),
    [commit],
  );
  return [save, inFlight] as const;
}
