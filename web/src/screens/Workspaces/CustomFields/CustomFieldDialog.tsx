import { Button, Checkbox, Group, Modal, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import { customFieldTypes } from '@rushes/rules';
import { useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import type { ListedField } from './CustomFieldRow.tsx';
import { type FieldFormErrors, fieldFormErrorsOf } from './custom-field-form-errors.ts';
import { type FieldDefinition, useCustomFieldMutations } from './useCustomFieldMutations.ts';

const text = messages.customFields;

const typeOptions = customFieldTypes.map((type) => ({ value: type, label: text.types[type] }));

const blank: FieldDefinition = {
  name: '',
  type: 'TEXT',
  options: [],
  required: false,
  shownInList: false,
};

/** The form's values: the field's as it is, or a blank one. */
const definitionOf = (field: ListedField | null): FieldDefinition =>
  field
    ? {
        name: field.name,
        type: field.type,
        options: [...field.options],
        required: field.required,
        shownInList: field.shownInList,
      }
    : blank;

/**
 * Add Field and Edit Custom Field: its name, type, the choices of a choice list (text with
 * choices), whether it is required and whether the folder list shows it. The server's refusals
 * show under the input they concern (a name taken, a value a new type cannot take).
 */
export function CustomFieldDialog(props: {
  workspaceId: string;
  /** The field to edit; null to add one. */
  field: ListedField | null;
  opened: boolean;
  onClose(): void;
}) {
  const { workspaceId, field } = props;
  const { define, change } = useCustomFieldMutations();
  const [draft, setDraft] = useState(() => definitionOf(field));
  const [errors, setErrors] = useState<FieldFormErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<FieldDefinition>) =>
    setDraft((current) => ({ ...current, ...patch }));
  const close = () => {
    setDraft(definitionOf(field));
    setErrors({});
    props.onClose();
  };
  const submit = async () => {
    if (draft.name.trim() === '') {
      setErrors({ name: text.nameRequired });
      return;
    }
    setBusy(true);
    const sent = { ...draft, options: draft.type === 'TEXT' ? draft.options : [] };
    const result = field ? await change(field.id, sent) : await define(workspaceId, sent);
    setBusy(false);
    if (result.ok) {
      notify.success(field ? text.updateSucceeded : text.createSucceeded);
      close();
      return;
    }
    const inline = fieldFormErrorsOf(result, draft.type);
    if (inline) setErrors(inline);
    else notify.failure(field ? text.updateFailed : text.createFailed);
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={field ? text.editField : text.newField}
      size={480}
    >
      <Stack>
        <TextInput
          label={text.name}
          required
          data-autofocus
          value={draft.name}
          error={errors.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
        <Select
          label={text.type}
          data={typeOptions}
          value={draft.type}
          error={errors.type}
          allowDeselect={false}
          onChange={(type) => type && set({ type: type as FieldDefinition['type'] })}
          comboboxProps={{ withinPortal: true }}
        />
        {draft.type === 'TEXT' && (
          <TagsInput
            label={text.options}
            description={text.optionsHint}
            value={[...draft.options]}
            error={errors.options}
            onChange={(options) => set({ options })}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Checkbox
          label={text.required}
          description={text.requiredHint}
          checked={draft.required}
          onChange={(event) => set({ required: event.currentTarget.checked })}
        />
        <Checkbox
          label={text.shownInList}
          description={text.shownInListHint}
          checked={draft.shownInList}
          onChange={(event) => set({ shownInList: event.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {text.cancel}
          </Button>
          <Button loading={busy} onClick={submit}>
            {field ? text.save : text.create}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
