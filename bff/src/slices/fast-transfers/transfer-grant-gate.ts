import type { DocumentNode, GraphQLSchema } from 'graphql';
import { AppError } from '../../errors.ts';
import { closedField } from '../../graphql/open-fields.ts';
import type { RequestContext } from '../../request-context.ts';
import { transferGrantOpens } from '../policy.ts';

/**
 * Refuses (FORBIDDEN, naming the field) an operation of a transfer token's bearer that asks for
 * anything its grant does not open, before anything runs: the token does its one transfer and
 * nothing else its holder could do. Transfer tokens come over HTTP only (never a websocket).
 */
export async function refuseBeyondGrant(
  schema: GraphQLSchema,
  document: DocumentNode,
  ctx: RequestContext,
): Promise<void> {
  const grant = ctx.transferGrant;
  if (!grant) return;
  const closed = closedField(schema, document, (type, field) =>
    transferGrantOpens(grant, type, field),
  );
  if (closed) {
    throw new AppError('FORBIDDEN', { field: closed }, 'a transfer token does its transfer only');
  }
}
