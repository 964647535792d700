import pg from 'pg';

/** The cluster's superuser, named so by every version of the embedded default. */
export const SUPERUSER = 'rushes';
/** The role Rushes works as: owns the database and what is in it, and nothing more. */
export const APP_ROLE = 'rushes_app';
/** The superuser's password before it became random (kept for folders made then). */
export const LEGACY_PASSWORD = 'rushes';
export const DATABASE = 'postgres';

export const databaseUrl = (port: number, user: string, password: string) =>
  `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;

/** PostgreSQL's answers to a refused login: wrong password, or no such role. */
const refusedLogin = (error: unknown) =>
  error instanceof Error && ['28P01', '28000'].includes((error as { code?: string }).code ?? '');

/** A client logged in as `user` with the first of `passwords` the server takes; null if none. */
async function connectAs(port: number, user: string, passwords: readonly string[]) {
  for (const password of passwords) {
    const client = new pg.Client({ connectionString: databaseUrl(port, user, password) });
    try {
      await client.connect();
      return { client, password };
    } catch (error) {
      await client.end().catch(() => {});
      if (!refusedLogin(error)) throw error;
    }
  }
  return null;
}

/** Whether the app role logs in with this password (it does once the role is prepared). */
export async function appRoleReady(port: number, password: string): Promise<boolean> {
  const connected = await connectAs(port, APP_ROLE, [password]);
  await connected?.client.end();
  return connected !== null;
}

/**
 * Everything in the database's own schemas that the superuser made (an earlier version worked as
 * it) passes to the app role: schemas, tables, views, sequences that no column owns (those follow
 * their table), functions and types.
 */
const handOverSql = `
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT nspname FROM pg_namespace
    WHERE nspowner = '${SUPERUSER}'::regrole
      AND nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'
  LOOP
    EXECUTE format('ALTER SCHEMA %I OWNER TO ${APP_ROLE}', r.nspname);
  END LOOP;
  FOR r IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relowner = '${SUPERUSER}'::regrole AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
      AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
        AND d.objid = c.oid AND d.deptype IN ('a', 'i'))
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO ${APP_ROLE}',
      CASE r.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW'
        WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
      r.name);
  END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS name FROM pg_proc p
    JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE p.proowner = '${SUPERUSER}'::regrole
      AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
  LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO ${APP_ROLE}', r.name);
  END LOOP;
  FOR r IN SELECT t.oid::regtype AS name FROM pg_type t
    JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE t.typowner = '${SUPERUSER}'::regrole AND t.typtype IN ('e', 'd', 'r')
      AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
  LOOP
    EXECUTE format('ALTER TYPE %s OWNER TO ${APP_ROLE}', r.name);
  END LOOP;
END $$`;

/**
 * Makes the app role the database's owner, with `appPassword`, as the superuser: at the first
 * start, and once for a data folder from a version that worked as the superuser, whose
 * superuser's password (the old `rushes`) becomes `superuserPassword` and whose objects pass to
 * the app role. One transaction: an interrupted start leaves the folder as it found it.
 */
export async function prepareAppRole(
  port: number,
  { superuserPassword, appPassword }: { superuserPassword: string; appPassword: string },
): Promise<void> {
  const connected = await connectAs(port, SUPERUSER, [superuserPassword, LEGACY_PASSWORD]);
  if (!connected) {
    throw new Error(
      `The embedded PostgreSQL refused its superuser "${SUPERUSER}": the password in the data ` +
        'folder (postgres-superuser-password) does not match the database.',
    );
  }
  const { client } = connected;
  const literal = (text: string) => client.escapeLiteral(text);
  try {
    await client.query('BEGIN');
    await client.query(`ALTER ROLE ${SUPERUSER} PASSWORD ${literal(superuserPassword)}`);
    const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
    if (exists.rowCount === 0) await client.query(`CREATE ROLE ${APP_ROLE}`);
    await client.query(
      `ALTER ROLE ${APP_ROLE} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION ` +
        `NOBYPASSRLS PASSWORD ${literal(appPassword)}`,
    );
    await client.query(`ALTER DATABASE ${DATABASE} OWNER TO ${APP_ROLE}`);
    await client.query(handOverSql);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
