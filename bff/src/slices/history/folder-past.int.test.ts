import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessWorld, createFolder, startAccessWorld } from '../members/member.fixture.ts';

const renameFolder = `mutation ($input: RenameFolderInput!) {
  renameFolder(input: $input) { clientMutationId } }`;
const moveItems = `mutation ($input: MoveItemsInput!) {
  moveItems(input: $input) { clientMutationId } }`;
const deleteItems = `mutation ($input: DeleteItemsInput!) {
  deleteItems(input: $input) { clientMutationId } }`;
const childrenNow = `query ($id: ID!) { node(id: $id) { ... on Folder {
  children(first: 1000) { edges { node { name } } } } } }`;
const childrenThen = `query ($id: ID!, $at: DateTime!) { node(id: $id) { ... on Folder {
  asOf(at: $at) { folders { name } } } } }`;

/** A small, seeded generator: the same run for the same seed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    // the high bits: an LCG's low ones repeat in short cycles
    return Math.floor((state / 2 ** 31) * below);
  };
}

const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));

describe('a folder at a past moment', () => {
  let world: AccessWorld;

  const caughtUp = async () => {
    const { services } = world.bff;
    const projections = ['folder-history', 'folders'];
    await services.checkpoints.waitFor(projections, await services.store.headSeq(), 10_000);
  };
  const gql = async (query: string, input: Record<string, unknown>) => {
    const answer = await world.bff.gql(world.admin, query, { input });
    expect(answer.errors).toBeUndefined();
    return answer.data;
  };
  const namesNow = async (id: string): Promise<string[]> => {
    const answer = await world.bff.gql(world.admin, childrenNow, { id });
    expect(answer.errors).toBeUndefined();
    const edges: { node: { name: string } }[] = answer.data?.node.children.edges;
    return sorted(edges.map((edge) => edge.node.name));
  };
  const namesThen = async (id: string, at: string): Promise<string[]> => {
    const answer = await world.bff.gql(world.admin, childrenThen, { id, at });
    expect(answer.errors).toBeUndefined();
    return sorted(answer.data?.node.asOf.folders.map((folder: { name: string }) => folder.name));
  };

  beforeAll(async () => {
    world = await startAccessWorld();
  });

  afterAll(() => world?.bff.close());

  it('folds to the folders the live read model listed at every moment (a property over seeded runs)', async () => {
    const kinds = new Set<number>();
    for (const seed of [3, 11]) {
      const next = random(seed);
      const made = await gql(createFolder, { parentId: world.folders.root, name: `Run ${seed}` });
      const top: string = made?.createFolder.folder.id;
      /** Each live folder of the run and its parent (the run's top folder has none here). */
      const parents = new Map<string, string | null>([[top, null]]);
      const below = (id: string): string[] =>
        [...parents]
          .filter(([, parent]) => parent === id)
          .flatMap(([child]) => [child, ...below(child)]);
      const recorded: { at: string; children: Map<string, string[]> }[] = [];
      for (let step = 0; step < 16; step++) {
        const ids = [...parents.keys()];
        const inner = ids.filter((id) => id !== top);
        const choice = inner.length < 3 ? 0 : next(4);
        kinds.add(choice);
        if (choice === 0) {
          const parentId = ids[next(ids.length)] ?? top;
          const folder = await gql(createFolder, { parentId, name: `Folder ${seed}-${step}` });
          parents.set(folder?.createFolder.folder.id, parentId);
        } else {
          const id = inner[next(inner.length)] ?? '';
          if (choice === 1) {
            await gql(renameFolder, { id, name: `Renamed ${seed}-${step}` });
          } else if (choice === 2) {
            const out = new Set([id, parents.get(id), ...below(id)]);
            const targets = ids.filter((target) => !out.has(target));
            const targetId = targets[next(targets.length)];
            if (targetId) {
              await gql(moveItems, { targetId, folderIds: [id] });
              parents.set(id, targetId);
            }
          } else {
            await gql(deleteItems, { folderIds: [id] });
            for (const gone of [id, ...below(id)]) parents.delete(gone);
          }
        }
        await caughtUp();
        const children = new Map<string, string[]>();
        for (const id of parents.keys()) children.set(id, await namesNow(id));
        recorded.push({ at: new Date().toISOString(), children });
        // the next decision's time is after the moment recorded
        await sleep(3);
      }
      for (const { at, children } of recorded) {
        // a folder deleted since has no past to open; what it held shows in its parent's
        for (const [id, names] of [...children].filter(([id]) => parents.has(id))) {
          expect(await namesThen(id, at), `seed ${seed} at ${at}`).toEqual(names);
        }
      }
    }
    // every kind of change was folded: made, renamed, moved, deleted
    expect([...kinds].sort()).toEqual([0, 1, 2, 3]);
  });
});
