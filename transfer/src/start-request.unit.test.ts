import type { TransferSpec } from '@rushes/rules';
import { describe, expect, it } from 'vitest';
import { startRequestOf } from './start-request.ts';

const spec = (direction: TransferSpec['direction']) => ({
  direction,
  remote_host: 'https://rushes.example.com',
  remote_user: 'rushes',
  ssh_port: 0,
  authentication: 'token',
  token: 'rtt_secret',
  destination_root: '/',
  source_root: '/',
  target_rate_kbps: 0,
  paths: [],
  tags: { transfer_id: 'transfer-1' },
});

const upload = {
  direction: 'upload',
  spec: spec('send'),
  projectId: 'p',
  folderId: 'f',
  assetId: null,
  paths: ['/media/Day 1'],
};

describe("the page's request to start a transfer", () => {
  it('takes an upload and a download as the protocol has them', () => {
    expect(startRequestOf(upload)).toEqual(upload);
    const download = {
      direction: 'download',
      spec: spec('receive'),
      projectId: 'p',
      destination: '/tmp',
    };
    expect(startRequestOf(download)).toEqual(download);
  });

  it('refuses what the protocol does not say, naming the field', () => {
    const refused = (body: unknown) => () => startRequestOf(body);
    expect(refused({ ...upload, paths: [] })).toThrow('paths must name files or folders');
    expect(refused({ ...upload, spec: spec('receive') })).toThrow('spec.direction must be send');
    expect(refused({ ...upload, spec: { ...spec('send'), token: '' } })).toThrow('spec.token');
    expect(refused({ ...upload, folderId: 3 })).toThrow('folderId must be a non-empty text');
    const download = { direction: 'download', spec: spec('receive'), projectId: 'p' };
    expect(refused({ ...download, destination: 'Downloads' })).toThrow('absolute path');
    expect(refused({ ...upload, direction: 'sideways' })).toThrow('upload or download');
  });
});
