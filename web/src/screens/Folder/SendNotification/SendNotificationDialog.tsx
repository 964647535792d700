import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SendNotificationDialogQuery } from '../../../__generated__/SendNotificationDialogQuery.graphql.ts';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { pathTo } from '../../../routes/route-table.ts';
import { fillPlaceholders } from './fill-placeholders.ts';
import { useSendFolderNotificationMutation } from './useSendFolderNotificationMutation.ts';

const text = messages.notifications;

/** The placeholder the server fills with what changed since the round chosen. */
const CHANGES = '[CHANGES]';

const query = graphql`
  query SendNotificationDialogQuery($folderId: ID!) {
    folder(id: $folderId) {
      id
      name
      ancestors {
        name
      }
      reviewRounds {
        id
        name
      }
      project {
        id
        name
        templates {
          type
          contents
        }
      }
    }
  }
`;

/**
 * The Send Notification form (600 px): subject and message from the project's templates with the
 * folder's placeholders filled, both required; where the folder has review rounds, one may be
 * chosen for the message to say what changed since it ([CHANGES], filled by the server).
 */
function SendNotificationForm({ folderId, onClose }: { folderId: string; onClose: () => void }) {
  const { folder } = useLazyLoadQuery<SendNotificationDialogQuery>(query, { folderId });
  const [send, sending] = useSendFolderNotificationMutation();
  const template = (type: string) =>
    folder?.project.templates.find((entry) => entry.type === type)?.contents ?? '';
  const values = folder && {
    PROJECT: folder.project.name,
    FOLDER: folder.name,
    FOLDER_PATH: [...folder.ancestors.map((node) => node.name), folder.name].join(' / '),
    LINK: `${window.location.origin}${pathTo('projects-folder', { projectId: folder.project.id, folderId })}`,
  };
  const [subject, setSubject] = useState(() =>
    values ? fillPlaceholders(template('NOTIFICATION_SUBJECT'), values) : '',
  );
  const [body, setBody] = useState(() =>
    values ? fillPlaceholders(template('NOTIFICATION_BODY'), values) : '',
  );
  const [sinceRoundId, setSinceRoundId] = useState<string | null>(null);
  const complete = subject.trim() !== '' && body.trim() !== '';
  const rounds = (folder?.reviewRounds ?? []).map((round) => ({
    value: round.id,
    label: round.name,
  }));
  // a round chosen, the message says what changed since it where [CHANGES] stands (at its end)
  const chooseRound = (roundId: string | null) => {
    setSinceRoundId(roundId);
    if (roundId && !body.includes(CHANGES)) setBody(`${body.trimEnd()}\n\n${CHANGES}`);
  };

  const submit = async () => {
    if (!(await send(folderId, subject.trim(), body.trim(), sinceRoundId))) {
      notify.failure(text.sendFailed);
      return;
    }
    notify.success(text.sent);
    onClose();
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {text.recipients}
      </Text>
      <TextInput
        label={text.subject}
        required
        value={subject}
        onChange={(event) => setSubject(event.currentTarget.value)}
        data-autofocus
      />
      <Textarea
        label={text.body}
        required
        autosize
        minRows={6}
        maxRows={16}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
      />
      {rounds.length > 0 && (
        <Select
          label={text.sinceRound}
          description={text.sinceRoundHint}
          placeholder={text.noSummary}
          data={rounds}
          value={sinceRoundId}
          clearable
          onChange={chooseRound}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {text.cancel}
        </Button>
        <Button onClick={submit} disabled={!complete} loading={sending}>
          {text.send}
        </Button>
      </Group>
    </Stack>
  );
}

export function SendNotificationDialog(props: {
  folderId: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={text.sendNotification} size={600}>
      {props.opened && <SendNotificationForm folderId={props.folderId} onClose={props.onClose} />}
    </Modal>
  );
}
