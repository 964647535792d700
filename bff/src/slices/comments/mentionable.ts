import type { RequestContext } from '../../request-context.ts';
import { findMembers } from '../members/member.queries.ts';
import { canComment } from '../policy.ts';
import { accessOf } from '../projects/project.access.ts';
import type { Mentionable } from './mentions.ts';

/**
 * Whom a comment on the asset may mention: the people of its project (members and manager)
 * who may read its comments, by name; none for a share link's visitor or a token, who mention no
 * one.
 */
export async function mentionablePeople(
  ctx: RequestContext,
  asset: { id: string; projectId: string; folderId: string },
): Promise<Mentionable[]> {
  if (!ctx.viewer) return [];
  const project = await ctx.loaders.project.load(asset.projectId);
  if (!project) return [];
  const path = await ctx.loaders.folderPath.load(asset.folderId);
  const people: Mentionable[] = [];
  for (const member of await findMembers(ctx.services.db, project.id)) {
    const user = await ctx.loaders.user.load(member.userId);
    if (!user || user.deletedAt) continue;
    const access = await accessOf(ctx, project, user.id);
    const viewer = { userId: user.id, isSuperuser: user.isSuperuser };
    if (canComment(viewer, access, path, asset.id)) people.push({ id: user.id, name: user.name });
  }
  return people.sort((a, b) => a.name.localeCompare(b.name));
}
