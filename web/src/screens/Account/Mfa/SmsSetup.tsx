import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import type { SmsState } from '../../../components/SmsCodeSender/SmsCodeSender.tsx';
import { messages } from '../../../messages/messages.ts';
import { failedField } from '../../../relay/commit-result.ts';
import { ActivateCode } from './ActivateCode.tsx';
import type { SetupProps } from './AppSetup.tsx';
import type { AddedFactor } from './mfa-actions.ts';

/** A text message: the phone number, Send code (the factor is added then), the code, Activate. */
export function SmsSetup({ actions, onAdded, onActivated }: SetupProps) {
  const m = messages.account;
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [factor, setFactor] = useState<AddedFactor | null>(null);
  const [sms, setSms] = useState<SmsState>('idle');

  const addFactor = async (): Promise<AddedFactor | null> => {
    if (factor) return factor;
    if (!phone.trim()) {
      setPhoneError(m.invalidPhone);
      return null;
    }
    const result = await actions.add('SMS', phone.trim());
    if (result.ok) {
      onAdded(result.value.id);
      setFactor(result.value);
      return result.value;
    }
    if (failedField(result) === 'phone') setPhoneError(m.invalidPhone);
    else notify.failure(m.addSmsFailed);
    return null;
  };

  const send = async () => {
    const before = sms;
    setSms('sending');
    const added = await addFactor();
    const sent = added ? await actions.trigger(added.id) : null;
    if (sent?.ok) notify.success(messages.signIn.smsSent);
    else if (sent) notify.failure(m.triggerFactorFailed);
    setSms(sent?.ok ? 'sent' : before);
  };

  return (
    <Stack>
      <Text size="sm">{m.smsStep}</Text>
      <TextInput
        data-autofocus
        type="tel"
        autoComplete="tel"
        label={m.phone}
        description={m.phoneHint}
        value={phone}
        error={phoneError}
        readOnly={factor !== null}
        onChange={(event) => {
          setPhone(event.currentTarget.value);
          setPhoneError(null);
        }}
      />
      <Group justify="flex-end">
        <Button
          variant={sms === 'sent' ? 'default' : 'filled'}
          loading={sms === 'sending'}
          onClick={() => void send()}
        >
          {sms === 'sent' ? m.resend : m.sendCode}
        </Button>
      </Group>
      {factor && sms !== 'idle' && (
        <>
          <Text size="sm" role="status">
            {m.codeSent(factor.recipient ?? phone)}
          </Text>
          <ActivateCode autoFocus onActivate={(code) => onActivated(factor.id, code)} />
        </>
      )}
    </Stack>
  );
}
