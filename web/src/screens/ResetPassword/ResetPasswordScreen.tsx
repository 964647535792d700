import { Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useLoaderData, useNavigate, useParams } from 'react-router';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { afterSignIn } from '../../session/after-sign-in.ts';
import { useSession } from '../../session/SessionContext.tsx';
import type { PasswordReset } from '../../session/session-api.ts';
import { passwordError } from '../../validation/validation.ts';

/** The link of a reset mail (route `reset-password`): a new password, then signed in. */
export function ResetPasswordScreen() {
  const reset: PasswordReset = useLoaderData();
  const { token = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const text = messages.resetPassword;
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: passwordError },
  });

  const submit = form.onSubmit(async ({ password }) => {
    setBusy(true);
    const result = await session.resetPassword(token, password);
    setBusy(false);
    if (result === 'none') navigate(afterSignIn(session, new URLSearchParams()), { replace: true });
    else notify.failure(text.setFailed);
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Title order={3}>{text.setTitle}</Title>
        <Text c="dimmed" data-testid="reset-password-email">
          {text.setFor(reset.email)}
        </Text>
        {/* the address stays in the form so password managers store the new password for it */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={reset.email}
          readOnly
          hidden
        />
        <PasswordInput
          data-autofocus
          label={text.password}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={busy}>
          {text.setSubmit}
        </Button>
      </Stack>
    </form>
  );
}
