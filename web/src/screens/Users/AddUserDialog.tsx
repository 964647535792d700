import { Button, Checkbox, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AddUserDialog_project$key } from '../../__generated__/AddUserDialog_project.graphql.ts';
import type { AddUserDialog_roles$key } from '../../__generated__/AddUserDialog_roles.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { emailError } from '../../validation/validation.ts';
import { useInviteUserMutation } from './useInviteUserMutation.ts';

interface AddUserDialogProps {
  opened: boolean;
  onClose: () => void;
  project: AddUserDialog_project$key;
  roles: AddUserDialog_roles$key;
  /** The folder offered first (the one whose users are shown), else the project's first. */
  folder?: { id: string; name: string } | null;
  onInvited: () => void;
}

interface Errors {
  name?: string | null;
  email?: string | null;
}

const WHOLE_PROJECT = '';

/** Add User: a name, an e-mail, a role and a folder or the whole project (confirmed). */
export function AddUserDialog(props: AddUserDialogProps) {
  const project = useFragment(
    graphql`
      fragment AddUserDialog_project on Project {
        id
        rootFolder {
          children(first: 100) {
            edges {
              node {
                id
                name
              }
            }
          }
        }
      }
    `,
    props.project,
  );
  const roles = useFragment(
    graphql`
      fragment AddUserDialog_roles on Role @relay(plural: true) {
        id
        name
        isDefault
      }
    `,
    props.roles,
  );
  const folders = project.rootFolder.children.edges.map((edge) => edge.node);
  if (props.folder && !folders.some((folder) => folder.id === props.folder?.id)) {
    folders.unshift(props.folder);
  }
  const initialFolder = folders[0]?.id ?? WHOLE_PROJECT;
  const defaultRole = roles.find((role) => role.isDefault)?.id ?? roles[0]?.id ?? '';
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState(defaultRole);
  const [folderId, setFolderId] = useState(initialFolder);
  const [wholeProject, setWholeProject] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [invite, inFlight] = useInviteUserMutation();
  const m = messages.users;

  const close = () => {
    setName('');
    setEmail('');
    setRoleId(defaultRole);
    setFolderId(initialFolder);
    setWholeProject(false);
    setErrors({});
    props.onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? null : m.nameRequired,
      email: emailError(email, m.emailRequired),
    };
    setErrors(found);
    if (found.name || found.email || inFlight) return;
    const code = await invite({
      name: name.trim(),
      email: email.trim(),
      projectId: project.id,
      roleId,
      folderId: folderId === WHOLE_PROJECT ? null : folderId,
    });
    if (code === null) {
      notify.success(m.invited);
      props.onInvited();
      close();
    } else if (code === 'NAME_CONFLICT' || code === 'STATE_CONFLICT') {
      setErrors({ email: m.emailInUse });
    } else {
      notify.failure(m.inviteFailed);
    }
  };

  const blocked = folderId === WHOLE_PROJECT && !wholeProject;
  return (
    <Modal opened={props.opened} onClose={close} title={m.addUser} size={400}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            data-autofocus
            label={m.name}
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <TextInput
            type="email"
            label={m.email}
            value={email}
            error={errors.email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <NativeSelect
            label={m.role}
            value={roleId}
            data={roles.map((role) => ({ value: role.id, label: role.name }))}
            onChange={(event) => setRoleId(event.currentTarget.value)}
          />
          <NativeSelect
            label={m.folder}
            value={folderId}
            data={[
              ...folders.map((folder) => ({ value: folder.id, label: folder.name })),
              { value: WHOLE_PROJECT, label: m.wholeProjectOption },
            ]}
            onChange={(event) => setFolderId(event.currentTarget.value)}
          />
          {folderId === WHOLE_PROJECT && (
            <Checkbox
              label={m.wholeProject}
              checked={wholeProject}
              onChange={(event) => setWholeProject(event.currentTarget.checked)}
            />
          )}
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {m.cancel}
          </Button>
          <Button type="submit" disabled={blocked} loading={inFlight}>
            {m.invite}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
