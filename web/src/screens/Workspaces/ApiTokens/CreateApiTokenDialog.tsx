import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Stack,
  TextInput,
} from '@mantine/core';
import { apiTokenScopes } from '@rushes/rules';
import { useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { SecretOnce } from '../../../components/SecretOnce/SecretOnce.tsx';
import { messages } from '../../../messages/messages.ts';
import { failedField } from '../../../relay/commit-result.ts';
import { expiresAtOf, isTokenExpiry, type TokenExpiry, tokenExpiries } from './token-expiry.ts';
import { useApiTokenMutations } from './useApiTokenMutations.ts';

interface CreateApiTokenDialogProps {
  /** Null: a token of the whole deployment. */
  workspaceId: string | null;
  opened: boolean;
  onClose: () => void;
  /** A token was made: the list shows it. */
  onCreated: () => void;
}

/**
 * Create Token: a name, the scopes (each with what it allows) and an expiry; once made, the
 * token's secret shows this once, to be copied.
 */
export function CreateApiTokenDialog(props: CreateApiTokenDialogProps) {
  const text = messages.apiTokens;
  const { create } = useApiTokenMutations();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [expiry, setExpiry] = useState<TokenExpiry>('days90');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    setName('');
    setScopes([]);
    setExpiry('days90');
    setNameError(null);
    setSecret(null);
    props.onClose();
  };
  const submit = async () => {
    setBusy(true);
    const expiresAt = expiresAtOf(expiry, new Date());
    const result = await create(props.workspaceId, { name, scopes, expiresAt });
    setBusy(false);
    if (result.ok) {
      notify.success(text.createSucceeded);
      setSecret(result.value.createApiToken.token);
      props.onCreated();
    } else if (failedField(result) === 'name') setNameError(text.nameRequired);
    else notify.failure(text.createFailed);
  };
  return (
    <Modal opened={props.opened} onClose={close} title={text.createToken} size={480}>
      {secret ? (
        <SecretOnce
          secret={secret}
          warning={text.secretOnce}
          copy={{ label: text.copyToken, copied: text.tokenCopied, failed: text.copyTokenFailed }}
          doneLabel={text.done}
          onDone={close}
          testId="api-token-secret"
        />
      ) : (
        <Stack>
          <TextInput
            label={text.name}
            required
            data-autofocus
            value={name}
            error={nameError}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
          />
          {props.workspaceId === null && <Alert color="blue">{text.deploymentReach}</Alert>}
          <Checkbox.Group label={text.scopes} value={scopes} onChange={setScopes}>
            <Stack gap="xs" mt="xs">
              {apiTokenScopes.map((scope) => (
                <Checkbox
                  key={scope}
                  value={scope}
                  label={scope}
                  description={text.scopeHelp[scope]}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <NativeSelect
            label={text.expiry}
            value={expiry}
            data={tokenExpiries.map((value) => ({ value, label: text.expiries[value] }))}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isTokenExpiry(value)) setExpiry(value);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {text.cancel}
            </Button>
            <Button
              loading={busy}
              disabled={name.trim() === '' || scopes.length === 0}
              onClick={submit}
            >
              {text.create}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
