import { fetchQuery } from 'react-relay';
import type { Environment, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { WarmableVersion } from '../player/stream/stream-source.ts';
import { warmVersionStream } from '../player/stream/stream-warmup.ts';

/**
 * Begins the stream of the version a viewer's route query shows, from its answer already in the
 * store, before the screen renders (media-handling: opening an asset to its first frame).
 */
export async function beginStream<Q extends OperationType>(
  environment: Environment,
  query: GraphQLTaggedNode,
  variables: Q['variables'],
  versionOf: (answer: Q['response']) => WarmableVersion | null | undefined,
): Promise<void> {
  const answer = await fetchQuery<Q>(environment, query, variables, {
    fetchPolicy: 'store-or-network',
  }).toPromise();
  const version = answer && versionOf(answer);
  if (version) await warmVersionStream(version);
}
