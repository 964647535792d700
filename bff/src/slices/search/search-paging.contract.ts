import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  positionOf,
  reachNothing,
  type SearchAnswer,
  type SearchEngine,
  type SearchHit,
  type SearchKind,
  type SearchReach,
} from './search.port.ts';
import { parseSearchText } from './search-text.ts';
import type { EngineUnderTest } from './search-world.fixture.ts';
import { searchWorld } from './search-world.fixture.ts';

const everything: SearchReach = { ...reachNothing, everything: true, userIds: 'every' };

/** The cap the engine counts to here: a few, so that most hits lie past it. */
const CAP = 5;

/**
 * What every search engine does past its cap (decision 0122): a group counted no further than
 * its cap still pages to its every hit within the reach, each once, in one order — the best of
 * those it counted first, then the rest — and never to one out of the reach.
 */
export function pagingContract(name: string, start: () => Promise<EngineUnderTest>) {
  describe(`${name} paging past the cap`, () => {
    let under: EngineUnderTest;
    let engine: SearchEngine;
    let stock: { id: string; rootFolderId: string };
    let rollA: string;
    let rollB: string;
    const ids = { rollA: [] as string[], rollB: [] as string[], hidden: [] as string[] };
    const others: string[] = [];
    let exact: string;

    /** Every hit, page after page of `first`, in order. */
    async function pageThrough(
      text: string,
      reach: SearchReach,
      options: { kind?: SearchKind; first?: number } = {},
    ) {
      const hits: SearchHit[] = [];
      const pages: SearchAnswer[] = [];
      for (let after = null; pages.length < 100; ) {
        const page: SearchAnswer = await engine.search({
          ...{ reach, search: parseSearchText(text), kind: options.kind ?? null },
          ...{ first: options.first ?? 4, after },
        });
        pages.push(page);
        hits.push(...page.hits);
        const last = page.hits.at(-1);
        if (!page.hasNextPage || !last) break;
        after = positionOf(last);
      }
      return { hits, ids: hits.map((hit) => hit.id), pages };
    }

    beforeAll(async () => {
      under = await start();
      engine = under.withCap(CAP);
      const world = searchWorld(under.feed);
      stock = world.project('Emulsion Stock');
      rollA = world.folder(stock, stock.rootFolderId, 'Emulsion Roll A');
      rollB = world.folder(stock, stock.rootFolderId, 'Roll B');
      others.push(stock.id, rollA);
      const hidden = world.project('Hidden');
      // names that score alike and not: a longer name holds the word in less of it
      for (let n = 1; n <= 12; n++) {
        const name = `Emulsion ${String(n).padStart(2, '0')}${n % 3 === 0 ? ' pushed one stop' : ''}.mov`;
        ids.rollA.push(world.asset(stock, rollA, name).id);
      }
      for (let n = 1; n <= 9; n++) {
        ids.rollB.push(world.asset(stock, rollB, `B Emulsion ${n}.mov`).id);
      }
      exact = world.asset(stock, rollB, 'Emulsion.mov').id;
      ids.rollB.push(exact);
      for (let n = 1; n <= 6; n++) {
        ids.hidden.push(world.asset(hidden, hidden.rootFolderId, `Emulsion H${n}.mov`).id);
      }
      for (const id of [...ids.rollA, ...ids.rollB, ...ids.hidden]) {
        world.metadata(id, {}, { Stock: 'Vision3 500T' });
      }
      // not a hit: an asset whose upload never came in
      world.assetWithoutVersion(stock, rollA, 'Emulsion pending.mov');
      await world.flush();
    });
    afterAll(() => under?.close());

    const stockOnly = (): SearchReach => ({
      ...reachNothing,
      projectIds: [stock.id],
      openProjectIds: [stock.id],
    });

    it('reaches every asset of the reach, each once, the counted best first', async () => {
      const paged = await pageThrough('emulsion', stockOnly(), { kind: 'asset' });
      const all = [...ids.rollA, ...ids.rollB];
      expect(paged.ids).toHaveLength(all.length);
      expect([...paged.ids].sort()).toEqual([...all].sort());
      for (const page of paged.pages) {
        expect(page.counts.asset).toBe(CAP);
        expect(page.capped).toEqual(['asset']);
      }
      // the exact name first; the ranked (at most the cap and one, and the exact) before the rest
      expect(paged.ids[0]).toBe(exact);
      const ranked = paged.hits.filter((hit) => hit.ranked);
      expect(ranked.length).toBeGreaterThan(0);
      expect(ranked.length).toBeLessThanOrEqual(CAP + 2);
      expect(paged.hits.slice(0, ranked.length)).toEqual(ranked);
      const scores = ranked.map((hit) => hit.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      // the rest by name as people read them ("Emulsion 02" before "Emulsion 10")
      const rest = paged.hits.slice(ranked.length).map((hit) => hit.name);
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'und', { numeric: true })));
      expect(paged.hits.every((hit) => hit.score > 0)).toBe(true);
    });

    it('pages in one order whatever the size of its pages', async () => {
      const byFour = (await pageThrough('emulsion', stockOnly(), { kind: 'asset' })).ids;
      for (const first of [1, 3, 7, 100]) {
        const paged = await pageThrough('emulsion', stockOnly(), { kind: 'asset', first });
        expect(paged.ids, `pages of ${first}`).toEqual(byFour);
      }
    });

    it('pages the other groups with the assets when showing all', async () => {
      const paged = await pageThrough('emulsion', everything, { first: 3 });
      const expected = [...others, ...ids.rollA, ...ids.rollB, ...ids.hidden];
      expect(paged.ids).toHaveLength(expected.length);
      expect([...paged.ids].sort()).toEqual([...expected].sort());
      expect(paged.pages[0]?.counts).toMatchObject({ project: 1, folder: 1, asset: CAP });
    });

    it('never pages to, nor counts, what the reach leaves out', async () => {
      const inRollA: SearchReach = { ...reachNothing, projectIds: [stock.id], folderIds: [rollA] };
      const paged = await pageThrough('emulsion', inRollA, { kind: 'asset', first: 2 });
      expect([...paged.ids].sort()).toEqual([...ids.rollA].sort());
      expect(paged.ids).toHaveLength(ids.rollA.length);
      // read in turns of a few folders at a time, the first holding none of them
      const elsewhere = () => Array.from({ length: 6 }, () => randomUUID());
      const inTurns: SearchReach = {
        ...reachNothing,
        projectIds: [stock.id],
        folderIds: [...elsewhere(), rollA, ...elsewhere(), rollB],
      };
      const turned = await pageThrough('emulsion', inTurns, { kind: 'asset', first: 3 });
      expect([...turned.ids].sort()).toEqual([...ids.rollA, ...ids.rollB].sort());
      const none = await pageThrough('emulsion', { ...reachNothing, projectIds: [stock.id] });
      expect(none.ids).toEqual([stock.id]);
      expect(none.pages[0]).toMatchObject({ capped: [], counts: { asset: 0 } });
      const shown = (await pageThrough('emulsion', stockOnly())).ids;
      expect(shown.filter((id) => ids.hidden.includes(id))).toEqual([]);
    });

    it('pages a filter alone past its cap', async () => {
      const paged = await pageThrough('stock:"vision3 500t"', stockOnly(), { first: 3 });
      const all = [...ids.rollA, ...ids.rollB];
      expect(paged.ids).toHaveLength(all.length);
      expect([...paged.ids].sort()).toEqual([...all].sort());
      expect(paged.pages[0]?.capped).toEqual(['asset']);
    });
  });
}
