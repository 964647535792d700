import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bomb,
  hostileText,
  type Ids,
  type Random,
  rootCall,
  rootFields,
  seeded,
} from './fuzz.fixture.ts';
import { toGlobalId } from './global-id.ts';
import { type HostileWorld, startHostileWorld } from './hostile.fixture.ts';
import { buildMergedSchema } from './schema.ts';

/** `RUSHES_FUZZ_SEED=<n> npx vitest run bff/src/graphql/fuzz.int.test.ts` repeats a run. */
const seed = Number(process.env.RUSHES_FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
const REQUESTS = 300;

let world: HostileWorld;
let ids: Ids;

beforeAll(async () => {
  world = await startHostileWorld();
  const { me, workspaceId, projectId, folderId } = world.ids;
  // Real ids of every kind, each also where another kind is expected, and ids of nothing.
  const all = [
    folderId,
    me,
    workspaceId,
    projectId,
    toGlobalId('Folder', '00000000-0000-4000-8000-000000000000'),
    toGlobalId('Comment', 'not-a-uuid'),
    'junk',
  ];
  const kinds: [RegExp, string][] = [
    [/folder|parent/i, folderId],
    [/project/i, projectId],
    [/workspace/i, workspaceId],
    [/user|manager/i, me],
  ];
  ids = { all, named: (name) => kinds.find(([pattern]) => pattern.test(name))?.[1] };
});

afterAll(async () => {
  await world?.close();
});

interface Request {
  label: string;
  send(): Promise<LightMyRequestResponse>;
}

function graphqlRequest(random: Random): Request {
  if (random.chance(0.15)) {
    const { label, body } = bomb(random, ids);
    return { label: `bomb ${label}`, send: () => world.post(body) };
  }
  const { query, mutation } = rootFields(buildMergedSchema());
  const kind = random.chance(0.5) ? 'mutation' : 'query';
  const field = random.pick(kind === 'mutation' ? mutation : query);
  const call = rootCall(random, kind, field, ids);
  return { label: `${kind} ${field.name}`, send: () => world.post(call) };
}

/** Text as a URL path segment; half an emoji as the bytes UTF-8 would give a lone surrogate. */
const pathOf = (text: string) =>
  Array.from(text, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%ED%A0%BD';
    }
  }).join('');

function restRequest(random: Random): Request {
  const text = () => (random.chance(0.6) ? hostileText(random) : `fuzz${random.int(0, 99)}`);
  const field = () =>
    random.pick<unknown>([text(), random.int(-9, 9), null, true, [text()], { a: text() }]);
  const body = () =>
    random.pick<unknown>([
      { email: field(), password: field() },
      { token: field(), password: field(), email: field() },
      { name: field(), email: field(), password: field() },
      { email: field() },
      { password: field() },
      [field()],
      text(),
    ]);
  const path = pathOf(text().slice(0, 1500));
  const remoteAddress = `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;
  const inject = (method: 'GET' | 'POST', url: string, payload?: unknown) => () =>
    world.app.inject({
      method,
      url,
      remoteAddress,
      ...(payload === undefined
        ? {}
        : {
            payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
            headers: { 'content-type': 'application/json' },
          }),
    });
  return random.pick([
    { label: 'POST /v2/login', send: inject('POST', '/v2/login', body()) },
    { label: 'POST /v2/reset-password', send: inject('POST', '/v2/reset-password', body()) },
    { label: 'GET reset link', send: inject('GET', `/v2/reset-password/${path}`) },
    { label: 'POST reset link', send: inject('POST', `/v2/reset-password/${path}`, body()) },
    { label: 'GET invite', send: inject('GET', `/v2/invite/${path}`) },
    { label: 'POST invite', send: inject('POST', `/v2/invite/${path}`, body()) },
    { label: 'GET hello', send: inject('GET', `/v2/hello?link=${path}`) },
  ]);
}

/** What is wrong with an answer: a 5xx, an INTERNAL, or a refusal that appended an event. */
function faultOf(response: LightMyRequestResponse, appended: boolean): string | null {
  if (response.statusCode >= 500)
    return `HTTP ${response.statusCode}: ${response.body.slice(0, 300)}`;
  const text = response.body;
  if (text.includes('"INTERNAL"')) return `INTERNAL: ${text.slice(0, 300)}`;
  const refused = response.statusCode >= 400 || text.includes('"errors"');
  return refused && appended ? `a refusal appended an event: ${text.slice(0, 300)}` : null;
}

describe(`fuzzing GraphQL and REST (seed ${seed})`, () => {
  it(`answers ${REQUESTS} hostile requests with no 5xx, no INTERNAL, no event when refused`, async () => {
    const random = seeded(seed);
    const faults: string[] = [];
    for (let n = 0; n < REQUESTS; n += 1) {
      const request = random.chance(0.7) ? graphqlRequest(random) : restRequest(random);
      const before = await world.headSeq();
      const response = await request.send();
      const fault = faultOf(response, await world.appendedSince(before));
      if (fault) faults.push(`#${n} ${request.label}: ${fault}`);
    }
    if (faults.length > 0) console.error(`fuzz seed ${seed}; repeat with RUSHES_FUZZ_SEED=${seed}`);
    expect(faults, `seed ${seed}`).toEqual([]);
  }, 120_000);
});
