import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { useSession } from '../../session/SessionContext.tsx';
import { emailError } from '../../validation/validation.ts';

/** The password reset request (route `password-reset`): an address, then a link by mail. */
export function PasswordResetScreen() {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const text = messages.resetPassword;
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (value) => emailError(value, messages.signIn.emailRequired) },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setBusy(true);
    const result = await session.requestPasswordReset(email.trim());
    setBusy(false);
    if (result !== 'none') return notify.failure(text.failed);
    notify.success(text.requested);
    setSentTo(email.trim());
  });

  const back = (
    <Anchor component={Link} to={pathTo('signin')} size="sm">
      {text.backToSignIn}
    </Anchor>
  );
  if (sentTo) {
    return (
      <Stack>
        <Title order={3}>{text.title}</Title>
        <Text data-testid="password-reset-sent">{text.sent(sentTo)}</Text>
        {back}
      </Stack>
    );
  }
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Title order={3}>{text.title}</Title>
        <Text c="dimmed">{text.intro}</Text>
        <TextInput
          data-autofocus
          type="email"
          autoComplete="username"
          label={text.email}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={busy}>
          {text.submit}
        </Button>
        {back}
      </Stack>
    </form>
  );
}
