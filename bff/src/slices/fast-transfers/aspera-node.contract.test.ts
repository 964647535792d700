import { freeLoopbackPort } from '@rushes/runtime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type NodeApiStandIn, startNodeApiStandIn } from './aspera-node.fixture.ts';
import { AsperaNodeError, asperaNodeApi } from './aspera-node.ts';

/**
 * The Node API adapter against a stand-in that answers as the Node API is documented to: what it
 * sends (path, basic authentication, one transfer request), how it reads a transfer spec, and
 * that every failure is an AsperaNodeError. No Aspera server was reached.
 */
describe('the Aspera Node API adapter', () => {
  let node: NodeApiStandIn;
  beforeAll(async () => {
    node = await startNodeApiStandIn();
  });
  afterAll(() => node?.close());
  beforeEach(() => {
    node.answer = 'spec';
    node.requests.length = 0;
  });

  const api = () =>
    asperaNodeApi({ endpoint: `${node.endpoint}/`, user: node.user, password: node.password });

  it('asks upload_setup for one transfer request, and reads its transfer spec', async () => {
    const request = {
      paths: [{ destination: 'A003C012.mov' }, { destination: 'Sound/A003_T2.wav' }],
      destination_root: '/Feature/Day 3',
      tags: { rushes: { transfer_id: 't-1' } },
    };
    const spec = await api().setup('upload', request);
    expect(node.requests).toEqual([
      {
        path: '/files/upload_setup',
        user: 'node_rushes',
        password: 'node-secret',
        body: { transfer_requests: [{ transfer_request: request }] },
      },
    ]);
    expect(spec).toEqual({
      direction: 'send',
      remote_host: 'aspera.stand-in.test',
      remote_user: 'xfer',
      ssh_port: 33001,
      token: 'ATV7_stand-in-token-1',
      authentication: 'token',
      destination_root: '/Feature/Day 3',
      source_root: '',
      target_rate_kbps: null,
      paths: request.paths,
    });
  });

  it('asks download_setup for the sources', async () => {
    const paths = [{ source: '/projects/p/assets/a/v/source.mov', destination: 'Day 1/A.mov' }];
    const spec = await api().setup('download', { paths });
    expect(node.requests[0]?.path).toBe('/files/download_setup');
    expect(spec).toMatchObject({ direction: 'receive', paths, token: 'ATV7_stand-in-token-1' });
  });

  it('fails with the reason when the server refuses, errs, or takes other credentials', async () => {
    const reason = (setup: Promise<unknown>) =>
      setup.then(
        () => 'answered',
        (error: unknown) => (error instanceof AsperaNodeError ? error.reason : String(error)),
      );
    node.answer = 'refuse';
    expect(await reason(api().setup('upload', { paths: [] }))).toBe(
      '409 Conflict Destination is not writable',
    );
    node.answer = 'fail';
    expect(await reason(api().setup('download', { paths: [] }))).toBe(
      'HTTP 500: 500 Internal Server Error Node is unavailable',
    );
    node.answer = 'spec';
    const stranger = asperaNodeApi({ endpoint: node.endpoint, user: 'x', password: 'y' });
    expect(await reason(stranger.setup('upload', { paths: [] }))).toBe(
      'HTTP 401: 401 Unauthorized Invalid credentials',
    );
  });

  it('fails when nothing answers', async () => {
    const endpoint = `http://127.0.0.1:${await freeLoopbackPort()}`;
    const absent = asperaNodeApi({ endpoint, user: 'x', password: 'y', timeoutMs: 2000 });
    await expect(absent.setup('upload', { paths: [] })).rejects.toSatisfy(
      (error) => error instanceof AsperaNodeError && error.reason.startsWith('unreachable'),
    );
  });
});
