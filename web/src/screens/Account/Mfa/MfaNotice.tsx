import { Alert } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { messages } from '../../../messages/messages.ts';

/** 'Please set up MFA to continue', at the top of the account page while MFA is forced. */
export function MfaNotice(props: { className?: string; style?: CSSProperties }) {
  return (
    <Alert
      color="red"
      variant="light"
      w="100%"
      icon={<IconShieldLock size={20} />}
      className={props.className}
      style={props.style}
      data-testid="mfa-notice"
    >
      {messages.validation.mfaRequired}
    </Alert>
  );
}
