import { performance } from 'node:perf_hooks';
import type pg from 'pg';

/** Words comments are made of (a few slate and camera words among them). */
const commentWords = [
  'soft',
  'focus',
  'focusing',
  'boom',
  'shadow',
  'flare',
  'grain',
  'noise',
  'warm',
  'cold',
  'framing',
  'frame',
  'light',
  'lights',
  'lighting',
  'dark',
  'bright',
  'exposure',
  'overexposed',
  'underexposed',
  'great',
  'good',
  'nice',
  'lovely',
  'beautiful',
  'print',
  'circle',
  'keep',
  'reject',
  'shaky',
  'steady',
  'handheld',
  'dolly',
  'crane',
  'push',
  'pull',
  'pan',
  'tilt',
  'zoom',
  'wide',
  'close',
  'medium',
  'insert',
  'cutaway',
  'reaction',
  'performance',
  'line',
  'flub',
  'missed',
  'cue',
  'timing',
  'late',
  'early',
  'slow',
  'fast',
  'sound',
  'audio',
  'mic',
  'plane',
  'traffic',
  'wind',
  'rain',
  'cloud',
  'sun',
  'sunset',
  'golden',
  'hour',
  'night',
  'continuity',
  'props',
  'costume',
  'makeup',
  'hair',
  'blocking',
  'mark',
  'eyeline',
  'reflection',
  'window',
  'mirror',
  'door',
  'street',
  'car',
  'background',
  'extras',
  'crowd',
  'laugh',
  'tears',
  'whisper',
  'scream',
  'music',
  'playback',
  'color',
  'colour',
  'skin',
  'tones',
  'highlights',
  'clipping',
  'monitor',
  'director',
  'likes',
  'wants',
  'another',
  'take',
  'check',
  'again',
  'this',
  'one',
  'the',
  'is',
  'on',
  'in',
  'too',
  'very',
  'bit',
  'more',
  'less',
];

const cameras = ['ARRI Alexa 35', 'ARRI Alexa Mini LF', 'Sony Venice 2', 'RED V-Raptor'];
/** The values of a custom field Location, one an asset (its words plain, lower case as keys). */
const locations = ['Harbour Wall', 'Old Mill', 'Station Road', 'Beach Huts', 'Church Lane'];
const lenses = ['24mm', '35mm', '50mm', '85mm', '135mm'];

/** The indexes of the search read model, dropped before the load and built again after it. */
const searchIndexes = `
  SELECT indexname, indexdef FROM pg_indexes
  WHERE tablename IN ('search_document', 'search_comment', 'search_word')
    AND indexname NOT LIKE '%_pkey'`;

let dropped: { indexname: string; indexdef: string }[] = [];

/** Drops the search indexes (their definitions kept, as the migration made them). */
export async function dropSearchIndexes(pool: pg.Pool): Promise<void> {
  dropped = (await pool.query(searchIndexes)).rows;
  for (const { indexname } of dropped) await pool.query(`DROP INDEX ${indexname}`);
}

interface Sizes {
  assets: number;
  projects: number;
  memberOf: number;
}

/**
 * A production generated in SQL: `projects` projects of 20 day folders each and `assets` assets
 * spread over them (camera files named as cameras name them, a slate, six metadata columns, two
 * custom values — a Location and a number of Stars —, two comments each), the documents the search projection would make of them, and a member of
 * `memberOf` projects (a Viewer with an entry on each root). The steps with their times.
 */
export async function seedProduction(pool: pg.Pool, sizes: Sizes) {
  const steps: [string, number][] = [];
  const step = async (name: string, sql: string, values: unknown[] = []) => {
    const started = performance.now();
    await pool.query(sql, values);
    steps.push([name, performance.now() - started]);
  };
  const perProject = Math.max(20, Math.floor(sizes.assets / sizes.projects));
  const { assets, projects, memberOf } = sizes;
  await pool.query(`
    CREATE FUNCTION pg_temp.bench_id(kind text, n bigint) RETURNS uuid
      LANGUAGE sql IMMUTABLE RETURN md5(kind || n)::uuid;
    CREATE FUNCTION pg_temp.bench_comment(n bigint, j int) RETURNS text
      LANGUAGE sql IMMUTABLE RETURN CASE WHEN (n + j) % 50 = 0 THEN 'soft focus on the push in, '
        ELSE '' END || (SELECT string_agg(
          (${literalArray(commentWords)})[1 + abs(hashint8(n * 10 + j * 3 + k)) % ${commentWords.length}],
          ' ') FROM generate_series(1, 7) AS k)`);
  const [admin] = (
    await pool.query<{ id: string; password_hash: string }>(
      "SELECT id, password_hash FROM app_user WHERE email = 'bench@rushes.test'",
    )
  ).rows;
  const [workspace] = (await pool.query<{ id: string }>('SELECT id FROM workspace LIMIT 1')).rows;
  if (!admin || !workspace) throw new Error('the bench app has no admin or workspace');
  const memberEmail = 'member@rushes.test';
  const [member] = (
    await pool.query<{ id: string }>(
      `INSERT INTO app_user (id, email, name, password_hash, is_superuser, created_at, joined_at)
       VALUES (gen_random_uuid(), $1, 'Bench Member', $2, false, now(), now()) RETURNING id`,
      [memberEmail, admin.password_hash],
    )
  ).rows;
  const memberId = member?.id ?? '';

  await step(
    'projects and folders (read models)',
    `WITH p AS (SELECT n FROM generate_series(1, $3::int) AS n)
     , projects AS (
       INSERT INTO project (id, workspace_id, name, manager_id, root_folder_id, created_at, created_by)
       SELECT pg_temp.bench_id('p', n), $1, 'Production ' || lpad(n::text, 4, '0'), $2,
         pg_temp.bench_id('r', n), now(), $2 FROM p)
     , roots AS (
       INSERT INTO folder (id, project_id, parent_id, name, created_at, modified_at, created_by)
       SELECT pg_temp.bench_id('r', n), pg_temp.bench_id('p', n), NULL,
         'Production ' || lpad(n::text, 4, '0'), now(), now(), $2 FROM p)
     INSERT INTO folder (id, project_id, parent_id, name, created_at, modified_at, created_by)
     SELECT pg_temp.bench_id('f', n * 100 + d), pg_temp.bench_id('p', n), pg_temp.bench_id('r', n),
       'Day ' || lpad(d::text, 2, '0'), now(), now(), $2
     FROM p, generate_series(1, 20) AS d`,
    [workspace.id, admin.id, projects],
  );
  // asset n is in project p, on day d, clip c of camera A or B
  const shape = `
    SELECT n, p, d, c, cam,
      cam || lpad(d::text, 3, '0') || 'C' || lpad(c::text, 3, '0') || '_2605' || lpad(d::text, 2, '0')
        || '.mov' AS file,
      (abs(hashint8(n * 3)) % 60 + 1)::text || (ARRAY['', 'A', 'B', 'C'])[abs(hashint8(n * 5)) % 4 + 1] AS scene,
      (abs(hashint8(n * 7)) % 8 + 1)::text AS take,
      (${literalArray(cameras)})[n % ${cameras.length} + 1] AS camera,
      (${literalArray(lenses)})[n % ${lenses.length} + 1] AS lens,
      (n % 5 + 1)::text AS rating,
      (${literalArray(locations)})[n % ${locations.length} + 1] AS location,
      (n * 7 % 5 + 1) AS stars,
      '2026-05-' || lpad(d::text, 2, '0') AS shot_on
    FROM (SELECT n, (n - 1) / ${perProject} % ${projects} + 1 AS p, (n - 1) % ${perProject} AS i
      FROM generate_series(1, ${assets}::bigint) AS n) AS spread,
    LATERAL (SELECT i % 20 + 1 AS d, i / 20 + 1 AS c,
      CASE WHEN i % 2 = 0 THEN 'A' ELSE 'B' END AS cam) AS placed`;
  await step(
    'assets (read model)',
    `INSERT INTO asset (id, project_id, folder_id, name, type, created_at, created_by)
     SELECT pg_temp.bench_id('a', n), pg_temp.bench_id('p', p), pg_temp.bench_id('f', p * 100 + d),
       file, 'Video', now(), $1 FROM (${shape}) AS shaped`,
    [admin.id],
  );
  await step(
    'search documents of assets (words derived)',
    `INSERT INTO search_document (id, kind, project_id, folder_id, name, slate, slate_text,
       slate_labels, filenames, metadata, metadata_text, fields, custom, custom_text, comments)
     SELECT pg_temp.bench_id('a', n), 'asset', pg_temp.bench_id('p', p),
       pg_temp.bench_id('f', p * 100 + d), file,
       jsonb_build_object('scene', scene, 'take', take, 'cameraAngle', cam),
       scene || ' / ' || take, 'Scene ' || scene || ' Take ' || take || ' Camera Angle ' || cam,
       ARRAY[file],
       jsonb_build_array(
         jsonb_build_object('key', 'Camera', 'value', cam),
         jsonb_build_object('key', 'Camera Model', 'value', camera),
         jsonb_build_object('key', 'Lens', 'value', lens),
         jsonb_build_object('key', 'Rating', 'value', rating),
         jsonb_build_object('key', 'Tape', 'value', cam || lpad(d::text, 3, '0')),
         jsonb_build_object('key', 'Shoot Date', 'value', shot_on)),
       concat_ws(E'\\n', cam, camera, lens, rating, cam || lpad(d::text, 3, '0'), shot_on),
       jsonb_build_object(
         'scene', jsonb_build_array(rushes_search_text(scene), scene),
         'take', jsonb_build_array(take, take),
         'cameraangle', jsonb_build_array(lower(cam), cam),
         'camera', jsonb_build_array(lower(cam), cam),
         'cameramodel', jsonb_build_array(rushes_search_text(camera), camera),
         'lens', jsonb_build_array(lens, lens),
         'rating', jsonb_build_array(rating, rating),
         'tape', jsonb_build_array(lower(cam) || lpad(d::text, 3, '0'), cam || lpad(d::text, 3, '0')),
         'shootdate', jsonb_build_array(rushes_search_text(shot_on), shot_on)),
       jsonb_build_object(
         'location', jsonb_build_array(jsonb_build_object('name', 'Location', 'type', 'TEXT',
           'text', location, 'value', location, 'eq', jsonb_build_array('text:' || lower(location)))),
         'stars', jsonb_build_array(jsonb_build_object('name', 'Stars', 'type', 'NUMBER',
           'text', stars::text, 'value', stars, 'eq', jsonb_build_array('NUMBER:' || stars)))),
       location,
       pg_temp.bench_comment(n, 1) || E'\\n' || pg_temp.bench_comment(n, 2)
     FROM (${shape}) AS shaped`,
  );
  await step(
    'comments (search read model)',
    `INSERT INTO search_comment (id, asset_id, text)
     SELECT pg_temp.bench_id('c', n * 2 + j), pg_temp.bench_id('a', n), pg_temp.bench_comment(n, j)
     FROM generate_series(1, ${assets}::bigint) AS n, generate_series(1, 2) AS j`,
  );
  await step(
    'projects, folders, people, vocabulary (search read model)',
    `INSERT INTO search_document (id, kind, project_id, folder_id, name)
     SELECT id, 'project', id, root_folder_id, name FROM project
     UNION ALL
     SELECT id, 'folder', project_id, id, name FROM folder WHERE parent_id IS NOT NULL;
     INSERT INTO search_document (id, kind, name, email)
     SELECT id, 'user', name, email FROM app_user ON CONFLICT (id) DO NOTHING;
     INSERT INTO search_word (word)
     SELECT DISTINCT word FROM unnest(tsvector_to_array(to_tsvector('simple', rushes_search_text(
       ${literalArray([...commentWords, ...cameras, ...lenses, ...locations, 'Scene', 'Take', 'Camera', 'Angle', 'Production'])}::text
     )))) AS word WHERE length(word) >= 5 AND word ~ '^[[:alpha:]]+$'
     ON CONFLICT DO NOTHING`,
  );
  await step(
    `memberships (a Viewer of ${memberOf} projects)`,
    `WITH chosen AS (
       SELECT pg_temp.bench_id('p', k * ${Math.floor(projects / memberOf)}) AS project_id,
         pg_temp.bench_id('r', k * ${Math.floor(projects / memberOf)}) AS root_id
       FROM generate_series(1, ${memberOf}) AS k)
     , members AS (
       INSERT INTO project_member (project_id, user_id, role, receive_folder_content_notifications,
         receive_comment_notifications, created_at)
       SELECT project_id, $1, 'viewer', true, true, now() FROM chosen)
     INSERT INTO folder_permission (project_id, folder_id, user_id, view, edit, download, share,
       comment, updated_at)
     SELECT project_id, root_id, $1, true, false, false, false, true, now() FROM chosen`,
    [memberId],
  );
  let built = 0;
  for (const { indexname, indexdef } of dropped) {
    const started = performance.now();
    await pool.query(indexdef);
    const time = performance.now() - started;
    built += time;
    steps.push([`index ${indexname}`, time]);
  }
  steps.push(['all search indexes', built]);
  // as a running deployment's tables are: vacuumed, its statistics read, its writes on disk (a
  // bulk load left to autovacuum would have it scan the 2 GB of documents while searches are timed)
  await step('vacuum and analyze', 'VACUUM ANALYZE');
  await pool.query('CHECKPOINT');
  return { steps, memberId, memberEmail };
}

/** A SQL array literal of texts (the bench's own words: no quote in them). */
function literalArray(words: readonly string[]): string {
  return `ARRAY[${words.map((word) => `'${word}'`).join(', ')}]`;
}
