// @vitest-environment jsdom
import '../test/jsdom.ts';
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import {
  Environment,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  Store,
} from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { useFolderChangedSubscriptionTestQuery } from '../__generated__/useFolderChangedSubscriptionTestQuery.graphql.ts';
import { renderWithProviders } from '../test/render.tsx';
import { onFolderListReload } from './folder-list-reload.ts';
import { FOLDER_RELOAD_DEBOUNCE_MS } from './folder-reload.ts';
import { useFolderChangedSubscription } from './useFolderChangedSubscription.ts';

const field = (id: string, name: string) => ({
  id,
  name,
  type: 'TEXT',
  options: [],
  required: false,
  shownInList: true,
});

/** Day 1 as the server tells it, with the workspace's custom fields. */
const day1 = (fields: ReturnType<typeof field>[]) => ({
  __typename: 'Folder',
  id: 'f1',
  name: 'Day 1',
  isRoot: false,
  hasCircledTakes: false,
  hasSlates: false,
  hasReviewStatuses: false,
  hasComments: false,
  customFields: fields,
  project: { id: 'p1', name: 'Feature' },
  ancestors: [],
  createdAt: '2026-12-12T09:00:00.000Z',
  modifiedAt: '2026-12-12T09:00:00.000Z',
  folderCount: 0,
  fileCount: 0,
  totalSize: 0,
  totalDuration: 0,
  creator: null,
});

function Columns() {
  const { folder } = useLazyLoadQuery<useFolderChangedSubscriptionTestQuery>(
    graphql`
      query useFolderChangedSubscriptionTestQuery {
        folder(id: "f1") {
          id
          customFields {
            id
            name
          }
        }
      }
    `,
    {},
  );
  useFolderChangedSubscription('f1');
  return (
    <ul aria-label="columns">
      {folder?.customFields.map((entry) => (
        <li key={entry.id}>{entry.name}</li>
      ))}
    </ul>
  );
}

describe('useFolderChangedSubscription', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("reads the workspace's fields again, then the list's rows, when a field changes", async () => {
    /** Each subscription's way to hear a message. */
    const heard: ((message: GraphQLResponse) => void)[] = [];
    const order: string[] = [];
    const environment = new Environment({
      network: Network.create(
        async (operation) => {
          if (operation.name === 'useFolderChangedSubscriptionTestQuery') {
            return { data: { folder: day1([field('c1', 'Camera')]) } };
          }
          order.push('folder');
          return { data: { folder: day1([field('c1', 'Camera Angle'), field('c2', 'Lens')]) } };
        },
        () =>
          Observable.create<GraphQLResponse>((sink) => {
            heard.push((message) => sink.next(message));
          }),
      ),
      store: new Store(new RecordSource()),
    });
    const stop = onFolderListReload('f1', () => order.push('lists'));
    renderWithProviders(
      <RelayEnvironmentProvider environment={environment}>
        <Suspense>
          <Columns />
        </Suspense>
      </RelayEnvironmentProvider>,
    );
    expect(await screen.findByText('Camera')).toBeVisible();
    // the subscription starts in an effect, which may run after the first rows show
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    act(() => heard[0]?.({ data: { folderChanged: { id: 'f1' } } }));
    await act(() => vi.advanceTimersByTimeAsync(FOLDER_RELOAD_DEBOUNCE_MS));
    expect(await screen.findByText('Camera Angle')).toBeVisible();
    expect(screen.getByText('Lens')).toBeVisible();
    expect(order).toEqual(['folder', 'lists']);
    stop();
  });
});
