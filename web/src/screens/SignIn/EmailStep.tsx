import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages } from '../../messages/messages.ts';
import { emailError } from '../../validation/validation.ts';

/** Step one: the e-mail address, checked before the password is asked. */
export function EmailStep({ email, onNext }: { email: string; onNext: (email: string) => void }) {
  const form = useForm({
    initialValues: { email },
    validate: { email: (value) => emailError(value, messages.signIn.emailRequired) },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onNext(values.email.trim()))}>
      <Stack>
        <TextInput
          data-autofocus
          type="email"
          autoComplete="username"
          label={messages.signIn.email}
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth>
          {messages.signIn.next}
        </Button>
      </Stack>
    </form>
  );
}
