import { fileURLToPath } from 'node:url';
import { startTestBff, type TestBff } from '@rushes/bff/testing';
import { runToExit } from '@rushes/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const auditVerify = fileURLToPath(new URL('./audit-verify.ts', import.meta.url));
const createProject = `mutation ($input: CreateProjectInput!) {
  createProject(input: $input) { project { id rootFolder { id } } } }`;
const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } } }`;
const renameFolder = `mutation ($input: RenameFolderInput!) {
  renameFolder(input: $input) { folder { id } } }`;

/** `npm run audit:verify` on a deployment's database and the log in it. */
describe('npm run audit:verify', () => {
  let bff: TestBff;
  let projectId: string;
  let dayOne: string;
  const uuid = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1] ?? '';

  beforeAll(async () => {
    bff = await startTestBff();
    const as = bff.adminToken;
    const me = (await bff.gql(as, '{ currentUser { id } }')).data?.currentUser.id;
    const workspaceId = (await bff.gql(as, '{ workspaces { id } }')).data?.workspaces[0].id;
    for (const name of ['Night Shoot', 'Pickups']) {
      const project = await bff.gql(as, createProject, {
        input: { workspaceId, name, managerId: me },
      });
      const { id, rootFolder } = project.data?.createProject.project ?? {};
      const day = await bff.gql(as, createFolder, {
        input: { parentId: rootFolder.id, name: 'Day 1' },
      });
      const folderId = day.data?.createFolder.folder.id;
      if (name === 'Night Shoot') [projectId, dayOne] = [uuid(id), uuid(folderId)];
      await bff.gql(as, renameFolder, { input: { id: folderId, name: 'Day One' } });
    }
    const { services } = bff;
    expect(
      await services.checkpoints.waitFor(['custody-chain'], await services.store.headSeq()),
    ).toBe(true);
  });
  afterAll(() => bff?.close());

  it('prints every chain intact and exits with 0', async () => {
    const exit = await runToExit(auditVerify, { DATABASE_URL: bff.databaseUrl });
    expect(exit.stderr).toBe('');
    expect(exit.code).toBe(0);
    expect(exit.stdout).toMatch(new RegExp(`^intact  Night Shoot ${projectId}: 3 events$`, 'm'));
    expect(exit.stdout).toContain('2 chains of custody intact');
  }, 60_000);

  it('names the project and the first event where the log was changed, and exits with 1', async () => {
    const { db } = bff.services;
    const { rows } = await sql<{ seq: string }>`
      SELECT seq FROM event_log.commits
      WHERE events->0->>'type' = 'folder.renamed' AND events->0->'data'->>'id' = ${dayOne}
    `.execute(db);
    const seq = rows[0]?.seq;
    await sql`UPDATE event_log.commits SET events = jsonb_set(events, '{0,data,name}', '"Day 2"')
      WHERE seq = ${seq}`.execute(db);
    const exit = await runToExit(auditVerify, { DATABASE_URL: bff.databaseUrl });
    expect(exit.code).toBe(1);
    expect(exit.stdout).toContain(
      `BROKEN  Night Shoot ${projectId}: at event 3 (${seq}-0): the log's event is not the one chained there`,
    );
    expect(exit.stdout).toMatch(/^intact {2}Pickups [0-9a-f-]+: 3 events$/m);
    expect(exit.stdout).toContain('1 of 2 chains of custody broken');
  }, 60_000);
});
