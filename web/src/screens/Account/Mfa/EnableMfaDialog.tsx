import { Modal } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { AppSetup } from './AppSetup.tsx';
import type { FactorType, MfaActions, RecoveryCode } from './mfa-actions.ts';
import { SmsSetup } from './SmsSetup.tsx';

interface EnableMfaDialogProps {
  /** The factor to set up; null: closed. */
  type: FactorType | null;
  actions: MfaActions;
  onClose: () => void;
  /** Activated: the first recovery codes when it was the user's first active factor. */
  onActivated: (recoveryCodes: readonly RecoveryCode[] | null) => void;
}

/**
 * Enable MFA (530 px, section 2): a factor is added, then activated with a code; closing the
 * dialog before that removes the factor again (section 4, MFA factor lifecycle).
 */
export function EnableMfaDialog({ type, actions, onClose, onActivated }: EnableMfaDialogProps) {
  const m = messages.account;
  /** The factor added and not yet activated. */
  const pending = useRef<string | null>(null);
  const open = useRef(false);
  open.current = type !== null;
  const remove = useRef(actions.remove);
  remove.current = actions.remove;

  const discard = useCallback(() => {
    if (pending.current) void remove.current(pending.current);
    pending.current = null;
  }, []);

  const close = () => {
    discard();
    onClose();
  };

  // one that arrives after the dialog closed is removed at once
  const added = useCallback(
    (id: string) => {
      pending.current = id;
      if (!open.current) discard();
    },
    [discard],
  );

  // leaving the page with the dialog open removes its factor too
  useEffect(() => discard, [discard]);

  const activate = async (id: string, code: string) => {
    const result = await actions.activate(id, code);
    if (!result.ok) {
      notify.failure(type === 'APP' ? m.activateAppFailed : m.activateFactorFailed);
      return false;
    }
    pending.current = null;
    notify.success(m.activated);
    onActivated(result.value);
    return true;
  };

  const props = { actions, onAdded: added, onActivated: activate, onFailed: onClose };
  return (
    <Modal opened={type !== null} onClose={close} title={m.enableMfa} size={530}>
      {type === 'APP' && <AppSetup {...props} />}
      {type === 'SMS' && <SmsSetup {...props} />}
    </Modal>
  );
}
