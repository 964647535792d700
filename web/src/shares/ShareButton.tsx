import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '../messages/messages.ts';
import { ShareDialog } from './ShareDialog/ShareDialog.tsx';

interface ShareButtonProps {
  projectId: string;
  folderIds?: string[];
  assetIds?: string[];
  /** A collection to share instead of items. */
  collectionId?: string;
  /** The new link's name: the folder's, the asset's or the collection's. */
  name: string;
  /** Whether the user may download every item, so may let visitors download them. */
  canAllowDownload: boolean;
}

/** Share in a toolbar: opens the Share dialog, which creates a link on the items. */
export function ShareButton(props: ShareButtonProps) {
  const [opened, setOpened] = useState(false);
  const { projectId, folderIds = [], assetIds = [], collectionId, name } = props;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconShare size={16} />}
        onClick={() => setOpened(true)}
        style={{ flexShrink: 0 }}
      >
        {messages.shares.share}
      </Button>
      {opened && (
        <ShareDialog
          mode="create"
          create={{ projectId, folderIds, assetIds, name, ...(collectionId && { collectionId }) }}
          canAllowDownload={props.canAllowDownload}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
