import { type HelperFolder, type HelperHello, transferSpecOf } from '@rushes/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/memory-storage.ts';
import { helperTransfer } from '../fast-transfer.fixture.ts';
import type { FastTransfer } from '../transfer-client.ts';
import { createRushesTransferClient, type HelperPrompts } from './rushes-transfer-client.ts';

const helperUrl = 'http://127.0.0.1:41641';
const origin = 'https://rushes.example.com';
const chrome = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', protocol: 'https:' };

const folders: Record<string, HelperFolder> = {
  '/card': {
    path: '/card',
    parent: '/',
    entries: [
      { name: 'A001C003.mov', path: '/card/A001C003.mov', kind: 'file', size: 100 },
      { name: 'Day 3', path: '/card/Day 3', kind: 'folder', size: 0 },
      { name: '.Trashes', path: '/card/.Trashes', kind: 'folder', size: 0 },
    ],
  },
  '/card/Day 3': {
    path: '/card/Day 3',
    parent: '/card',
    entries: [
      { name: 'A003C012.mov', path: '/card/Day 3/A003C012.mov', kind: 'file', size: 300 },
      { name: '.DS_Store', path: '/card/Day 3/.DS_Store', kind: 'file', size: 6 },
    ],
  },
};

/** Rushes Transfer as the page reaches it over fetch: its answers, and what it was sent. */
function fakeHelper(options: { paired?: boolean; code?: string } = {}) {
  const sent: { method: string; path: string; body: unknown; bearer: string | null }[] = [];
  let paired = options.paired ?? false;
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const { pathname, searchParams } = new URL(url);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    const headers = new Headers(init.headers);
    sent.push({ method, path: pathname, body, bearer: headers.get('authorization') });
    const hello: HelperHello = {
      ...{ app: 'rushes-transfer', version: '1.0.0', protocols: [1], origin },
      ...{ paired: paired && headers.has('authorization'), engines: ['uftp', 'http'] },
    };
    if (pathname === '/v1/hello') return Response.json(hello);
    if (pathname === '/v1/pairings') return Response.json({ pairingId: 'pr-1' });
    if (pathname === '/v1/pairings/pr-1') {
      if (body.code !== (options.code ?? '123456')) {
        return Response.json({ code: 'WRONG_CODE', message: 'wrong' }, { status: 400 });
      }
      paired = true;
      return Response.json({ secret: 'rtp_secret' });
    }
    if (pathname === '/v1/files')
      return Response.json(folders[searchParams.get('path') ?? '/card']);
    if (pathname === '/v1/transfers' && method === 'POST') return Response.json(helperTransfer());
    if (pathname === '/v1/transfers') return Response.json([helperTransfer({ id: 'ht-1' })]);
    if (pathname === '/v1/transfers/events') {
      const event = JSON.stringify(helperTransfer({ id: 'ht-1', sent: 500 }));
      return new Response(`: open\n\nevent: transfer\ndata: ${event}\n\n`);
    }
    return Response.json({ code: 'NOT_FOUND', message: 'none' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { sent };
}

function client(prompts: Partial<HelperPrompts> = {}, storage = memoryStorage(), page = origin) {
  const all: HelperPrompts = {
    pairingCode: async () => '123456',
    chooseEntries: async (list) => (await list('/card')).entries,
    chooseFolder: async () => '/home/ana/Downloads',
    ...prompts,
  };
  const made = createRushesTransferClient({
    ...{ helperUrl, origin: page, platform: chrome },
    ...{ prompts: all, storage },
  });
  return { made, storage };
}

describe('Rushes Transfer over fetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('pairs with the code the person types, again after a wrong one, and keeps the secret', async () => {
    const helper = fakeHelper({ code: '654321' });
    const codes = ['111111', '654321'];
    const asked: boolean[] = [];
    const { made, storage } = client({
      pairingCode: async (wrong) => {
        asked.push(wrong);
        return codes.shift() ?? null;
      },
    });
    expect(await made.chooseDestination()).toBe('/home/ana/Downloads');
    expect(asked).toEqual([false, true]);
    expect(storage.getItem(`rushes.transferHelper ${helperUrl}`)).toBe('rtp_secret');
    expect(helper.sent.filter((call) => call.path.startsWith('/v1/pairings'))).toHaveLength(3);
  });

  it('names the chosen files and folders’ files by their names, as the helper sends them, hidden ones left out', async () => {
    fakeHelper({ paired: true });
    const { made, storage } = client();
    storage.setItem(`rushes.transferHelper ${helperUrl}`, 'rtp_secret');
    expect(await made.chooseUpload()).toEqual({
      files: [
        { name: 'A001C003.mov', size: 100 },
        { name: 'A003C012.mov', size: 300 },
      ],
      localPaths: ['/card/A001C003.mov', '/card/Day 3', '/card/.Trashes'],
    });
  });

  it('hands the helper the spec, the target and the chosen paths, with the bearer', async () => {
    const helper = fakeHelper({ paired: true });
    const { made, storage } = client();
    storage.setItem(`rushes.transferHelper ${helperUrl}`, 'rtp_secret');
    const spec = transferSpecOf({
      ...{ direction: 'send', remoteHost: origin, remoteUser: 'u1', sshPort: 0 },
      ...{ authentication: 'token', token: 'rtt_1', destinationRoot: '', sourceRoot: '' },
      ...{ targetRateKbps: 94_000, paths: [], tags: { transferId: 'tr-1' } },
    });
    const target = { projectId: 'p1', folderId: 'f1', assetId: null };
    const choice = { files: [{ name: 'A.mov', size: 1 }], localPaths: ['/card/A.mov'] };
    await made.start({ direction: 'upload', spec, target, choice });
    expect(helper.sent.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/transfers',
      bearer: 'Bearer rtp_secret',
      body: { direction: 'upload', spec, ...target, paths: ['/card/A.mov'] },
    });
  });

  it('follows the transfers the helper holds, then their changes', async () => {
    fakeHelper({ paired: true });
    const { made, storage } = client();
    storage.setItem(`rushes.transferHelper ${helperUrl}`, 'rtp_secret');
    const seen: FastTransfer[] = [];
    const stop = made.follow((transfer) => seen.push(transfer));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    stop();
    expect(seen.map(({ id, kind, sent }) => ({ id, kind, sent }))).toEqual([
      { id: 'ht-1', kind: 'RUSHES', sent: 0 },
      { id: 'ht-1', kind: 'RUSHES', sent: 500 },
    ]);
  });

  it('is ready only for the Rushes it was started for', async () => {
    fakeHelper();
    const { made } = client();
    expect(await made.whenReady(1000)).toEqual({ ready: true });
    const elsewhere = client({}, memoryStorage(), 'https://other.example.com').made;
    expect(await elsewhere.whenReady(400)).toEqual({
      ready: false,
      why: 'elsewhere',
      detail: origin,
    });
  });
});
