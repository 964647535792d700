import type pg from 'pg';

/** A project of the admin's with `assets` assets in its root folder, each with one version. */
export async function seedFolder(pool: pg.Pool, assets: number): Promise<string> {
  const { rows } = await pool.query<{ root: string }>(
    `WITH owner AS (SELECT id FROM app_user ORDER BY created_at LIMIT 1),
          home AS (SELECT id FROM workspace WHERE is_default),
          made AS (SELECT gen_random_uuid() AS id, gen_random_uuid() AS root),
          project AS (
            INSERT INTO project (id, workspace_id, name, manager_id, root_folder_id, created_at,
                                 created_by)
            SELECT made.id, home.id, 'Dailies', owner.id, made.root, now(), owner.id
            FROM made, owner, home RETURNING id, root_folder_id)
     INSERT INTO folder (id, project_id, parent_id, name, created_at, modified_at, created_by)
     SELECT project.root_folder_id, project.id, NULL, 'Dailies', now(), now(), owner.id
     FROM project, owner RETURNING id AS root`,
  );
  const root = rows[0]?.root ?? '';
  await pool.query(
    `WITH folder AS (SELECT id, project_id FROM folder WHERE id = $1),
          made AS (
            SELECT gen_random_uuid() AS id, gen_random_uuid() AS version, n
            FROM generate_series(1, $2) AS n),
          assets AS (
            INSERT INTO asset (id, project_id, folder_id, name, type, created_at,
                               newest_version_id)
            SELECT made.id, folder.project_id, folder.id, 'A' || lpad(n::text, 3, '0') || '_C'
                   || (n % 97) || '.mov', 'Video', now() - make_interval(secs => n), made.version
            FROM made, folder)
     INSERT INTO version (id, asset_id, project_id, number, filename, size, mimetype, source_key,
                          created_at, probed, duration_ms)
     SELECT made.version, made.id, folder.project_id, 1, 'clip.mov', (n * 7919) % 100000000,
            'video/quicktime', 'projects/bench/' || made.id, now(), true, 1000 + n
     FROM made, folder`,
    [root, assets],
  );
  return root;
}
