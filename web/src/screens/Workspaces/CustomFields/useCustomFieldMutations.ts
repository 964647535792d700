import type { CustomFieldType } from '@rushes/rules';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCustomFieldMutationsChangeMutation as Change } from '../../../__generated__/useCustomFieldMutationsChangeMutation.graphql.ts';
import type { useCustomFieldMutationsDefineMutation as Define } from '../../../__generated__/useCustomFieldMutationsDefineMutation.graphql.ts';
import type { useCustomFieldMutationsRemoveMutation as Remove } from '../../../__generated__/useCustomFieldMutationsRemoveMutation.graphql.ts';
import type { useCustomFieldMutationsReorderMutation as Reorder } from '../../../__generated__/useCustomFieldMutationsReorderMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';

/** A field's definition as its form sends it. */
export interface FieldDefinition {
  name: string;
  type: CustomFieldType;
  options: readonly string[];
  required: boolean;
  shownInList: boolean;
}

/**
 * Defining, changing, reordering and removing a workspace's custom fields. Each answer holds the
 * workspace's fields (or the field) as they are now, so the tab shows them without reading again.
 */
export function useCustomFieldMutations() {
  const [define] = useMutation<Define>(graphql`
    mutation useCustomFieldMutationsDefineMutation($input: DefineCustomFieldInput!) {
      defineCustomField(input: $input) {
        workspace {
          id
          customFields {
            ...CustomFieldRow_field
          }
        }
      }
    }
  `);
  const [change] = useMutation<Change>(graphql`
    mutation useCustomFieldMutationsChangeMutation($input: ChangeCustomFieldInput!) {
      changeCustomField(input: $input) {
        customField {
          ...CustomFieldRow_field
        }
      }
    }
  `);
  const [reorder] = useMutation<Reorder>(graphql`
    mutation useCustomFieldMutationsReorderMutation($input: ReorderCustomFieldsInput!) {
      reorderCustomFields(input: $input) {
        workspace {
          id
          customFields {
            ...CustomFieldRow_field
          }
        }
      }
    }
  `);
  const [remove] = useMutation<Remove>(graphql`
    mutation useCustomFieldMutationsRemoveMutation($input: RemoveCustomFieldInput!) {
      removeCustomField(input: $input) {
        workspace {
          id
          customFields {
            ...CustomFieldRow_field
          }
        }
      }
    }
  `);
  return {
    define: useCallback(
      (workspaceId: string, field: FieldDefinition) =>
        commitResult(define, {
          variables: { input: { workspaceId, ...field, options: [...field.options] } },
        }),
      [define],
    ),
    change: useCallback(
      (id: string, field: FieldDefinition) =>
        commitResult(change, {
          variables: { input: { id, ...field, options: [...field.options] } },
        }),
      [change],
    ),
    reorder: useCallback(
      (workspaceId: string, fieldIds: readonly string[]) =>
        commitResult(reorder, { variables: { input: { workspaceId, fieldIds: [...fieldIds] } } }),
      [reorder],
    ),
    remove: useCallback(
      (id: string) => commitResult(remove, { variables: { input: { id } } }),
      [remove],
    ),
  };
}
