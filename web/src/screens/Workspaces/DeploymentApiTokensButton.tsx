import { Button, Loader, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey } from '@tabler/icons-react';
import { Suspense } from 'react';
import { messages } from '../../messages/messages.ts';
import { WorkspaceApiTokensTab } from './ApiTokens/WorkspaceApiTokensTab.tsx';

/**
 * Deployment API Tokens, for superusers: the tokens that reach every workspace (an audit system
 * reading the whole event feed), listed, made and revoked as a workspace's are.
 */
export function DeploymentApiTokensButton() {
  const [opened, dialog] = useDisclosure(false);
  const text = messages.apiTokens;
  return (
    <>
      <Button variant="default" leftSection={<IconKey size={16} />} onClick={dialog.open}>
        {text.deploymentTokens}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={text.deploymentTitle} size="xl">
        <Suspense fallback={<Loader m="md" />}>
          {opened && <WorkspaceApiTokensTab workspaceId={null} />}
        </Suspense>
      </Modal>
    </>
  );
}
