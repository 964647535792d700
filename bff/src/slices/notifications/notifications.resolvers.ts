import type { IResolvers, MercuriusContext } from 'mercurius';
import { appendRecord } from '../../auth/sign-in-records.ts';
import { appError } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type {
  TemplateType as GraphQLTemplateType,
  MutationRemoveProjectTemplateArgs,
  MutationSaveProjectTemplateArgs,
  MutationSendFolderNotificationArgs,
  RemoveProjectTemplateInput,
} from '../../graphql/schema-types.generated.ts';
import { decideFor, originOf } from '../../request-context.ts';
import { allow, found, signedIn } from '../access.ts';
import { reachedFolder } from '../folders/folder.access.ts';
import { canEditProject, folderAllowedTo } from '../policy.ts';
import { reachedProject } from '../projects/project.access.ts';
import type { ProjectRow } from '../projects/project.queries.ts';
import { changesSinceRound } from '../rounds/rounds.resolvers.ts';
import { contentRecipients, notificationMail, templateValues } from './folder-notification.ts';
import { templateCommands } from './template.binding.ts';
import { defaultTemplates, fillTemplate, type TemplateType, templateMax } from './templates.ts';

type Ctx = MercuriusContext;

const typeOf = (type: GraphQLTemplateType): TemplateType =>
  type === 'NOTIFICATION_SUBJECT' ? 'subject' : 'body';

/** The project the call names, when the viewer edits it: NOT_FOUND out of sight, else FORBIDDEN. */
async function editedProject(ctx: Ctx, globalId: string) {
  const viewer = signedIn(ctx);
  const { id } = fromGlobalId(globalId, { type: 'Project', field: 'projectId' });
  const reached = found(await reachedProject(ctx, id), 'project', 'projectId');
  allow(canEditProject(viewer, reached.access));
  return reached.project;
}

/** The project's templates, its own where it wrote them, Rushes' defaults otherwise. */
async function templates(project: ProjectRow, _args: unknown, ctx: Ctx) {
  if (!ctx.viewer) return [];
  const own = await ctx.loaders.projectTemplates.load(project.id);
  return (['subject', 'body'] as const).map((type) => ({
    type: type === 'subject' ? 'NOTIFICATION_SUBJECT' : 'NOTIFICATION_BODY',
    contents: own.get(type) ?? defaultTemplates[type],
    isCustom: own.has(type),
  }));
}

/** Saves the template the input names, or with no contents resets it to Rushes' default. */
async function changeTemplate(
  ctx: Ctx,
  input: RemoveProjectTemplateInput,
  contents: string | null,
) {
  const project = await editedProject(ctx, input.projectId);
  const templateType = typeOf(input.type);
  const command =
    contents === null
      ? { type: 'ResetTemplate' as const, projectId: project.id, templateType }
      : { type: 'SaveTemplate' as const, projectId: project.id, templateType, contents };
  await decideFor(ctx, templateCommands, project.id, command, input.clientMutationId);
  return { project, clientMutationId: input.clientMutationId ?? null };
}

/** A required text of at most `max` characters, trimmed: VALIDATION_FAILED on `field` otherwise. */
function requiredText(value: string, field: string, max: number): string {
  const text = value.trim();
  if (text === '') throw appError('VALIDATION_FAILED', { field, rule: 'required' });
  if (text.length > max) throw appError('VALIDATION_FAILED', { field, rule: 'maxLength', max });
  return text;
}

async function sendFolderNotification(
  _root: unknown,
  { input }: MutationSendFolderNotificationArgs,
  ctx: Ctx,
) {
  const viewer = signedIn(ctx);
  const { id } = fromGlobalId(input.folderId, { type: 'Folder', field: 'folderId' });
  const place = found(await reachedFolder(ctx, id), 'folder', 'folderId');
  allow(folderAllowedTo(viewer, place.access, place.path).upload);
  const subject = requiredText(input.subject, 'subject', templateMax.subject);
  const body = requiredText(input.body, 'body', templateMax.body);
  const sender = found(await ctx.loaders.user.load(viewer.userId), 'user', 'id');
  const round = input.sinceRoundId
    ? fromGlobalId(input.sinceRoundId, { type: 'ReviewRound', field: 'sinceRoundId' }).id
    : null;
  const changes = round ? await changesSinceRound(ctx, place.folder.id, round) : '';
  const values = await templateValues(ctx, place, sender.name, changes);
  const filled = { subject: fillTemplate(subject, values), body: fillTemplate(body, values) };
  const recipients = await contentRecipients(ctx, place, viewer.userId);
  for (const recipient of recipients) {
    const mail = notificationMail(ctx, { ...filled, name: recipient.name, link: values.LINK });
    await ctx.services.mailer.send({ to: recipient.email, ...mail });
  }
  await appendRecord(ctx.services, originOf(ctx), `folder-notifications.${place.folder.id}`, {
    type: 'folder.notification_sent',
    data: {
      folderId: place.folder.id,
      projectId: place.project.id,
      ...filled,
      recipientIds: recipients.map((recipient) => recipient.id),
    },
  });
  return {
    folder: place.folder,
    sentTo: recipients.length,
    clientMutationId: input.clientMutationId ?? null,
  };
}

/** Notification templates (projects-settings-notifications) and Send Notification on a folder. */
export const notificationResolvers = {
  Project: { templates },
  Mutation: {
    saveProjectTemplate: (_root: unknown, { input }: MutationSaveProjectTemplateArgs, ctx: Ctx) =>
      changeTemplate(ctx, input, input.contents),
    removeProjectTemplate: (
      _root: unknown,
      { input }: MutationRemoveProjectTemplateArgs,
      ctx: Ctx,
    ) => changeTemplate(ctx, input, null),
    sendFolderNotification,
  },
} satisfies IResolvers;
