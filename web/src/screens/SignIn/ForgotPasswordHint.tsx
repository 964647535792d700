import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import './forgot-password-hint.css';

/** The shake lasts about a second after failed credentials (access-and-shell section 9). */
export const SHAKE_MS = 1000;

export function ForgotPasswordHint({ shaking }: { shaking: boolean }) {
  return (
    <Anchor
      component={Link}
      to={pathTo('password-reset')}
      size="sm"
      className={shaking ? 'rushes-shake' : undefined}
      data-testid="forgot-password-hint"
    >
      {messages.signIn.forgotPassword}
    </Anchor>
  );
}
