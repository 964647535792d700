import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { DefaultLayoutQuery } from '../../__generated__/DefaultLayoutQuery.graphql.ts';
import { ToReviewMenu } from '../../approvals/ToReviewMenu.tsx';
import { LoadBoundary } from '../../components/LoadBoundary/LoadBoundary.tsx';
import { WorkspaceLogoProvider } from '../../components/Logo/workspace-logo.tsx';
import { FastTransferProvider } from '../../fast-transfer/FastTransferProvider.tsx';
import { InboxMenu } from '../../inbox/InboxMenu.tsx';
import { messages } from '../../messages/messages.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { isMfaForced } from '../../session/mfa-forced.ts';
import { UploadsProvider } from '../../uploads/UploadsContext.tsx';
import { ShellFrame } from '../ShellFrame/ShellFrame.tsx';
import { HeaderTabs } from './HeaderTabs.tsx';
import { UserMenu } from './UserMenu.tsx';
import { useAccessChangedSubscription } from './useAccessChangedSubscription.ts';

const query = graphql`
  query DefaultLayoutQuery {
    currentUser {
      needsMfa
      hasActiveFactors
      ...HeaderTabs_user
      ...UserMenu_user
    }
  }
`;

export const loader: ScreenLoader = ({ preload }) =>
  preload<DefaultLayoutQuery>('layout', query, {});

/**
 * The default layout: header with tabs, Inbox and To review (once MFA no longer holds the user
 * to My Account), user menu, the upload list (with fast uploads) and fast
 * transfers; pages bring their drawers.
 */
export function Component() {
  const reference: PreloadedQuery<DefaultLayoutQuery> = useLoaderData();
  const { currentUser } = usePreloadedQuery<DefaultLayoutQuery>(query, reference);
  useAccessChangedSubscription();
  return (
    <FastTransferProvider>
      <UploadsProvider>
        <WorkspaceLogoProvider>
          <ShellFrame>
            <HeaderTabs user={currentUser} />
            {!isMfaForced(currentUser) && (
              <>
                <LoadBoundary message={messages.inbox.loadFailed}>
                  <InboxMenu />
                </LoadBoundary>
                <LoadBoundary message={messages.approvals.toReviewFailed}>
                  <ToReviewMenu />
                </LoadBoundary>
              </>
            )}
            <UserMenu user={currentUser} />
          </ShellFrame>
        </WorkspaceLogoProvider>
      </UploadsProvider>
    </FastTransferProvider>
  );
}
