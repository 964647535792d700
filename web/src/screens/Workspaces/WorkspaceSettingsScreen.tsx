import { Loader, Tabs } from '@mantine/core';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useNavigate, useParams, useRevalidator } from 'react-router';
import type { WorkspaceSettingsScreenQuery } from '../../__generated__/WorkspaceSettingsScreenQuery.graphql.ts';
import { DrawerLayout } from '../../components/DrawerLayout/DrawerLayout.tsx';
import { useWorkspaceLogo } from '../../components/Logo/workspace-logo.tsx';
import { messages } from '../../messages/messages.ts';
import { editableWorkspaces } from '../../projects/editable-workspaces.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { pathTo } from '../../routes/route-table.ts';
import { TransferStats } from '../../stats/TransferStats.tsx';
import { WorkspaceAdminsTab } from './Admins/WorkspaceAdminsTab.tsx';
import { WorkspaceApiTokensTab } from './ApiTokens/WorkspaceApiTokensTab.tsx';
import { WorkspaceCustomFieldsTab } from './CustomFields/WorkspaceCustomFieldsTab.tsx';
import { WorkspaceProjectsTab } from './Projects/WorkspaceProjectsTab.tsx';
import { WorkspaceSettingsTab } from './Settings/WorkspaceSettingsTab.tsx';
import { WorkspaceWebhooksTab } from './Webhooks/WorkspaceWebhooksTab.tsx';
import { WorkspaceSidebar } from './WorkspaceSidebar.tsx';
import { tabOf, tabParam, tabsOf, type WorkspaceTab } from './workspace-tabs.ts';

const query = graphql`
  query WorkspaceSettingsScreenQuery($id: ID!) {
    currentUser {
      id
    }
    node(id: $id) {
      ... on Workspace @alias(as: "workspace") {
        id
        canEdit
        hasTransferServer
        logo {
          url
        }
        ...WorkspaceSettingsTab_workspace
        ...WorkspaceProjectsTab_workspace
      }
    }
    workspaces {
      id
      name
      canEdit
      isDefault
    }
    ...WorkspaceSidebar_query
  }
`;

export const loader: ScreenLoader = ({ preload, params }) =>
  preload<WorkspaceSettingsScreenQuery>('workspaces-settings', query, {
    id: params.workspaceId ?? '',
  });

/**
 * workspaces-settings: a workspace's Settings, Admins, Projects, Stats (when some project of it
 * has a transfer server), API Tokens, Webhooks and Custom Fields tabs, the header showing its
 * logo. A workspace that is gone (or out of reach) sends the user back to the index.
 */
export function Component() {
  const reference: PreloadedQuery<WorkspaceSettingsScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<WorkspaceSettingsScreenQuery>(query, reference);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const param = useParams().tab;
  const found = data.node?.workspace;
  const workspace = found?.canEdit ? found : null;
  useWorkspaceLogo(workspace?.logo?.url ?? null);
  if (!workspace) return <Navigate to={pathTo('workspaces-index')} replace />;
  const shown = tabsOf(workspace);
  const tab = tabOf(param, shown);
  const text = messages.workspaces.tabs;
  const open = (next: WorkspaceTab) =>
    navigate(pathTo('workspaces-settings', { workspaceId: workspace.id, tab: tabParam(next) }));
  return (
    <DrawerLayout left={<WorkspaceSidebar query={data} />}>
      <Tabs
        value={tab}
        onChange={(next) => open(tabOf(next ?? undefined, shown))}
        keepMounted={false}
      >
        <Tabs.List px="md">
          {shown.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {text[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="settings">
          <WorkspaceSettingsTab workspace={workspace} />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <Suspense fallback={<Loader m="md" />}>
            <WorkspaceAdminsTab workspaceId={workspace.id} viewerId={data.currentUser.id} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="projects">
          <WorkspaceProjectsTab
            workspace={workspace}
            editable={editableWorkspaces(data.workspaces)}
            onChanged={() => revalidator.revalidate()}
          />
        </Tabs.Panel>
        {workspace.hasTransferServer && (
          <Tabs.Panel value="stats" p="md">
            <TransferStats key={workspace.id} scope={{ workspaceId: workspace.id }} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="tokens">
          <Suspense fallback={<Loader m="md" />}>
            <WorkspaceApiTokensTab workspaceId={workspace.id} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="webhooks">
          <Suspense fallback={<Loader m="md" />}>
            <WorkspaceWebhooksTab workspaceId={workspace.id} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="fields">
          <Suspense fallback={<Loader m="md" />}>
            <WorkspaceCustomFieldsTab workspaceId={workspace.id} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </DrawerLayout>
  );
}
