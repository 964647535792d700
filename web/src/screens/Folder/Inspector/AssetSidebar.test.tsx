// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, type Variables } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { AssetSidebar } from './AssetSidebar.tsx';

interface Note {
  id: string;
  text: string;
  start: number;
  createdAt: string;
}

/** Two comments: the earlier one sits earlier in the clip. */
const notes: Note[] = [
  { id: 'c1', text: 'Soft focus', start: 50, createdAt: '2026-12-01T10:00:00.000Z' },
  { id: 'c2', text: 'Mic in shot', start: 500, createdAt: '2026-12-02T10:00:00.000Z' },
];

const orderedBy = (order: unknown) =>
  [...notes].sort((a, b) =>
    order === 'POSITION'
      ? a.start - b.start
      : order === 'NEWEST'
        ? b.createdAt.localeCompare(a.createdAt)
        : a.createdAt.localeCompare(b.createdAt),
  );

const comments = (order: unknown) => ({
  edges: orderedBy(order).map((note) => ({
    cursor: note.id,
    node: {
      __typename: 'Comment',
      ...note,
      end: null,
      updatedAt: note.createdAt,
      isDeleted: false,
      authorName: 'Mia Manager',
      annotation: null,
      replies: [],
      allowedTo: { edit: false, delete: false },
    },
  })),
  pageInfo: { endCursor: null, hasNextPage: false },
});

const version = (order: unknown) => ({
  __typename: 'Version',
  id: 'v1',
  framesPerSecond: 25,
  timecodeOffset: null,
  filename: 'A001_C001.mov',
  size: 1000,
  duration: 10_000,
  width: 1920,
  height: 1080,
  mimetype: 'video/quicktime',
  fileInfo: { videoBitrate: null, audioBitrate: null },
  comments: comments(order),
});

/** The server of one clip with two comments; it keeps what each operation was asked. */
function clipServer() {
  const asked: { name: string; variables: Variables }[] = [];
  const environment = new Environment({
    network: Network.create(async (operation, variables) => {
      asked.push({ name: operation.name, variables });
      switch (operation.name) {
        case 'AssetSidebarQuery':
          return {
            data: {
              asset: {
                __typename: 'Asset',
                id: 'a1',
                type: 'VIDEO',
                project: { id: 'p1' },
                folder: { id: 'f1' },
                allowedTo: { comment: true, edit: true },
                metadata: [],
                customFields: [],
                createdAt: '2026-12-01T09:00:00.000Z',
                modifiedAt: '2026-12-01T09:00:00.000Z',
                createdBy: { id: 'u1', name: 'Mia Manager' },
                newestVersion: version('POSITION'),
              },
            },
          };
        case 'CommentListPaginationQuery':
          return { data: { node: version(variables.orderBy) } };
        case 'DownloadNotesMenuMutation':
          return {
            data: {
              requestCommentsExport: { url: 'https://cdn.test/notes.csv', filename: 'notes.csv' },
            },
          };
        default:
          return { data: null, errors: [{ message: 'INTERNAL' }], extensions: {} };
      }
    }),
    store: new Store(new RecordSource()),
  });
  return { environment, asked };
}

function renderSidebar() {
  const server = clipServer();
  const element = (
    <RelayEnvironmentProvider environment={server.environment}>
      <AssetSidebar assetId="a1" />
    </RelayEnvironmentProvider>
  );
  return { ...renderRoutes([{ path: '/', element }], '/'), ...server };
}

const listed = () =>
  within(screen.getByTestId('comment-list'))
    .getAllByText(/Soft focus|Mic in shot/)
    .map((item) => item.textContent);

describe("the folder's asset sidebar", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('sorts the chosen asset’s comments as asked, the server listing them in that order', async () => {
    const { user, asked } = renderSidebar();
    await user.click(await screen.findByRole('tab', { name: 'Comments' }));
    expect(listed()).toEqual(['Soft focus', 'Mic in shot']);
    await user.click(screen.getByRole('button', { name: 'Sort comments' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Newest first' }));
    expect(listed()).toEqual(['Mic in shot', 'Soft focus']);
    const refetch = asked.find((call) => call.name === 'CommentListPaginationQuery');
    expect(refetch?.variables).toMatchObject({ id: 'v1', orderBy: 'NEWEST' });
  });

  it('downloads the notes of the asset’s newest version', async () => {
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    const { user, asked } = renderSidebar();
    await user.click(await screen.findByRole('tab', { name: 'Comments' }));
    await user.click(screen.getByRole('button', { name: 'Download Notes' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ href: 'https://cdn.test/notes.csv', download: 'notes.csv' });
    const request = asked.find((call) => call.name === 'DownloadNotesMenuMutation');
    expect(request?.variables.input).toMatchObject({ versionId: 'v1', format: 'CSV' });
  });
});
