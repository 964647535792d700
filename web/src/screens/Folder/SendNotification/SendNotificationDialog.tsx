import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SendNotificationDialogQuery } from '../../../__generated__/SendNotificationDialogQuery.graphql.ts';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { pathTo } from '../../../routes/route-table.ts';
import { fillPlaceholders } from './fill-placeholders.ts';
import { useSendFolderNotificationMutation } from './useSendFolderNotificationMutation.ts';

const text = messages.notifications;

const query = graphql`
  query SendNotificationDialogQuery($folderId: ID!) {
    folder(id: $folderId) {
      id
      name
      ancestors {
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
 * folder's placeholders filled, both required.
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
  const complete = subject.trim() !== '' && body.trim() !== '';

  const submit = async () => {
    if (!(await send(folderId, subject.trim(), body.trim()))) {
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
