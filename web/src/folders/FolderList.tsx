import {
  Box,
  Button,
  EmptyState,
  Group,
  SegmentedControl,
  Slider,
  Stack,
  Table,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useElementSize, useLocalStorage } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconFolderOpen, IconSearch } from '@tabler/icons-react';
import {
  memo,
  type ReactNode,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useMemo,
} from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { FolderList_folder$key } from '../__generated__/FolderList_folder.graphql.ts';
import type {
  FolderListAssets_folder$data,
  FolderListAssets_folder$key,
} from '../__generated__/FolderListAssets_folder.graphql.ts';
import type { FolderListAssetsPaginationQuery } from '../__generated__/FolderListAssetsPaginationQuery.graphql.ts';
import type {
  FolderListChildren_folder$data,
  FolderListChildren_folder$key,
} from '../__generated__/FolderListChildren_folder.graphql.ts';
import type { FolderListChildrenPaginationQuery } from '../__generated__/FolderListChildrenPaginationQuery.graphql.ts';
import { messages } from '../messages/messages.ts';
import { AssetRow } from './AssetRow.tsx';
import { FolderRow } from './FolderRow.tsx';
import {
  COLUMN_WIDTHS,
  type FolderColumns,
  FolderColumnsContext,
  fitColumns,
  noOptionalColumns,
} from './folder-columns.ts';
import { onFolderListReload } from './folder-list-reload.ts';
import { FolderPathsProvider, useFolderPaths } from './folder-paths.ts';
import { AssetCard } from './Grid/AssetCard.tsx';
import { FolderCard } from './Grid/FolderCard.tsx';
import { DEFAULT_ICON_SIZE, type IconSize, iconSizeOf } from './Grid/grid-sizes.ts';
import { type MenuItemTarget, menuItemOf } from './ItemMenu/organise-rules.ts';
import { ReviewStatusFilter } from './ReviewStatus/ReviewStatusFilter.tsx';
import { FolderSelectionProvider, useFolderSelection } from './Selection/FolderSelection.tsx';
import { SelectionBar } from './Selection/SelectionBar.tsx';
import {
  type FolderSort,
  nextSort,
  ordersOf,
  parseSavedSort,
  SAVED_SORT_KEY,
  type SortField,
  shownSort,
  type TableSort,
} from './Sort/folder-sort.ts';
import { SortControl } from './Sort/SortControl.tsx';
import { sortFieldLabel } from './Sort/sort-labels.ts';
import {
  type FolderListing,
  isListingFiltered,
  listingVariables,
  withListing,
} from './Takes/folder-listing.ts';
import { TakesFilters } from './Takes/TakesFilters.tsx';
import { useListingAddress } from './Takes/useListingAddress.ts';
import type { MorePages } from './Virtual/more-pages.ts';
import { VirtualCardRows } from './Virtual/VirtualCardRows.tsx';
import { VirtualTableRows } from './Virtual/VirtualTableRows.tsx';

const PAGE_SIZE = 100;
/** The pages after the first, fewer and larger for a folder scrolled to its end. */
const NEXT_PAGE_SIZE = 250;
/** The most rows the server gives in one page. */
const MAX_PAGE_SIZE = 1000;

type ChildNode = FolderListChildren_folder$data['children']['edges'][number]['node'];
type AssetNode = FolderListAssets_folder$data['assets']['edges'][number]['node'];

/** A row of the list (or a card of the grid): a child folder or an asset. */
type ListEntry = { item: MenuItemTarget } & (
  | { folder: ChildNode; asset?: undefined }
  | { asset: AssetNode; folder?: undefined }
);

const folderListFragment = graphql`
  fragment FolderList_folder on Folder
  @argumentDefinitions(
    folderOrder: { type: "FolderOrder" }
    assetOrder: { type: "AssetOrder" }
    filter: { type: "String" }
    takes: { type: "TakesFilter" }
    reviewStatus: { type: "ReviewStatus" }
  ) {
    id
    project {
      id
    }
    hasCircledTakes
    hasSlates
    hasReviewStatuses
    ...FolderListChildren_folder @arguments(folderOrder: $folderOrder, filter: $filter)
    ...FolderListAssets_folder
      @arguments(
        assetOrder: $assetOrder
        filter: $filter
        takes: $takes
        reviewStatus: $reviewStatus
      )
  }
`;

/**
 * Child folders, then assets, in the order chosen (saved), else by content, drawn as they scroll
 * into view and fetched a page at a time as the end of what is loaded nears; or 'This folder is
 * empty'.
 */
export function FolderList({ folder }: { folder: FolderList_folder$key }) {
  const { id } = useFragment(folderListFragment, folder);
  // one list a folder: nothing of the folder before (a reload under way, rows still drawing)
  // shows in the next
  return <FolderListOf key={id} folder={folder} />;
}

function FolderListOf({ folder }: { folder: FolderList_folder$key }) {
  const data = useFragment(folderListFragment, folder);
  const children = useChildPages(data);
  const assets = useAssetPages(data);
  // Assets follow every child folder: none is listed while folders remain to be loaded.
  const loadedEntries = useMemo<ListEntry[]>(
    () => [
      ...children.nodes.map((node) => ({ item: itemOf('folder', node, data), folder: node })),
      ...(children.hasNext
        ? []
        : assets.nodes.map((node) => ({ item: itemOf('asset', node, data), asset: node }))),
    ],
    [children.nodes, children.hasNext, assets.nodes, data],
  );
  // A page that comes is drawn in the background, a little at a time: scrolling goes on meanwhile.
  const entries = useDeferredValue(loadedEntries);
  const items = useMemo(() => entries.map((entry) => entry.item), [entries]);
  const more = useMorePages(children.hasNext ? children : assets);
  const [saved, setSaved] = useLocalStorage<FolderSort | null>({
    key: SAVED_SORT_KEY,
    defaultValue: null,
    deserialize: parseSavedSort,
    getInitialValueInEffect: false,
  });
  const view = useFolderView();
  const {
    listing,
    text: filterText,
    setText: setFilterText,
    update,
    showAll,
  } = useListingAddress();
  // the viewer's playlist is this list: its assets open with the listing in the address
  const paths = useFolderPaths();
  const listedPaths = useMemo(() => withListing(paths, listing), [paths, listing]);
  const listed = (list: ReactNode) => (
    <FolderPathsProvider value={listedPaths}>{list}</FolderPathsProvider>
  );
  const { refetch: refetchChildren } = children;
  const { refetch: refetchAssets } = assets;
  // Every refetch names every variable: what it leaves out may fall back to an older value.
  const refetchList = useCallback(
    (chosen: FolderSort | null, shown: FolderListing, rows = { folders: 0, assets: 0 }) => {
      const { folderOrder, assetOrder } = ordersOf(chosen);
      const { filter, ...assetsListed } = listingVariables(shown);
      const page = (loaded: number) => ({ count: reloadCount(loaded), cursor: null });
      startTransition(() => {
        refetchChildren(
          { ...page(rows.folders), folderOrder, filter },
          { fetchPolicy: 'network-only' },
        );
        refetchAssets(
          { ...page(rows.assets), assetOrder, filter, ...assetsListed },
          { fetchPolicy: 'network-only' },
        );
      });
    },
    [refetchChildren, refetchAssets],
  );
  // A live change of the folder fetches again the rows loaded, in the order and filter shown.
  const reloadShown = useEffectEvent(() =>
    refetchList(saved, listing, {
      folders: children.nodes.length,
      assets: assets.nodes.length,
    }),
  );
  useEffect(() => onFolderListReload(data.id, () => reloadShown()), [data.id]);
  const content = { hasAssets: assets.nodes.length > 0, hasSlates: data.hasSlates };
  const sort = {
    shown: shownSort(saved, content),
    onSort(field: SortField) {
      const next = nextSort(shownSort(saved, content), field);
      setSaved(next);
      refetchList(next, listing);
    },
  };
  const order = JSON.stringify([sort.shown, listing]);
  const { takes, status } = listing;
  const columns = useMemo(
    () => ({
      selected: data.hasCircledTakes,
      scene: data.hasSlates,
      status: data.hasReviewStatuses || status !== null,
    }),
    [data.hasCircledTakes, data.hasSlates, data.hasReviewStatuses, status],
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') showAll();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [showAll]);

  const text = messages.folders;
  const field = (
    <TextInput
      aria-label={text.filterLabel}
      placeholder={text.filterLabel}
      leftSection={<IconSearch size={14} />}
      size="xs"
      w={220}
      value={filterText}
      onChange={(event) => setFilterText(event.currentTarget.value)}
    />
  );
  const filtering = filterText !== '' || isListingFiltered(listing);
  const statusFilter = (
    <ReviewStatusFilter status={status} onChange={(chosen) => update({ status: chosen })} />
  );
  // Selected and Non-Selected Takes only mean something where a take is circled (or one is on).
  const circledTakes = data.hasCircledTakes || takes.circled !== null;
  if (items.length === 0 && !filtering) {
    return <EmptyState py={60} icon={<IconFolderOpen size={32} />} title={text.empty} />;
  }
  if (items.length === 0) {
    return (
      <Stack gap="xs">
        <Group gap="xs">
          {field}
          <TakesFilters
            takes={takes}
            onChange={(chosen) => update({ takes: chosen })}
            circledTakes={circledTakes}
          />
          {statusFilter}
        </Group>
        <EmptyState py={60} icon={<IconFolderOpen size={32} />} title={text.noMatch}>
          <Button variant="default" size="xs" onClick={showAll}>
            {text.showAll}
          </Button>
        </EmptyState>
      </Stack>
    );
  }
  return listed(
    <FolderSelectionProvider items={items}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Group gap="xs" align="center">
          {field}
          <TakesFilters
            takes={takes}
            onChange={(chosen) => update({ takes: chosen })}
            circledTakes={circledTakes}
          />
          {statusFilter}
          <SortControl sort={sort} columns={columns} />
          <ViewControls view={view} />
        </Group>
        <SelectionBar />
      </Group>
      {view.mode === 'grid' ? (
        <VirtualCardRows
          count={entries.length}
          order={order}
          size={view.size}
          more={more}
          card={(index) => (
            <EntryCard key={entries[index]?.item.id} entry={entries[index]} size={view.size} />
          )}
        />
      ) : (
        <SelectingTable sort={sort} columns={columns}>
          <VirtualTableRows
            count={entries.length}
            order={order}
            more={more}
            row={(index) => (
              <EntryRow key={entries[index]?.item.id} entry={entries[index]} parentId={data.id} />
            )}
          />
        </SelectingTable>
      )}
    </FolderSelectionProvider>,
  );
}

// The list draws again on every scroll: a row or card already drawn is drawn again only when its
// entry (or the selection) changes.

/** An entry's row in the list. */
const EntryRow = memo(function EntryRow(props: { entry?: ListEntry; parentId: string }) {
  const { entry, parentId } = props;
  if (entry?.folder) return <FolderRow folder={entry.folder} parentId={parentId} />;
  if (entry?.asset) return <AssetRow asset={entry.asset} parentId={parentId} />;
  return null;
});

/** An entry's card in the grid. */
const EntryCard = memo(function EntryCard(props: { entry?: ListEntry; size: IconSize }) {
  const { entry, size } = props;
  if (entry?.folder) return <FolderCard item={entry.item} folder={entry.folder} size={size} />;
  if (entry?.asset) return <AssetCard item={entry.item} asset={entry.asset} size={size} />;
  return null;
});

type ViewMode = 'list' | 'grid';

/** List or grid, and the grid's icon size: both remembered. */
function useFolderView() {
  const [mode, setMode] = useLocalStorage<ViewMode>({
    key: 'rushes.folder.view',
    defaultValue: 'list',
    getInitialValueInEffect: false,
  });
  const [stored, setSize] = useLocalStorage<IconSize>({
    key: 'rushes.folder.iconSize',
    defaultValue: DEFAULT_ICON_SIZE,
    deserialize: iconSizeOf,
    getInitialValueInEffect: false,
  });
  return { mode: mode === 'grid' ? mode : 'list', setMode, size: iconSizeOf(stored), setSize };
}

/** The List/Grid switch, and the icon size slider in grid mode (1 to 4). */
function ViewControls({ view }: { view: ReturnType<typeof useFolderView> }) {
  const text = messages.folders;
  return (
    <>
      <SegmentedControl
        size="xs"
        aria-label={text.view}
        value={view.mode}
        onChange={(mode) => view.setMode(mode === 'grid' ? 'grid' : 'list')}
        data={[
          { value: 'list', label: text.listView },
          { value: 'grid', label: text.gridView },
        ]}
      />
      {view.mode === 'grid' && (
        <Slider
          w={110}
          min={1}
          max={4}
          step={1}
          value={view.size}
          onChange={(size) => view.setSize(iconSizeOf(size))}
          thumbLabel={text.iconSize}
          label={null}
        />
      )}
    </>
  );
}

/** A listed folder or asset as the menus and the selection act on it. */
const itemOf = (
  kind: MenuItemTarget['kind'],
  node: Parameters<typeof menuItemOf>[1],
  folder: { id: string; project: { id: string } },
) => menuItemOf(kind, node, folder.project.id, folder.id);

/** The table with a column of checkboxes while items are being chosen. */
function SelectingTable(props: { children: ReactNode; sort: TableSort; columns: FolderColumns }) {
  const { children, sort, columns } = props;
  const selection = useFolderSelection();
  return (
    <FolderTable selecting={selection?.selecting} sort={sort} columns={columns}>
      {children}
    </FolderTable>
  );
}

type SortableColumn = 'selected' | 'scene' | 'created' | 'size' | 'duration';

/**
 * The list's table: thumbnail, Name, the optional columns `columns` calls for, and Created, Size
 * and Duration as its width allows, around its rows.
 */
export function FolderTable({
  children,
  selecting = false,
  sort,
  columns = noOptionalColumns,
}: {
  children: ReactNode;
  selecting?: boolean;
  /** Without one, the headers do not sort (a share link's view). */
  sort?: TableSort;
  columns?: FolderColumns;
}) {
  const text = messages.folders;
  const width = COLUMN_WIDTHS;
  const room = useElementSize();
  // one value while the fit stays: every row reads it
  const shown = useMemo(
    () => fitColumns(columns, room.width, selecting),
    [columns, room.width, selecting],
  );
  /** A sortable column's header, when the table shows the column. */
  const header = (column: SortableColumn, field: SortField) =>
    shown[column] && (
      <SortHeader field={field} label={sortFieldLabel(field)} sort={sort} w={width[column]} />
    );
  return (
    <FolderColumnsContext value={shown}>
      <Box ref={room.ref}>
        <Table highlightOnHover verticalSpacing={4} layout="fixed" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              {selecting && (
                <Table.Th w={width.choose}>
                  <VisuallyHidden>{text.selectItems}</VisuallyHidden>
                </Table.Th>
              )}
              <Table.Th w={width.thumbnail}>
                <VisuallyHidden>{text.thumbnail}</VisuallyHidden>
              </Table.Th>
              <SortHeader field="NAME" label={sortFieldLabel('NAME')} sort={sort} />
              {header('selected', 'SELECTED')}
              {header('scene', 'SCENE_TAKE')}
              {shown.status && <Table.Th w={width.status}>{messages.reviewStatus.column}</Table.Th>}
              {header('created', 'CREATED')}
              {header('size', 'SIZE')}
              {header('duration', 'DURATION')}
              <Table.Th w={width.actions}>
                <VisuallyHidden>{text.actions}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Box>
    </FolderColumnsContext>
  );
}

/** A column's header: a button that sorts by it (again: the other way), marked when it does. */
function SortHeader(props: { field: SortField; label: string; sort?: TableSort; w?: number }) {
  const { field, label, sort, w } = props;
  if (!sort) return <Table.Th w={w}>{label}</Table.Th>;
  const active = sort.shown.field === field;
  const ascending = sort.shown.direction === 'ASC';
  const Arrow = ascending ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th w={w} aria-sort={active ? (ascending ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton onClick={() => sort.onSort(field)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          {active && <Arrow size={14} aria-hidden />}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * A reload asks for as many rows as are loaded, so the list keeps its length and place (at most
 * the server's largest page: past that it shortens, and pages again as it is scrolled).
 */
const reloadCount = (loaded: number) => Math.min(MAX_PAGE_SIZE, Math.max(PAGE_SIZE, loaded));

/** The next page of `pages`, asked for only as the list is scrolled near its end. */
function useMorePages(pages: {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext(count: number): unknown;
}): MorePages {
  const { hasNext, isLoadingNext, loadNext } = pages;
  const loadMore = useCallback(() => {
    if (!isLoadingNext) loadNext(NEXT_PAGE_SIZE);
  }, [isLoadingNext, loadNext]);
  return useMemo(() => ({ hasMore: hasNext, loadMore }), [hasNext, loadMore]);
}

/** The folder's child folders in the server's order, a page at a time (end cursors). */
function useChildPages(folder: FolderListChildren_folder$key) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    FolderListChildrenPaginationQuery,
    FolderListChildren_folder$key
  >(
    graphql`
      fragment FolderListChildren_folder on Folder
      @refetchable(queryName: "FolderListChildrenPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 100 }
        cursor: { type: "String" }
        folderOrder: { type: "FolderOrder" }
        filter: { type: "String" }
      ) {
        children(first: $count, after: $cursor, orderBy: $folderOrder, filter: $filter)
          @connection(key: "FolderList_children", filters: []) {
          edges {
            node {
              id
              name
              allowedTo {
                edit
                delete
                share
                download
              }
              ...FolderRow_folder
            }
          }
        }
      }
    `,
    folder,
  );
  const nodes = useMemo(() => data.children.edges.map((edge) => edge.node), [data.children.edges]);
  return { nodes, hasNext, isLoadingNext, loadNext, refetch };
}

/** The folder's assets in the server's order, a page at a time (end cursors). */
function useAssetPages(folder: FolderListAssets_folder$key) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    FolderListAssetsPaginationQuery,
    FolderListAssets_folder$key
  >(
    graphql`
      fragment FolderListAssets_folder on Folder
      @refetchable(queryName: "FolderListAssetsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 100 }
        cursor: { type: "String" }
        assetOrder: { type: "AssetOrder" }
        filter: { type: "String" }
        takes: { type: "TakesFilter" }
        reviewStatus: { type: "ReviewStatus" }
      ) {
        assets(
          first: $count
          after: $cursor
          orderBy: $assetOrder
          filter: $filter
          takes: $takes
          reviewStatus: $reviewStatus
        ) @connection(key: "FolderList_assets", filters: []) {
          edges {
            node {
              id
              name
              archiveFormat
              newestVersion {
                id
              }
              allowedTo {
                edit
                delete
                share
                download
              }
              ...AssetRow_asset
            }
          }
        }
      }
    `,
    folder,
  );
  const nodes = useMemo(() => data.assets.edges.map((edge) => edge.node), [data.assets.edges]);
  return { nodes, hasNext, isLoadingNext, loadNext, refetch };
}
