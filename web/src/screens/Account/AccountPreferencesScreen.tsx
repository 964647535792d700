import { Select, Stack, Switch, Title } from '@mantine/core';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { AccountPreferencesScreenQuery } from '../../__generated__/AccountPreferencesScreenQuery.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { AccountTabs } from './AccountTabs.tsx';
import { type Settings, useUpdateUserSettingsMutation } from './useUpdateUserSettingsMutation.ts';

const query = graphql`
  query AccountPreferencesScreenQuery {
    currentUser {
      id
      settings {
        autoPlay
        prefersUploadV2
        inboxMail
      }
    }
  }
`;

export const loader: ScreenLoader = ({ preload }) =>
  preload<AccountPreferencesScreenQuery>('account-preferences', query, {});

const text = messages.account;
const inboxMailChoices = ['IMMEDIATELY', 'HOURLY', 'DAILY', 'NEVER'] as const;

/**
 * account-preferences: autoPlay (the player follows it), prefersUploadV2 and how often the inbox
 * is mailed, saved on change.
 */
export function Component() {
  const reference: PreloadedQuery<AccountPreferencesScreenQuery> = useLoaderData();
  const { currentUser: user } = usePreloadedQuery<AccountPreferencesScreenQuery>(query, reference);
  const update = useUpdateUserSettingsMutation();
  const settings: Settings = user.settings ?? {
    autoPlay: true,
    prefersUploadV2: false,
    inboxMail: 'IMMEDIATELY',
  };
  const change = async (changes: Partial<Settings>) => {
    const saved = await update(user.id, { ...settings, ...changes });
    if (saved) notify.success(text.preferencesUpdated);
    else notify.failure(text.updatePreferencesFailed);
  };
  return (
    <Stack p="md" gap="md">
      <Title order={3}>{messages.shell.myAccount}</Title>
      <AccountTabs current="account-preferences" />
      <Stack gap="md" maw={480}>
        <Switch
          label={text.autoPlay}
          description={text.autoPlayHint}
          checked={settings.autoPlay}
          onChange={(event) => change({ autoPlay: event.currentTarget.checked })}
        />
        <Switch
          label={text.prefersUploadV2}
          description={text.prefersUploadV2Hint}
          checked={settings.prefersUploadV2}
          onChange={(event) => change({ prefersUploadV2: event.currentTarget.checked })}
        />
        <Select
          label={text.inboxMail}
          description={text.inboxMailHint}
          data={inboxMailChoices.map((value) => ({ value, label: text.inboxMailChoices[value] }))}
          value={settings.inboxMail}
          allowDeselect={false}
          onChange={(value) => {
            const inboxMail = inboxMailChoices.find((choice) => choice === value);
            if (inboxMail) void change({ inboxMail });
          }}
        />
      </Stack>
    </Stack>
  );
}
