import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import type { LinkDirectory, OpenLink } from '../../auth/visitor.ts';
import { decided } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { findLinksByIds, type LinkRow } from '../links/link.queries.ts';
import { prepareRenditions } from '../versions/watermarked-pictures.ts';
import { visitCommands } from './visit.binding.ts';

const open = (link: LinkRow | undefined): OpenLink | undefined =>
  link && !link.deletedAt
    ? {
        id: link.id,
        projectId: link.projectId,
        name: link.name,
        passwordHash: link.passwordHash,
        expiresAt: link.expiresAt,
      }
    : undefined;

const findLinkByToken = (db: Kysely<Database>, token: string) =>
  db.selectFrom('shareLink').selectAll().where('token', '=', token).executeTakeFirst();

/** The share links as their visitors meet them, from the links' read model. */
export const linkDirectory = (services: Services): LinkDirectory => ({
  byToken: async (token) => open(await findLinkByToken(services.db, token)),
  byId: async (id) => open((await findLinksByIds(services.db, [id]))[0]),
  async recordVisit(visitor, request) {
    const { linkId, visitId, email } = visitor;
    const origin = { ...request, actor: { kind: 'link' as const, id: linkId } };
    const command = { type: 'RecordVisit' as const, linkId, visitId, email };
    decided(await visitCommands.run(services, origin, visitId, command));
    // Their clips start rendering with the link's watermark now; a failure here shows later.
    await prepareRenditions({ services, origin, linkId, visitor }).catch((error: unknown) =>
      services.logger.warn({ err: error, linkId }, 'could not ask for the watermarked renditions'),
    );
  },
});
