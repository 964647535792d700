import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { transferGrantOpens } from '../slices/policy.ts';
import { closedField } from './open-fields.ts';

/**
 * Refuses (FORBIDDEN, naming the field) an operation of a transfer token's bearer that asks for
 * anything its grant does not open, before anything runs: the token does its one transfer and
 * nothing else its holder could do. Transfer tokens come over HTTP only (never a websocket).
 */
export function installTransferGrantGate(app: FastifyInstance): void {
  app.graphql.addHook('preExecution', async (schema, document, context) => {
    const grant = context.transferGrant;
    if (!grant) return;
    const opens = (type: string, field: string) => transferGrantOpens(grant, type, field);
    const closed = closedField(schema, document, opens);
    if (closed) {
      throw new AppError('FORBIDDEN', { field: closed }, 'a transfer token does its transfer only');
    }
  });
}
