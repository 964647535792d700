import {
  Button,
  Center,
  Group,
  List,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import type { MfaActions, RecoveryCode } from './mfa-actions.ts';
import { downloadRecoveryCodes, recoveryColumns } from './recovery-codes-file.ts';

interface RecoveryCodesDialogProps {
  opened: boolean;
  /** Codes already in hand (the first activation's); null: they are loaded on opening. */
  codes: readonly RecoveryCode[] | null;
  actions: Pick<MfaActions, 'recoveryCodes' | 'generateRecoveryCodes'>;
  onClose: () => void;
}

function CodeItem({ code }: { code: RecoveryCode }) {
  if (!code.used) return <List.Item>{code.code}</List.Item>;
  return (
    <List.Item c="dimmed">
      <s>{code.code}</s>
      <VisuallyHidden> ({messages.account.recoveryCodeUsed})</VisuallyHidden>
    </List.Item>
  );
}

/** Loads the codes on opening unless they were given; a failure closes the dialog. */
function useRecoveryCodes({ opened, codes, actions, onClose }: RecoveryCodesDialogProps) {
  const [shown, setShown] = useState<readonly RecoveryCode[] | null>(codes);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!opened) return;
    setShown(codes);
    if (codes) return;
    let live = true;
    void actions.recoveryCodes().then((result) => {
      if (!live) return;
      if (result.ok) return setShown(result.value);
      notify.failure(messages.account.loadRecoveryCodesFailed);
      close.current();
    });
    return () => {
      live = false;
    };
  }, [opened, codes, actions]);
  return [shown, setShown] as const;
}

/** Recovery Codes (420 px): ten codes in two columns, used ones struck through; Download; new ones. */
export function RecoveryCodesDialog(props: RecoveryCodesDialogProps) {
  const m = messages.account;
  const [codes, setCodes] = useRecoveryCodes(props);
  const [generating, setGenerating] = useState(false);
  const generate = async () => {
    setGenerating(true);
    const result = await props.actions.generateRecoveryCodes();
    setGenerating(false);
    if (result.ok) setCodes(result.value);
    else notify.failure(m.generateRecoveryCodesFailed);
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={m.recoveryCodesTitle} size={420}>
      {!codes ? (
        <Center h={160}>
          <Loader aria-label={messages.shell.loading} />
        </Center>
      ) : (
        <Stack>
          <Text size="sm">{codes.length ? m.recoveryCodesIntro : m.noRecoveryCodes}</Text>
          <SimpleGrid cols={2} data-testid="recovery-codes">
            {recoveryColumns(codes).map((column) => (
              <List key={column[0]?.code} listStyleType="none" ff="monospace" spacing={4}>
                {column.map((code) => (
                  <CodeItem key={code.code} code={code} />
                ))}
              </List>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {m.generateHint}
          </Text>
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={generating}
              onClick={() => void generate()}
            >
              {m.generate}
            </Button>
            <Button
              leftSection={<IconDownload size={16} />}
              disabled={!codes.some((code) => !code.used)}
              onClick={() => downloadRecoveryCodes(codes)}
            >
              {m.download}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
