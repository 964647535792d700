import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { EnableMfaDialog } from './EnableMfaDialog.tsx';
import type { FactorType, MfaActions, RecoveryCode } from './mfa-actions.ts';
import { RecoveryCodesDialog } from './RecoveryCodesDialog.tsx';

interface FactorRowProps {
  label: string;
  /** The active factor of this kind, if any. */
  active: { id: string; recipient: string | null } | undefined;
  onEnable: () => void;
  onRemove: (id: string) => void;
}

function FactorRow({ label, active, onEnable, onRemove }: FactorRowProps) {
  const m = messages.account;
  const status = active
    ? active.recipient
      ? m.enabledFor(active.recipient)
      : m.enabled
    : m.notEnabled;
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={`mfa-${label}`}>
      <Stack gap={0}>
        <Text fw={500}>{label}</Text>
        <Text size="sm" c="dimmed">
          {status}
        </Text>
      </Stack>
      {active ? (
        <Button
          flex="none"
          variant="default"
          aria-label={m.removeOf(label)}
          onClick={() => onRemove(active.id)}
        >
          {m.remove}
        </Button>
      ) : (
        <Button flex="none" variant="light" aria-label={m.enableOf(label)} onClick={onEnable}>
          {m.enable}
        </Button>
      )}
    </Group>
  );
}

export interface MfaSectionProps {
  actions: MfaActions;
  hasActiveFactors: boolean;
  factors: readonly { id: string; type: string; recipient?: string | null; isActive: boolean }[];
}

/**
 * MFA of the account tab (section 2): the authenticator app, text message and recovery codes,
 * with the Enable MFA and Recovery Codes dialogs.
 */
export function MfaSection({ actions, hasActiveFactors, factors }: MfaSectionProps) {
  const m = messages.account;
  const [enabling, setEnabling] = useState<FactorType | null>(null);
  const [showing, setShowing] = useState<{ codes: readonly RecoveryCode[] | null } | null>(null);
  const active = (type: FactorType) => {
    const factor = factors.find((f) => f.isActive && f.type === type);
    return factor && { id: factor.id, recipient: factor.recipient ?? null };
  };
  const remove = async (id: string) => {
    const result = await actions.remove(id);
    if (result.ok) notify.success(m.factorRemoved);
    else notify.failure(m.removeFactorFailed);
  };
  const closeEnable = useCallback(() => setEnabling(null), []);
  const closeCodes = useCallback(() => setShowing(null), []);
  return (
    <Stack gap="sm" data-testid="account-mfa">
      <Title order={4}>{m.mfa}</Title>
      <Text size="sm" c="dimmed">
        {m.mfaHint}
      </Text>
      <FactorRow
        label={m.appFactor}
        active={active('APP')}
        onEnable={() => setEnabling('APP')}
        onRemove={(id) => void remove(id)}
      />
      <FactorRow
        label={m.smsFactor}
        active={active('SMS')}
        onEnable={() => setEnabling('SMS')}
        onRemove={(id) => void remove(id)}
      />
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={500}>{m.recoveryCodes}</Text>
          <Text size="sm" c="dimmed">
            {m.recoveryCodesHint}
          </Text>
        </Stack>
        <Button
          flex="none"
          variant="default"
          aria-label={`${m.show} ${m.recoveryCodes}`}
          disabled={!hasActiveFactors}
          onClick={() => setShowing({ codes: null })}
        >
          {m.show}
        </Button>
      </Group>
      <EnableMfaDialog
        type={enabling}
        actions={actions}
        onClose={closeEnable}
        onActivated={(codes) => {
          setEnabling(null);
          // the first active factor brings the first codes: they are shown at once
          if (codes) setShowing({ codes });
        }}
      />
      <RecoveryCodesDialog
        opened={showing !== null}
        codes={showing?.codes ?? null}
        actions={actions}
        onClose={closeCodes}
      />
    </Stack>
  );
}
