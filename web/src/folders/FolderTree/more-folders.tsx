import { Text, type TreeNodeData, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import { messages } from '../../messages/messages.ts';

const PREFIX = 'more:';

/** The node after a folder's loaded children in a folder tree when more are still to load. */
export const moreFoldersNode = (folderId: string): TreeNodeData => ({
  value: `${PREFIX}${folderId}`,
  label: messages.folders.moreFolders,
  nodeProps: { moreOf: folderId },
});

/** The folder whose next children a tree node loads; null for a folder's own node. */
export function moreOf(node: TreeNodeData): string | null {
  const folderId = node.nodeProps?.moreOf;
  return typeof folderId === 'string' ? folderId : null;
}

/** Whether a tree's value is a More folders node's, never a folder to choose. */
export const isMoreValue = (value: string): boolean => value.startsWith(PREFIX);

/** A folder tree's More folders row: it loads the next children rather than selecting. */
export function MoreFoldersRow(props: {
  elementProps: { className?: string; style?: CSSProperties };
  onMore: () => void;
}) {
  return (
    <UnstyledButton
      className={props.elementProps.className}
      style={{ ...props.elementProps.style, padding: 4 }}
      onClick={(event) => {
        event.stopPropagation();
        props.onMore();
      }}
    >
      <Text size="sm" c="dimmed">
        {messages.folders.moreFolders}
      </Text>
    </UnstyledButton>
  );
}
