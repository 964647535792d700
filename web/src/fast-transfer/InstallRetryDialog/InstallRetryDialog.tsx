import { Alert, Anchor, Button, Code, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { copyText } from '../../components/copy-text.ts';
import { messages } from '../../messages/messages.ts';
import type { Absence, TransferClientKind } from '../transfer-client.ts';

/** Where IBM offers Aspera Connect for each operating system. */
export const CONNECT_DOWNLOAD_URL = 'https://www.ibm.com/aspera/connect/';

const text = messages.fastTransfer;

/** The command that starts Rushes Transfer for this Rushes. */
export const helperCommand = (origin: string) => `npx rushes-transfer --origin ${origin}`;

export interface InstallRetryDialogProps {
  kind: TransferClientKind;
  direction: 'upload' | 'download';
  why: Absence;
  /** The origin Rushes Transfer was started for, when it is another. */
  detail?: string;
  /** How many times the client was looked for again since the dialog opened. */
  rechecks: number;
  /** This Rushes' origin, which the command names. */
  origin: string;
  /** This browser was told before that Connect is missing: "still not installed". */
  toldBefore: boolean;
  onCancel: () => void;
  onRetryViaWeb: () => void;
}

/**
 * What the dialog says first. For Connect, the spec's words: not installed, then, once the
 * person was told before or went to install it and it is still not found, still not installed.
 */
function whyText(props: InstallRetryDialogProps, stillMissing: boolean): string {
  if (props.kind === 'ASPERA') {
    if (props.why === 'unsupported') return text.connectUnsupported;
    if (props.why === 'outdated') return text.connectOutdated;
    return stillMissing ? text.connectStillMissing : text.connectMissing;
  }
  switch (props.why) {
    case 'unsupported':
      return text.helperUnsupported;
    case 'outdated':
      return text.helperOutdated;
    case 'elsewhere':
      return text.helperElsewhere(props.detail ?? '');
    case 'absent':
      return text.helperMissing;
  }
}

function HelperCommand({ origin }: { origin: string }) {
  const [copied, setCopied] = useState(false);
  const command = helperCommand(origin);
  return (
    <Stack gap={6}>
      <Text size="sm">{text.startHelper}</Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code block style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {command}
        </Code>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconCopy size={14} />}
          onClick={() =>
            void copyText(command).then(
              () => setCopied(true),
              () => {},
            )
          }
        >
          {copied ? text.copied : text.copyCommand}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The install/retry dialog (media-handling sections 2 and 4): why the fast transfer cannot
 * start, how to install or start the client, and Cancel or Retry via Web. The page keeps
 * looking for the client meanwhile; this dialog closes once it answers.
 */
export function InstallRetryDialog(props: InstallRetryDialogProps) {
  const [linkFollowedAt, setLinkFollowedAt] = useState<number | null>(null);
  const stillMissing =
    props.toldBefore || (linkFollowedAt !== null && props.rechecks > linkFollowedAt);
  const client = text.clients[props.kind];
  const title = props.direction === 'upload' ? text.uploadWith(client) : text.downloadWith(client);
  const unsupported = props.why === 'unsupported';
  return (
    <Modal opened onClose={props.onCancel} title={title} size={520}>
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          <Text size="sm" c="gray.9">
            {whyText(props, stillMissing)}
          </Text>
        </Alert>
        {!unsupported && props.kind === 'RUSHES' && <HelperCommand origin={props.origin} />}
        {!unsupported && props.kind === 'ASPERA' && (
          <Text size="sm">
            {text.installConnect}{' '}
            <Anchor
              href={CONNECT_DOWNLOAD_URL}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setLinkFollowedAt(props.rechecks)}
            >
              {text.connectLink}
            </Anchor>
          </Text>
        )}
        {!unsupported && (
          <Group gap="xs" wrap="nowrap">
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="gray.7">
              {text.closesByItself}
            </Text>
          </Group>
        )}
        <Text size="sm" c="gray.7">
          {text.webInstead}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {text.cancel}
          </Button>
          <Button data-autofocus onClick={props.onRetryViaWeb}>
            {text.retryViaWeb}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
