import { publicOrigin } from '../../config.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import { composeMail } from '../../mail/mail-layout.ts';
import type { RequestContext } from '../../request-context.ts';
import type { FolderRow } from '../folders/folder.queries.ts';
import { canSeeFolder } from '../policy.ts';
import { accessOf } from '../projects/project.access.ts';
import type { ProjectRow } from '../projects/project.queries.ts';
import { projectRecipients } from './recipients.queries.ts';
import type { TemplateValues } from './templates.ts';

/** The web's address of a folder (route `projects-folder`). */
const folderUrl = (origin: string, folder: FolderRow) =>
  `${origin}/projects/${encodeURIComponent(toGlobalId('Project', folder.projectId))}/${encodeURIComponent(toGlobalId('Folder', folder.id))}`;

/**
 * What a folder notification's placeholders say about `folder`, sent by `sender`, with `changes`
 * since a round where the sender chose one.
 */
export async function templateValues(
  ctx: RequestContext,
  place: { folder: FolderRow; project: ProjectRow; path: readonly FolderRow[] },
  sender: string,
  changes = '',
): Promise<TemplateValues> {
  return {
    FOLDER: place.folder.name,
    FOLDER_PATH: place.path.map((node) => node.name).join(' / '),
    LINK: folderUrl(publicOrigin(ctx.services.config), place.folder),
    PROJECT: place.project.name,
    USER: sender,
    CHANGES: changes,
  };
}

/**
 * Who hears of new content in a folder: the project's members who receive content notifications
 * and may see the folder, the sender aside, deleted users never.
 */
export async function contentRecipients(
  ctx: RequestContext,
  place: { folder: FolderRow; project: ProjectRow; path: readonly FolderRow[] },
  senderId: string,
) {
  const members = await projectRecipients(ctx.services.db, place.project.id, {
    receiving: 'content',
    except: senderId,
  });
  const seeing = await Promise.all(
    members.map(async (member) => {
      const access = await accessOf(ctx, place.project, member.id);
      const viewer = { userId: member.id, isSuperuser: member.isSuperuser };
      return canSeeFolder(viewer, access, place.path);
    }),
  );
  return members.filter((_member, index) => seeing[index]);
}

/** One member's mail: the filled subject, the body's paragraphs, the folder's address. */
export const notificationMail = (
  ctx: RequestContext,
  mail: { subject: string; body: string; name: string; link: string },
) =>
  composeMail({
    subject: mail.subject,
    name: mail.name,
    paragraphs: mail.body.split(/\n\s*\n/).map((paragraph) => paragraph.trim()),
    action: { label: 'Open the folder', url: mail.link },
    notes: [],
    origin: publicOrigin(ctx.services.config),
  });
