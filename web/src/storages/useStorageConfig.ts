import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  useStorageConfigQuery,
  useStorageConfigQuery$data,
} from '../__generated__/useStorageConfigQuery.graphql.ts';

const query = graphql`
  query useStorageConfigQuery {
    storageConfig {
      storages {
        name
        prefix
      }
      transferServers {
        name
        storagePrefix
      }
    }
  }
`;

/** The deployment's storages (the default first) and transfer servers. */
export type StorageConfig = useStorageConfigQuery$data['storageConfig'];

/**
 * The storage config, asked for only when the viewer is a superuser (it loads for them alone);
 * null for anyone else, and until it arrives or when it cannot be read.
 */
export function useStorageConfig(superuser: boolean): StorageConfig | null {
  const environment = useRelayEnvironment();
  const [config, setConfig] = useState<StorageConfig | null>(null);
  useEffect(() => {
    if (!superuser) return;
    const subscription = fetchQuery<useStorageConfigQuery>(environment, query, {}).subscribe({
      next: (answer) => setConfig(answer.storageConfig),
      error: () => setConfig(null),
    });
    return () => subscription.unsubscribe();
  }, [environment, superuser]);
  return superuser ? config : null;
}
