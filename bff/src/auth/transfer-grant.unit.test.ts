import { deflateRawSync } from 'node:zlib';
import { createSealer } from '@rushes/runtime';
import { describe, expect, it } from 'vitest';
import { type GrantRequest, TRANSFER_TOKEN_SECONDS, transferGrants } from './transfer-grant.ts';

const key = 'k'.repeat(48);
const now = new Date('2026-12-13T12:00:00.000Z');

const upload: GrantRequest = {
  direction: 'upload',
  holder: { kind: 'user', userId: 'ada' },
  projectId: 'feature',
  folderId: 'day-3',
  assetId: null,
  files: [
    { name: 'A003C012_231104_R1AB.mov', size: 183_000_000_000 },
    { name: 'Sound/A003_T2.wav', size: 0 },
  ],
};
const download: GrantRequest = {
  direction: 'download',
  holder: { kind: 'visit', visitId: 'visit-1' },
  projectId: 'feature',
  parentId: null,
  folderIds: ['day-1'],
  assetIds: ['take-2', 'take-3'],
};

/** The token with one character of its sealed part changed. */
function altered(token: string, at: number): string {
  const was = token[at];
  return `${token.slice(0, at)}${was === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
}

describe('a transfer token', () => {
  const grants = transferGrants(key);

  it('carries its grant sealed: rtt_, nothing of it readable, opened whole', () => {
    const { token, grant } = grants.seal(upload, now);
    expect(token).toMatch(/^rtt_v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(token).not.toContain('A003');
    expect(grant).toEqual({
      ...upload,
      transferId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      expiresAt: new Date(now.getTime() + TRANSFER_TOKEN_SECONDS * 1000),
    });
    expect(grants.open(token, now)).toEqual(grant);
    const other = grants.seal(download, now);
    expect(grants.open(other.token, now)).toEqual(other.grant);
    expect(other.grant.transferId).not.toBe(grant.transferId);
  });

  it('works for a day, and not a second longer', () => {
    const { token, grant } = grants.seal(download, now);
    expect(TRANSFER_TOKEN_SECONDS).toBe(24 * 3600);
    expect(grants.open(token, new Date(grant.expiresAt.getTime() - 1000))).toEqual(grant);
    expect(grants.open(token, grant.expiresAt)).toBeNull();
  });

  it('is refused when altered anywhere, or sealed under another key', () => {
    const { token } = grants.seal(upload, now);
    const [iv = '', tag = ''] = token.slice('rtt_v1.'.length).split('.');
    for (const at of [
      10,
      'rtt_v1.'.length + iv.length + 3,
      'rtt_v1.'.length + iv.length + tag.length + 5,
    ]) {
      expect(grants.open(altered(token, at), now)).toBeNull();
    }
    expect(transferGrants('x'.repeat(48)).open(token, now)).toBeNull();
  });

  it('is refused under another prefix, or as what was sealed for another purpose', () => {
    const { token } = grants.seal(upload, now);
    const sealed = token.slice('rtt_'.length);
    expect(grants.open(sealed, now)).toBeNull();
    expect(grants.open(`rsh_${sealed}`, now)).toBeNull();
    // what the log's secrets are sealed with: the same secrets key, another purpose
    const logged = createSealer(key).sealBytes(deflateRawSync('{"v":1}'));
    expect(grants.open(`rtt_${logged}`, now)).toBeNull();
  });

  it('is refused when what it seals is no grant, or it is longer than a header carries', () => {
    const sealer = createSealer(key, 'rushes transfer tokens');
    const sealed = (payload: unknown) =>
      `rtt_${sealer.sealBytes(deflateRawSync(JSON.stringify(payload)))}`;
    const good = { v: 1, t: 't', h: { u: 'ada' }, p: 'p', x: now.getTime() / 1000 + 60 };
    const files = { up: 'f', a: null, f: [['a.mov', 1]] };
    expect(grants.open(sealed({ ...good, g: files }), now)).not.toBeNull();
    expect(grants.open(sealed({ ...good, g: { ...files, f: [['a.mov', -1]] } }), now)).toBeNull();
    expect(grants.open(sealed({ ...good, v: 2, g: files }), now)).toBeNull();
    expect(grants.open(sealed({ ...good, g: { ...files, extra: true } }), now)).toBeNull();
    expect(grants.open(`rtt_${sealer.sealBytes(Buffer.from('not deflated'))}`, now)).toBeNull();
    expect(grants.open(`rtt_${'A'.repeat(9000)}`, now)).toBeNull();
  });
});
