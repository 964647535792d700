import { Center, Loader, Stack, Title } from '@mantine/core';
import { isExternalEmail } from '@rushes/rules';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../components/notify.tsx';
import { useShake } from '../../components/Shake/useShake.ts';
import { messages } from '../../messages/messages.ts';
import { afterSignIn } from '../../session/after-sign-in.ts';
import { useSession } from '../../session/SessionContext.tsx';
import type { LoginResult } from '../../session/session.store.ts';
import { safeRedirect } from '../../validation/validation.ts';
import { EmailStep } from './EmailStep.tsx';
import { externalLoginUrl, redirectTo } from './external-login.ts';
import { ForgotPasswordHint } from './ForgotPasswordHint.tsx';
import { PasswordStep } from './PasswordStep.tsx';
import { useProviderReturn } from './useProviderReturn.ts';

/** A refused sign-in's toast where it is not 'Failed to sign in'. */
const failureText: Partial<Record<LoginResult, string>> = {
  limited: messages.signIn.limited,
  refused: messages.signIn.refused,
};

/**
 * Sign-in: the e-mail step, then the password step, or for a user of an external identity
 * provider a redirect there (access-and-shell section 2); and the provider's way back.
 */
export function SignInScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<'email' | 'password'>('email');
  const [busy, setBusy] = useState(false);
  const hint = useShake();
  const resuming = useProviderReturn();

  const signIn = async (password: string) => {
    setBusy(true);
    const result = await session.login(email, password);
    setBusy(false);
    if (result === 'none') {
      navigate(afterSignIn(session, search), { replace: true });
      return;
    }
    notify.failure(failureText[result] ?? messages.signIn.failed);
    if (result === 'user') hint.shake();
  };

  if (resuming) {
    return (
      <Center>
        <Loader aria-label={messages.signIn.title} />
      </Center>
    );
  }

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
              const redirect = safeRedirect(search.get('redirect'));
              if (external.url) redirectTo(externalLoginUrl(external.url, value, redirect));
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
