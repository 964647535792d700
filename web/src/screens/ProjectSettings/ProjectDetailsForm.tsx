import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { graphql, useFragment } from 'react-relay';
import type { ProjectDetailsForm_project$key } from '../../__generated__/ProjectDetailsForm_project.graphql.ts';
import { useAutosave } from '../../components/Autosave/useAutosave.ts';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { PersonSelect } from '../../projects/NewProject/PersonSelect.tsx';
import { CrewInput } from './CrewInput.tsx';
import { DayInput } from './DayInput.tsx';
import {
  changedDetails,
  type DetailsValues,
  detailsErrors,
  detailsValues,
} from './project-details.ts';
import { useUpdateProjectMutation } from './useUpdateProjectMutation.ts';

/** Details and Shooting Days, saved 1 s after a valid change, only what changed. */
export function ProjectDetailsForm({ project }: { project: ProjectDetailsForm_project$key }) {
  const saved = useFragment(
    graphql`
      fragment ProjectDetailsForm_project on Project {
        id
        name
        production
        director
        dop
        crew
        shootingStart
        shootingEnd
        manager {
          id
          name
          email
        }
      }
    `,
    project,
  );
  const m = messages.projects;
  const update = useUpdateProjectMutation();
  const form = useForm<DetailsValues>({
    mode: 'controlled',
    initialValues: detailsValues(saved),
    validate: detailsErrors,
    validateInputOnChange: true,
  });

  useAutosave(form.values, async (values) => {
    if (form.validate().hasErrors) return;
    const changes = changedDetails(saved, values);
    if (!changes) return;
    const result = await update({ id: saved.id, ...changes });
    if (result.ok) notify.success(m.saved);
    else if (result.code === 'NAME_CONFLICT') form.setFieldError('name', m.titleConflict);
    else notify.failure(m.updateFailed);
  });

  return (
    <Stack gap="md">
      <Title order={4}>{m.details}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={m.title} {...form.getInputProps('name')} />
        <TextInput label={m.production} {...form.getInputProps('production')} />
        <TextInput label={m.director} {...form.getInputProps('director')} />
        <TextInput label={m.directorOfPhotography} {...form.getInputProps('dop')} />
        <PersonSelect
          label={m.manager}
          initial={saved.manager ?? null}
          {...form.getInputProps('managerId')}
        />
      </SimpleGrid>
      <CrewInput {...form.getInputProps('crew')} />
      <Title order={4}>{m.shootingDays}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DayInput label={m.shootingStart} {...form.getInputProps('shootingStart')} />
        <DayInput label={m.shootingEnd} {...form.getInputProps('shootingEnd')} />
      </SimpleGrid>
    </Stack>
  );
}
