import { describe, expect, it } from 'vitest';
import {
  type ConnectTransferInfo,
  fastTransferOfConnect,
  readinessOfConnectStatus,
} from './connect-transfers.ts';

const info = (change: Partial<ConnectTransferInfo> = {}): ConnectTransferInfo => ({
  uuid: 'c-1',
  status: 'running',
  bytes_expected: 3000,
  bytes_written: 1500,
  calculated_rate_kbps: 80_000,
  modify_time: '2026-11-29T10:00:00Z',
  transfer_spec: { direction: 'send', tags: { rushes: { project_id: 'p1', folder_id: 'f1' } } },
  files: [
    { file: '/Volumes/CARD/A.mov', bytes_expected: 1000, bytes_written: 1000 },
    { file: '/Volumes/CARD/B.mov', bytes_expected: 2000, bytes_written: 500 },
  ],
  ...change,
});

describe("Connect's status and transfers", () => {
  it('is ready when running, waits while it is looked for, and is absent once it failed', () => {
    expect(readinessOfConnectStatus('RUNNING')).toEqual({ ready: true });
    expect(readinessOfConnectStatus('INITIALIZING')).toBeNull();
    expect(readinessOfConnectStatus('RETRYING')).toBeNull();
    expect(readinessOfConnectStatus('FAILED')).toEqual({ ready: false, why: 'absent' });
    expect(readinessOfConnectStatus('EXTENSION_INSTALL')).toEqual({ ready: false, why: 'absent' });
    expect(readinessOfConnectStatus('OUTDATED')).toEqual({ ready: false, why: 'outdated' });
  });

  it('follows the transfers the page started, by their tags, with their files and rate', () => {
    const transfer = fastTransferOfConnect(info());
    expect(transfer).toMatchObject({
      id: 'c-1',
      kind: 'ASPERA',
      direction: 'upload',
      state: 'running',
      projectId: 'p1',
      folderId: 'f1',
      bytesPerSecond: 10_000_000,
    });
    expect(transfer?.files.map(({ name, sent, state }) => ({ name, sent, state }))).toEqual([
      { name: 'A.mov', sent: 1000, state: 'completed' },
      { name: 'B.mov', sent: 500, state: 'running' },
    ]);
  });

  it('leaves out transfers another site started', () => {
    expect(fastTransferOfConnect(info({ transfer_spec: { direction: 'send' } }))).toBeNull();
  });
});
