import { objectStorageContract } from '@rushes/storage/testing';
import { startLocalStorageServer } from './local-storage.fixture.ts';

/** A router over two local disks (the default and `eu/`'s own root), through the BFF's routes. */
const twoDisks = async () => {
  const server = await startLocalStorageServer({ prefixes: ['eu'] });
  return {
    storage: server.storage,
    reachable: (url: string) => new URL(url, server.origin).href,
    onDisk: true,
    leftovers: server.leftovers,
    cleanup: server.close,
  };
};

objectStorageContract('local disks routed, the default storage', twoDisks);
objectStorageContract('local disks routed, a storage of its own', twoDisks, { keyPrefix: 'eu/' });
