import { Button, EmptyState, Group, Stack, Table } from '@mantine/core';
import { IconForms, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { WorkspaceCustomFieldsTabQuery } from '../../../__generated__/WorkspaceCustomFieldsTabQuery.graphql.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { CustomFieldDialog } from './CustomFieldDialog.tsx';
import { CustomFieldRow, type FieldAction, type ListedField } from './CustomFieldRow.tsx';
import { useCustomFieldMutations } from './useCustomFieldMutations.ts';

const text = messages.customFields;

/** The ids in their order with the one at `index` moved by `step` (one up or down). */
function movedBy(ids: readonly string[], index: number, step: 1 | -1): string[] {
  const next = [...ids];
  const [moved] = next.splice(index, 1);
  if (moved === undefined) return next;
  next.splice(index + step, 0, moved);
  return next;
}

/**
 * The Custom Fields tab: the workspace's fields in their order with their type, choices and
 * settings; Add Field; Edit; Move up and down; Remove after a confirmation (their values go with
 * them). Only those who edit the workspace reach it.
 */
export function WorkspaceCustomFieldsTab({ workspaceId }: { workspaceId: string }) {
  const data = useLazyLoadQuery<WorkspaceCustomFieldsTabQuery>(
    graphql`
      query WorkspaceCustomFieldsTabQuery($workspaceId: ID!) {
        node(id: $workspaceId) {
          ... on Workspace {
            id
            customFields {
              id
              name
              ...CustomFieldRow_field
            }
          }
        }
      }
    `,
    { workspaceId },
    { fetchPolicy: 'store-and-network' },
  );
  const fields = data.node?.customFields ?? [];
  const { reorder, remove } = useCustomFieldMutations();
  const [form, setForm] = useState<{ field: ListedField | null } | null>(null);
  const [removing, setRemoving] = useState<ListedField | null>(null);
  const ids = fields.map((field) => field.id);

  const act = async (action: FieldAction, field: ListedField) => {
    if (action === 'edit') setForm({ field });
    else if (action === 'remove') setRemoving(field);
    else {
      const order = movedBy(ids, ids.indexOf(field.id), action === 'up' ? -1 : 1);
      const result = await reorder(workspaceId, order);
      if (!result.ok) notify.failure(text.reorderFailed);
    }
  };
  const removeChosen = async () => {
    if (!removing) return;
    const result = await remove(removing.id);
    if (result.ok) notify.success(text.removeSucceeded);
    else notify.failure(text.removeFailed);
  };

  return (
    <Stack p="md" gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ field: null })}>
          {text.addField}
        </Button>
      </Group>
      {fields.length === 0 ? (
        <EmptyState
          py={60}
          icon={<IconForms size={32} />}
          title={text.empty}
          description={text.emptyHint}
        />
      ) : (
        <Table verticalSpacing="sm" aria-label={messages.workspaces.tabs.fields}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text.name}</Table.Th>
              <Table.Th>{text.type}</Table.Th>
              <Table.Th>{text.required}</Table.Th>
              <Table.Th>{text.shownInList}</Table.Th>
              <Table.Th aria-label={messages.folders.actions} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((field, index) => (
              <CustomFieldRow
                key={field.id}
                field={field}
                first={index === 0}
                last={index === fields.length - 1}
                onAction={(action, listed) => void act(action, listed)}
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
      <CustomFieldDialog
        key={form?.field?.id ?? 'new'}
        workspaceId={workspaceId}
        field={form?.field ?? null}
        opened={form !== null}
        onClose={() => setForm(null)}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={text.removeTitle}
        text={text.removeConfirm(removing?.name ?? '')}
        confirmLabel={text.remove}
        onClose={() => setRemoving(null)}
        onConfirm={removeChosen}
      />
    </Stack>
  );
}
