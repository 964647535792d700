import type { StorageSetup } from '@rushes/runtime';
import { describe, expect, it } from 'vitest';
import { defaultTransferServer, storageNameOf, storageOfNewProject } from './storage-choice.ts';

const rate = { targetRateKbps: 100_000 };
const one: StorageSetup = {
  storages: [{ name: 'Default', prefix: '' }],
  transferServers: [
    { name: 'Rushes Transfer', storagePrefix: '', kind: 'rushes', targetRateKbps: 100_000 },
  ],
};
const two: StorageSetup = {
  storages: [...one.storages, { name: 'Europe', prefix: 'eu' }],
  transferServers: [
    { name: 'asp2', storagePrefix: 'eu', kind: 'aspera', endpoint: 'https://asp2', ...rate },
    { name: 'asp3', storagePrefix: 'eu', kind: 'aspera', endpoint: 'https://asp3', ...rate },
  ],
};

describe('a new project’s storage', () => {
  it('is the default unless the caller must choose among several', () => {
    expect(storageOfNewProject(one, undefined, true)).toBe('');
    expect(storageOfNewProject(two, null, false)).toBe('');
    expect(storageOfNewProject(two, undefined, true)).toBeNull();
  });

  it('is the one named when the deployment has it', () => {
    expect(storageOfNewProject(two, 'eu', true)).toBe('eu');
    expect(storageOfNewProject(two, '', true)).toBe('');
    expect(storageOfNewProject(two, 'us', true)).toBeNull();
  });

  it('comes with the first transfer server of that storage, or none', () => {
    expect(defaultTransferServer(one, '')).toBe('Rushes Transfer');
    expect(defaultTransferServer(two, 'eu')).toBe('asp2');
    expect(defaultTransferServer(two, '')).toBeNull();
  });

  it('is named as configured, or by its prefix once the deployment drops it', () => {
    expect(storageNameOf(two, 'eu')).toBe('Europe');
    expect(storageNameOf(one, 'eu')).toBe('eu');
  });
});
