import { Button, Group, Modal, NativeSelect } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { SelectProjectDialog_query$key } from '../../../__generated__/SelectProjectDialog_query.graphql.ts';
import type { SelectProjectDialogPaginationQuery } from '../../../__generated__/SelectProjectDialogPaginationQuery.graphql.ts';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { assignPath } from './all-users.ts';

interface SelectProjectDialogProps {
  opened: boolean;
  onClose: () => void;
  query: SelectProjectDialog_query$key;
  /** The users to assign: the project's users screen opens Assign User with them. */
  userIds: readonly string[];
}

/** The projects a page of the list brings. */
const PAGE = 100;

/**
 * Select Project (400 px): a project the viewer may edit, newest first, a page at a time; then its
 * users screen assigns.
 */
export function SelectProjectDialog(props: SelectProjectDialogProps) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    SelectProjectDialogPaginationQuery,
    SelectProjectDialog_query$key
  >(
    graphql`
      fragment SelectProjectDialog_query on Query
      @refetchable(queryName: "SelectProjectDialogPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        editableProjects: projects(
          first: $first
          after: $after
          editable: true
        ) @connection(key: "SelectProjectDialog_editableProjects") {
          edges {
            node {
              id
              name
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
  const projects = data.editableProjects.edges.map(({ node }) => ({
    value: node.id,
    label: node.name,
  }));
  const loadMore = () =>
    loadNext(PAGE, { onComplete: (failed) => failed && notify.failure(m.loadProjectsFailed) });

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
        {hasNext && (
          <Button variant="subtle" size="xs" mt={4} loading={isLoadingNext} onClick={loadMore}>
            {m.moreProjects}
          </Button>
        )}
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
