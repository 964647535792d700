import type { IResolvers, MercuriusContext } from 'mercurius';
import { AppError } from '../errors.ts';

type Subscribe = (
  root: unknown,
  args: unknown,
  ctx: MercuriusContext,
  info: unknown,
) => Promise<AsyncIterator<unknown>> | AsyncIterator<unknown>;

/** A stream whose first read fails with `error`: how a refusal reaches the socket unlogged. */
const refusedStream = (error: AppError): AsyncIterableIterator<never> => ({
  next: () => Promise.reject(error),
  return: async () => ({ done: true, value: undefined }),
  [Symbol.asyncIterator]() {
    return this;
  },
});

/**
 * A subscription's `subscribe` whose refusals (NOT_FOUND, FORBIDDEN, UNAUTHENTICATED…) are
 * logged at debug with their code. Thrown as they are, Mercurius writes each at error level with
 * no message, so anyone with a socket could flood the log. The client still receives the error
 * with its code; anything unexpected is thrown as it is, and logged as the fault it is.
 */
const quietly =
  (subscribe: Subscribe): Subscribe =>
  async (root, args, ctx, info) => {
    try {
      return await subscribe(root, args, ctx, info);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const { code, data } = error;
      ctx.services.logger.debug({ reqId: ctx.request?.id, code, data }, 'subscription refused');
      return refusedStream(error);
    }
  };

const hasSubscribe = (value: unknown): value is { subscribe: Subscribe } =>
  typeof value === 'object' &&
  value !== null &&
  'subscribe' in value &&
  typeof value.subscribe === 'function';

/** The resolvers with every subscription's refusals kept out of the error log. */
export function withQuietRefusals(resolvers: IResolvers): IResolvers {
  const subscriptions = resolvers.Subscription;
  if (typeof subscriptions !== 'object' || subscriptions === null) return resolvers;
  const wrapped = Object.fromEntries(
    Object.entries(subscriptions).map(([field, resolver]) => [
      field,
      hasSubscribe(resolver) ? { ...resolver, subscribe: quietly(resolver.subscribe) } : resolver,
    ]),
  );
  return { ...resolvers, Subscription: wrapped };
}
