import { Stack, Text } from '@mantine/core';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { SharesScreenQuery } from '../../__generated__/SharesScreenQuery.graphql.ts';
import { LoadBoundary } from '../../components/LoadBoundary/LoadBoundary.tsx';
import { messages } from '../../messages/messages.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { SharesView } from './SharesView.tsx';

const query = graphql`
  query SharesScreenQuery($projectId: ID) {
    ...useSharesPages_query @arguments(projectId: $projectId)
  }
`;

export const loader: ScreenLoader = ({ params, preload }) =>
  preload<SharesScreenQuery>('links', query, { projectId: params.projectId ?? null });

function Shares(props: { reference: PreloadedQuery<SharesScreenQuery>; projectId: string | null }) {
  const data = usePreloadedQuery<SharesScreenQuery>(query, props.reference);
  return <SharesView query={data} projectId={props.projectId} />;
}

/**
 * links-index (All Shares) and links-project (one project's shares); a list that fails to load
 * says 'Could not load links' and leaves the heading.
 */
export function Component() {
  const reference: PreloadedQuery<SharesScreenQuery> = useLoaderData();
  const { projectId = null } = useParams();
  const unloaded = (
    <Stack p="md">
      <Text fw={600}>{messages.shares.allShares}</Text>
    </Stack>
  );
  // one list a project: its sort and filter start afresh, and a failure is the project's own
  return (
    <LoadBoundary key={projectId} message={messages.shares.loadFailed} fallback={unloaded}>
      <Shares reference={reference} projectId={projectId} />
    </LoadBoundary>
  );
}
