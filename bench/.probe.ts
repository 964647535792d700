import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, JetStreamApiError } from '@nats-io/jetstream';
const nc = await connect({ servers: 'nats://127.0.0.1:4333' });
const jsm = await jetstreamManager(nc);
await jsm.streams.add({ name: 'P', subjects: ['p.>'], duplicate_window: 24 * 3600 * 1e9 });
const js = jetstream(nc);
const a = await js.publish('p.x', 'one', { msgID: 'c1', expect: { lastSubjectSequence: 0 } });
console.log('first', a);
const b = await js.publish('p.x', 'two', { msgID: 'c2', expect: { lastSubjectSequence: a.seq } });
console.log('second', b);
try { const c = await js.publish('p.x', 'one', { msgID: 'c1', expect: { lastSubjectSequence: 0 } }); console.log('dup stale', c); } catch (e) { console.log('dup stale err', e instanceof JetStreamApiError, (e as any).code, (e as Error).message); }
try { await js.publish('p.x', 'three', { msgID: 'c3', expect: { lastSubjectSequence: 1 } }); } catch (e) { console.log('stale err', e instanceof JetStreamApiError, (e as any).code, (e as Error).message, e?.constructor?.name); }
const c = await js.consumers.get('P', { filter_subjects: 'p.y' });
console.log('empty consumer pending', (await c.info(true)).num_pending);
const d = await js.consumers.get('P', { filter_subjects: 'p.x' });
console.log('x pending', (await d.info(true)).num_pending);
const it = await d.consume({ max_messages: 10 });
for await (const m of it) { console.log(m.seq, m.info.pending, m.string()); if (m.info.pending === 0) break; }
console.log('info', (await jsm.streams.info('P')).state);
await jsm.streams.delete('P');
await nc.close();
