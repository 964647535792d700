import { Text } from '@mantine/core';
import {
  graphql,
  type PreloadedQuery,
  RelayEnvironmentProvider,
  usePreloadedQuery,
} from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { ShareLayoutQuery } from '../../__generated__/ShareLayoutQuery.graphql.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { pathTo } from '../../routes/route-table.ts';
import { ShellFrame } from '../ShellFrame/ShellFrame.tsx';

const query = graphql`
  query ShareLayoutQuery {
    sharedLink {
      name
    }
  }
`;

interface Loaded {
  environment: Environment;
  header: PreloadedQuery<ShareLayoutQuery>;
}

export const loader: ScreenLoader = async ({ environment, preload }): Promise<Loaded> => ({
  environment,
  header: await preload<ShareLayoutQuery>('layout', query, {}),
});

/**
 * Share-link pages: the default frame with the link's name in the header, no tabs or user menu;
 * the pages query with the visitor's token, in the link's own store.
 */
export function Component() {
  const { environment, header }: Loaded = useLoaderData();
  return (
    <RelayEnvironmentProvider environment={environment}>
      <ShareFrame header={header} />
    </RelayEnvironmentProvider>
  );
}

function ShareFrame({ header }: { header: PreloadedQuery<ShareLayoutQuery> }) {
  const { sharedLink } = usePreloadedQuery<ShareLayoutQuery>(query, header);
  const { linkToken = '' } = useParams();
  return (
    <ShellFrame home={pathTo('share-index', { linkToken })}>
      <Text fw={600} truncate data-testid="share-name">
        {sharedLink.name}
      </Text>
    </ShellFrame>
  );
}
