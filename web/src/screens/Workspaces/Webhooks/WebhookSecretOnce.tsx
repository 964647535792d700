import type { ReactNode } from 'react';
import { SecretOnce } from '../../../components/SecretOnce/SecretOnce.tsx';
import { messages } from '../../../messages/messages.ts';

const { copySecret, secretCopied, copySecretFailed } = messages.account;

/** A webhook's signing secret, made or rotated: shown this once, to be copied. */
export function WebhookSecretOnce(props: {
  secret: string;
  warning: string;
  onDone: () => void;
  children?: ReactNode;
}) {
  return (
    <SecretOnce
      {...props}
      copy={{ label: copySecret, copied: secretCopied, failed: copySecretFailed }}
      doneLabel={messages.webhooks.done}
      testId="webhook-secret"
    />
  );
}
