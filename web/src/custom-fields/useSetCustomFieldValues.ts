import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetCustomFieldValuesMutation as SetValues } from '../__generated__/useSetCustomFieldValuesMutation.graphql.ts';
import { commitResult } from '../relay/commit-result.ts';

/** A value to set, as text; empty clears it. */
export interface ValueToSet {
  fieldId: string;
  value: string;
}

/**
 * setCustomFieldValues on one asset or a selection: each asset comes back with its values, so its
 * inspector and its row in the folder list show them at once.
 */
export function useSetCustomFieldValues() {
  const [commit] = useMutation<SetValues>(graphql`
    mutation useSetCustomFieldValuesMutation($input: SetCustomFieldValuesInput!) {
      setCustomFieldValues(input: $input) {
        assets {
          id
          ...CustomFieldsPanel_asset
          ...AssetRow_asset
        }
      }
    }
  `);
  return useCallback(
    (assetIds: readonly string[], values: readonly ValueToSet[]) =>
      commitResult(commit, {
        variables: { input: { assetIds: [...assetIds], values: [...values] } },
      }),
    [commit],
  );
}
