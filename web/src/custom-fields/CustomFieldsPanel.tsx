import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CustomFieldsPanel_asset$key } from '../__generated__/CustomFieldsPanel_asset.graphql.ts';
import { DetailsTable } from '../components/DetailsTable/DetailsTable.tsx';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';
import { CustomValueInput } from './CustomValueInput.tsx';
import {
  type FieldShape,
  fieldShape,
  ruleMessage,
  shownValue,
  valueProblem,
} from './custom-value.ts';
import { useSetCustomFieldValues } from './useSetCustomFieldValues.ts';

const text = messages.customFields;

const panelFragment = graphql`
  fragment CustomFieldsPanel_asset on Asset {
    id
    allowedTo {
      edit
    }
    customFields {
      field {
        id
        name
        type
        options
        required
      }
      text
      dateTime
      boolean
    }
  }
`;

/**
 * The asset's custom fields in the inspector: an input per field for those who may edit the asset
 * (a choice saves when chosen, typing once it is done), their values for everyone else; nothing
 * where the workspace has no fields.
 */
export function CustomFieldsPanel({ asset }: { asset: CustomFieldsPanel_asset$key }) {
  const data = useFragment(panelFragment, asset);
  if (data.customFields.length === 0) return null;
  if (!data.allowedTo.edit) {
    const rows = data.customFields.map(
      (entry) =>
        [entry.field.name, shownValue(fieldShape(entry.field).type, entry) || text.notSet] as const,
    );
    return <DetailsTable rows={rows} label={text.fields} />;
  }
  return (
    <Stack gap={6} role="group" aria-label={text.fields}>
      <Text size="xs" c="dimmed" fw={700}>
        {text.fields}
      </Text>
      {data.customFields.map((entry) => (
        <FieldEditor
          key={entry.field.id}
          assetId={data.id}
          fieldId={entry.field.id}
          field={fieldShape(entry.field)}
          saved={entry.text ?? ''}
        />
      ))}
    </Stack>
  );
}

function FieldEditor(props: {
  assetId: string;
  fieldId: string;
  field: FieldShape;
  saved: string;
}) {
  const { assetId, fieldId, field, saved } = props;
  const setValues = useSetCustomFieldValues();
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDraft(saved), [saved]);
  const save = async (value: string) => {
    if (value.trim() === saved) return;
    const problem = valueProblem(field, value);
    setError(problem);
    if (problem) return;
    const result = await setValues([assetId], [{ fieldId, value }]);
    if (result.ok) return;
    const rule = typeof result.data === 'object' && result.data && Reflect.get(result.data, 'rule');
    if (result.code === 'VALIDATION_FAILED') setError(ruleMessage(rule));
    else notify.failure(text.setFailed);
  };
  const chosen = field.type === 'BOOLEAN' || field.options.length > 0;
  return (
    <CustomValueInput
      field={field}
      value={draft}
      error={error}
      onChange={(value) => {
        setDraft(value);
        if (chosen) void save(value);
      }}
      onCommit={() => void save(draft)}
    />
  );
}
