import {
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
import { useDebouncedValue, useLocalStorage } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconFolderOpen, IconSearch } from '@tabler/icons-react';
import {
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { FolderList_folder$key } from '../../__generated__/FolderList_folder.graphql.ts';
import type { FolderListAssets_folder$key } from '../../__generated__/FolderListAssets_folder.graphql.ts';
import type { FolderListAssetsPaginationQuery } from '../../__generated__/FolderListAssetsPaginationQuery.graphql.ts';
import type { FolderListChildren_folder$key } from '../../__generated__/FolderListChildren_folder.graphql.ts';
import type { FolderListChildrenPaginationQuery } from '../../__generated__/FolderListChildrenPaginationQuery.graphql.ts';
import { messages } from '../../messages/messages.ts';
import { AssetRow } from './AssetRow.tsx';
import { FolderRow } from './FolderRow.tsx';
import { AssetCard } from './Grid/AssetCard.tsx';
import { FolderCard } from './Grid/FolderCard.tsx';
import { DEFAULT_ICON_SIZE, type IconSize, iconSizeOf } from './Grid/grid-sizes.ts';
import type { MenuItemTarget } from './ItemMenu/organise-rules.ts';
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
} from './Sort/folder-sort.ts';

const PAGE_SIZE = 100;
/** The filter asks the server once typing rests. */
const FILTER_DEBOUNCE_MS = 300;

/**
 * Child folders, then assets, every page of each in the order chosen (saved), else by content;
 * or 'This folder is empty'.
 */
export function FolderList({ folder }: { folder: FolderList_folder$key }) {
  const data = useFragment(
    graphql`
      fragment FolderList_folder on Folder
      @argumentDefinitions(
        folderOrder: { type: "FolderOrder" }
        assetOrder: { type: "AssetOrder" }
      ) {
        id
        ...FolderListChildren_folder @arguments(folderOrder: $folderOrder)
        ...FolderListAssets_folder @arguments(assetOrder: $assetOrder)
      }
    `,
    folder,
  );
  const children = useChildPages(data);
  const assets = useAssetPages(data);
  const items = useMemo(
    () => [
      ...children.nodes.map((node) => itemOf('folder', node, data.id)),
      ...assets.nodes.map((node) => itemOf('asset', node, data.id)),
    ],
    [children.nodes, assets.nodes, data.id],
  );
  const [saved, setSaved] = useLocalStorage<FolderSort | null>({
    key: SAVED_SORT_KEY,
    defaultValue: null,
    deserialize: parseSavedSort,
    getInitialValueInEffect: false,
  });
  const view = useFolderView();
  const [filter, setFilter] = useState('');
  const [applied] = useDebouncedValue(filter.trim(), FILTER_DEBOUNCE_MS);
  const { refetch: refetchChildren } = children;
  const { refetch: refetchAssets } = assets;
  // Every refetch names every variable: what it leaves out may fall back to an older value.
  const refetchList = useCallback(
    (chosen: FolderSort | null, text: string) => {
      const { folderOrder, assetOrder } = ordersOf(chosen);
      const filterBy = text || null;
      startTransition(() => {
        refetchChildren({ folderOrder, filter: filterBy }, { fetchPolicy: 'network-only' });
        refetchAssets({ assetOrder, filter: filterBy }, { fetchPolicy: 'network-only' });
      });
    },
    [refetchChildren, refetchAssets],
  );
  const filtered = useRef('');
  useEffect(() => {
    if (applied === filtered.current) return;
    filtered.current = applied;
    refetchList(saved, applied);
  }, [applied, saved, refetchList]);
  const sort = {
    shown: shownSort(saved, assets.nodes.length > 0),
    onSort(field: SortField) {
      const next = nextSort(shownSort(saved, assets.nodes.length > 0), field);
      setSaved(next);
      refetchList(next, applied);
    },
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFilter('');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const text = messages.folders;
  const field = (
    <TextInput
      aria-label={text.filterLabel}
      placeholder={text.filterLabel}
      leftSection={<IconSearch size={14} />}
      size="xs"
      w={220}
      value={filter}
      onChange={(event) => setFilter(event.currentTarget.value)}
    />
  );
  if (items.length === 0 && !filter && !applied) {
    return <EmptyState py={60} icon={<IconFolderOpen size={32} />} title={text.empty} />;
  }
  if (items.length === 0) {
    return (
      <Stack gap="xs">
        {field}
        <EmptyState py={60} icon={<IconFolderOpen size={32} />} title={text.noMatch}>
          <Button variant="default" size="xs" onClick={() => setFilter('')}>
            {text.showAll}
          </Button>
        </EmptyState>
      </Stack>
    );
  }
  return (
    <FolderSelectionProvider items={items}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Group gap="xs" align="center">
          {field}
          <ViewControls view={view} />
        </Group>
        <SelectionBar />
      </Group>
      {view.mode === 'grid' ? (
        <Group gap="sm" align="flex-start" mt="xs">
          {children.nodes.map((node) => (
            <FolderCard
              key={node.id}
              item={itemOf('folder', node, data.id)}
              folder={node}
              size={view.size}
            />
          ))}
          {assets.nodes.map((node) => (
            <AssetCard
              key={node.id}
              item={itemOf('asset', node, data.id)}
              asset={node}
              size={view.size}
            />
          ))}
        </Group>
      ) : (
        <SelectingTable sort={sort}>
          {children.nodes.map((node) => (
            <FolderRow key={node.id} folder={node} parentId={data.id} />
          ))}
          {assets.nodes.map((node) => (
            <AssetRow key={node.id} asset={node} parentId={data.id} />
          ))}
        </SelectingTable>
      )}
    </FolderSelectionProvider>
  );
}

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
  node: { id: string; name: string; allowedTo: { edit: boolean; delete: boolean } },
  parentId: string,
): MenuItemTarget => ({ kind, id: node.id, name: node.name, allowedTo: node.allowedTo, parentId });

/** The table with a column of checkboxes while items are being chosen. */
function SelectingTable({ children, sort }: { children: ReactNode; sort: TableSort }) {
  const selection = useFolderSelection();
  return (
    <FolderTable selecting={selection?.selecting} sort={sort}>
      {children}
    </FolderTable>
  );
}

/** The sort the headers show, and what a click on one does. */
interface TableSort {
  shown: FolderSort;
  onSort(field: SortField): void;
}

/** The list's table: thumbnail, Name, Created, Size and Duration, around its rows. */
export function FolderTable({
  children,
  selecting,
  sort,
}: {
  children: ReactNode;
  selecting?: boolean;
  /** Without one, the headers do not sort (a share link's view). */
  sort?: TableSort;
}) {
  const text = messages.folders;
  return (
    <Table highlightOnHover verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          {selecting && (
            <Table.Th w={40}>
              <VisuallyHidden>{text.selectItems}</VisuallyHidden>
            </Table.Th>
          )}
          <Table.Th w={80}>
            <VisuallyHidden>{text.thumbnail}</VisuallyHidden>
          </Table.Th>
          <SortHeader field="NAME" label={text.name} sort={sort} />
          <SortHeader field="CREATED" label={text.created} sort={sort} w={110} />
          <SortHeader field="SIZE" label={text.size} sort={sort} w={100} />
          <SortHeader field="DURATION" label={text.duration} sort={sort} w={140} />
          <Table.Th w={48}>
            <VisuallyHidden>{text.actions}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
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

/** Asks for the next page as soon as one has come, until the last. */
function useEveryPage(hasNext: boolean, isLoadingNext: boolean, loadNext: (count: number) => void) {
  useEffect(() => {
    if (hasNext && !isLoadingNext) loadNext(PAGE_SIZE);
  }, [hasNext, isLoadingNext, loadNext]);
}

/** The folder's child folders in the server's order, following end cursors to the last page. */
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
              }
              ...FolderRow_folder
              ...FolderCard_folder
            }
          }
        }
      }
    `,
    folder,
  );
  useEveryPage(hasNext, isLoadingNext, loadNext);
  const nodes = useMemo(() => data.children.edges.map((edge) => edge.node), [data.children.edges]);
  return { nodes, refetch };
}

/** The folder's assets in the server's order, following end cursors to the last page. */
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
      ) {
        assets(first: $count, after: $cursor, orderBy: $assetOrder, filter: $filter)
          @connection(key: "FolderList_assets", filters: []) {
          edges {
            node {
              id
              name
              allowedTo {
                edit
                delete
              }
              ...AssetRow_asset
              ...AssetCard_asset
            }
          }
        }
      }
    `,
    folder,
  );
  useEveryPage(hasNext, isLoadingNext, loadNext);
  const nodes = useMemo(() => data.assets.edges.map((edge) => edge.node), [data.assets.edges]);
  return { nodes, refetch };
}
