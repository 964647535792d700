import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';

export function ForgotPasswordHint({ className }: { className: string | undefined }) {
  return (
    <Anchor
      component={Link}
      to={pathTo('password-reset')}
      size="sm"
      className={className}
      data-testid="forgot-password-hint"
    >
      {messages.signIn.forgotPassword}
    </Anchor>
  );
}
