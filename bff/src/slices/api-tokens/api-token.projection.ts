import { apiTokenCreated, apiTokenRevoked, type Projection } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { createdBy } from '../actor.ts';

/** `api_token`: each token as its events say; a revoked one keeps its row, marked. */
export const apiTokensProjection: Projection<Database> = {
  name: 'api-tokens',
  tables: ['api_token'],
  handles: [apiTokenCreated.type, apiTokenRevoked.type],
  async apply(trx, event, commit) {
    const at = commit.meta.at;
    if (apiTokenCreated.is(event)) {
      await trx
        .insertInto('apiToken')
        .values({ ...event.data, createdAt: at, createdBy: createdBy(commit) })
        .execute();
    } else if (apiTokenRevoked.is(event)) {
      await trx
        .updateTable('apiToken')
        .set({ revokedAt: at })
        .where('id', '=', event.data.id)
        .execute();
    }
  },
};
