import { Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { messages } from '../../messages/messages.ts';
import { emailError, passwordError } from '../../validation/validation.ts';

export interface AccountValues {
  name: string;
  email: string;
  /** Empty: the password stays. */
  password: string;
}

/** How a save ended: saved, a field the server refused (shown inline), or a failure (a toast). */
export type SaveOutcome =
  | 'saved'
  | 'failed'
  | { field: 'email' | 'name' | 'password'; message: string };

interface AccountFormProps {
  name: string;
  email: string;
  /** An external user's name, e-mail and password live elsewhere: Information is hidden. */
  external: boolean;
  /** The MFA section, between Change Password and the buttons. */
  mfa?: ReactNode;
  /** MFA is forced and not set up: nothing else may be saved (section 4). */
  saveBlocked?: boolean;
  onSave(values: AccountValues): Promise<SaveOutcome>;
}

const text = messages.account;

/**
 * The account tab's form: Information (Full Name, Email), Change Password, Save Changes and
 * Revert, held to section 5's rules. The new password is optional; when typed, the strength rules.
 */
export function AccountForm(props: AccountFormProps) {
  const { name, email, external, mfa, saveBlocked = false, onSave } = props;
  const [busy, setBusy] = useState(false);
  const form = useForm<AccountValues>({
    initialValues: { name, email, password: '' },
    validate: {
      name: (value) => (value.trim() ? null : messages.validation.nameRequired),
      email: (value) => emailError(value, messages.validation.emailRequired),
      password: (value) => (value === '' ? null : passwordError(value)),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    const outcome = await onSave({
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
    });
    setBusy(false);
    if (outcome === 'saved') {
      const saved = { name: values.name.trim(), email: values.email.trim(), password: '' };
      form.setInitialValues(saved);
      form.setValues(saved);
    } else if (outcome !== 'failed') {
      form.setFieldError(outcome.field, outcome.message);
    }
  });

  if (external) {
    return (
      <Stack gap="xs" maw={480}>
        <Title order={4}>{text.information}</Title>
        <Text c="dimmed">{text.externalUser}</Text>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg" maw={480}>
        <Stack gap="sm">
          <Title order={4}>{text.information}</Title>
          <TextInput
            label={text.fullName}
            autoComplete="name"
            required
            {...form.getInputProps('name')}
          />
          <TextInput
            type="email"
            label={text.email}
            autoComplete="username"
            required
            {...form.getInputProps('email')}
          />
        </Stack>
        <Stack gap="sm">
          <Title order={4}>{text.changePassword}</Title>
          <PasswordInput
            label={text.newPassword}
            description={text.newPasswordHint}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
        </Stack>
        {mfa}
        <Group>
          <Button type="submit" loading={busy} disabled={saveBlocked || !form.isDirty()}>
            {text.saveChanges}
          </Button>
          <Button variant="default" onClick={form.reset} disabled={busy || !form.isDirty()}>
            {text.revert}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
