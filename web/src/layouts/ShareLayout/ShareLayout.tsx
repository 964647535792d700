import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import {
  graphql,
  type PreloadedQuery,
  RelayEnvironmentProvider,
  usePreloadedQuery,
} from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { ShareLayoutQuery } from '../../__generated__/ShareLayoutQuery.graphql.ts';
import { SignOutDialog } from '../../components/SignOutDialog/SignOutDialog.tsx';
import { FastTransferProvider } from '../../fast-transfer/FastTransferProvider.tsx';
import { messages } from '../../messages/messages.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { pathTo } from '../../routes/route-table.ts';
import type { Visitor } from '../../session/visitor.store.ts';
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
  visitor: Visitor | null;
}

export const loader: ScreenLoader = async ({ environment, preload, visitor }): Promise<Loaded> => ({
  environment,
  header: await preload<ShareLayoutQuery>('layout', query, {}),
  visitor: visitor ?? null,
});

/**
 * Share-link pages: the default frame with the link's name in the header, no tabs or user menu,
 * and Sign Out for a visitor who signed in to the link; the pages query with the visitor's token,
 * in the link's own store.
 */
export function Component() {
  const { environment, header, visitor }: Loaded = useLoaderData();
  return (
    <RelayEnvironmentProvider environment={environment}>
      <FastTransferProvider>
        <ShareFrame header={header} visitor={visitor} />
      </FastTransferProvider>
    </RelayEnvironmentProvider>
  );
}

function ShareFrame(props: { header: PreloadedQuery<ShareLayoutQuery>; visitor: Visitor | null }) {
  const { sharedLink } = usePreloadedQuery<ShareLayoutQuery>(query, props.header);
  const { linkToken = '' } = useParams();
  return (
    <ShellFrame home={pathTo('share-index', { linkToken })}>
      <Text fw={600} truncate data-testid="share-name" flex={1}>
        {sharedLink.name}
      </Text>
      {props.visitor?.canSignOut() && <VisitorSignOut visitor={props.visitor} />}
    </ShellFrame>
  );
}

/** Sign Out of a link that asked for a password: back to its sign-in, token forgotten. */
function VisitorSignOut({ visitor }: { visitor: Visitor }) {
  const [confirming, confirm] = useDisclosure(false);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconLogout size={16} />}
        onClick={confirm.open}
      >
        {messages.shell.signOut}
      </Button>
      <SignOutDialog
        opened={confirming}
        onClose={confirm.close}
        signOut={visitor.signOut}
        text={messages.visitor.signOutText}
      />
    </>
  );
}
