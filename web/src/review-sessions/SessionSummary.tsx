import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { SessionSummary_session$key } from '../__generated__/SessionSummary_session.graphql.ts';
import { DownloadNotesMenu } from '../comments/DownloadNotesMenu.tsx';
import { messages } from '../messages/messages.ts';

const text = messages.reviewSessions;

/**
 * An ended review session: who took part, what was shown, how many notes were taken, and the
 * summary to download as PDF or CSV (it went by e-mail to those who took part too).
 */
export function SessionSummary(props: { session: SessionSummary_session$key; onClose(): void }) {
  const session = useFragment(
    graphql`
      fragment SessionSummary_session on ReviewSession {
        id
        name
        attendees {
          user {
            id
          }
          name
        }
        shownVersions {
          asset {
            name
          }
          version {
            id
            number
          }
        }
        notes {
          id
        }
      }
    `,
    props.session,
  );
  const names = session.attendees.map((person) => person.name).join(', ');
  return (
    <Alert color="gray" title={text.title(session.name)} data-testid="session-summary">
      <Stack gap="xs">
        <Text size="sm">{text.ended}</Text>
        <Text size="sm">
          <Text span fw={600}>
            {text.tookPart}:
          </Text>{' '}
          {names}
        </Text>
        {session.shownVersions.length === 0 ? (
          <Text size="sm">{text.nothingShown}</Text>
        ) : (
          <div>
            <Text size="sm" fw={600}>
              {text.shown}:
            </Text>
            <List size="sm">
              {session.shownVersions.map(({ asset, version }) => (
                <List.Item key={version?.id}>
                  {asset?.name} v{version?.number}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        <Text size="sm">{text.notes(session.notes.length)}</Text>
        <Text size="xs" c="dimmed">
          {text.summaryMailed}
        </Text>
        <Group justify="space-between">
          <DownloadNotesMenu
            target={{ reviewSessionId: session.id }}
            label={text.downloadSummary}
            formats={['PDF', 'CSV']}
          />
          <Button size="xs" variant="default" onClick={props.onClose}>
            {text.close}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
