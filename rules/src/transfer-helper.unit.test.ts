import { describe, expect, it } from 'vitest';
import { type TransferTokenFields, transferSpecOf } from './transfer-helper.ts';

const token: TransferTokenFields = {
  direction: 'send',
  remoteHost: 'aspera.example.com',
  remoteUser: 'xfer',
  sshPort: 33001,
  authentication: 'token',
  token: 'ATB3_abc',
  destinationRoot: '/projects/p1/uploads',
  sourceRoot: '',
  targetRateKbps: 94_000,
  paths: [
    { source: 'A001C003.mov', destination: 'A001C003.mov' },
    { source: 'Day 3/A003C012.mov', destination: 'Day 3/A003C012.mov' },
  ],
  tags: { transferId: 'tr-1' },
};

describe('the transfer token as a transfer spec', () => {
  it('spells every field as the fast-transfer protocol does', () => {
    expect(transferSpecOf(token)).toEqual({
      direction: 'send',
      remote_host: 'aspera.example.com',
      remote_user: 'xfer',
      ssh_port: 33001,
      authentication: 'token',
      token: 'ATB3_abc',
      destination_root: '/projects/p1/uploads',
      source_root: '',
      target_rate_kbps: 94_000,
      paths: [
        { source: 'A001C003.mov', destination: 'A001C003.mov' },
        { source: 'Day 3/A003C012.mov', destination: 'Day 3/A003C012.mov' },
      ],
      tags: { transfer_id: 'tr-1' },
    });
  });

  it("names Rushes Transfer's server where the token has one, for the UFTP engine", () => {
    const engineUrl = 'https://transfer.rushes.example.com';
    expect(transferSpecOf({ ...token, engineUrl }).engine_url).toBe(engineUrl);
    expect(transferSpecOf({ ...token, engineUrl: null })).not.toHaveProperty('engine_url');
  });

  it('keeps a download a download', () => {
    expect(transferSpecOf({ ...token, direction: 'receive' }).direction).toBe('receive');
  });
});
