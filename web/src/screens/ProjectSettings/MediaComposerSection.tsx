import { Anchor, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { startTransition, useEffect } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { MediaComposerSection_project$key } from '../../__generated__/MediaComposerSection_project.graphql.ts';
import type { MediaComposerSectionRefetchQuery } from '../../__generated__/MediaComposerSectionRefetchQuery.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { formatDateTime } from '../../format/date.ts';
import { messages } from '../../messages/messages.ts';
import { useProjectIntegrationMutation } from './useProjectIntegrationMutation.ts';

/** While on, the list is read again this often: files change seconds after the comments do. */
const REFRESH_MS = 5_000;

type File = { readonly kind: string; readonly name: string; readonly url: string };

/** A download link of one delivery file, saved under its name. */
function FileLink({ file }: { file: File | undefined }) {
  if (!file) return null;
  return (
    <Anchor href={file.url} download={file.name} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconDownload size={14} aria-hidden />
        {file.name}
      </Group>
    </Anchor>
  );
}

/**
 * Media Composer (spec: integration type MEDIACOMPOSER): turned on and off by those who edit
 * the project; while on, each folder's Avid marker file and ALE with their download links and
 * when they were last written, read again every few seconds.
 */
export function MediaComposerSection({ project }: { project: MediaComposerSection_project$key }) {
  const [data, refetch] = useRefetchableFragment<
    MediaComposerSectionRefetchQuery,
    MediaComposerSection_project$key
  >(
    graphql`
      fragment MediaComposerSection_project on Project
      @refetchable(queryName: "MediaComposerSectionRefetchQuery") {
        id
        integrations {
          type
        }
        deliveries {
          folder {
            id
            name
          }
          updatedAt
          files {
            kind
            name
            url
          }
        }
      }
    `,
    project,
  );
  const text = messages.mediaComposer;
  const [set, saving] = useProjectIntegrationMutation();
  const on = data.integrations.some((integration) => integration.type === 'MEDIACOMPOSER');
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => {
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      });
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [on, refetch]);
  const change = async (enabled: boolean) => {
    const result = await set(data.id, enabled);
    if (result.ok) notify.success(messages.projects.saved);
    else notify.failure(messages.projects.updateFailed);
  };
  return (
    <Stack gap="md">
      <Title order={4}>{text.title}</Title>
      <Switch
        label={text.enable}
        description={text.enableHint}
        checked={on}
        disabled={saving}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      {on && data.deliveries.length === 0 && (
        <Text size="sm" c="dimmed">
          {text.empty}
        </Text>
      )}
      {on && data.deliveries.length > 0 && (
        <Table verticalSpacing="xs" aria-label={text.files}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text.folder}</Table.Th>
              <Table.Th>{text.markers}</Table.Th>
              <Table.Th>{text.ale}</Table.Th>
              <Table.Th>{text.updated}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.deliveries.map((delivery) => (
              <Table.Tr key={delivery.folder.id}>
                <Table.Td fw={500}>{delivery.folder.name}</Table.Td>
                <Table.Td>
                  <FileLink file={delivery.files.find((file) => file.kind === 'AVID_MARKERS')} />
                </Table.Td>
                <Table.Td>
                  <FileLink file={delivery.files.find((file) => file.kind === 'ALE')} />
                </Table.Td>
                <Table.Td>{formatDateTime(delivery.updatedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
