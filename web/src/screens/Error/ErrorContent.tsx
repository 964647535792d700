import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type ErrorPageKey, messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { useSupportEmail } from '../../session/SessionContext.tsx';

const titled: Record<ErrorPageKey, string> = {
  default: messages.errorPages.default,
  'not-found': messages.errorPages['not-found'],
  internal: messages.errorPages.default,
  'invalid-license': messages.errorPages['invalid-license'],
  'link-expired': messages.errorPages['link-expired'],
  'link-invalid': messages.errorPages['link-invalid'],
  'password-reset-invalid': messages.errorPages['password-reset-invalid'],
};

export function isErrorPageKey(value: string | undefined): value is ErrorPageKey {
  return value !== undefined && Object.hasOwn(titled, value);
}

/** A share link's visitor has no projects to go back to. */
const linkErrors = new Set<ErrorPageKey>(['link-expired', 'link-invalid']);

/** An error page's content: its text, a contact button and the firewall instructions. */
export function ErrorContent({ error }: { error: ErrorPageKey }) {
  const text = messages.errorPages;
  const supportEmail = useSupportEmail();
  return (
    <Stack gap="md" maw={520} data-error={error}>
      <Title order={2}>{titled[error]}</Title>
      <Group>
        {supportEmail && (
          <Button
            component="a"
            href={`mailto:${supportEmail}`}
            leftSection={<IconMail size={16} />}
          >
            {text.contact}
          </Button>
        )}
        {!linkErrors.has(error) && (
          <Button component={Link} to={pathTo('home')} variant="default">
            {text.home}
          </Button>
        )}
      </Group>
      <Stack gap={4}>
        <Text fw={600}>{text.firewallTitle}</Text>
        <Text size="sm">{text.firewallIntro}</Text>
        <List size="sm">
          <List.Item>{text.firewallDomain(window.location.host)}</List.Item>
          <List.Item>{text.firewallPorts}</List.Item>
          <List.Item>{text.firewallWebsocket}</List.Item>
        </List>
      </Stack>
    </Stack>
  );
}
