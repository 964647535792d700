import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../components/notify.tsx';
import { CustomValueInput } from '../../custom-fields/CustomValueInput.tsx';
import { type FieldShape, ruleMessage, valueProblem } from '../../custom-fields/custom-value.ts';
import { useSetCustomFieldValues } from '../../custom-fields/useSetCustomFieldValues.ts';
import { messages } from '../../messages/messages.ts';

const text = messages.customFields;

/** A field of the folder's workspace, as the dialog sets it. */
export type EditableField = FieldShape & { id: string };

/**
 * Edit Fields on a selection: the fields ticked take the value given on every asset chosen (left
 * empty, it is cleared), in one call whose every value is checked before any asset changes; the
 * others stay as each asset has them.
 */
export function EditFieldsDialog(props: {
  assetIds: readonly string[];
  fields: readonly EditableField[];
  opened: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const { assetIds, fields } = props;
  const setValues = useSetCustomFieldValues();
  const [changed, setChanged] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const close = () => {
    setChanged({});
    setErrors({});
    props.onClose();
  };
  const tick = (fieldId: string, checked: boolean) =>
    setChanged((current) => {
      const next = { ...current };
      if (checked) next[fieldId] = current[fieldId] ?? '';
      else delete next[fieldId];
      return next;
    });
  const apply = async () => {
    const chosen = fields.filter((field) => field.id in changed);
    const problems = Object.fromEntries(
      chosen.flatMap((field) => {
        const problem = valueProblem(field, changed[field.id] ?? '');
        return problem ? [[field.id, problem]] : [];
      }),
    );
    setErrors(problems);
    if (chosen.length === 0 || Object.keys(problems).length > 0) return;
    setBusy(true);
    const values = chosen.map((field) => ({ fieldId: field.id, value: changed[field.id] ?? '' }));
    const result = await setValues(assetIds, values);
    setBusy(false);
    if (result.ok) {
      notify.success(text.setSucceeded);
      close();
      props.onDone();
      return;
    }
    const data = (typeof result.data === 'object' && result.data) || {};
    const refused = fields.find((field) => field.name === Reflect.get(data, 'field'));
    if (result.code === 'VALIDATION_FAILED' && refused) {
      setErrors({ [refused.id]: ruleMessage(Reflect.get(data, 'rule')) });
    } else {
      notify.failure(text.setFailed);
    }
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={text.editFieldsOf(assetIds.length)}
      size={480}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {text.clearHint}
        </Text>
        {fields.map((field) => {
          const ticked = field.id in changed;
          return (
            <Group key={field.id} align="flex-start" wrap="nowrap">
              <Checkbox
                mt={28}
                aria-label={text.change(field.name)}
                checked={ticked}
                onChange={(event) => tick(field.id, event.currentTarget.checked)}
              />
              <div style={{ flex: 1 }}>
                <CustomValueInput
                  field={field}
                  value={changed[field.id] ?? ''}
                  error={errors[field.id]}
                  onChange={(value) => setChanged((current) => ({ ...current, [field.id]: value }))}
                />
              </div>
            </Group>
          );
        })}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {text.cancel}
          </Button>
          <Button loading={busy} disabled={Object.keys(changed).length === 0} onClick={apply}>
            {text.apply}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
