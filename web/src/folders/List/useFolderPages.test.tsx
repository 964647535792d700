// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import type { useFolderPagesTestQuery } from '../../__generated__/useFolderPagesTestQuery.graphql.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { useFolderPages } from './useFolderPages.ts';

const connection = (hasNextPage: boolean) => ({
  edges: [],
  pageInfo: { hasNextPage, endCursor: hasNextPage ? 'c1' : null },
});

/**
 * The folder's first page says more folders follow; the server fails every page after it, once
 * `answer` lets it.
 */
function firstPageThenFailure(answer: Promise<void> = Promise.resolve()): Environment {
  return new Environment({
    network: Network.create(async (operation) => {
      if (operation.name !== 'useFolderPagesTestQuery') await answer;
      return operation.name === 'useFolderPagesTestQuery'
        ? {
            data: {
              folder: {
                __typename: 'Folder',
                id: 'f1',
                children: connection(true),
                assets: connection(false),
              },
            },
          }
        : { data: null, errors: [{ message: 'INTERNAL' }], extensions: {} };
    }),
    store: new Store(new RecordSource()),
  });
}

function Pages() {
  const data = useLazyLoadQuery<useFolderPagesTestQuery>(
    graphql`
      query useFolderPagesTestQuery {
        folder(id: "f1") {
          ...useFolderPages_children
          ...useFolderPages_assets
        }
      }
    `,
    {},
  );
  if (!data.folder) return null;
  return <More folder={data.folder} />;
}

function More(props: { folder: Parameters<typeof useFolderPages>[0] }) {
  const { more, loading } = useFolderPages(props.folder);
  return (
    <>
      <button type="button" onClick={more.loadMore}>
        more
      </button>
      {loading && <p>loading</p>}
    </>
  );
}

describe('useFolderPages', () => {
  beforeEach(() => notifications.clean());

  it("says 'Could not load folder' when the next page fails to load", async () => {
    const { user } = renderWithProviders(
      <RelayEnvironmentProvider environment={firstPageThenFailure()}>
        <Suspense>
          <Pages />
        </Suspense>
      </RelayEnvironmentProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'more' }));
    expect(await screen.findByText('Could not load folder')).toBeVisible();
  });

  it('tells the list a page is on its way until it has come', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { user } = renderWithProviders(
      <RelayEnvironmentProvider environment={firstPageThenFailure(answered)}>
        <Suspense>
          <Pages />
        </Suspense>
      </RelayEnvironmentProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'more' }));
    expect(screen.getByText('loading')).toBeVisible();
    answer();
    await screen.findByText('Could not load folder');
    expect(screen.queryByText('loading')).toBeNull();
  });
});
