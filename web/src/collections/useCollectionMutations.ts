import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCollectionMutationsCreateMutation as Create } from '../__generated__/useCollectionMutationsCreateMutation.graphql.ts';
import type { useCollectionMutationsDeleteMutation as Delete } from '../__generated__/useCollectionMutationsDeleteMutation.graphql.ts';
import type { useCollectionMutationsUpdateMutation as Update } from '../__generated__/useCollectionMutationsUpdateMutation.graphql.ts';
import { commitResult } from '../relay/commit-result.ts';

/** What a collection is made of: its name and its search. */
export interface CollectionDefinition {
  name: string;
  definition: string;
}

/**
 * createCollection, updateCollection and deleteCollection; each answers with its project's
 * collections by name, so the project tree follows.
 */
export function useCollectionMutations() {
  const [commitCreate] = useMutation<Create>(graphql`
    mutation useCollectionMutationsCreateMutation($input: CreateCollectionInput!) {
      createCollection(input: $input) {
        collection {
          id
          name
          definition
        }
        project {
          id
          collections {
            id
            name
          }
        }
      }
    }
  `);
  const [commitUpdate] = useMutation<Update>(graphql`
    mutation useCollectionMutationsUpdateMutation($input: UpdateCollectionInput!) {
      updateCollection(input: $input) {
        collection {
          id
          name
          definition
          project {
            id
            collections {
              id
              name
            }
          }
        }
      }
    }
  `);
  const [commitDelete] = useMutation<Delete>(graphql`
    mutation useCollectionMutationsDeleteMutation($input: DeleteCollectionInput!) {
      deleteCollection(input: $input) {
        deletedId @deleteRecord
        project {
          id
          collections {
            id
            name
          }
        }
      }
    }
  `);
  const create = useCallback(
    (projectId: string, collection: CollectionDefinition) =>
      commitResult(commitCreate, { variables: { input: { projectId, ...collection } } }),
    [commitCreate],
  );
  const update = useCallback(
    (id: string, collection: CollectionDefinition) =>
      commitResult(commitUpdate, { variables: { input: { id, ...collection } } }),
    [commitUpdate],
  );
  const remove = useCallback(
    (id: string) => commitResult(commitDelete, { variables: { input: { id } } }),
    [commitDelete],
  );
  return { create, update, remove };
}
