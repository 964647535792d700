import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useUpdateUserProjectSettingsMutation as UpdateProjectSettings } from '../../__generated__/useUpdateUserProjectSettingsMutation.graphql.ts';

export interface ProjectNotifications {
  receiveFolderContentNotifications: boolean;
  receiveCommentNotifications: boolean;
}

/** Sets the flags on the user's entry for the project in `User.projectSettings` (no ids there). */
const setOnUser =
  (userId: string, projectId: string, flags: ProjectNotifications) =>
  (store: RecordSourceSelectorProxy) => {
    const entries = store.get(userId)?.getLinkedRecords('projectSettings') ?? [];
    const entry = entries.find(
      (record) => record?.getLinkedRecord('project')?.getDataID() === projectId,
    );
    if (!entry) return;
    entry.setValue(flags.receiveFolderContentNotifications, 'receiveFolderContentNotifications');
    entry.setValue(flags.receiveCommentNotifications, 'receiveCommentNotifications');
  };

/** updateUserProjectSettings, shown at once and rolled back when refused. */
export function useUpdateUserProjectSettingsMutation() {
  const [commit] = useMutation<UpdateProjectSettings>(graphql`
    mutation useUpdateUserProjectSettingsMutation($input: UpdateUserProjectSettingsInput!) {
      updateUserProjectSettings(input: $input) {
        projectSettings {
          receiveFolderContentNotifications
          receiveCommentNotifications
        }
      }
    }
  `);
  return useCallback(
    (userId: string, projectId: string, flags: ProjectNotifications): Promise<boolean> =>
      new Promise((resolve) => {
        const update = setOnUser(userId, projectId, flags);
        commit({
          variables: { input: { userId, projectId, ...flags } },
          optimisticUpdater: update,
          updater: update,
          onCompleted: (_response, errors) => resolve(!errors?.length),
          onError: () => resolve(false),
        });
      }),
    [commit],
  );
}
