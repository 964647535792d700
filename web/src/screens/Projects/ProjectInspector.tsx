import { Stack, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { ProjectInspector_project$key } from '../../__generated__/ProjectInspector_project.graphql.ts';
import { DetailsTable } from '../../components/DetailsTable/DetailsTable.tsx';
import { formatDateTime } from '../../format/date.ts';
import { messages } from '../../messages/messages.ts';
import { dayText } from '../../projects/project-days.ts';

/** The right drawer: Name, Created, Created By, then the details that are set. */
export function ProjectInspector({ project }: { project: ProjectInspector_project$key }) {
  const data = useFragment(
    graphql`
      fragment ProjectInspector_project on Project {
        name
        createdAt
        createdBy {
          name
        }
        production
        director
        dop
        manager {
          name
        }
        shootingStart
        shootingEnd
      }
    `,
    project,
  );
  const m = messages.projects;
  const optional: [string, string][] = [
    [m.production, data.production],
    [m.director, data.director],
    [m.dop, data.dop],
    [m.manager, data.manager?.name ?? ''],
    [m.shootingStart, dayText(data.shootingStart)],
    [m.shootingEnd, dayText(data.shootingEnd)],
  ];
  const rows: [string, string][] = [
    [m.name, data.name],
    [m.created, formatDateTime(data.createdAt)],
    [m.createdBy, data.createdBy?.name ?? ''],
    ...optional.filter(([, value]) => value !== ''),
  ];
  return (
    <Stack p="md" gap="sm">
      <Title order={5}>{data.name}</Title>
      <DetailsTable rows={rows} label={data.name} />
    </Stack>
  );
}
