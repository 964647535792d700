import { Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useLoaderData, useNavigate, useParams } from 'react-router';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { useSession } from '../../session/SessionContext.tsx';
import type { Invite } from '../../session/session-api.ts';
import { emailError, passwordError } from '../../validation/validation.ts';

/**
 * The invite link (GET /v2/invite/{token}). The first-superuser setup link asks name, e-mail and
 * password; an ordinary invite keeps the invited address and asks name and password.
 */
export function InviteScreen() {
  const invite: Invite = useLoaderData();
  const { token = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const text = messages.invite;
  const form = useForm({
    initialValues: { name: invite.name, email: invite.email, password: '' },
    validate: {
      name: (value) => (value.trim() ? null : text.nameRequired),
      email: (value) => (invite.setup ? emailError(value, messages.signIn.emailRequired) : null),
      password: passwordError,
    },
  });

  const submit = form.onSubmit(async ({ name, email, password }) => {
    setBusy(true);
    const body = invite.setup
      ? { name: name.trim(), email: email.trim(), password }
      : { name: name.trim(), password };
    const result = await session.acceptInvite(token, body);
    setBusy(false);
    if (result === 'none') navigate(pathTo('home'), { replace: true });
    else notify.failure(text.failed);
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Title order={3}>{invite.setup ? text.setupTitle : text.title}</Title>
        {!invite.setup && (
          <>
            <Text c="dimmed" data-testid="invite-email">
              {text.invitedAs(invite.email)}
            </Text>
            {/* the address stays in the form so password managers store the password for it */}
            <input
              type="email"
              name="username"
              autoComplete="username"
              value={invite.email}
              readOnly
              hidden
            />
          </>
        )}
        <TextInput
          data-autofocus
          label={text.name}
          autoComplete="name"
          {...form.getInputProps('name')}
        />
        {invite.setup && (
          <TextInput
            type="email"
            label={text.email}
            autoComplete="username"
            {...form.getInputProps('email')}
          />
        )}
        <PasswordInput
          label={text.password}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={busy}>
          {text.submit}
        </Button>
      </Stack>
    </form>
  );
}
