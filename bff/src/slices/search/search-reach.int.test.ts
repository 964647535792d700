import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/global-id.ts';
import { postgresSearchEngine } from './postgres-search.ts';
import { reachOf } from './search.access.ts';
import { positionOf, type SearchAnswer } from './search.port.ts';
import { type PermissionWorld, startPermissionWorld } from './search-permissions.fixture.ts';
import { parseSearchText } from './search-text.ts';

const typeOf = {
  project: 'Project',
  folder: 'Folder',
  asset: 'Asset',
  share: 'ShareLink',
  user: 'User',
};

const nodeQuery = `query ($id: ID!) { node(id: $id) { id ... on Asset { allowedTo { comment } } } }`;
const usersQuery = '{ users(first: 1000) { edges { node { id } } } }';

/**
 * The reach search computes in SQL against the policy, searcher by searcher: what each finds is
 * exactly what `node(id)` (the policy's answer) shows them, comments where they may read them,
 * people as the users screens list them.
 */
describe('what search may find, against the policy', () => {
  let world: PermissionWorld;

  beforeAll(async () => {
    world = await startPermissionWorld();
  }, 120_000);
  afterAll(() => world?.bff.close());

  /** The global ids the engine finds for `text` within the searcher's reach. */
  async function found(searcher: string, text: string): Promise<string[]> {
    const who = world.who[searcher];
    if (!who) throw new Error(`no searcher ${searcher}`);
    const reach = await reachOf(world.bff.services.db, who);
    const engine = postgresSearchEngine(world.bff.services.db);
    const answer = await engine.search({
      reach,
      search: parseSearchText(text),
      kind: null,
      first: 1000,
      after: null,
    });
    const total = Object.values(answer.counts).reduce((sum, count) => sum + count, 0);
    expect(total, 'counts hold the hits, no more').toBe(answer.hits.length);
    return answer.hits.map((hit) => toGlobalId(typeOf[hit.kind], hit.id)).sort();
  }

  /** The same, paged two at a time past a cap of one asset: each once, or it fails. */
  async function paged(searcher: string, text: string): Promise<string[]> {
    const who = world.who[searcher];
    if (!who) throw new Error(`no searcher ${searcher}`);
    const reach = await reachOf(world.bff.services.db, who);
    const engine = postgresSearchEngine(world.bff.services.db, { cap: 1 });
    const ids: string[] = [];
    for (let after = null, pages = 0; pages < 50; pages++) {
      const page: SearchAnswer = await engine.search({
        ...{ reach, search: parseSearchText(text), kind: null, first: 2, after },
      });
      ids.push(...page.hits.map((hit) => toGlobalId(typeOf[hit.kind], hit.id)));
      const last = page.hits.at(-1);
      if (!page.hasNextPage || !last) break;
      after = positionOf(last);
    }
    expect(new Set(ids).size, 'each hit once').toBe(ids.length);
    return ids.sort();
  }

  /** What the policy shows the searcher of the world's objects (and `comment` on its assets). */
  async function shown(searcher: string) {
    const token = world.searchers[searcher] ?? '';
    const seen: string[] = [];
    const comments: string[] = [];
    for (const id of world.objects) {
      const node = (await world.bff.gql(token, nodeQuery, { id })).data?.node;
      if (!node) continue;
      seen.push(id);
      if (node.allowedTo?.comment) comments.push(id);
    }
    const listed = (await world.bff.gql(token, usersQuery)).data?.users?.edges ?? [];
    const users = listed
      .map((edge: { node: { id: string } }) => edge.node.id)
      .filter((id: string) => world.users.includes(id));
    return { seen: seen.sort(), comments: comments.sort(), users: users.sort() };
  }

  const searchers = [
    'superuser',
    'Mia',
    'Wanda',
    'Sue',
    'Eddie',
    'Rita',
    'Vic',
    'Nora',
    'Fay',
    'Remy',
    'Otto',
    'readingMachine',
    'commentingMachine',
    'feedMachine',
  ];

  it.each(searchers)('finds for %s exactly what the policy shows', async (searcher) => {
    const policy = await shown(searcher);
    const byName = (await found(searcher, 'zebra')).filter((id) => world.objects.includes(id));
    expect(byName).toEqual(policy.seen);
    expect(await found(searcher, 'quokka')).toEqual(policy.comments);
    const people = (await found(searcher, 'zebra.test')).filter((id) => world.users.includes(id));
    expect(people).toEqual(policy.users);
  });

  it.each(searchers)('pages for %s past the cap to what it finds whole', async (searcher) => {
    for (const text of ['zebra', 'quokka']) {
      expect(await paged(searcher, text), text).toEqual(await found(searcher, text));
    }
  });

  it('tells the cases apart', async () => {
    const count = async (searcher: string) => (await found(searcher, 'zebra')).length;
    // the superuser finds every object and person; a removed member nothing
    expect(await count('superuser')).toBe(world.objects.length + world.users.length);
    expect(await count('Remy')).toBe(0);
    // a viewer of Camera A alone finds Day 1 by name on the way, not its clip
    const fay = await found('Fay', 'zebra');
    expect(fay).toContain(world.objects[2]);
    expect(fay).not.toContain(world.assets[1]);
    expect(fay).toContain(world.assets[2]);
    // Nora's entry reads no comments; Rita reads all but Day 2's
    expect(await found('Nora', 'quokka')).toEqual([]);
    expect(await found('Rita', 'quokka')).toHaveLength(3);
    // the other workspace's admin finds the other project only
    expect(await found('Otto', 'zebra feature')).toEqual([]);
  });
});
