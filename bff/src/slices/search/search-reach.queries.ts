/**
 * What a person may find, read from the access read models in one statement: the policy's rules
 * (policy.ts) written in SQL, tested against the policy case by case (search-reach.int.test.ts).
 */
import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';
import type { Permission } from '../roles.ts';
import type { SearchReach } from './search.port.ts';

type Db = Kysely<Database>;

interface ReachRow {
  projectIds: string[];
  editedProjectIds: string[];
  openProjectIds: string[];
  commentProjectIds: string[];
  folderIds: string[];
  commentFolderIds: string[];
  passageFolderIds: string[];
  userIds: string[];
}

/**
 * A signed-in person's reach who is not a superuser:
 * - `seen`: the projects they see — they manage it, are a member, or Admin of its workspace
 *   (`canSeeProject`); those they edit — manager, Supervisor, workspace Admin (`canEditProject`)
 *   — are open whole, comments and share links included (`linkAllowedTo`);
 * - elsewhere, a member's folder entries (`nearestEntry`): each holds on its folder and below,
 *   down to the next entry, its `view` opening the folder with its assets and its `comment`
 *   their comments (`canSeeAsset`, `canComment`); a project whose root entry opens it with no
 *   entry closing a folder is open whole (and so for comments), its folders not listed one by one;
 * - the folders above an entry that views are passages (`canSeeFolder`), found by name only;
 * - people as the users screens list them (`listManagedUsers`): the members of the projects
 *   they edit and the Admins of those projects' workspaces, whose e-mail the policy shows them
 *   (`canSeeUser`: coworkers of someone who searches people).
 * An entry opens its folders by `view`; with `also`, only when it gives those rights too (what a
 * person may share: `share`, and `download` for a link that lets its visitors download).
 */
export async function personReach(
  db: Db,
  userId: string,
  also: readonly Exclude<Permission, 'view'>[] = [],
): Promise<SearchReach> {
  const opens = sql.raw(['view', ...also].map((right) => `entry.${right}`).join(' AND '));
  const { rows } = await sql<ReachRow>`
    WITH RECURSIVE seen AS (
      SELECT project.id, project.workspace_id,
        project.manager_id = ${userId} OR admin.user_id IS NOT NULL
          OR member.role = 'supervisor' AS edits,
        member.user_id IS NOT NULL AS member
      FROM project
      LEFT JOIN project_member member
        ON member.project_id = project.id AND member.user_id = ${userId}
      LEFT JOIN workspace_admin admin
        ON admin.workspace_id = project.workspace_id AND admin.user_id = ${userId}
      WHERE project.manager_id = ${userId} OR member.user_id IS NOT NULL
        OR admin.user_id IS NOT NULL
    ),
    entry AS (
      SELECT entry.project_id, entry.folder_id, ${opens} AS view, entry.comment,
        entry.folder_id = project.root_folder_id AS on_root
      FROM folder_permission entry
      JOIN seen ON seen.id = entry.project_id AND seen.member AND NOT seen.edits
      JOIN project ON project.id = entry.project_id
      WHERE entry.user_id = ${userId}
    ),
    -- a member whose root entry views, and no entry closes, sees every folder; so for comments
    whole AS (
      SELECT project_id,
        bool_or(on_root AND view) AND bool_and(view) AS open,
        bool_or(on_root AND view AND comment) AND bool_and(view AND comment) AS comments
      FROM entry GROUP BY project_id
    ),
    below (id, view, comment) AS (
      SELECT folder_id, view, comment FROM entry
      WHERE project_id NOT IN (SELECT project_id FROM whole WHERE open AND comments)
      UNION ALL
      SELECT folder.id, below.view, below.comment FROM folder JOIN below ON folder.parent_id = below.id
      WHERE NOT EXISTS (SELECT 1 FROM entry WHERE entry.folder_id = folder.id)
    ),
    above (id, parent_id) AS (
      SELECT folder.id, folder.parent_id FROM folder
      JOIN entry ON entry.folder_id = folder.id AND entry.view
      WHERE entry.project_id NOT IN (SELECT project_id FROM whole WHERE open)
      UNION
      SELECT folder.id, folder.parent_id FROM folder JOIN above ON folder.id = above.parent_id
    ),
    managed AS (
      SELECT member.user_id FROM project_member member
      JOIN seen ON seen.id = member.project_id AND seen.edits
      UNION
      SELECT admin.user_id FROM workspace_admin admin
      JOIN seen ON seen.workspace_id = admin.workspace_id AND seen.edits
    )
    SELECT
      ARRAY(SELECT id FROM seen) AS project_ids,
      ARRAY(SELECT id FROM seen WHERE edits) AS edited_project_ids,
      ARRAY(SELECT project_id FROM whole WHERE open) AS open_project_ids,
      ARRAY(SELECT project_id FROM whole WHERE comments) AS comment_project_ids,
      ARRAY(SELECT id FROM below WHERE view) AS folder_ids,
      ARRAY(SELECT id FROM below WHERE view AND comment) AS comment_folder_ids,
      ARRAY(SELECT id FROM above) AS passage_folder_ids,
      ARRAY(SELECT user_id FROM managed) AS user_ids`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the reach query answers one row');
  const edited = row.editedProjectIds;
  return {
    everything: false,
    projectIds: row.projectIds,
    openProjectIds: [...edited, ...row.openProjectIds],
    commentProjectIds: [...edited, ...row.commentProjectIds],
    folderIds: row.folderIds,
    commentFolderIds: row.commentFolderIds,
    passageFolderIds: row.passageFolderIds,
    shareProjectIds: edited,
    creatorId: userId,
    userIds: row.userIds,
  };
}

/** The projects of a workspace, or of every workspace (null), that a machine's token reads. */
export async function workspaceProjectIds(db: Db, workspaceId: string | null): Promise<string[]> {
  let query = db.selectFrom('project').select('id');
  if (workspaceId !== null) query = query.where('workspaceId', '=', workspaceId);
  return (await query.execute()).map((row) => row.id);
}
