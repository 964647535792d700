import { Button, Group, Loader, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { InviteToSessionChoicesQuery } from '../__generated__/InviteToSessionChoicesQuery.graphql.ts';
import type { InviteToSessionMutation } from '../__generated__/InviteToSessionMutation.graphql.ts';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';

const text = messages.reviewSessions;

/** Invite: people of the project who may see the session hear of it by mail and in their inbox. */
export function InviteToSession({ sessionId }: { sessionId: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpened(true)}>
        {text.invite}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={text.inviteTitle}>
        {opened && (
          <Suspense fallback={<Loader size="sm" />}>
            <InviteForm sessionId={sessionId} onDone={() => setOpened(false)} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}

function InviteForm({ sessionId, onDone }: { sessionId: string; onDone(): void }) {
  const data = useLazyLoadQuery<InviteToSessionChoicesQuery>(
    graphql`
      query InviteToSessionChoicesQuery($sessionId: ID!) {
        node(id: $sessionId) {
          ... on ReviewSession {
            inviteChoices {
              id
              name
            }
          }
        }
      }
    `,
    { sessionId },
    { fetchPolicy: 'network-only' },
  );
  const [invite, inviting] = useMutation<InviteToSessionMutation>(graphql`
    mutation InviteToSessionMutation($input: InviteToReviewSessionInput!) {
      inviteToReviewSession(input: $input) {
        invited {
          name
        }
        session {
          id
          inviteChoices {
            id
          }
        }
      }
    }
  `);
  const [chosen, setChosen] = useState<string[]>([]);
  const choices = (data.node?.inviteChoices ?? []).map((user) => ({
    value: user.id,
    label: user.name,
  }));
  const send = () =>
    invite({
      variables: { input: { sessionId, userIds: chosen } },
      onCompleted: (response, errors) => {
        if (errors?.length) return notify.failure(text.inviteFailed);
        const names = response.inviteToReviewSession.invited.map((user) => user.name);
        notify.success(text.invited(names));
        onDone();
      },
      onError: () => notify.failure(text.inviteFailed),
    });
  if (choices.length === 0) return <Text size="sm">{text.nobodyToInvite}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm">{text.inviteHint}</Text>
      <MultiSelect
        label={text.invitePeople}
        data={choices}
        value={chosen}
        onChange={setChosen}
        searchable
        comboboxProps={{ withinPortal: false }}
      />
      <Group justify="flex-end">
        <Button onClick={send} disabled={chosen.length === 0} loading={inviting}>
          {text.inviteAction}
        </Button>
      </Group>
    </Stack>
  );
}
