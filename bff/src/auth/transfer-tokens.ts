import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import type { Accounts } from './accounts.ts';
import type { TransferGrant, TransferGrants } from './transfer-grant.ts';
import type { Viewer } from './viewer.ts';
import { findVisit } from './visit.queries.ts';
import { hasExpired, type LinkDirectory, type Visitor } from './visitor.ts';

/** Who a transfer token's request acts as, and the grant that bounds it. */
export interface TransferBearer {
  viewer: Viewer | null;
  visitor: Visitor | null;
  grant: TransferGrant;
}

export interface TransferTokens {
  /**
   * The bearer of a token that works: its grant, and its holder as the read models say now (a
   * user not deleted; a visitor whose link is there, unexpired, with the password of their
   * visit); null otherwise.
   */
  authenticate(token: string, now?: Date): Promise<TransferBearer | null>;
}

/**
 * Transfer tokens as requests present them. No session stands behind one: the holder's logout
 * leaves their transfer running, as the helper runs on once the tab is closed; what ends their
 * access (a user deleted, a link deleted, expired or given another password) ends it too.
 */
export function createTransferTokens(deps: {
  grants: TransferGrants;
  db: Kysely<Database>;
  accounts: Pick<Accounts, 'find'>;
  links: Pick<LinkDirectory, 'byId'>;
}): TransferTokens {
  const { grants, db, accounts, links } = deps;

  async function visitorOf(visitId: string, projectId: string, now: Date) {
    const visit = await findVisit(db, visitId);
    const link = visit && (await links.byId(visit.linkId));
    if (!visit || !link || hasExpired(link.expiresAt, now)) return null;
    if (link.passwordHash !== visit.passwordHash || link.projectId !== projectId) return null;
    return { visitId, linkId: link.id, projectId, email: visit.email };
  }

  return {
    async authenticate(token, now = new Date()) {
      const grant = grants.open(token, now);
      if (!grant) return null;
      const { holder } = grant;
      if (holder.kind === 'visit') {
        const visitor = await visitorOf(holder.visitId, grant.projectId, now);
        return visitor && { viewer: null, visitor, grant };
      }
      const user = await accounts.find(holder.userId);
      if (!user) return null;
      return { viewer: { userId: user.id, isSuperuser: user.isSuperuser }, visitor: null, grant };
    },
  };
}
