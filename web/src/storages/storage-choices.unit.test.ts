import { describe, expect, it } from 'vitest';
import { showsStorages, transferServersFor } from './storage-choices.ts';

const one = {
  storages: [{ name: 'Default', prefix: '' }],
  transferServers: [{ name: 'Rushes Transfer', storagePrefix: '' }],
};
const two = {
  storages: [...one.storages, { name: 'Europe', prefix: 'eu' }],
  transferServers: [
    ...one.transferServers,
    { name: 'asp2', storagePrefix: 'eu' },
    { name: 'asp3', storagePrefix: 'eu' },
  ],
};

describe('storage choices', () => {
  it('shows storages to a superuser where there are several', () => {
    expect(showsStorages(null)).toBe(false);
    expect(showsStorages(one)).toBe(false);
    expect(showsStorages(two)).toBe(true);
  });

  it('offers the transfer servers of the project’s storage', () => {
    expect(transferServersFor(two, 'eu')).toEqual(['asp2', 'asp3']);
    expect(transferServersFor(two, '')).toEqual(['Rushes Transfer']);
    expect(transferServersFor(two, 'us')).toEqual([]);
  });
});
