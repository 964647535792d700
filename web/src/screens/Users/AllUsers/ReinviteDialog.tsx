import { Button, Group, Loader, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type FormEvent, Suspense, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { ReinviteDialog_user$key } from '../../../__generated__/ReinviteDialog_user.graphql.ts';
import type { ReinviteDialogQuery } from '../../../__generated__/ReinviteDialogQuery.graphql.ts';
import { LoadBoundary } from '../../../components/LoadBoundary/LoadBoundary.tsx';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { emailError } from '../../../validation/validation.ts';
import { useReinviteMutation } from '../useReinviteMutation.ts';

const m = messages.users;

interface ReinviteDialogProps {
  userId: string;
  onClose: () => void;
}

/**
 * The reinvite form (400 px): the invitee's e-mail and name, where a mistyped address may be
 * corrected, and the project the mail names (one of theirs the viewer manages, loaded as the form
 * opens; none when they have none). Its failure is the form's own, 'Failed to invite user'.
 */
export function ReinviteDialog(props: ReinviteDialogProps) {
  return (
    <Modal opened onClose={props.onClose} title={m.reinviteTitle} size={400}>
      <LoadBoundary message={m.loadProjectsFailed}>
        <Suspense fallback={<Loader size="sm" />}>
          <LoadedInvitee {...props} />
        </Suspense>
      </LoadBoundary>
    </Modal>
  );
}

function LoadedInvitee({ userId, onClose }: ReinviteDialogProps) {
  const data = useLazyLoadQuery<ReinviteDialogQuery>(
    graphql`
      query ReinviteDialogQuery($userId: ID!) {
        node(id: $userId) {
          ...ReinviteDialog_user @alias(as: "user")
        }
      }
    `,
    { userId },
    { fetchPolicy: 'network-only' },
  );
  const user = data.node?.user;
  return user ? <ReinviteForm user={user} onClose={onClose} /> : null;
}

interface Errors {
  name?: string | null;
  email?: string | null;
}

function ReinviteForm(props: { user: ReinviteDialog_user$key; onClose: () => void }) {
  const user = useFragment(
    graphql`
      fragment ReinviteDialog_user on User {
        id
        name
        email
        projects {
          project {
            id
            name
          }
        }
      }
    `,
    props.user,
  );
  const [email, setEmail] = useState(user.email ?? '');
  const [name, setName] = useState(user.name);
  const projects = user.projects.map(({ project }) => ({ value: project.id, label: project.name }));
  const [projectId, setProjectId] = useState(projects[0]?.value ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [reinvite, inFlight] = useReinviteMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? null : m.nameRequired,
      email: emailError(email, m.emailRequired),
    };
    setErrors(found);
    if (found.name || found.email || inFlight) return;
    const details = { email: email.trim(), name: name.trim() };
    const code = await reinvite(user.id, projectId || null, details);
    if (code === 'NAME_CONFLICT') {
      setErrors({ email: m.emailInUse });
      return;
    }
    if (code === null) notify.success(m.invited);
    else if (code === 'STATE_CONFLICT') notify.failure(m.alreadyJoined);
    else notify.failure(m.reinviteFormFailed);
    props.onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          data-autofocus
          type="email"
          label={m.email}
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <TextInput
          label={m.name}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <NativeSelect
          label={m.project}
          data={projects.length > 0 ? projects : [{ value: '', label: m.noProject }]}
          disabled={projects.length === 0}
          value={projectId}
          onChange={(event) => setProjectId(event.currentTarget.value)}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose}>
          {m.cancel}
        </Button>
        <Button type="submit" loading={inFlight}>
          {m.invite}
        </Button>
      </Group>
    </form>
  );
}
