import { ActionIcon, Alert, Button, Code, Group, Stack } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { copyText } from '../copy-text.ts';
import { notify } from '../notify.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';

interface SecretOnceProps {
  secret: string;
  /** That it shows this once, and what it is for. */
  warning: string;
  /** The copy button's name, and the toasts once it copied or could not. */
  copy: { label: string; copied: string; failed: string };
  doneLabel: string;
  onDone: () => void;
  /** The secret's test id, for the journeys that read it. */
  testId: string;
  /** What else to know, below the secret. */
  children?: ReactNode;
}

/** A secret Rushes shows only once (a new API token, a webhook's signing secret), to be copied. */
export function SecretOnce({
  secret,
  warning,
  copy,
  doneLabel,
  onDone,
  testId,
  children,
}: SecretOnceProps) {
  const copySecret = async () => {
    try {
      await copyText(secret);
      notify.success(copy.copied);
    } catch {
      notify.failure(copy.failed);
    }
  };
  return (
    <Stack>
      <Alert color="yellow">{warning}</Alert>
      <Group gap="xs" wrap="nowrap">
        <Code data-testid={testId} style={{ wordBreak: 'break-all' }}>
          {secret}
        </Code>
        <Tooltip label={copy.label}>
          <ActionIcon variant="subtle" aria-label={copy.label} onClick={() => void copySecret()}>
            <IconCopy size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {children}
      <Group justify="flex-end">
        <Button onClick={onDone}>{doneLabel}</Button>
      </Group>
    </Stack>
  );
}
