import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

// A project's notification templates (stream `project-templates.<projectId>`) and the folder
// notifications sent with them (stream `folder-notifications.<folderId>`).

const id = Type.String({ minLength: 1 });
const templateType = Type.Union([Type.Literal('subject'), Type.Literal('body')]);

/** A project's own text for a notification's subject or body, in place of Rushes' default. */
export const projectTemplateSaved = defineEvent('project.template_saved', {
  versions: {
    1: Type.Object({ projectId: id, type: templateType, contents: Type.String({ minLength: 1 }) }),
  },
});

/** A project's subject or body template is Rushes' default again. */
export const projectTemplateReset = defineEvent('project.template_reset', {
  versions: { 1: Type.Object({ projectId: id, type: templateType }) },
});

/**
 * Someone who uploads to a folder told its members about new content: the subject and body as
 * mailed (placeholders filled), and whom it went to.
 */
export const folderNotificationSent = defineEvent('folder.notification_sent', {
  versions: {
    1: Type.Object({
      folderId: id,
      projectId: id,
      subject: Type.String({ minLength: 1 }),
      body: Type.String({ minLength: 1 }),
      recipientIds: Type.Array(id),
    }),
  },
});

export type ProjectTemplateSaved = EventOf<typeof projectTemplateSaved>;
export type ProjectTemplateReset = EventOf<typeof projectTemplateReset>;
export type FolderNotificationSent = EventOf<typeof folderNotificationSent>;
export type TemplateEvent = ProjectTemplateSaved | ProjectTemplateReset;
