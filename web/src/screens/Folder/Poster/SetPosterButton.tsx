import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhoto } from '@tabler/icons-react';
import { SetPosterDialog } from '../../../folders/Poster/SetPosterDialog.tsx';
import { messages } from '../../../messages/messages.ts';

/** Set Poster Image in the folder's toolbar, for those who edit the project. */
export function SetPosterButton({ folderId }: { folderId: string }) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPhoto size={16} />}
        onClick={dialog.open}
        style={{ flexShrink: 0 }}
      >
        {messages.posters.setPoster}
      </Button>
      <SetPosterDialog folderId={folderId} opened={opened} onClose={dialog.close} />
    </>
  );
}
