import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reachNothing, type SearchReach } from './search.port.ts';
import { parseSearchText } from './search-text.ts';
import { type EngineUnderTest, type SearchWorld, searchWorld } from './search-world.fixture.ts';

const everything: SearchReach = { ...reachNothing, everything: true, userIds: 'every' };

/**
 * What every search engine does with custom values (decisions 0122, 0124): finds a text value as
 * words, filters `field:value` by each field's type beside the metadata column of the same name,
 * says which field matched, and follows the fields' definitions as they change.
 */
export function customFieldsContract(start: () => Promise<EngineUnderTest>) {
  describe('custom fields', () => {
    let under: EngineUnderTest;
    let world: SearchWorld;
    let coast: { id: string; rootFolderId: string };
    let documentary: { id: string; rootFolderId: string };
    let otherWorkspace: string;
    const ids: Record<string, string> = {};
    const fields: Record<string, string> = {};

    const search = (text: string, reach: SearchReach = everything) =>
      under.engine.search({
        reach,
        search: parseSearchText(text),
        kind: null,
        first: 20,
        after: null,
      });
    /** The assets found, by their names in `ids`, sorted. */
    const found = async (text: string, reach?: SearchReach) => {
      const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
      return (await search(text, reach)).hits.map((hit) => names[hit.id] ?? hit.id).sort();
    };

    beforeAll(async () => {
      under = await start();
      world = searchWorld(under.feed);
      coast = world.project('Coast');
      otherWorkspace = world.workspace();
      documentary = world.project('Documentary', otherWorkspace);
      fields.camera = world.field('Camera', 'TEXT', ['A', 'B', 'C']);
      fields.rating = world.field('Rating', 'NUMBER');
      fields.shotDate = world.field('Shot Date', 'DATE');
      fields.approved = world.field('Approved', 'BOOLEAN');
      fields.location = world.field('Location', 'TEXT');
      fields.recorded = world.field('Recorded', 'DATETIME');
      fields.otherCamera = world.field('Camera', 'TEXT', [], otherWorkspace);
      const wide = world.asset(coast, coast.rootFolderId, 'D001C001.mov');
      const close = world.asset(coast, coast.rootFolderId, 'D001C002.mov');
      const imported = world.asset(coast, coast.rootFolderId, 'D001C003.mov');
      const interview = world.asset(documentary, documentary.rootFolderId, 'E001C001.mov');
      Object.assign(ids, { wide: wide.id, close: close.id, imported: imported.id });
      ids.interview = interview.id;
      world.values(wide.id, {
        [fields.camera]: { type: 'TEXT', value: 'B' },
        [fields.rating]: { type: 'NUMBER', value: 5 },
        [fields.shotDate]: { type: 'DATE', value: '2026-11-05' },
        [fields.approved]: { type: 'BOOLEAN', value: true },
        [fields.location]: { type: 'TEXT', value: 'Harbour Wall' },
        [fields.recorded]: { type: 'DATETIME', value: '2026-11-05T23:30:00.000Z' },
      });
      world.values(close.id, {
        [fields.camera]: { type: 'TEXT', value: 'A' },
        [fields.rating]: { type: 'NUMBER', value: 2 },
        [fields.shotDate]: { type: 'DATE', value: '2026-12-01' },
        [fields.approved]: { type: 'BOOLEAN', value: false },
      });
      world.metadata(imported.id, {}, { Camera: 'B', Rating: '4' });
      world.values(interview.id, { [fields.otherCamera]: { type: 'TEXT', value: 'B' } });
      await world.flush();
    });
    afterAll(() => under?.close());

    it('finds a text value by its words, typo or not, and says which field held it', async () => {
      expect(await found('harbour')).toEqual(['wide']);
      expect(await found('harbor')).toEqual(['wide']);
      const [hit] = (await search('harbour')).hits;
      expect(hit?.matches).toEqual([
        { field: 'field:Location', text: 'Harbour Wall', highlights: [{ start: 0, length: 7 }] },
      ]);
    });

    it('filters a text or choice field by value, or the metadata column so named', async () => {
      expect(await found('camera:B')).toEqual(['imported', 'interview', 'wide']);
      expect(await found('Camera:b D001C001')).toEqual(['wide']);
      const inCoast: SearchReach = { ...reachNothing, projectIds: [coast.id] };
      expect(await found('camera:B', { ...inCoast, openProjectIds: [coast.id] })).toEqual([
        'imported',
        'wide',
      ]);
    });

    it('compares a text field in name order', async () => {
      expect(await found('camera:>A')).toEqual(['imported', 'interview', 'wide']);
      expect(await found('camera:<=A')).toEqual(['close']);
    });

    it('compares numbers as numbers', async () => {
      expect(await found('rating:>3')).toEqual(['imported', 'wide']);
      expect(await found('rating:5')).toEqual(['wide']);
      expect(await found('rating:2..3')).toEqual(['close']);
      expect(await found('rating:>=5.0')).toEqual(['wide']);
      const [hit] = (await search('rating:>4')).hits;
      expect(hit?.matches).toEqual([
        { field: 'field:Rating', text: '5', highlights: [{ start: 0, length: 1 }] },
      ]);
    });

    it('compares dates, a date and time by its day in UTC or as the instant', async () => {
      expect(await found('shot_date:2026-11-01..2026-11-30')).toEqual(['wide']);
      expect(await found('"shot date":>2026-11-30')).toEqual(['close']);
      expect(await found('shotdate:2026-12-01')).toEqual(['close']);
      expect(await found('recorded:2026-11-05')).toEqual(['wide']);
      expect(await found('recorded:>2026-11-05')).toEqual([]);
      expect(await found('recorded:<2026-11-05T23:00Z')).toEqual([]);
      expect(await found('recorded:2026-11-06T00:30+01:00')).toEqual(['wide']);
    });

    it('reads a boolean as yes or no, true or false', async () => {
      expect(await found('approved:yes')).toEqual(['wide']);
      expect(await found('approved:true')).toEqual(['wide']);
      expect(await found('approved:no')).toEqual(['close']);
      expect(await found('approved:maybe')).toEqual([]);
    });

    it('shows the values of the fields of the project’s workspace only', async () => {
      world.moveProject(documentary.id, world.workspace(), otherWorkspace);
      await world.flush();
      expect(await found('camera:B')).toEqual(['imported', 'wide']);
    });

    it('follows the fields as they are renamed, retyped and removed', async () => {
      world.changeField(fields.location ?? '', { name: 'Place' });
      await world.flush();
      expect(await found('place:"harbour wall"')).toEqual(['wide']);
      expect(await found('location:"harbour wall"')).toEqual([]);
      expect((await search('harbour')).hits[0]?.matches[0]?.field).toBe('field:Place');
      world.changeField(fields.rating ?? '', { type: 'TEXT' });
      world.changeField(fields.location ?? '', { type: 'NUMBER' });
      world.removeField(fields.approved ?? '');
      world.values(ids.close ?? '', { [fields.camera ?? '']: null });
      await world.flush();
      expect(await found('rating:5')).toEqual(['wide']);
      expect(await found('harbour')).toEqual([]);
      expect(await found('approved:yes')).toEqual([]);
      expect(await found('camera:A')).toEqual([]);
    });

    it('finds a copy by its source’s values, and a deleted asset no more', async () => {
      const copy = { id: crypto.randomUUID(), sourceId: ids.wide ?? '' };
      world.copy(coast, coast.rootFolderId, [copy]);
      await world.flush();
      ids.copy = copy.id;
      expect(await found('camera:B')).toEqual(['copy', 'imported', 'wide']);
      world.deleteAssets(coast.id, [{ id: copy.id, folderId: coast.rootFolderId }]);
      await world.flush();
      expect(await found('camera:B')).toEqual(['imported', 'wide']);
    });
  });
}
