import { Button, Center, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../components/notify.tsx';
import { useShake } from '../../components/Shake/useShake.ts';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { afterLinkSignIn } from '../../session/visitor.store.ts';
import { emailError } from '../../validation/validation.ts';
import type { LinkSignInData } from './link-signin.loader.ts';

/** link-signin: the link's name, its password, and who the visitor is when they say so. */
export function LinkSignInScreen() {
  const { link, visitor }: LinkSignInData = useLoaderData();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const hint = useShake();
  const text = messages.visitor;
  const form = useForm({
    initialValues: { password: '', email: '' },
    validate: {
      password: (value) => (value ? null : messages.signIn.sharePasswordRequired),
      email: (value) => (value.trim() ? emailError(value, '') : null),
    },
  });

  const signIn = async ({ password, email }: typeof form.values) => {
    setBusy(true);
    const result = await visitor.signIn({ password, email: email.trim() || undefined });
    setBusy(false);
    if (result === 'none') {
      navigate(afterLinkSignIn(visitor.linkToken, search.get('redirect')), { replace: true });
    } else if (result === 'link-invalid' || result === 'link-expired') {
      navigate(pathTo('error', { error: result }), { replace: true });
    } else {
      notify.failure(messages.signIn.failed);
      if (result === 'user') hint.shake();
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(signIn)}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={3}>{link.name}</Title>
          <Text c="dimmed" size="sm">
            {text.protected}
          </Text>
        </Stack>
        <PasswordInput
          data-autofocus
          autoComplete="current-password"
          label={messages.signIn.password}
          {...form.getInputProps('password')}
        />
        <TextInput
          type="email"
          autoComplete="email"
          label={text.email}
          description={text.emailHint}
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={busy}>
          {text.submit}
        </Button>
        <Center>
          <Text
            key={hint.key}
            size="sm"
            className={hint.className}
            data-testid="link-password-hint"
          >
            {text.passwordHint}
          </Text>
        </Center>
      </Stack>
    </form>
  );
}
