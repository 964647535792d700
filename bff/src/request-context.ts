import type { IncomingHttpHeaders } from 'node:http';
import type { AggregateCommands, CommandOrigin, DomainEvent } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type { Machine } from './auth/machine.ts';
import type { TransferGrant } from './auth/transfer-grant.ts';
import type { Viewer } from './auth/viewer.ts';
import type { Visitor } from './auth/visitor.ts';
import { decided } from './errors.ts';
import { nothingReached, type Reached } from './reached.ts';
import type { Services } from './services.ts';

/**
 * The loaders of one request: rows fetched once, batched across the fields asking. Each slice adds
 * its own with `declare module '<path>/request-context.ts' { interface RequestLoaders … }` and
 * builds them with the factory it declares.
 */
// biome-ignore lint/suspicious/noEmptyInterface: each slice adds its loaders by declaration merging
export interface RequestLoaders {}

/** A slice's part of the request's loaders. */
export type LoaderFactory = (db: Kysely<Database>) => Partial<RequestLoaders>;

/** Where a request came from; `headers` is there because Mercurius' websocket code reads it. */
export interface RequestInfo {
  id: string;
  clientIp: string | null;
  headers: IncomingHttpHeaders;
  /** The session of the request's access token: a password change keeps it, ends the others. */
  sessionId?: string | null;
}

/**
 * What every resolver gets: the services, who asks — a signed-in user (`viewer`), a share link's
 * visitor (`visitor`) or a machine through an API token (`machine`), never two; with a transfer
 * token, the user or visitor it acts for and its `transferGrant` — and the request's loaders.
 */
export interface RequestContext {
  services: Services;
  viewer: Viewer | null;
  visitor: Visitor | null;
  machine: Machine | null;
  /** What a transfer token's bearer may do (the policy's `transferGrant…` rules); else null. */
  transferGrant: TransferGrant | null;
  request: RequestInfo;
  loaders: RequestLoaders;
  /** What the request handed out so far, for the chain of custody. */
  reached: Reached;
}

declare module 'mercurius' {
  interface MercuriusContext extends RequestContext {}
}

/** The context of one request (or one subscription), its loaders made by the slices' factories. */
export function createRequestContext(
  services: Services,
  who: {
    viewer: Viewer | null;
    visitor: Visitor | null;
    machine?: Machine | null;
    transferGrant?: TransferGrant | null;
  },
  request: RequestInfo,
  loaderFactories: readonly LoaderFactory[],
): RequestContext {
  const parts = loaderFactories.map((create) => create(services.db));
  // Every slice has added its part, so together they make the whole set.
  const loaders = Object.assign({}, ...parts) as RequestLoaders;
  return {
    services,
    ...who,
    machine: who.machine ?? null,
    transferGrant: who.transferGrant ?? null,
    request,
    loaders,
    reached: nothingReached(),
  };
}

/**
 * Forgets what the request loaded: after a mutation wrote, and before each event of a
 * subscription (whose context lives as long as the subscription).
 */
export function forgetLoaded(ctx: RequestContext): void {
  // A slice may also hand another a plain function this way (one it may not import): it keeps
  // nothing to forget.
  for (const loader of Object.values(ctx.loaders) as unknown[]) {
    if (loader instanceof DataLoader) loader.clearAll();
  }
}

/** Who acts in a command run for this request, as the log names them. */
function actorOf(ctx: RequestContext): CommandOrigin['actor'] {
  if (ctx.viewer) return { kind: 'user', id: ctx.viewer.userId };
  if (ctx.visitor) return { kind: 'link', id: ctx.visitor.linkId };
  if (ctx.machine) return { kind: 'token', id: ctx.machine.tokenId };
  return { kind: 'system' };
}

/**
 * Who a command run for this request acts as: the viewer, visitor or machine, from the request's
 * address.
 */
export const originOf = (ctx: RequestContext): CommandOrigin => ({
  actor: actorOf(ctx),
  correlationId: ctx.request.id,
  clientIp: ctx.request.clientIp,
});

/**
 * Runs a request's command on the aggregate `id` (`clientMutationId` as its retry key), throws a
 * refusal as the error of its code, and forgets what the request loaded, so the answer reads the
 * change: a resolver's command in one line.
 */
export async function decideFor<C, S, E extends DomainEvent>(
  ctx: RequestContext,
  aggregate: AggregateCommands<C, S, E>,
  id: string,
  command: NoInfer<C>,
  clientMutationId?: string | null,
): Promise<{ events: E[]; seq: number }> {
  const options = { idempotencyKey: clientMutationId };
  const result = decided(await aggregate.run(ctx.services, originOf(ctx), id, command, options));
  forgetLoaded(ctx);
  return result;
}
