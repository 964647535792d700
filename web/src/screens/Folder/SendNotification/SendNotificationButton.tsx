import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMailForward } from '@tabler/icons-react';
import { Suspense } from 'react';
import { messages } from '../../../messages/messages.ts';
import { SendNotificationDialog } from './SendNotificationDialog.tsx';

/** Send Notification on a folder one may upload to: tells its members about new content. */
export function SendNotificationButton({ folderId }: { folderId: string }) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMailForward size={16} />}
        onClick={dialog.open}
        style={{ flexShrink: 0 }}
      >
        {messages.notifications.sendNotification}
      </Button>
      <Suspense fallback={null}>
        <SendNotificationDialog folderId={folderId} opened={opened} onClose={dialog.close} />
      </Suspense>
    </>
  );
}
