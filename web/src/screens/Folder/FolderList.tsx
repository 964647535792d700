import { EmptyState, Table, VisuallyHidden } from '@mantine/core';
import { IconFolderOpen } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { FolderList_folder$key } from '../../__generated__/FolderList_folder.graphql.ts';
import type { FolderListAssets_folder$key } from '../../__generated__/FolderListAssets_folder.graphql.ts';
import type { FolderListAssetsPaginationQuery } from '../../__generated__/FolderListAssetsPaginationQuery.graphql.ts';
import { messages } from '../../messages/messages.ts';
import { AssetRow } from './AssetRow.tsx';
import { FolderRow } from './FolderRow.tsx';
import type { MenuItemTarget } from './ItemMenu/organise-rules.ts';
import { FolderSelectionProvider, useFolderSelection } from './Selection/FolderSelection.tsx';
import { SelectionBar } from './Selection/SelectionBar.tsx';

const PAGE_SIZE = 100;
const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Child folders, then the assets sorted by name (every page); or 'This folder is empty'. */
export function FolderList({ folder }: { folder: FolderList_folder$key }) {
  const data = useFragment(
    graphql`
      fragment FolderList_folder on Folder {
        id
        children(first: 100) @connection(key: "FolderList_children") {
          edges {
            node {
              id
              name
              allowedTo {
                edit
                delete
              }
              ...FolderRow_folder
            }
          }
        }
        ...FolderListAssets_folder
      }
    `,
    folder,
  );
  const assets = useAssetPages(data);
  const items = useMemo(
    () => [
      ...data.children.edges.map(({ node }) => itemOf('folder', node, data.id)),
      ...assets.map((node) => itemOf('asset', node, data.id)),
    ],
    [data.children.edges, assets, data.id],
  );
  const text = messages.folders;
  if (items.length === 0) {
    return <EmptyState py={60} icon={<IconFolderOpen size={32} />} title={text.empty} />;
  }
  return (
    <FolderSelectionProvider items={items}>
      <SelectionBar />
      <SelectingTable>
        {data.children.edges.map(({ node }) => (
          <FolderRow key={node.id} folder={node} parentId={data.id} />
        ))}
        {assets.map((node) => (
          <AssetRow key={node.id} asset={node} parentId={data.id} />
        ))}
      </SelectingTable>
    </FolderSelectionProvider>
  );
}

/** A listed folder or asset as the menus and the selection act on it. */
const itemOf = (
  kind: MenuItemTarget['kind'],
  node: { id: string; name: string; allowedTo: { edit: boolean; delete: boolean } },
  parentId: string,
): MenuItemTarget => ({ kind, id: node.id, name: node.name, allowedTo: node.allowedTo, parentId });

/** The table with a column of checkboxes while items are being chosen. */
function SelectingTable({ children }: { children: ReactNode }) {
  const selection = useFolderSelection();
  return <FolderTable selecting={selection?.selecting}>{children}</FolderTable>;
}

/** The list's table: thumbnail, Name, Created, Size and Duration, around its rows. */
export function FolderTable({ children, selecting }: { children: ReactNode; selecting?: boolean }) {
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
          <Table.Th>{text.name}</Table.Th>
          <Table.Th w={110}>{text.created}</Table.Th>
          <Table.Th w={100}>{text.size}</Table.Th>
          <Table.Th w={140}>{text.duration}</Table.Th>
          <Table.Th w={48}>
            <VisuallyHidden>{text.actions}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}

/** The folder's assets, following end cursors until the last page, sorted by name. */
function useAssetPages(folder: FolderListAssets_folder$key) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    FolderListAssetsPaginationQuery,
    FolderListAssets_folder$key
  >(
    graphql`
      fragment FolderListAssets_folder on Folder
      @refetchable(queryName: "FolderListAssetsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 100 }
        cursor: { type: "String" }
      ) {
        assets(first: $count, after: $cursor) @connection(key: "FolderList_assets") {
          edges {
            node {
              id
              name
              allowedTo {
                edit
                delete
              }
              ...AssetRow_asset
            }
          }
        }
      }
    `,
    folder,
  );
  useEffect(() => {
    if (hasNext && !isLoadingNext) loadNext(PAGE_SIZE);
  }, [hasNext, isLoadingNext, loadNext]);
  return useMemo(
    () => data.assets.edges.map((edge) => edge.node).sort((a, b) => byName.compare(a.name, b.name)),
    [data.assets.edges],
  );
}
