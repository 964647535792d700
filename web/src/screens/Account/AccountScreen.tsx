import { Stack, Title } from '@mantine/core';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { AccountScreenQuery } from '../../__generated__/AccountScreenQuery.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { AccountForm, type AccountValues } from './AccountForm.tsx';
import { AccountSessions } from './AccountSessions.tsx';
import { AccountSignIns } from './AccountSignIns.tsx';
import { AccountTabs } from './AccountTabs.tsx';
import { useUpdateUserMutation } from './useUpdateUserMutation.ts';

const query = graphql`
  query AccountScreenQuery {
    currentUser {
      id
      name
      email
      isExternal
    }
    ...AccountSessions_query
    ...AccountSignIns_query
  }
`;

export const loader: ScreenLoader = ({ preload }) =>
  preload<AccountScreenQuery>('account', query, {});

/** account: the user's name, e-mail and password, and where they are signed in; toasts as section 8 says. */
export function Component() {
  const reference: PreloadedQuery<AccountScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<AccountScreenQuery>(query, reference);
  const user = data.currentUser;
  const [update] = useUpdateUserMutation();
  const save = async (values: AccountValues) => {
    const outcome = await update(user.id, values);
    if (outcome === 'saved') notify.success(messages.account.saved);
    if (outcome === 'failed') notify.failure(messages.account.saveUserFailed);
    return outcome;
  };
  return (
    <Stack p="md" gap="md">
      <Title order={3}>{messages.shell.myAccount}</Title>
      <AccountTabs current="account" />
      <AccountForm
        key={user.id}
        name={user.name}
        email={user.email ?? ''}
        external={user.isExternal}
        onSave={save}
      />
      <AccountSessions query={data} />
      <AccountSignIns query={data} />
    </Stack>
  );
}
