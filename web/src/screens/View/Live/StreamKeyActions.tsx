import { Button, Group, Menu, Modal } from '@mantine/core';
import { IconChevronDown, IconKey, IconKeyOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { notify } from '../../../components/notify.tsx';
import { type Ingest, LiveIngest } from '../../../live/LiveIngest.tsx';
import { messages } from '../../../messages/messages.ts';
import { useStreamKeyMutations } from './useStreamKeyMutations.ts';

const text = messages.live;

/**
 * New stream key (shown this once) and, while one is in force, Revoke stream key, for those who
 * may feed a Live asset: as buttons while it waits for its feed, else in a menu. Replacing a key
 * in force asks first: a feed sent with it stops.
 */
export function StreamKeyActions(props: {
  assetId: string;
  hasLiveKey: boolean;
  variant: 'buttons' | 'menu';
}) {
  const { issue, revoke } = useStreamKeyMutations(props.assetId);
  const [asking, setAsking] = useState<'issue' | 'revoke' | null>(null);
  const [ingest, setIngest] = useState<Ingest | null>(null);
  const issueKey = async () => {
    const result = await issue();
    if (result.ok) setIngest(result.value);
    else notify.failure(text.newKeyFailed);
  };
  const revokeKey = async () => {
    const result = await revoke();
    if (result.ok) notify.success(text.revoked);
    else notify.failure(text.revokeFailed);
  };
  const newKey = () => (props.hasLiveKey ? setAsking('issue') : void issueKey());
  const askRevoke = () => setAsking('revoke');
  return (
    <>
      {props.variant === 'buttons' ? (
        <Group justify="center" gap="xs">
          <Button variant="default" leftSection={<IconKey size={16} />} onClick={newKey}>
            {text.newKey}
          </Button>
          {props.hasLiveKey && (
            <Button variant="default" leftSection={<IconKeyOff size={16} />} onClick={askRevoke}>
              {text.revokeKey}
            </Button>
          )}
        </Group>
      ) : (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" size="xs" rightSection={<IconChevronDown size={14} />}>
              {text.streamKeyMenu}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconKey size={16} />} onClick={newKey}>
              {text.newKey}
            </Menu.Item>
            {props.hasLiveKey && (
              <Menu.Item leftSection={<IconKeyOff size={16} />} onClick={askRevoke}>
                {text.revokeKey}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
      <ConfirmDialog
        opened={asking === 'issue'}
        title={text.newKeyTitle}
        text={text.newKeyConfirm}
        confirmLabel={text.newKey}
        onClose={() => setAsking(null)}
        onConfirm={issueKey}
      />
      <ConfirmDialog
        opened={asking === 'revoke'}
        title={text.revokeTitle}
        text={text.revokeConfirm}
        confirmLabel={text.revoke}
        onClose={() => setAsking(null)}
        onConfirm={revokeKey}
      />
      <Modal opened={ingest !== null} onClose={() => setIngest(null)} title={text.newKeyTitle}>
        {ingest && <LiveIngest ingest={ingest} onDone={() => setIngest(null)} />}
      </Modal>
    </>
  );
}
