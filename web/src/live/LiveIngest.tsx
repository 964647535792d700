import { ActionIcon, Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Tooltip } from '../components/Tooltip/Tooltip.tsx';
import { messages } from '../messages/messages.ts';

const text = messages.live;

/** Where a Live asset's feed goes, as createLiveAsset and issueLiveKey give it. */
export interface Ingest {
  rtmpServer: string;
  streamKey: string;
  rtmpUrl: string;
  /** None where the deployment takes no SRT. */
  srtUrl?: string | null | undefined;
}

/**
 * A new stream key, shown this once: the RTMP server, the key and the whole URL, and the SRT
 * address with its passphrase where there is one, each to copy into the encoder on set, with a
 * warning that whoever has the key can send a feed.
 */
export function LiveIngest({ ingest, onDone }: { ingest: Ingest; onDone: () => void }) {
  return (
    <Stack>
      <Alert color="yellow">{text.keyOnce}</Alert>
      <IngestValue
        label={text.rtmpServer}
        value={ingest.rtmpServer}
        copyLabel={text.copyServer}
        testId="live-rtmp-server"
      />
      <IngestValue
        label={text.streamKey}
        value={ingest.streamKey}
        copyLabel={text.copyKey}
        testId="live-stream-key"
      />
      <IngestValue
        label={text.rtmpUrl}
        value={ingest.rtmpUrl}
        copyLabel={text.copyUrl}
        testId="live-rtmp-url"
      />
      {ingest.srtUrl && (
        <IngestValue
          label={text.srtUrl}
          value={ingest.srtUrl}
          copyLabel={text.copySrt}
          testId="live-srt-url"
        />
      )}
      <Text size="sm" c="dimmed">
        {text.encoderHint}
      </Text>
      <Group justify="flex-end">
        <Button data-autofocus onClick={onDone}>
          {text.done}
        </Button>
      </Group>
    </Stack>
  );
}

/** One address or key, labelled, with a button that copies it. */
export function IngestValue(props: {
  label: string;
  value: string;
  copyLabel: string;
  testId: string;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {props.label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        {/* dark on its own light ground: readable in a dialog and on the player's dark stage */}
        <Code data-testid={props.testId} c="black" style={{ wordBreak: 'break-all' }}>
          {props.value}
        </Code>
        <CopyButton value={props.value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? text.copied : props.copyLabel}>
              <ActionIcon
                variant="default"
                color={copied ? 'teal.9' : undefined}
                aria-label={props.copyLabel}
                onClick={copy}
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
