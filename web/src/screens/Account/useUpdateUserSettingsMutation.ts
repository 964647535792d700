import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  InboxMail,
  useUpdateUserSettingsMutation as UpdateSettings,
} from '../../__generated__/useUpdateUserSettingsMutation.graphql.ts';

export interface Settings {
  autoPlay: boolean;
  prefersUploadV2: boolean;
  inboxMail: InboxMail;
}

/** updateUserSettings, shown at once (optimistic) and rolled back when refused. */
export function useUpdateUserSettingsMutation() {
  const [commit] = useMutation<UpdateSettings>(graphql`
    mutation useUpdateUserSettingsMutation($input: UpdateUserSettingsInput!) {
      updateUserSettings(input: $input) {
        user {
          id
          settings {
            autoPlay
            prefersUploadV2
            inboxMail
          }
        }
      }
    }
  `);
  return useCallback(
    (userId: string, settings: Settings): Promise<boolean> =>
      new Promise((resolve) => {
        commit({
          variables: { input: { userId, settings } },
          optimisticResponse: { updateUserSettings: { user: { id: userId, settings } } },
          onCompleted: (_response, errors) => resolve(!errors?.length),
          onError: () => resolve(false),
        });
      }),
    [commit],
  );
}
