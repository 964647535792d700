import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSubscriptions } from '../../live/subscription.fixture.ts';
import { startTestBff, type TestBff } from '../test-bff.fixture.ts';

describe('welcome', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({}, { RUSHES_BUILD_ID: 'build-77' });
  });
  afterAll(() => bff?.close());

  it('tells each new connection the build the BFF runs, as hello does', async () => {
    const hello = await bff.app.inject({ url: '/v2/hello' });
    expect(hello.json().api.buildId).toBe('build-77');
    for (const _connection of [1, 2]) {
      const client = await openSubscriptions(bff.app, bff.adminToken);
      const id = client.subscribe('subscription { welcome { buildId } }', {});
      const answer = await client.next(id);
      expect(answer).toMatchObject({
        type: 'next',
        payload: { data: { welcome: { buildId: 'build-77' } } },
      });
      client.close();
    }
  });
});
