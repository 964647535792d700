import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useAutosave } from '../../../components/Autosave/useAutosave.ts';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import type { CommitResult } from '../../../relay/commit-result.ts';

interface WorkspaceNameFieldProps {
  /** The name as saved. */
  name: string;
  readOnly: boolean;
  onSave: (name: string) => Promise<CommitResult<unknown>>;
}

/**
 * The workspace's name (Title), saved 1 s after the last change when it is valid: required,
 * trimmed; a name another workspace holds is marked on the field.
 */
export function WorkspaceNameField({ name: saved, readOnly, onSave }: WorkspaceNameFieldProps) {
  const text = messages.workspaces;
  const [name, setName] = useState(saved);
  const [conflict, setConflict] = useState(false);
  const required = name.trim() === '';
  useAutosave(name, async (value) => {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed === saved) return;
    const result = await onSave(trimmed);
    if (result.ok) return;
    if (result.code === 'NAME_CONFLICT') setConflict(true);
    else notify.failure(text.updateFailed);
  });
  return (
    <TextInput
      label={text.title}
      value={name}
      readOnly={readOnly}
      maw={480}
      onChange={(event) => {
        setName(event.currentTarget.value);
        setConflict(false);
      }}
      error={required ? text.titleRequired : conflict ? text.nameConflict : undefined}
    />
  );
}
