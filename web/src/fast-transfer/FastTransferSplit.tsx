import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconBolt, IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { messages } from '../messages/messages.ts';
import type { TransferClientKind } from './transfer-client.ts';

export interface FastTransferSplitProps {
  /** The web button (Upload, Download), which stays the first choice. */
  children: ReactNode;
  kind: TransferClientKind;
  direction: 'upload' | 'download';
  /** A fast transfer is being started: the menu's button is busy. */
  busy: boolean;
  onFast: () => void;
}

/**
 * The web button with, beside it, a menu of the fast way ("Upload with Rushes Transfer"), where
 * the project or the link has a transfer server.
 */
export function FastTransferSplit({
  children,
  kind,
  direction,
  busy,
  onFast,
}: FastTransferSplitProps) {
  const text = messages.fastTransfer;
  const client = text.clients[kind];
  return (
    <Button.Group style={{ flexShrink: 0 }}>
      {children}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            px={6}
            loading={busy}
            aria-label={direction === 'upload' ? text.moreUploads : text.moreDownloads}
          >
            <IconChevronDown size={16} />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconBolt size={16} />} onClick={onFast}>
            {direction === 'upload' ? text.uploadWith(client) : text.downloadWith(client)}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <VisuallyHidden aria-live="polite">{busy ? text.looking(client) : ''}</VisuallyHidden>
    </Button.Group>
  );
}
