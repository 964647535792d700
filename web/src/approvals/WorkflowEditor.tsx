import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { WorkflowEditorSetMutation } from '../__generated__/WorkflowEditorSetMutation.graphql.ts';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';
import { commitResult } from '../relay/commit-result.ts';
import {
  draftProblems,
  draftsOf,
  newDraft,
  type SavedStage,
  type StageDraft,
  stagesInput,
} from './workflow-draft.ts';

const text = messages.approvals;

interface WorkflowEditorProps {
  folderId: string;
  /** The folder's own workflow's stages; null to set one up. */
  stages: readonly SavedStage[] | null;
  people: readonly { id: string; name: string }[];
  roles: readonly { id: string; name: string }[];
  onClose(): void;
  onSaved(): void;
}

/** The folder's own approval workflow, stage by stage, in a dialog. */
export function WorkflowEditor(props: WorkflowEditorProps) {
  const [drafts, setDrafts] = useState<StageDraft[]>(() => draftsOf(props.stages));
  const [checked, setChecked] = useState(false);
  const [commit, saving] = useMutation<WorkflowEditorSetMutation>(graphql`
    mutation WorkflowEditorSetMutation($input: SetApprovalWorkflowInput!) {
      setApprovalWorkflow(input: $input) {
        folder {
          id
        }
      }
    }
  `);
  const problems = draftProblems(drafts);
  const change = (key: string, patch: Partial<StageDraft>) =>
    setDrafts((all) => all.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  const save = async () => {
    setChecked(true);
    if (problems.size > 0) return;
    const input = { folderId: props.folderId, stages: stagesInput(drafts) };
    const result = await commitResult(commit, { variables: { input } });
    if (result.ok) {
      notify.success(text.saved);
      props.onSaved();
    } else notify.failure(text.saveFailed);
  };
  return (
    <Modal opened onClose={props.onClose} title={text.editorTitle} size="lg">
      <Stack>
        <Text size="sm">{text.editorHint}</Text>
        {drafts.map((draft, index) => {
          const problem = checked ? problems.get(draft.key) : undefined;
          return (
            <Fieldset key={draft.key} legend={text.stage(index)}>
              <Stack gap="xs">
                <Group align="flex-end" wrap="nowrap">
                  <TextInput
                    label={text.stageName}
                    value={draft.name}
                    onChange={(event) => change(draft.key, { name: event.currentTarget.value })}
                    error={problem?.name && text.stageNameRequired}
                    maxLength={100}
                    required
                    style={{ flex: 1 }}
                  />
                  {drafts.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`${text.removeStage}: ${text.stage(index)}`}
                      onClick={() => setDrafts((all) => all.filter((d) => d.key !== draft.key))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
                <MultiSelect
                  label={text.reviewers}
                  data={props.people.map((person) => ({ value: person.id, label: person.name }))}
                  value={draft.reviewerIds}
                  onChange={(reviewerIds) => change(draft.key, { reviewerIds })}
                  searchable
                  error={problem?.reviewers && text.noReviewers}
                  comboboxProps={{ withinPortal: true }}
                />
                <MultiSelect
                  label={text.reviewerRoles}
                  data={props.roles.map((role) => ({ value: role.id, label: role.name }))}
                  value={draft.roleIds}
                  onChange={(roleIds) => change(draft.key, { roleIds })}
                  comboboxProps={{ withinPortal: true }}
                />
                <Group grow align="flex-start">
                  <Select
                    label={text.rule}
                    data={[
                      { value: 'ANY', label: text.any },
                      { value: 'ALL', label: text.all },
                    ]}
                    value={draft.rule}
                    onChange={(rule) => change(draft.key, { rule: rule === 'ALL' ? 'ALL' : 'ANY' })}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                  />
                  <DateTimePicker
                    label={text.dueAt}
                    value={draft.dueAt}
                    onChange={(dueAt) => change(draft.key, { dueAt })}
                    valueFormat="YYYY/MM/DD HH:mm"
                    clearable
                    popoverProps={{ withinPortal: true }}
                  />
                </Group>
                <Checkbox
                  label={text.everyVersion}
                  checked={draft.everyVersion}
                  onChange={(event) =>
                    change(draft.key, { everyVersion: event.currentTarget.checked })
                  }
                />
              </Stack>
            </Fieldset>
          );
        })}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => setDrafts((all) => [...all, newDraft()])}
            disabled={drafts.length >= 8}
          >
            {text.addStage}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={props.onClose}>
              {text.cancel}
            </Button>
            <Button onClick={save} loading={saving}>
              {text.save}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
