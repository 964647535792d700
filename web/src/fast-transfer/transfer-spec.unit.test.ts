import type { TransferSpec } from '@rushes/rules';
import { describe, expect, it } from 'vitest';
import { withLocalSources } from './transfer-spec.ts';

const spec: TransferSpec = {
  direction: 'send',
  remote_host: 'aspera.example.com',
  remote_user: 'xfer',
  ssh_port: 33001,
  authentication: 'token',
  token: 'ATB3_abc',
  destination_root: '/projects/p1/uploads',
  source_root: '/',
  target_rate_kbps: 94_000,
  paths: [
    { source: 'A001C003.mov', destination: 'A001C003.mov' },
    { source: 'Day 3/A003C012.mov', destination: 'Day 3/A003C012.mov' },
  ],
  tags: { transfer_id: 'tr-1' },
};

describe('the transfer spec for a client that reads the files itself', () => {
  it('points each source at the chosen file on the computer, for a client that reads it', () => {
    const local = withLocalSources(spec, {
      files: [{ name: 'A001C003.mov', size: 10 }],
      localPaths: ['/Volumes/CARD/A001C003.mov', 'C:\\Rushes\\Day 3\\A003C012.mov'],
    });
    expect(local.paths).toEqual([
      { source: '/Volumes/CARD/A001C003.mov', destination: 'A001C003.mov' },
      { source: 'C:\\Rushes\\Day 3\\A003C012.mov', destination: 'Day 3/A003C012.mov' },
    ]);
    expect(local.source_root).toBe('');
  });
});
