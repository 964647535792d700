import { List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PastReaders_readers$key } from '../__generated__/PastReaders_readers.graphql.ts';
import { messages } from '../messages/messages.ts';

const text = messages.history;

/**
 * Who could see a folder or an asset at a past moment, each with their role then: shown to those
 * who may edit the project, as its users list is.
 */
export function PastReaders({ readers }: { readers: PastReaders_readers$key }) {
  const people = useFragment(
    graphql`
      fragment PastReaders_readers on PastReader @relay(plural: true) {
        user {
          id
        }
        userName
        userEmail
        role {
          name
        }
        isManager
      }
    `,
    readers,
  );
  const title = useId();
  return (
    <Stack gap={4} component="section" aria-labelledby={title}>
      <Title id={title} order={3} size="h6">
        {text.readers}
      </Title>
      <List listStyleType="none" size="sm" spacing={2}>
        {people.map((person) => (
          <List.Item key={person.user.id}>
            <Text span size="sm" title={person.userEmail}>
              {person.userName}
            </Text>
            <Text span size="sm" c="dimmed">
              {' · '}
              {[person.isManager && text.manager, person.role?.name].filter(Boolean).join(', ')}
            </Text>
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed">
        {text.readersNote}
      </Text>
    </Stack>
  );
}
