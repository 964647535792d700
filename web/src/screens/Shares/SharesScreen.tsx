import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { SharesScreenQuery } from '../../__generated__/SharesScreenQuery.graphql.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { SharesView } from './SharesView.tsx';

const query = graphql`
  query SharesScreenQuery {
    ...SharesView_query
  }
`;

export const loader: ScreenLoader = ({ preload }) => preload<SharesScreenQuery>('links', query, {});

/** links-index (All Shares) and links-project (one project's shares). */
export function Component() {
  const reference: PreloadedQuery<SharesScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<SharesScreenQuery>(query, reference);
  const { projectId = null } = useParams();
  return <SharesView query={data} projectId={projectId} />;
}
