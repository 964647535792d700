import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import { messages } from '../../../messages/messages.ts';

interface ActivateCodeProps {
  /** Resolves true when the code activated the factor; the field empties otherwise. */
  onActivate: (code: string) => Promise<boolean>;
  autoFocus?: boolean;
}

/** The code the app shows or the text message brought, and Activate. */
export function ActivateCode({ onActivate, autoFocus }: ActivateCodeProps) {
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => (value.trim() ? null : messages.signIn.codeRequired) },
  });
  const submit = form.onSubmit(async ({ code }) => {
    setBusy(true);
    const activated = await onActivate(code.trim());
    setBusy(false);
    if (!activated) form.setFieldValue('code', '');
  });
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        // the dialog sits inside the account form in React's tree: its submit must not reach it
        event.stopPropagation();
        submit(event);
      }}
    >
      <Group align="flex-start" wrap="nowrap">
        <TextInput
          flex={1}
          data-autofocus={autoFocus || undefined}
          label={messages.account.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          {...form.getInputProps('code')}
        />
        <Button type="submit" mt={25} loading={busy}>
          {messages.account.activate}
        </Button>
      </Group>
    </form>
  );
}
