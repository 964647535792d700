import {
  Badge,
  Button,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { ProjectNotificationsScreen_templates$key } from '../../../__generated__/ProjectNotificationsScreen_templates.graphql.ts';
import type { ProjectNotificationsScreenQuery } from '../../../__generated__/ProjectNotificationsScreenQuery.graphql.ts';
import type { TemplateType } from '../../../__generated__/useTemplateMutationsSaveMutation.graphql.ts';
import { DrawerLayout } from '../../../components/DrawerLayout/DrawerLayout.tsx';
import { LoadBoundary } from '../../../components/LoadBoundary/LoadBoundary.tsx';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { ProjectSettingsTabs } from '../../../projects/ProjectSettingsTabs.tsx';
import { ProjectSidebar } from '../../../projects/ProjectSidebar.tsx';
import { ApiError } from '../../../relay/api-error.ts';
import type { ScreenLoader } from '../../../relay/preload.ts';
import { useTemplateMutations } from './useTemplateMutations.ts';

const text = messages.notifications;

const query = graphql`
  query ProjectNotificationsScreenQuery($projectId: ID!) {
    project(id: $projectId) {
      id
      name
      allowedTo {
        edit
        custody
      }
      transferServer
      ...ProjectNotificationsScreen_templates
    }
    ...ProjectSidebar_query
  }
`;

export const loader: ScreenLoader = ({ params, preload }) =>
  preload<ProjectNotificationsScreenQuery>('projects-settings-notifications', query, {
    projectId: params.projectId ?? '',
  });

/** One template's text: what was saved, what is typed. */
interface Draft {
  type: TemplateType;
  saved: string;
  typed: string;
  isCustom: boolean;
}

/**
 * The subject and body templates: Save sends only the changed, non-empty parts (trimmed) and is
 * disabled while nothing changed or either is empty; each may go back to the default after a
 * confirmation.
 */
function TemplatesForm(props: {
  projectId: string;
  templates: ProjectNotificationsScreen_templates$key;
}) {
  const { templates } = useFragment(
    graphql`
      fragment ProjectNotificationsScreen_templates on Project {
        templates {
          type
          contents
          isCustom
        }
      }
    `,
    props.templates,
  );
  const { save, reset, busy } = useTemplateMutations(props.projectId);
  const [typed, setTyped] = useState<Partial<Record<TemplateType, string>>>({});
  const [resetting, setResetting] = useState<TemplateType | null>(null);
  const drafts: Draft[] = templates.map((template) => ({
    type: template.type,
    saved: template.contents,
    typed: typed[template.type] ?? template.contents,
    isCustom: template.isCustom,
  }));
  const changed = drafts.filter((draft) => draft.typed.trim() !== draft.saved);
  const canSave = changed.length > 0 && drafts.every((draft) => draft.typed.trim() !== '');

  const submit = async () => {
    const results = await Promise.all(changed.map((draft) => save(draft.type, draft.typed.trim())));
    if (results.every(Boolean)) {
      setTyped({});
      notify.success(text.saved);
    } else notify.failure(text.saveFailed);
  };
  const confirmReset = async () => {
    if (!resetting) return;
    const done = await reset(resetting);
    setResetting(null);
    if (done) {
      setTyped(({ [resetting]: _dropped, ...rest }) => rest);
      notify.success(text.reset);
    } else notify.failure(text.resetFailed);
  };
  const labelOf = (type: TemplateType) =>
    type === 'NOTIFICATION_SUBJECT' ? text.subject : text.body;

  return (
    <Stack gap="md" maw={720}>
      {drafts.map((draft) => {
        const Field = draft.type === 'NOTIFICATION_SUBJECT' ? TextInput : Textarea;
        return (
          <Stack key={draft.type} gap={4}>
            <Group justify="space-between">
              <Group gap="xs">
                <Text fw={500} component="span">
                  {labelOf(draft.type)}
                </Text>
                <Badge variant="light" color={draft.isCustom ? 'blue' : 'gray'}>
                  {draft.isCustom ? text.custom : text.default}
                </Badge>
              </Group>
              <Button
                variant="subtle"
                size="compact-sm"
                disabled={!draft.isCustom || busy}
                onClick={() => setResetting(draft.type)}
                aria-label={`${text.resetAction}: ${labelOf(draft.type)}`}
              >
                {text.resetAction}
              </Button>
            </Group>
            <Field
              aria-label={labelOf(draft.type)}
              value={draft.typed}
              onChange={(event) =>
                setTyped((all) => ({ ...all, [draft.type]: event.currentTarget.value }))
              }
              {...(draft.type === 'NOTIFICATION_BODY' ? { autosize: true, minRows: 6 } : {})}
            />
          </Stack>
        );
      })}
      <Text size="sm" c="dimmed">
        {text.placeholders}
      </Text>
      <Group>
        <Button onClick={submit} disabled={!canSave} loading={busy}>
          {text.save}
        </Button>
      </Group>
      <Modal
        opened={resetting !== null}
        onClose={() => setResetting(null)}
        title={text.resetTitle}
        size={400}
      >
        <Stack>
          <Text size="sm">
            {text.resetConfirm(resetting ? labelOf(resetting).toLowerCase() : '')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setResetting(null)}>
              {text.cancel}
            </Button>
            <Button color="red" onClick={confirmReset} loading={busy}>
              {text.resetAction}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** A project out of reach, or one the viewer may not edit, is the error page's. */
const passes = (error: unknown) =>
  error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN');

/**
 * projects-settings-notifications: the project's notification templates, for those who edit the
 * project (as every settings tab).
 */
export function Component() {
  const { projectId = '' } = useParams();
  return (
    <LoadBoundary
      message={text.loadFailed}
      passes={passes}
      fallback={
        <Stack p="md" gap="lg" maw={900}>
          <ProjectSettingsTabs projectId={projectId} current="notifications" />
        </Stack>
      }
    >
      <ProjectNotifications />
    </LoadBoundary>
  );
}

function ProjectNotifications() {
  const reference: PreloadedQuery<ProjectNotificationsScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<ProjectNotificationsScreenQuery>(query, reference);
  const { project } = data;
  if (!project) throw new ApiError('NOT_FOUND');
  if (!project.allowedTo.edit) throw new ApiError('FORBIDDEN');
  return (
    <DrawerLayout left={<ProjectSidebar query={data} />}>
      <Stack p="md" gap="lg" maw={900}>
        <Title order={3}>{project.name}</Title>
        <ProjectSettingsTabs
          projectId={project.id}
          current="notifications"
          custody={project.allowedTo.custody}
          stats={project.transferServer !== null}
        />
        <Text size="sm" c="dimmed">
          {text.intro}
        </Text>
        <TemplatesForm projectId={project.id} templates={project} />
      </Stack>
    </DrawerLayout>
  );
}
