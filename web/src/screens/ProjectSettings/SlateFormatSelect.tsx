import { Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SlateFormatSelect_project$key } from '../../__generated__/SlateFormatSelect_project.graphql.ts';
import { useAutosave } from '../../components/Autosave/useAutosave.ts';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { useUpdateProjectSettingsMutation } from './useUpdateProjectSettingsMutation.ts';

/** Options: Display Slate As, one of the four formats, saved 1 s after a change. */
export function SlateFormatSelect({ project }: { project: SlateFormatSelect_project$key }) {
  const saved = useFragment(
    graphql`
      fragment SlateFormatSelect_project on Project {
        id
        settings {
          slateFormat
        }
      }
    `,
    project,
  );
  const m = messages.projects;
  const save = useUpdateProjectSettingsMutation();
  const [format, setFormat] = useState<string>(saved.settings.slateFormat);
  useAutosave(format, async (value) => {
    if (value === saved.settings.slateFormat) return;
    const result = await save(saved.id, value);
    if (result.ok) notify.success(m.saved);
    else notify.failure(m.updateFailed);
  });
  return (
    <Stack gap="md">
      <Title order={4}>{m.options}</Title>
      <Select
        label={m.displaySlateAs}
        maw={320}
        allowDeselect={false}
        value={format}
        onChange={(value) => value && setFormat(value)}
        data={Object.entries(m.slateFormats).map(([value, label]) => ({ value, label }))}
      />
    </Stack>
  );
}
