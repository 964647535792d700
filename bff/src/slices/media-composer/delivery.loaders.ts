import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { byKey } from '../loaders.ts';
import { findDeliveryFilesOfFolders, findIntegrationsOfProjects } from './delivery.queries.ts';

export const deliveryLoaders = (db: Kysely<Database>) => ({
  projectIntegrations: byKey((ids) => findIntegrationsOfProjects(db, ids), []),
  deliveryFiles: byKey((ids) => findDeliveryFilesOfFolders(db, ids), []),
});

declare module '../../request-context.ts' {
  interface RequestLoaders extends ReturnType<typeof deliveryLoaders> {}
}
