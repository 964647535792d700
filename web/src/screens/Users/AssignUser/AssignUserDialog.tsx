import {
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  SegmentedControl,
  Stack,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AssignUserDialog_project$key } from '../../../__generated__/AssignUserDialog_project.graphql.ts';
import type { AssignUserDialog_query$key } from '../../../__generated__/AssignUserDialog_query.graphql.ts';
import type { AssignUserDialog_roles$key } from '../../../__generated__/AssignUserDialog_roles.graphql.ts';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { PeopleMultiSelect } from '../../../people/PeopleMultiSelect.tsx';
import type { Person } from '../../../people/usePeopleSearch.ts';
import { NewPersonFields } from './NewPersonFields.tsx';
import { RoleInfo } from './RoleInfo.tsx';
import { useAssignUsers } from './useAssignUsers.ts';
import { useFolderChoices } from './useFolderChoices.ts';
import { useNewPerson } from './useNewPerson.ts';

export type AssignMode = 'select' | 'new';

interface AssignUserDialogProps {
  /** Select existing people (Assign User) or invite a new one (Add User). */
  mode: AssignMode;
  /** The people chosen when it opens (the `assign` search parameter). */
  people?: readonly Person[];
  project: AssignUserDialog_project$key;
  roles: AssignUserDialog_roles$key;
  /** The project's users, whose addresses are in use there. */
  query: AssignUserDialog_query$key;
  /** The folder offered first (the one whose users are shown), else the project's first. */
  folder?: { id: string; name: string } | null;
  onClose: () => void;
  onAssigned: () => void;
}

const WHOLE_PROJECT = '';

/**
 * New/Select user: people picked by search or one new person, a role (with the role info popup)
 * and a folder or the whole project, behind its confirmation.
 */
export function AssignUserDialog(props: AssignUserDialogProps) {
  const project = useFragment(
    graphql`
      fragment AssignUserDialog_project on Project {
        id
        rootFolder {
          ...useFolderChoices_folder
        }
      }
    `,
    props.project,
  );
  const roles = useFragment(
    graphql`
      fragment AssignUserDialog_roles on Role @relay(plural: true) {
        id
        name
        isDefault
        isAdmin
        ...RoleInfo_roles
      }
    `,
    props.roles,
  );
  const { projectUsers } = useFragment(
    graphql`
      fragment AssignUserDialog_query on Query
      @argumentDefinitions(projectId: { type: "ID!" }) {
        projectUsers(projectId: $projectId) {
          user {
            id
          }
        }
      }
    `,
    props.query,
  );
  const choices = useFolderChoices(project.rootFolder);
  const folders = [...choices.folders];
  if (props.folder && !folders.some((folder) => folder.id === props.folder?.id)) {
    folders.unshift(props.folder);
  }
  const [mode, setMode] = useState<AssignMode>(props.mode);
  const [people, setPeople] = useState<readonly Person[]>(props.people ?? []);
  const [peopleError, setPeopleError] = useState<string | null>(null);
  const [roleId, setRoleId] = useState(roles.find((role) => role.isDefault)?.id ?? '');
  const [folderId, setFolderId] = useState(folders[0]?.id ?? WHOLE_PROJECT);
  const [wholeProject, setWholeProject] = useState(false);
  const [busy, setBusy] = useState(false);
  const assignUsers = useAssignUsers();
  const m = messages.users;
  const to = {
    projectId: project.id,
    roleId,
    adminRole: roles.find((role) => role.id === roleId)?.isAdmin ?? false,
    folderId: folderId === WHOLE_PROJECT ? null : folderId,
  };

  const newPerson = useNewPerson(new Set(projectUsers.map((user) => user.user.id)));

  const assign = async () => {
    setPeopleError(people.length ? null : m.selectUsers);
    if (!people.length) return;
    setBusy(true);
    const failed = await assignUsers(people, to);
    setBusy(false);
    props.onAssigned();
    if (failed.length) {
      setPeople(failed);
      notify.failure(m.assignFailed);
      return;
    }
    notify.success(m.assigned);
    props.onClose();
  };
  const invite = async () => {
    if (!(await newPerson.submit(to))) return;
    notify.success(m.invited);
    props.onAssigned();
    props.onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !newPerson.inFlight) void (mode === 'select' ? assign() : invite());
  };

  const blocked = folderId === WHOLE_PROJECT && !wholeProject;
  const title = mode === 'select' ? m.assignUser : m.addUser;
  return (
    <Modal opened onClose={props.onClose} title={title} size={400}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SegmentedControl
            aria-label={m.assignWho}
            fullWidth
            value={mode}
            onChange={(value) => setMode(value === 'new' ? 'new' : 'select')}
            data={[
              { value: 'select', label: m.selectUser },
              { value: 'new', label: m.newUser },
            ]}
          />
          {mode === 'select' ? (
            <PeopleMultiSelect
              label={m.users}
              value={people}
              onChange={(chosen) => {
                setPeople(chosen);
                if (chosen.length) setPeopleError(null);
              }}
              error={peopleError}
            />
          ) : (
            <NewPersonFields person={newPerson} />
          )}
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <NativeSelect
              flex={1}
              label={m.role}
              value={roleId}
              data={roles.map((role) => ({ value: role.id, label: role.name }))}
              onChange={(event) => setRoleId(event.currentTarget.value)}
            />
            <RoleInfo roles={roles} />
          </Group>
          <NativeSelect
            label={m.folder}
            value={folderId}
            data={[
              ...folders.map((folder) => ({ value: folder.id, label: folder.name })),
              { value: WHOLE_PROJECT, label: m.wholeProjectOption },
            ]}
            onChange={(event) => setFolderId(event.currentTarget.value)}
          />
          {choices.hasMore && (
            <Button
              variant="subtle"
              size="xs"
              loading={choices.isLoadingMore}
              onClick={choices.loadMore}
            >
              {messages.folders.moreFolders}
            </Button>
          )}
          {folderId === WHOLE_PROJECT && (
            <Checkbox
              label={m.wholeProject}
              checked={wholeProject}
              onChange={(event) => setWholeProject(event.currentTarget.checked)}
            />
          )}
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={props.onClose}>
            {m.cancel}
          </Button>
          <Button type="submit" disabled={blocked} loading={busy || newPerson.inFlight}>
            {mode === 'select' ? m.assign : m.invite}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
