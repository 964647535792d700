import { Center, Stack, Title } from '@mantine/core';
import { isExternalEmail } from '@rushes/rules';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../components/notify.tsx';
import { useShake } from '../../components/Shake/useShake.ts';
import { messages } from '../../messages/messages.ts';
import { afterSignIn } from '../../session/after-sign-in.ts';
import { useSession } from '../../session/SessionContext.tsx';
import { EmailStep } from './EmailStep.tsx';
import { externalLoginUrl, redirectTo } from './external-login.ts';
import { ForgotPasswordHint } from './ForgotPasswordHint.tsx';
import { PasswordStep } from './PasswordStep.tsx';

/** Sign-in: the e-mail step, then the password step (access-and-shell section 2). */
export function SignInScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<'email' | 'password'>('email');
  const [busy, setBusy] = useState(false);
  const hint = useShake();

  const signIn = async (password: string) => {
    setBusy(true);
    const result = await session.login(email, password);
    setBusy(false);
    if (result === 'none') {
      navigate(afterSignIn(session, search), { replace: true });
      return;
    }
    notify.failure(result === 'limited' ? messages.signIn.limited : messages.signIn.failed);
    if (result === 'user') hint.shake();
  };

  return (
    <Stack gap="lg">
      <Title order={3}>{messages.signIn.title}</Title>
      {step === 'email' ? (
        <EmailStep
          email={email}
          onNext={(value) => {
            setEmail(value);
            // users of an external identity provider sign in there, not here
            const external = session.getState().hello?.externalLogin;
            if (external && isExternalEmail(value, external.domains)) {
              if (external.url) redirectTo(externalLoginUrl(external.url, value));
              else notify.failure(messages.account.externalLoginMissing);
              return;
            }
            setStep('password');
          }}
        />
      ) : (
        <PasswordStep email={email} busy={busy} onBack={() => setStep('email')} onSubmit={signIn} />
      )}
      <Center>
        <ForgotPasswordHint key={hint.key} className={hint.className} />
      </Center>
    </Stack>
  );
}
