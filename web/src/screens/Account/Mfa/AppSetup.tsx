import { ActionIcon, Center, Code, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { copyText } from '../../../components/copy-text.ts';
import { notify } from '../../../components/notify.tsx';
import { Tooltip } from '../../../components/Tooltip/Tooltip.tsx';
import { messages } from '../../../messages/messages.ts';
import { ActivateCode } from './ActivateCode.tsx';
import type { AddedFactor, MfaActions } from './mfa-actions.ts';

/** 'Copied secret to clipboard' lasts a second (section 9). */
export const COPIED_MS = 1000;

export interface SetupProps {
  actions: MfaActions;
  /** The factor exists, inactive: closing the dialog now removes it. */
  onAdded: (id: string) => void;
  onActivated: (id: string, code: string) => Promise<boolean>;
  onFailed: () => void;
}

/** Adds an app factor once, when the dialog opens; one added after closing is removed again. */
function useAppFactor({ actions, onAdded, onFailed }: SetupProps) {
  const [factor, setFactor] = useState<AddedFactor | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void actions.add('APP', null).then((result) => {
      if (!result.ok) {
        notify.failure(messages.account.setUpAppFailed);
        return onFailed();
      }
      onAdded(result.value.id);
      setFactor(result.value);
    });
  }, [actions, onAdded, onFailed]);
  return factor;
}

const copySecret = async (secret: string) => {
  try {
    await copyText(secret);
    notify.success(messages.account.secretCopied, { autoClose: COPIED_MS });
  } catch {
    notify.failure(messages.account.copySecretFailed);
  }
};

/** An authenticator app: the QR code, the secret to type in instead, then the app's code. */
export function AppSetup(props: SetupProps) {
  const factor = useAppFactor(props);
  const m = messages.account;
  if (!factor) {
    return (
      <Center h={240}>
        <Loader aria-label={messages.shell.loading} />
      </Center>
    );
  }
  return (
    <Stack>
      <Text size="sm">{m.appStep}</Text>
      <Group align="center" wrap="nowrap" gap="lg">
        {factor.qr && <Image src={factor.qr} alt={m.qrCode} w={180} h={180} fit="contain" />}
        <Stack gap={4} miw={0}>
          <Text size="sm" fw={500}>
            {m.secret}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code data-testid="mfa-secret" style={{ wordBreak: 'break-all' }}>
              {factor.secret}
            </Code>
            <Tooltip label={m.copySecret}>
              <ActionIcon
                variant="subtle"
                aria-label={m.copySecret}
                onClick={() => void copySecret(factor.secret ?? '')}
              >
                <IconCopy size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Stack>
      </Group>
      <ActivateCode autoFocus onActivate={(code) => props.onActivated(factor.id, code)} />
    </Stack>
  );
}
