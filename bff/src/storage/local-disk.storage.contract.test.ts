import { objectStorageContract } from '@rushes/storage/testing';
import { startLocalStorageServer } from './local-storage.fixture.ts';

// Lives beside the BFF's routes because the contract goes through them: parts are PUT to the
// signed same-origin URLs and objects read back by signed GETs, over loopback HTTP.
objectStorageContract('local disk', async () => {
  const server = await startLocalStorageServer();
  return {
    storage: server.storage,
    reachable: (url) => new URL(url, server.origin).href,
    onDisk: true,
    leftovers: server.leftovers,
    cleanup: server.close,
  };
});
