import { randomBytes } from 'node:crypto';
import { createLogger } from '@rushes/runtime';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSubscriptions } from '../live/subscription.fixture.ts';
import {
  type AccessWorld,
  removeFolderUser,
  saveFolderUser,
  startAccessWorld,
} from '../slices/members/member.fixture.ts';
import { uploadFile } from '../slices/uploads/upload.fixture.ts';
import { startTestApp, type TestApp } from '../test-app.fixture.ts';

/** Every line the BFF logs, as pino wrote it. */
const lines: { level: number; msg?: string; code?: string }[] = [];
let world: AccessWorld;

beforeAll(async () => {
  const logger = createLogger(
    { logLevel: 'debug' },
    { destination: { write: (line: string) => lines.push(JSON.parse(line)) } },
  );
  world = await startAccessWorld({ logger });
  // Vic is a Viewer of "Feature" assigned to Day 1 only: Day 2 is out of his sight.
  expect((await assignVic()).errors).toBeUndefined();
});

afterAll(() => world?.bff.close());

const jobUpdated = `subscription ($projectId: ID!) {
  jobUpdated(projectId: $projectId) { id folder { id } } }`;
const folderChanged = `subscription ($folderId: ID!) {
  folderChanged(folderId: $folderId) { id name } }`;
const renameFolder = `mutation ($input: RenameFolderInput!) {
  renameFolder(input: $input) { folder { id } } }`;

/** Assigns Vic to Day 1 as a Viewer (Assign User), or takes him off it. */
const assignVic = () =>
  world.bff.gql(world.admin, saveFolderUser, {
    input: {
      folderId: world.folders.day1,
      userId: world.users.vic,
      allowedTo: {},
      roleId: 'viewer',
    },
  });
const unassignVic = () =>
  world.bff.gql(world.admin, removeFolderUser, {
    input: { folderId: world.folders.day1, userId: world.users.vic },
  });

const upload = (folderId: string) =>
  uploadFile(world.bff, world.admin, folderId, {
    filename: `${randomBytes(4).toString('hex')}.mp4`,
    bytes: randomBytes(9),
  });

describe('a subscriber hears nothing of what they may not see', () => {
  it("a Viewer's jobUpdated carries no job of a folder they cannot see, nor an error", async () => {
    const { bff, tokens, projectId, folders } = world;
    const socket = await openSubscriptions(bff.app, tokens.vic);
    const id = socket.subscribe(jobUpdated, { projectId });
    await upload(folders.day2);
    const seen = await upload(folders.day1);
    const first = await socket.next(id);
    expect(first.payload?.errors).toBeUndefined();
    expect(first.payload?.data?.jobUpdated).toEqual({
      id: seen.job.id,
      folder: { id: folders.day1 },
    });
    socket.close();
  });

  it("a folder's changes stop, without errors, while its subscriber may not see it", async () => {
    const { bff, admin, tokens, folders } = world;
    const socket = await openSubscriptions(bff.app, tokens.vic);
    const id = socket.subscribe(folderChanged, { folderId: folders.day1 });
    const rename = (name: string) =>
      bff.gql(admin, renameFolder, { input: { id: folders.day1, name } });
    expect((await unassignVic()).errors).toBeUndefined();
    await rename('Day 1 (hidden)');
    expect((await assignVic()).errors).toBeUndefined();
    await rename('Day 1 (seen)');
    const heard = [];
    for (;;) {
      const message = await socket.next(id);
      heard.push(message.payload);
      if (message.payload?.data?.folderChanged?.name === 'Day 1 (seen)') break;
    }
    expect(heard.filter((payload) => payload?.errors)).toEqual([]);
    expect(heard.map((payload) => payload?.data?.folderChanged.name)).not.toContain(
      'Day 1 (hidden)',
    );
    socket.close();
  });
});

describe('a refused subscription', () => {
  it('is answered with its code and logged at debug, never as an empty error line', async () => {
    const { bff, tokens, folders } = world;
    const socket = await openSubscriptions(bff.app, tokens.vic);
    lines.length = 0;
    const hidden = socket.subscribe(folderChanged, { folderId: folders.day2 });
    const refusal = await socket.next(hidden);
    expect(refusal.type).toBe('error');
    expect(refusal.payload).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
    const invalid = socket.subscribe('subscription { nothingHere }', {});
    expect(await socket.next(invalid)).toMatchObject({
      type: 'error',
      payload: [{ extensions: { code: 'VALIDATION_FAILED' } }],
    });
    socket.close();
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 20, msg: 'subscription refused', code: 'NOT_FOUND' }),
    );
  });
});

describe('the websocket Origin check without a public URL', () => {
  let bff: TestApp;

  beforeAll(async () => {
    bff = await startTestApp();
  });
  afterAll(() => bff?.close());

  /** Whether a websocket from `origin` to a BFF reached at `host` (over http) opens. */
  async function opens(app: FastifyInstance, origin: string, host: string): Promise<boolean> {
    const headers = { 'sec-websocket-protocol': 'graphql-transport-ws', origin, host };
    try {
      (await app.injectWS('/ws', { headers })).terminate();
      return true;
    } catch (error) {
      if (String(error).includes('403')) return false;
      throw error;
    }
  }

  it('compares the scheme, host and port of the page with those the server was reached at', async () => {
    expect(await opens(bff.app, 'http://localhost:8080', 'localhost:8080')).toBe(true);
    expect(await opens(bff.app, 'https://localhost:8080', 'localhost:8080')).toBe(false);
    expect(await opens(bff.app, 'http://localhost', 'localhost:80')).toBe(true);
    expect(await opens(bff.app, 'https://localhost', 'localhost:443')).toBe(false);
  });
});
