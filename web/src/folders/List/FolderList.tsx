import { Button, EmptyState, Group, Stack } from '@mantine/core';
import { IconFolderOpen } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useEffectEvent, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { FolderList_folder$key } from '../../__generated__/FolderList_folder.graphql.ts';
import { fieldShape } from '../../custom-fields/custom-value.ts';
import { messages } from '../../messages/messages.ts';
import { onFolderListReload } from '../folder-list-reload.ts';
import { FolderPathsProvider, useFolderPaths } from '../folder-paths.ts';
import { FolderSelectionProvider } from '../Selection/FolderSelection.tsx';
import { SelectionBar } from '../Selection/SelectionBar.tsx';
import { withFieldSort } from '../Sort/folder-sort.ts';
import { SortControl } from '../Sort/SortControl.tsx';
import { useFolderSort } from '../Sort/useFolderSort.ts';
import { isListingFiltered, withListing } from '../Takes/folder-listing.ts';
import { useListingAddress } from '../Takes/useListingAddress.ts';
import { VirtualCardRows } from '../Virtual/VirtualCardRows.tsx';
import { VirtualTableRows } from '../Virtual/VirtualTableRows.tsx';
import { SelectingTable } from './FolderTable.tsx';
import { FolderColumnsContext, fitColumns } from './folder-columns.ts';
import { EntryCard, EntryRow, listEntries } from './ListEntry.tsx';
import { ListFilters } from './ListFilters.tsx';
import { useFolderPages } from './useFolderPages.ts';
import { useFolderView, ViewControls } from './ViewControls.tsx';

const folderListFragment = graphql`
  fragment FolderList_folder on Folder
  @argumentDefinitions(
    folderOrder: { type: "FolderOrder" }
    assetOrder: { type: "AssetOrder" }
    filter: { type: "String" }
    takes: { type: "TakesFilter" }
    reviewStatus: { type: "ReviewStatus" }
    orderByField: { type: "CustomFieldOrder" }
    fieldFilters: { type: "[CustomFieldFilter!]" }
  ) {
    id
    allowedTo {
      edit
    }
    project {
      id
      allowedTo {
        edit
      }
    }
    hasCircledTakes
    hasSlates
    hasReviewStatuses
    customFields {
      id
      name
      type
      options
      required
      shownInList
    }
    ...useFolderPages_children @arguments(folderOrder: $folderOrder, filter: $filter)
    ...useFolderPages_assets
      @arguments(
        assetOrder: $assetOrder
        filter: $filter
        takes: $takes
        reviewStatus: $reviewStatus
        orderByField: $orderByField
        fieldFilters: $fieldFilters
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
  const pages = useFolderPages(data);
  const { children, assets, refetch } = pages;
  // Assets follow every child folder: none is listed while folders remain to be loaded.
  const loadedEntries = useMemo(
    () => listEntries(data, children, pages.hasMoreFolders ? [] : assets),
    [data, children, assets, pages.hasMoreFolders],
  );
  // A page that comes is drawn in the background, a little at a time: scrolling goes on meanwhile.
  const entries = useDeferredValue(loadedEntries);
  const items = useMemo(() => entries.map((entry) => entry.item), [entries]);
  const openFolder = useMemo(
    () => ({ id: data.id, edit: data.allowedTo.edit, projectEdit: data.project.allowedTo.edit }),
    [data.id, data.allowedTo.edit, data.project.allowedTo.edit],
  );
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
  // Sorting by one of the list's own fields ends an order by a custom field: the address then
  // loads the list again in the sort just saved.
  const folderSort = useFolderSort(
    { hasAssets: assets.length > 0, hasSlates: data.hasSlates },
    (next) => (listing.fieldOrder ? update({ fieldOrder: null }) : refetch(next, listing)),
  );
  const sort = withFieldSort(folderSort, listing.fieldOrder, (fieldOrder) =>
    update({ fieldOrder }),
  );
  const fields = useMemo(
    () =>
      data.customFields.map((field) => ({
        ...fieldShape(field),
        id: field.id,
        shownInList: field.shownInList,
      })),
    [data.customFields],
  );
  // A live change of the folder fetches again the rows loaded, in the order and filter shown.
  const reloadShown = useEffectEvent(() =>
    refetch(sort.saved, listing, { folders: children.length, assets: assets.length }),
  );
  useEffect(() => onFolderListReload(data.id, () => reloadShown()), [data.id]);
  const order = JSON.stringify([sort.shown, listing]);
  const { status } = listing;
  const columns = useMemo(
    () => ({
      selected: data.hasCircledTakes,
      scene: data.hasSlates,
      status: data.hasReviewStatuses || status !== null,
      custom: fields.filter((field) => field.shownInList),
    }),
    [data.hasCircledTakes, data.hasSlates, data.hasReviewStatuses, status, fields],
  );
  // a card shows the values of the custom columns too
  const cardColumns = useMemo(() => fitColumns(columns, 0), [columns]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') showAll();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [showAll]);

  const text = messages.folders;
  const filters = {
    text: filterText,
    onText: setFilterText,
    listing,
    onListing: update,
    hasCircledTakes: data.hasCircledTakes,
    fields,
  };
  if (items.length === 0 && filterText === '' && !isListingFiltered(listing)) {
    return <EmptyState py={60} icon={<IconFolderOpen size={32} />} title={text.empty} />;
  }
  if (items.length === 0) {
    return (
      <Stack gap="xs">
        <ListFilters {...filters} />
        <EmptyState py={60} icon={<IconFolderOpen size={32} />} title={text.noMatch}>
          <Button variant="default" size="xs" onClick={showAll}>
            {text.showAll}
          </Button>
        </EmptyState>
      </Stack>
    );
  }
  return (
    <FolderPathsProvider value={listedPaths}>
      <FolderSelectionProvider folder={openFolder} items={items}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <ListFilters {...filters}>
            <SortControl sort={sort} columns={columns} fields={fields} />
            <ViewControls view={view} />
          </ListFilters>
          <SelectionBar fields={fields} />
        </Group>
        {view.mode === 'grid' ? (
          <FolderColumnsContext value={cardColumns}>
            <VirtualCardRows
              count={entries.length}
              order={order}
              size={view.size}
              more={pages.more}
              loading={pages.loading}
              card={(index) => (
                <EntryCard key={entries[index]?.item.id} entry={entries[index]} size={view.size} />
              )}
            />
          </FolderColumnsContext>
        ) : (
          <SelectingTable sort={sort} columns={columns}>
            <VirtualTableRows
              count={entries.length}
              order={order}
              more={pages.more}
              row={(index) => (
                <EntryRow key={entries[index]?.item.id} entry={entries[index]} parentId={data.id} />
              )}
            />
          </SelectingTable>
        )}
      </FolderSelectionProvider>
    </FolderPathsProvider>
  );
}
