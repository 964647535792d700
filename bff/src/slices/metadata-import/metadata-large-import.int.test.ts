import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { connectJetStreamEventStore, type EventStore } from '@rushes/events';
import { uniqueName } from '@rushes/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import { startTestBff, type TestBff } from '../test-bff.fixture.ts';
import { createProject, uploadFile } from '../uploads/upload.fixture.ts';
import { importMetadataFile } from './metadata-upload.fixture.ts';

const { natsUrl } = inject('services');
const streamName = uniqueName('EVENTS');
const kvBucket = uniqueName('names');

/** An ALE of `count` takes, ten to a scene, each with a note. */
function aleOf(count: number): Uint8Array {
  const header =
    'Heading\nFIELD_DELIM\tTABS\nFPS\t25\n\nColumn\nName\tScene\tTake\tComments\n\nData\n';
  const note = 'steady push in, light rain on the window '.repeat(3);
  const rows = Array.from(
    { length: count },
    (_, i) => `Clip_${i}\t${Math.floor(i / 10)}\t${i % 10}\t${note}`,
  );
  return new TextEncoder().encode(header + rows.join('\n'));
}

// On the JetStream log, whose messages hold at most 1 MB.
describe('a large metadata import', () => {
  let store: EventStore;
  let bff: TestBff;

  beforeAll(async () => {
    store = await connectJetStreamEventStore({
      servers: natsUrl,
      streamName,
      subjectPrefix: uniqueName('ev'),
      kvBucket,
    });
    bff = await startTestBff({ store });
  });
  afterAll(async () => {
    await bff?.close();
    await store?.close();
    const nc = await connect({ servers: natsUrl });
    const jsm = await jetstreamManager(nc);
    await Promise.all([streamName, `KV_${kvBucket}`].map((name) => jsm.streams.delete(name)));
    await nc.close();
  });

  it('keeps 20,000 records in parts the log takes, and matches the clip among them', async () => {
    const bytes = aleOf(20_000);
    expect(bytes.length).toBeGreaterThan(2 * 1024 * 1024);
    const manager = await bff.addUser('Big Season', 'big@rushes.test');
    const { rootId } = await createProject(bff, toGlobalId('User', manager.userId), 'Season');
    const clip = { filename: 'Clip_19999.mov', bytes: Buffer.from('a clip') };
    await uploadFile(bff, bff.adminToken, rootId, clip);
    const answer = await importMetadataFile(bff, bff.adminToken, rootId, {
      filename: 'Season.ale',
      bytes,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.importMetadata.result).toMatchObject({ parsed: 20_000, matched: 1 });
    const kept = await bff.services.db
      .selectFrom('metadataImport')
      .select(['parts', 'partsIn'])
      .select((eb) =>
        eb
          .selectFrom('metadataRecord')
          .select(eb.fn.countAll<string>().as('records'))
          .whereRef('metadataRecord.importId', '=', 'metadataImport.id')
          .as('records'),
      )
      .where('folderId', '=', fromGlobalId(rootId).id)
      .executeTakeFirstOrThrow();
    expect(Number(kept.records)).toBe(20_000);
    expect(kept.parts).toBeGreaterThan(1);
    expect(kept.partsIn).toBe(kept.parts);
    const listed = await bff.gql(
      bff.adminToken,
      'query ($id: ID!) { folder(id: $id) { assets { edges { node { displayName } } } } }',
      { id: rootId },
    );
    expect(listed.data?.folder.assets.edges[0].node.displayName).toBe('1999 / 9');
  }, 120_000);
});
