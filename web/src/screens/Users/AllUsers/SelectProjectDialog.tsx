import { Button, Group, Modal, NativeSelect } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { SelectProjectDialog_query$key } from '../../../__generated__/SelectProjectDialog_query.graphql.ts';
import { messages } from '../../../messages/messages.ts';
import { assignPath } from './all-users.ts';

interface SelectProjectDialogProps {
  opened: boolean;
  onClose: () => void;
  query: SelectProjectDialog_query$key;
  /** The users to assign: the project's users screen opens Assign User with them. */
  userIds: readonly string[];
}

/** Select Project (400 px): a project the viewer may edit, then its users screen assigns. */
export function SelectProjectDialog(props: SelectProjectDialogProps) {
  const data = useFragment(
    graphql`
      fragment SelectProjectDialog_query on Query {
        projects(first: 500) {
          edges {
            node {
              id
              name
              allowedTo {
                edit
              }
            }
          }
        }
      }
    `,
    props.query,
  );
  const navigate = useNavigate();
  const [projectId, setProjectId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const m = messages.users;
  const projects = data.projects.edges
    .map((edge) => edge.node)
    .filter((project) => project.allowedTo.edit)
    .map((project) => ({ value: project.id, label: project.name }));

  const close = () => {
    setProjectId('');
    setError(null);
    props.onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!projectId) {
      setError(m.selectProjectRequired);
      return;
    }
    navigate(assignPath(projectId, props.userIds));
  };
  return (
    <Modal opened={props.opened} onClose={close} title={m.selectProject} size={400}>
      <form onSubmit={submit} noValidate>
        <NativeSelect
          data-autofocus
          label={m.project}
          data={[{ value: '', label: '' }, ...projects]}
          value={projectId}
          error={error}
          onChange={(event) => {
            setProjectId(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {m.cancel}
          </Button>
          <Button type="submit">{m.continue}</Button>
        </Group>
      </form>
    </Modal>
  );
}
