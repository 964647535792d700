import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBroadcast } from '@tabler/icons-react';
import { messages } from '../../../messages/messages.ts';
import { NewLiveAssetDialog } from './NewLiveAssetDialog.tsx';
import { useCreateLiveAssetMutation } from './useCreateLiveAssetMutation.ts';

/** New Live Asset in the current folder: for a feed sent from set rather than an upload. */
export function NewLiveAssetButton({ folderId }: { folderId: string }) {
  const [opened, dialog] = useDisclosure(false);
  const create = useCreateLiveAssetMutation(folderId);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconBroadcast size={16} />}
        onClick={dialog.open}
        style={{ flexShrink: 0 }}
      >
        {messages.live.newLiveAsset}
      </Button>
      <NewLiveAssetDialog opened={opened} onClose={dialog.close} onCreate={create} />
    </>
  );
}
