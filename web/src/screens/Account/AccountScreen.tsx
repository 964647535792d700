import { Stack, Title } from '@mantine/core';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { AccountScreenQuery } from '../../__generated__/AccountScreenQuery.graphql.ts';
import { LoadBoundary } from '../../components/LoadBoundary/LoadBoundary.tsx';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { isMfaForced } from '../../session/mfa-forced.ts';
import { AccountForm, type AccountValues } from './AccountForm.tsx';
import { AccountSessions } from './AccountSessions.tsx';
import { AccountSignIns } from './AccountSignIns.tsx';
import { AccountTabs } from './AccountTabs.tsx';
import { AccountMfa } from './Mfa/AccountMfa.tsx';
import { MfaNotice } from './Mfa/MfaNotice.tsx';
import { useMfaLock } from './Mfa/useMfaLock.ts';
import { useUpdateUserMutation } from './useUpdateUserMutation.ts';

const query = graphql`
  query AccountScreenQuery {
    currentUser {
      id
      name
      email
      isExternal
      needsMfa
      hasActiveFactors
    }
    ...AccountMfa_query
    ...AccountSessions_query
    ...AccountSignIns_query
  }
`;

export const loader: ScreenLoader = ({ preload }) =>
  preload<AccountScreenQuery>('account', query, {});

/**
 * account: the user's name, e-mail and password, MFA, and where they are signed in; toasts as
 * section 8 says. While MFA is forced the page cannot be left and nothing else saved.
 */
export function Component() {
  return (
    <LoadBoundary
      message={messages.account.loadUserFailed}
      fallback={
        <Stack p="md" gap="md">
          <Title order={3}>{messages.shell.myAccount}</Title>
          <AccountTabs current="account" />
        </Stack>
      }
    >
      <Account />
    </LoadBoundary>
  );
}

function Account() {
  const reference: PreloadedQuery<AccountScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<AccountScreenQuery>(query, reference);
  const user = data.currentUser;
  const forced = isMfaForced(user);
  const notice = useMfaLock(forced);
  const [update] = useUpdateUserMutation();
  const save = async (values: AccountValues) => {
    const outcome = await update(user.id, values);
    if (outcome === 'saved') notify.success(messages.account.saved);
    if (outcome === 'failed') notify.failure(messages.account.saveUserFailed);
    return outcome;
  };
  return (
    <Stack p="md" gap="md">
      {forced && <MfaNotice key={notice.key} className={notice.className} style={notice.style} />}
      <Title order={3}>{messages.shell.myAccount}</Title>
      <AccountTabs current="account" />
      <AccountForm
        key={user.id}
        name={user.name}
        email={user.email ?? ''}
        external={user.isExternal}
        mfa={user.isExternal ? null : <AccountMfa query={data} />}
        saveBlocked={forced}
        onSave={save}
      />
      <AccountSessions query={data} />
      <AccountSignIns query={data} />
    </Stack>
  );
}
