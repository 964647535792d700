import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip/Tooltip.tsx';
import { config } from '../../config/config.ts';
import { formatDateTime } from '../../format/date.ts';
import { messages } from '../../messages/messages.ts';
import { useSessionState, useSupportEmail } from '../../session/SessionContext.tsx';
import { UploadFooter } from '../../uploads/UploadPanel/UploadFooter.tsx';

function BuildLine({ label, id, time }: { label: string; id: string; time: string }) {
  return (
    <Text size="xs">
      {label}: {id}
      {time && ` · ${formatDateTime(time)}`}
    </Text>
  );
}

/**
 * The upload status (signed-in pages), and 'Support:' with the support address; the tooltip
 * tells the UI and API builds.
 */
export function Footer({ uploadPanelBottom }: { uploadPanelBottom: number }) {
  const { hello } = useSessionState();
  const supportEmail = useSupportEmail();
  const builds = (
    <Stack gap={2}>
      <BuildLine label={messages.shell.uiBuild} id={config.uiBuildId} time={config.uiBuildTime} />
      {hello && (
        <BuildLine
          label={messages.shell.apiBuild}
          id={`${hello.api.version} ${hello.api.buildId}`}
          time={hello.api.buildTime ?? ''}
        />
      )}
    </Stack>
  );
  return (
    <Group h="100%" px="md" justify="flex-end" wrap="nowrap">
      <Box mr="auto">
        <UploadFooter panelBottom={uploadPanelBottom} />
      </Box>
      <Tooltip label={builds} position="top-end" withArrow>
        <Text size="xs" c="dimmed" data-testid="footer-support">
          {messages.shell.support}{' '}
          {supportEmail && (
            <Anchor href={`mailto:${supportEmail}`} size="xs">
              {supportEmail}
            </Anchor>
          )}
        </Text>
      </Tooltip>
    </Group>
  );
}
