import {
  Button,
  Group,
  Loader,
  Modal,
  Text,
  Tree,
  type TreeNodeData,
  useTree,
} from '@mantine/core';
import { IconChevronRight, IconFolder, IconLock } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { SelectDestinationDialogRootQuery } from '../../__generated__/SelectDestinationDialogRootQuery.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import {
  isMoreValue,
  MoreFoldersRow,
  moreFoldersNode,
  moreOf,
} from '../FolderTree/more-folders.tsx';
import { type TreeFolder, useFolderTreeChildren } from '../FolderTree/useFolderTreeChildren.ts';

const text = messages.folders;

const rootQuery = graphql`
  query SelectDestinationDialogRootQuery($folderId: ID!) {
    folder(id: $folderId) {
      project {
        rootFolder {
          id
          name
          folderCount
          allowedTo {
            edit
            delete
          }
        }
      }
    }
  }
`;

/** The folders loaded so far, and those with children still to load. */
interface Loaded {
  children: ReadonlyMap<string, readonly TreeFolder[]>;
  more: ReadonlySet<string>;
}

/**
 * The tree as loaded so far: moved folders are locked, their subtrees never opened; a folder with
 * children still to load ends with a More folders node.
 */
function treeData(folder: TreeFolder, loaded: Loaded, locked: ReadonlySet<string>): TreeNodeData {
  const isLocked = locked.has(folder.id);
  const children = loaded.children.get(folder.id);
  return {
    value: folder.id,
    label: folder.name,
    nodeProps: { disabled: isLocked || !folder.allowedTo.edit },
    hasChildren: !isLocked && folder.folderCount > 0,
    children:
      isLocked || !children
        ? undefined
        : [
            ...children.map((child) => treeData(child, loaded, locked)),
            ...(loaded.more.has(folder.id) ? [moreFoldersNode(folder.id)] : []),
          ],
  };
}

/**
 * Select Destination Folder: the project's folders as a tree opened one level at a time. The
 * folders being moved (and so everything in them) are locked; a folder the viewer may not edit
 * cannot be chosen. `onChoose` gets the chosen folder.
 */
export function SelectDestinationDialog(props: {
  /** A folder of the project (where the items are). */
  from: string;
  /** The folders being moved or copied. */
  locked: readonly string[];
  submitLabel: string;
  onChoose: (folderId: string) => Promise<void>;
  onClose: () => void;
}) {
  const environment = useRelayEnvironment();
  const [root, setRoot] = useState<TreeFolder | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const { onClose } = props;

  const failed = useCallback(() => {
    notify.failure(text.treeFailed);
    onClose();
  }, [onClose]);

  const { children, more, loadChildren, loadMoreChildren } = useFolderTreeChildren(failed);
  const tree = useTree({ onLoadChildren: loadChildren });
  useEffect(() => {
    fetchQuery<SelectDestinationDialogRootQuery>(environment, rootQuery, { folderId: props.from })
      .toPromise()
      .then((answer) => {
        const found = answer?.folder?.project.rootFolder;
        if (found) setRoot(found);
        else failed();
      })
      .catch(failed);
  }, [environment, props.from, failed]);

  // A new data array resets the tree's expanded state: it changes only when children load.
  const lockedKey = props.locked.join(',');
  const data = useMemo(
    () => (root ? [treeData(root, { children, more }, new Set(lockedKey.split(',')))] : []),
    [root, children, more, lockedKey],
  );
  const selected = tree.selectedState.find((value) => !isMoreValue(value));
  const choose = async () => {
    if (!selected) {
      setMissing(true);
      return;
    }
    setBusy(true);
    await props.onChoose(selected);
    setBusy(false);
  };

  return (
    <Modal opened onClose={onClose} title={text.selectDestination} size={480} centered>
      {root ? (
        <Tree
          tree={tree}
          data={data}
          selectOnClick
          aria-label={text.selectDestination}
          mah={360}
          style={{ overflowY: 'auto' }}
          renderNode={({ node, expanded, hasChildren, elementProps, isLoading }) => {
            const moreIn = moreOf(node);
            if (moreIn) {
              return (
                <MoreFoldersRow
                  elementProps={elementProps}
                  onMore={() => void loadMoreChildren(moreIn)}
                />
              );
            }
            const disabled = Boolean(node.nodeProps?.disabled);
            return (
              <Group
                gap={6}
                wrap="nowrap"
                {...elementProps}
                onClick={(event) => {
                  if (!disabled) setMissing(false);
                  if (disabled) tree.toggleExpanded(node.value);
                  else elementProps.onClick(event);
                }}
                aria-disabled={disabled || undefined}
                style={{
                  ...elementProps.style,
                  padding: 4,
                  cursor: disabled ? 'default' : undefined,
                }}
              >
                {hasChildren ? (
                  <IconChevronRight
                    size={14}
                    style={{ transform: expanded ? 'rotate(90deg)' : undefined }}
                  />
                ) : (
                  <span style={{ width: 14 }} />
                )}
                {disabled ? (
                  <IconLock size={16} color="var(--mantine-color-gray-7)" />
                ) : (
                  <IconFolder size={16} color="var(--mantine-color-yellow-6)" />
                )}
                <Text size="sm" fs={disabled ? 'italic' : undefined}>
                  {node.label}
                </Text>
                {isLoading && <Loader size={12} />}
              </Group>
            );
          }}
        />
      ) : (
        <Loader size="sm" />
      )}
      {missing && (
        <Text c="red" size="sm" mt="sm" role="alert">
          {text.selectFolder}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {text.cancel}
        </Button>
        <Button onClick={choose} loading={busy}>
          {props.submitLabel}
        </Button>
      </Group>
    </Modal>
  );
}
