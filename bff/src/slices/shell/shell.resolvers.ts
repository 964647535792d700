import type { IResolvers, MercuriusContext } from 'mercurius';
import { signedInOrVisiting } from '../access.ts';

/**
 * One value, then nothing until the client stops listening: the subscription stays open, so
 * graphql-ws subscribes again (and hears the value again) on every new connection.
 */
export function onceThenOpen<T>(value: T): AsyncIterableIterator<T> {
  let sent = false;
  let stop: (() => void) | null = null;
  const stopped = new Promise<IteratorResult<T>>((resolve) => {
    stop = () => resolve({ done: true, value: undefined });
  });
  const iterator: AsyncIterableIterator<T> = {
    next() {
      if (sent) return stopped;
      sent = true;
      return Promise.resolve({ done: false, value });
    },
    return() {
      stop?.();
      return Promise.resolve({ done: true, value: undefined });
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/** `welcome`: the build this BFF runs, to everyone signed in or visiting a link. */
export const shellResolvers = {
  Subscription: {
    welcome: {
      subscribe(_root: unknown, _args: unknown, ctx: MercuriusContext) {
        signedInOrVisiting(ctx);
        return onceThenOpen({ welcome: { buildId: ctx.services.config.buildId } });
      },
    },
  },
} satisfies IResolvers;
