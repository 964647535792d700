import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  positionOf,
  reachNothing,
  type SearchAnswer,
  type SearchKind,
  type SearchPosition,
  type SearchReach,
} from './search.port.ts';
import { customFieldsContract } from './search-custom-fields.contract.ts';
import { pagingContract } from './search-paging.contract.ts';
import { parseSearchText } from './search-text.ts';
import { type EngineUnderTest, type SearchWorld, searchWorld } from './search-world.fixture.ts';

const everything: SearchReach = { ...reachNothing, everything: true, userIds: 'every' };

/**
 * What every search engine does (decision 0122): finds by names, slates, parts of file names,
 * metadata, custom values, comments (stemmed) and people, accents, case and a typo aside; filters
 * by columns and custom fields;
 * ranks exact slates and file names first; counts and pages; and never finds, nor counts,
 * anything out of the reach it is given.
 */
export function searchEngineContract(name: string, start: () => Promise<EngineUnderTest>) {
  describe(`${name} search engine`, () => {
    let under: EngineUnderTest;
    let world: SearchWorld;
    let feature: { id: string; rootFolderId: string };
    let other: { id: string; rootFolderId: string };
    let ids: Record<string, string>;
    let take3: { id: string; versionId: string; projectId: string };

    const search = async (
      text: string,
      reach: SearchReach = everything,
      options: { kind?: SearchKind; first?: number } = {},
    ): Promise<SearchAnswer> =>
      under.engine.search({
        reach,
        search: parseSearchText(text),
        kind: options.kind ?? null,
        first: options.first ?? 20,
        after: null,
      });
    const found = async (text: string, reach?: SearchReach, kind?: SearchKind) =>
      (await search(text, reach, { kind })).hits.map((hit) => hit.id);

    beforeAll(async () => {
      under = await start();
      world = searchWorld(under.feed);
      feature = world.project('Feature Café');
      other = world.project('Other');
      const day1 = world.folder(feature, feature.rootFolderId, 'Day 1');
      const cameraA = world.folder(feature, day1, 'Camera A');
      const day2 = world.folder(feature, feature.rootFolderId, 'Day 2');
      take3 = world.asset(feature, day1, 'A003C012_230522.mov');
      world.metadata(
        take3.id,
        { scene: '19A', take: '3', cameraAngle: 'B', circled: true },
        {
          Camera: 'ARRI Alexa',
          Rating: '4',
          'Shoot Date': '2026-05-22',
        },
      );
      world.comment(take3, 'The focus is soft on the wide shot');
      const take13 = world.asset(feature, cameraA, 'A003C013.mov');
      world.metadata(take13.id, { scene: '19A', take: '13' }, { Camera: 'ARRI', Rating: '2' });
      const loose = world.asset(feature, day2, 'B001C002.mov');
      world.metadata(loose.id, {}, { Notes: 'print 19A/3 and take 4', Rating: '5' });
      const elsewhere = world.asset(other, other.rootFolderId, 'A003C014.mov');
      world.comment(elsewhere, 'focusing later');
      const waiting = world.assetWithoutVersion(feature, day2, 'Pending upload.mov');
      const mia = world.user('Mia Manager', 'mia@rushes.test');
      const link = world.link(feature, 'Dailies for Mia', mia);
      const otherLink = world.link(feature, 'Dailies for the lab', world.user('Lab', 'l@x.test'));
      world.user('Zoë Ångström', 'zoe@rushes.test');
      await world.flush();
      ids = {
        day1,
        cameraA,
        day2,
        take13: take13.id,
        loose: loose.id,
        waiting,
        mia,
        link,
        otherLink,
      };
      ids.elsewhere = elsewhere.id;
    });
    afterAll(() => under?.close());

    it('answers nothing for empty or blank text', async () => {
      for (const text of ['', '   ', '""', '/']) {
        expect(await search(text)).toEqual({
          counts: { user: 0, project: 0, folder: 0, asset: 0, share: 0 },
          capped: [],
          hits: [],
          hasNextPage: false,
        });
      }
    });

    it('finds projects, folders and people by name, whatever the accents and case', async () => {
      expect(await found('feature cafe')).toEqual([feature.id]);
      expect(await found('DAY 1')).toContain(ids.day1);
      expect(await found('zoe angstrom')).toHaveLength(1);
      expect(await found('camera a', everything, 'folder')).toEqual([ids.cameraA]);
    });

    it('finds a take by its slate, whichever way it is written', async () => {
      for (const text of ['19A/3', '19A / 3', 'Scene 19A Take 3', '19a take 3']) {
        const answer = await search(text);
        expect(answer.hits[0]?.id, text).toBe(take3.id);
      }
      expect(await found('19A/13')).toEqual([ids.take13]);
      expect(await found('19B/3')).toEqual([]);
    });

    it('ranks the exact slate and the exact file name first', async () => {
      const slate = await search('19A/3', everything, { kind: 'asset' });
      // the notes of another take mention it too, below
      expect(slate.hits.map((hit) => hit.id)).toEqual([take3.id, ids.loose]);
      expect(slate.hits[0]?.score).toBeGreaterThan(slate.hits[1]?.score ?? Infinity);
      const file = await search('A003C013');
      expect(file.hits[0]?.id).toBe(ids.take13);
    });

    it('finds a camera file by any part of its name', async () => {
      expect(await found('C012')).toEqual([take3.id]);
      expect(await found('a003c01', everything, 'asset')).toHaveLength(3);
      expect(await found('A003C012_230522.MOV')).toEqual([take3.id]);
    });

    it('finds metadata values, and filters on a column', async () => {
      expect(await found('alexa')).toEqual([take3.id]);
      expect(await found('camera:"ARRI Alexa"')).toEqual([take3.id]);
      expect(await found('camera:arri')).toEqual([ids.take13]);
      expect(await found('cameraangle:b')).toEqual([take3.id]);
      expect(await found('"camera angle":B 19A')).toEqual([take3.id]);
      expect((await found('rating:>3')).sort()).toEqual([take3.id, ids.loose].sort());
      expect(await found('rating:2..3')).toEqual([ids.take13]);
      expect(await found('shoot_date:>=2026-05-01')).toEqual([take3.id]);
      expect(await found('lens:50mm')).toEqual([]);
    });

    it('finds comments by their words, stemmed', async () => {
      expect(await found('focusing', everything, 'asset')).toEqual(
        expect.arrayContaining([take3.id, ids.elsewhere]),
      );
      expect(await found('"wide shot"')).toEqual([take3.id]);
      const match = (await search('soft')).hits[0]?.matches.find((m) => m.field === 'comment');
      expect(match).toEqual({
        field: 'comment',
        text: 'The focus is soft on the wide shot',
        highlights: [{ start: 13, length: 4 }],
      });
    });

    it('forgives a typo of one letter in a word of five or more', async () => {
      expect(await found('fcous', everything, 'asset')).toContain(take3.id);
      expect(await found('dailes')).toHaveLength(2);
      expect(await found('featur')).toEqual([feature.id]);
      // shorter words must be right
      expect(await found('Dya 1')).toEqual([]);
    });

    it('says what matched, where', async () => {
      const [hit] = (await search('C012 alexa')).hits;
      expect(hit?.matches).toEqual([
        { field: 'name', text: 'A003C012_230522.mov', highlights: [{ start: 4, length: 4 }] },
        { field: 'filename', text: 'A003C012_230522.mov', highlights: [{ start: 4, length: 4 }] },
        { field: 'metadata:Camera', text: 'ARRI Alexa', highlights: [{ start: 5, length: 5 }] },
      ]);
      const [slate] = (await search('19A/3')).hits;
      expect(slate?.matches[0]).toEqual({
        field: 'slate',
        text: '19A / 3',
        highlights: [{ start: 0, length: 7 }],
      });
    });

    it('finds people by name and e-mail, and share links by name', async () => {
      expect(await found('mia@rushes.test', everything, 'user')).toEqual([ids.mia]);
      const shares = await search('dailies', everything, { kind: 'share' });
      expect(shares.hits.map((hit) => hit.id).sort()).toEqual([ids.link, ids.otherLink].sort());
      expect(shares.hits[0]?.matches[0]?.field).toBe('share');
    });

    it('finds an asset once its first version is in', async () => {
      expect(await found('pending upload')).toEqual([]);
    });

    it('counts every group, whichever group it pages', async () => {
      const answer = await search('day', everything, { kind: 'folder' });
      expect(answer.counts).toEqual({ user: 0, project: 0, folder: 2, asset: 0, share: 0 });
      const all = await search('mia');
      expect(all.counts).toMatchObject({ user: 1, share: 1 });
    });

    it('pages through every hit, none twice, never capped', async () => {
      const seen: string[] = [];
      let after = null;
      for (;;) {
        const page: SearchAnswer = await under.engine.search({
          reach: everything,
          search: parseSearchText('a003c01'),
          kind: null,
          first: 1,
          after,
        });
        seen.push(...page.hits.map((hit) => hit.id));
        const last = page.hits.at(-1);
        if (!page.hasNextPage || !last) break;
        after = positionOf(last);
      }
      expect(seen).toHaveLength(3);
      expect(new Set(seen).size).toBe(3);
    });

    it('counts assets up to its cap, says so, and ranks what the whole text names first', async () => {
      const reels = world.project('Reels');
      for (const name of ['Reel 7 alt.mov', 'Reel 7 b.mov', 'Reel 7.mov']) {
        world.asset(reels, reels.rootFolderId, name);
      }
      await world.flush();
      const capped = under.withCap(1);
      const ask = (reach: SearchReach, first: number, after: SearchPosition | null = null) =>
        capped.search({ reach, search: parseSearchText('reel 7'), kind: 'asset', first, after });
      const answer = await ask(everything, 20);
      expect(answer.counts.asset).toBe(1);
      expect(answer.capped).toEqual(['asset']);
      expect(answer.hits[0]?.matches[0]).toMatchObject({ field: 'name', text: 'Reel 7.mov' });
      // every hit comes, those it ranked (the two it read, and the exact name) before the rest
      expect(new Set(answer.hits.map((hit) => hit.id)).size).toBe(3);
      const ranked = answer.hits.map((hit) => hit.ranked);
      expect(ranked).toEqual([...ranked].sort().reverse());
      const first = await ask(everything, 1);
      const last = first.hits[0];
      if (!last) throw new Error('a first page');
      const rest = await ask(everything, 20, positionOf(last));
      expect([...first.hits, ...rest.hits].map((hit) => hit.id)).toEqual(
        answer.hits.map((hit) => hit.id),
      );
      expect(rest.hasNextPage).toBe(false);
      // out of reach, nothing is counted, nor said to be more
      const elsewhere = await ask({ ...reachNothing, projectIds: [feature.id] }, 20);
      expect(elsewhere).toMatchObject({ capped: [], hits: [] });
      expect(elsewhere.counts.asset).toBe(0);
      expect((await search('reel 7')).counts.asset).toBe(3);
    });

    it('finds nothing, and counts nothing, out of reach', async () => {
      const answer = await search('19A', reachNothing);
      expect(answer).toMatchObject({ hits: [], hasNextPage: false });
      expect(answer.counts).toEqual({ user: 0, project: 0, folder: 0, asset: 0, share: 0 });
    });

    it('finds among the assets named only, within the reach', async () => {
      const among = async (text: string, named: readonly string[], reach = everything) => {
        const request = { reach, search: parseSearchText(text), kind: null, first: 20 };
        const answer = await under.engine.search({ ...request, after: null, assetIds: named });
        return answer.hits.map((hit) => hit.id).sort();
      };
      const named = [take3.id, ids.take13 ?? '', ids.elsewhere ?? '', randomUUID()];
      expect(await among('19A', named)).toEqual([take3.id, ids.take13].sort());
      // the folder and the other matches of "19A" are not named
      expect(await among('19A', [ids.take13 ?? ''])).toEqual([ids.take13]);
      expect(await among('scene:19A', [ids.loose ?? ''])).toEqual([]);
      expect(await among('19A', [])).toEqual([]);
      const cameraA = { ...reachNothing, projectIds: [feature.id], folderIds: [ids.cameraA ?? ''] };
      expect(await among('19A', named, cameraA)).toEqual([ids.take13]);
    });

    it('finds in the folders the reach opens, and by name the folders passed through', async () => {
      const reach: SearchReach = {
        ...reachNothing,
        projectIds: [feature.id],
        folderIds: [ids.cameraA ?? ''],
        passageFolderIds: [ids.day1 ?? ''],
      };
      expect(await found('19A', reach)).toEqual([ids.take13]);
      expect((await search('19A', reach)).counts.asset).toBe(1);
      expect((await found('day', reach)).sort()).toEqual([ids.day1]);
      expect(await found('feature', reach)).toEqual([feature.id]);
      expect(await found('other', reach)).toEqual([]);
      // and so wherever among other folders (nowhere here) the reach names the folder, or past
      // hundreds of them
      const elsewhere = (count: number) => Array.from({ length: count }, () => randomUUID());
      for (const before of [...Array.from({ length: 12 }, (_, count) => count), 300]) {
        const among = { ...reach, folderIds: [...elsewhere(before), ids.cameraA ?? ''] };
        expect(await found('19A', among), `after ${before}`).toEqual([ids.take13]);
      }
    });

    it('finds each document once, however many of the places it lives the reach names', async () => {
      const places = [ids.day1, ids.cameraA, ids.day2, feature.rootFolderId, other.rootFolderId];
      const reach: SearchReach = {
        ...reachNothing,
        projectIds: [feature.id, other.id],
        openProjectIds: [feature.id, other.id],
        folderIds: places.map((id) => id ?? ''),
      };
      const answer = await search('a003c01', reach, { kind: 'asset' });
      const found = answer.hits.map((hit) => hit.id);
      expect(new Set(found).size).toBe(3);
      expect(found).toHaveLength(3);
      expect(answer.counts.asset).toBe(3);
    });

    it('finds by comments only where the reach reads them', async () => {
      const opened: SearchReach = {
        ...reachNothing,
        projectIds: [feature.id],
        openProjectIds: [feature.id],
      };
      expect(await found('soft', opened)).toEqual([]);
      expect(await found('soft', { ...opened, commentFolderIds: [ids.day1 ?? ''] })).toEqual([
        take3.id,
      ]);
      expect(await found('soft', { ...opened, commentProjectIds: [feature.id] })).toEqual([
        take3.id,
      ]);
    });

    it('finds the shares of the projects it sees whole, and the searcher own', async () => {
      const seen: SearchReach = { ...reachNothing, projectIds: [feature.id] };
      expect(await found('dailies', seen)).toEqual([]);
      expect(await found('dailies', { ...seen, creatorId: ids.mia ?? '' })).toEqual([ids.link]);
      expect(await found('dailies', { ...reachNothing, creatorId: ids.mia ?? '' })).toEqual([]);
      const whole = await found('dailies', { ...seen, shareProjectIds: [feature.id] });
      expect(whole).toHaveLength(2);
    });

    it('finds the people the reach names', async () => {
      expect(await found('mia', { ...reachNothing, userIds: [ids.mia ?? ''] }, 'user')).toEqual([
        ids.mia,
      ]);
      expect(await found('mia', reachNothing, 'user')).toEqual([]);
    });

    it('keeps the assets with comments the reach reads, for has:comments', async () => {
      expect(await found('has:comments')).toEqual(
        expect.arrayContaining([take3.id, ids.elsewhere]),
      );
      expect(await found('has:comments 19A')).toEqual([take3.id]);
      expect(await found('has:comments rating:2')).toEqual([]);
      const opened: SearchReach = {
        ...reachNothing,
        projectIds: [feature.id],
        openProjectIds: [feature.id],
      };
      expect(await found('has:comments', opened)).toEqual([]);
      const reads = { ...opened, commentFolderIds: [ids.day1 ?? ''] };
      expect(await found('has:comments', reads)).toEqual([take3.id]);
    });

    it('counts a drawing without words, and forgets a removed comment, for has:comments', async () => {
      const reviews = world.folder(other, other.rootFolderId, 'Reviews');
      const drawn = world.asset(other, reviews, 'D001C001.mov');
      world.comment(drawn, '');
      const spoken = world.asset(other, reviews, 'D001C002.mov');
      const note = world.comment(spoken, 'too dark');
      await world.flush();
      const inReviews: SearchReach = {
        ...reachNothing,
        projectIds: [other.id],
        folderIds: [reviews],
        commentFolderIds: [reviews],
      };
      expect(await found('has:comments', inReviews)).toEqual([drawn.id, spoken.id]);
      world.removeComment(note);
      await world.flush();
      expect(await found('has:comments', inReviews)).toEqual([drawn.id]);
      expect(await found('dark', inReviews)).toEqual([]);
    });

    it('lists the hits of one score by name', async () => {
      // a filter alone scores every hit alike
      const answer = await search('rating:>=2', everything, { kind: 'asset' });
      expect(answer.hits.map((hit) => hit.name)).toEqual([
        'A003C012_230522.mov',
        'A003C013.mov',
        'B001C002.mov',
      ]);
    });

    it('finds what changed as soon as it is fed', async () => {
      const day3 = world.folder(other, other.rootFolderId, 'Day 3');
      const clip = world.asset(other, day3, 'C001C001.mov');
      const note = world.comment(clip, 'boom in shot');
      await world.flush();
      expect(await found('boom')).toEqual([clip.id]);
      world.renameAsset(clip.id, 'Opening titles');
      world.editComment(note, 'lovely light');
      world.renameFolder(day3, other.rootFolderId, 'Pickups', 'Day 3');
      await world.flush();
      expect(await found('opening titles')).toEqual([clip.id]);
      expect(await found('boom')).toEqual([]);
      expect(await found('lovely')).toEqual([clip.id]);
      expect(await found('pickups')).toEqual([day3]);
      world.move(other.id, other.rootFolderId, [{ id: clip.id, fromFolderId: day3 }]);
      await world.flush();
      const inPickups: SearchReach = { ...reachNothing, projectIds: [other.id], folderIds: [day3] };
      expect(await found('opening', inPickups)).toEqual([]);
      world.deleteFolder(other.id, { id: day3, parentId: other.rootFolderId, name: 'Pickups' });
      world.deleteProject(feature.id);
      await world.flush();
      expect(await found('pickups')).toEqual([]);
      expect(await found('19A')).toEqual([]);
      expect(await found('opening')).toEqual([clip.id]);
    });

    customFieldsContract(start);
    pagingContract(name, start);
  });
}
