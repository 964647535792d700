import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useMentionableQuery } from '../__generated__/useMentionableQuery.graphql.ts';

/** The names a comment on the asset may mention; none until they have come (nothing waits). */
export function useMentionable(assetId: string): readonly string[] {
  const environment = useRelayEnvironment();
  const [names, setNames] = useState<readonly string[]>([]);
  useEffect(() => {
    const subscription = fetchQuery<useMentionableQuery>(
      environment,
      graphql`
        query useMentionableQuery($assetId: ID!) {
          asset(id: $assetId) {
            mentionable {
              name
            }
          }
        }
      `,
      { assetId },
    ).subscribe({
      next: (data) => setNames(data.asset?.mentionable.map((user) => user.name) ?? []),
      error: () => setNames([]),
    });
    return () => subscription.unsubscribe();
  }, [environment, assetId]);
  return names;
}
