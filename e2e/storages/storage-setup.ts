import { join } from 'node:path';

/**
 * Where the second storage keeps its projects' media: a root folder of its own in the run's data
 * folder (read when asked: the journeys' config makes that folder).
 */
export const europeRoot = () => join(process.env.RUSHES_E2E_DATA_DIR ?? '', 'europe');

/** An Aspera server's Node API account: no server answers here, these journeys ask it nothing. */
const node = { nodeUser: 'rushes', nodePassword: 'node-secret' };

/** RUSHES_STORAGES and RUSHES_TRANSFER_SERVERS of the journeys with two storages. */
export const storageEnv = () => ({
  RUSHES_STORAGES: JSON.stringify([
    { name: 'Main', prefix: '' },
    { name: 'Europe', prefix: 'eu', root: europeRoot() },
  ]),
  RUSHES_TRANSFER_SERVERS: JSON.stringify([
    { name: 'Rushes Transfer', storagePrefix: '', kind: 'rushes' },
    {
      name: 'asp2',
      storagePrefix: 'eu',
      kind: 'aspera',
      endpoint: 'https://asp2.test:9092',
      ...node,
    },
    {
      name: 'asp3',
      storagePrefix: 'eu',
      kind: 'aspera',
      endpoint: 'https://asp3.test:9092',
      ...node,
    },
  ]),
});
