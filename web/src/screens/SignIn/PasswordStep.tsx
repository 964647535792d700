import { ActionIcon, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { Tooltip } from '../../components/Tooltip/Tooltip.tsx';
import { messages } from '../../messages/messages.ts';

interface PasswordStepProps {
  email: string;
  busy: boolean;
  onBack: () => void;
  onSubmit: (password: string) => void;
}

/** Step two: the password for the address chosen in step one. */
export function PasswordStep({ email, busy, onBack, onSubmit }: PasswordStepProps) {
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (value) => (value ? null : messages.signIn.passwordRequired) },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values.password))}>
      <Stack>
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={messages.signIn.back}>
            <ActionIcon variant="subtle" onClick={onBack} aria-label={messages.signIn.back}>
              <IconArrowLeft size={18} />
            </ActionIcon>
          </Tooltip>
          <Text fw={500} truncate data-testid="sign-in-email">
            {email}
          </Text>
        </Group>
        {/* the e-mail stays in the form so password managers pair the two */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput
          data-autofocus
          autoComplete="current-password"
          label={messages.signIn.password}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={busy}>
          {messages.signIn.submit}
        </Button>
      </Stack>
    </form>
  );
}
