import type { GraphQLResolveInfo } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';
import { forgetLoaded } from '../request-context.ts';

type Subscribe = (
  root: unknown,
  args: Record<string, string>,
  ctx: MercuriusContext,
  info: GraphQLResolveInfo,
) => AsyncIterator<unknown>;

/**
 * The messages of one topic that the subscriber may see, checked before anything is resolved: a
 * message about something out of their reach is dropped without a word, so neither an error nor
 * its timing tells them it exists. The socket's loaders outlive each message, so its reach is
 * read afresh for each; the resolver then reads what the check loaded.
 * Call the answer with `{ id }`, the topic's key.
 */
export const seenOnly = <Payload>(
  topicOf: (id: string) => string | string[],
  sees: (payload: Payload, ctx: MercuriusContext) => Promise<boolean>,
): Subscribe =>
  mercurius.withFilter<Payload>(
    (_root: unknown, args: Record<string, string>, ctx: MercuriusContext) =>
      ctx.pubsub.subscribe(topicOf(args.id ?? '')),
    async (payload, _args, ctx) => {
      forgetLoaded(ctx);
      return sees(payload, ctx);
    },
  ) as Subscribe;
