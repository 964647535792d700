import { Anchor, Button, Center, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../components/notify.tsx';
import { SmsCodeSender, type SmsState } from '../../components/SmsCodeSender/SmsCodeSender.tsx';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { useSession } from '../../session/SessionContext.tsx';
import { nextPath, type VerifyData } from './verify.loader.ts';
import { autoTriggered, type VerifyMethod, verifyMethods } from './verify-methods.ts';

/** A single SMS factor's code is sent this long after the screen opens (section 9). */
export const SMS_TRIGGER_DELAY_MS = 300;

function intro(method: VerifyMethod): string {
  const t = messages.verify;
  if (method.recovery) return t.recoveryIntro;
  return method.sms ? t.smsIntro(method.sms.recipient ?? '') : t.appIntro;
}

/** verify: the second step of signing in, a factor's code or a recovery code (section 2). */
export function VerifyScreen() {
  const data: VerifyData = useLoaderData();
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const methods = verifyMethods(data);
  const [chosen, choose] = useState(methods[0]?.id ?? '');
  const method = methods.find((m) => m.id === chosen) ?? methods[0];
  const [sms, setSms] = useState<Record<string, SmsState>>({});
  const [busy, setBusy] = useState(false);
  const t = messages.verify;
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => (value.trim() ? null : messages.signIn.codeRequired) },
  });

  const send = async (id: string) => {
    setSms((states) => ({ ...states, [id]: 'sending' }));
    const result = await session.triggerFactor(id);
    setSms((states) => ({ ...states, [id]: result === 'none' ? 'sent' : 'idle' }));
    if (result === 'none') notify.success(messages.signIn.smsSent);
    else notify.failure(messages.signIn.smsFailed);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the screen opens
  useEffect(() => {
    if (!data) notify.failure(messages.account.loadFactorsFailed);
    const only = autoTriggered(data);
    if (!only) return;
    const timer = setTimeout(() => void send(only.id), SMS_TRIGGER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const submit = form.onSubmit(async ({ code }) => {
    if (!method) return;
    setBusy(true);
    const result = await session.verify(method.id, code.trim());
    setBusy(false);
    if (result === 'none') return navigate(nextPath(search), { replace: true });
    notify.failure(
      result === 'limited' || result === 'refused'
        ? messages.signIn[result]
        : messages.signIn.verifyFailed,
    );
    form.setFieldValue('code', '');
    // the verification token expired: sign in again
    if (!session.needsVerification()) navigate(pathTo('home'), { replace: true });
  });

  const signOut = async () => {
    if (!(await session.logout())) notify.failure(messages.signOut.failed);
  };

  return (
    <Stack gap="lg">
      <Title order={3}>{t.title}</Title>
      {methods.length > 1 && (
        <Radio.Group
          label={t.method}
          value={method?.id ?? ''}
          onChange={(id) => {
            choose(id);
            form.reset();
          }}
        >
          <Stack gap="xs" mt="xs">
            {methods.map((m) => (
              <Radio key={m.id} value={m.id} label={m.label} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {method && (
        <form noValidate onSubmit={submit}>
          <Stack>
            <Text size="sm">{intro(method)}</Text>
            {method.sms && (
              <SmsCodeSender
                recipient={method.sms.recipient ?? ''}
                state={sms[method.id] ?? 'idle'}
                onSend={() => void send(method.id)}
              />
            )}
            <TextInput
              key={method.id}
              data-autofocus
              label={method.recovery ? t.recoveryCode : t.code}
              autoComplete={method.recovery ? 'off' : 'one-time-code'}
              inputMode={method.recovery ? 'text' : 'numeric'}
              spellCheck={false}
              {...form.getInputProps('code')}
            />
            <Button type="submit" fullWidth loading={busy}>
              {t.submit}
            </Button>
          </Stack>
        </form>
      )}
      <Center>
        <Anchor component="button" type="button" size="sm" onClick={() => void signOut()}>
          {t.backToSignIn}
        </Anchor>
      </Center>
    </Stack>
  );
}
