import { Button, Group, Text } from '@mantine/core';
import { messages } from '../../messages/messages.ts';

/** Whether a code was sent to an SMS factor on this visit. */
export type SmsState = 'idle' | 'sending' | 'sent';

/** Send code, while sending, then sent with Resend (section 2, two-factor screen). */
export function SmsCodeSender(props: { recipient: string; state: SmsState; onSend: () => void }) {
  const t = messages.verify;
  const { recipient, state, onSend } = props;
  if (state === 'sent') {
    return (
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" role="status">
          {t.sent(recipient)}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onSend}>
          {t.resend}
        </Button>
      </Group>
    );
  }
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{t.smsSendIntro(recipient)}</Text>
      <Button variant="light" onClick={onSend} loading={state === 'sending'}>
        {state === 'sending' ? t.sending : t.sendCode}
      </Button>
    </Group>
  );
}
