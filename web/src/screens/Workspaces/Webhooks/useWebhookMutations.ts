import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useWebhookMutationsCreateMutation as Create } from '../../../__generated__/useWebhookMutationsCreateMutation.graphql.ts';
import type { useWebhookMutationsDeleteMutation as Delete } from '../../../__generated__/useWebhookMutationsDeleteMutation.graphql.ts';
import type { useWebhookMutationsDisableMutation as Disable } from '../../../__generated__/useWebhookMutationsDisableMutation.graphql.ts';
import type { useWebhookMutationsEnableMutation as Enable } from '../../../__generated__/useWebhookMutationsEnableMutation.graphql.ts';
import type { useWebhookMutationsRotateMutation as Rotate } from '../../../__generated__/useWebhookMutationsRotateMutation.graphql.ts';
import type { useWebhookMutationsUpdateMutation as Update } from '../../../__generated__/useWebhookMutationsUpdateMutation.graphql.ts';
import { commitResult } from '../../../relay/commit-result.ts';

/** A webhook's settings as its form sends them. */
export interface WebhookSettings {
  url: string;
  description: string;
  eventTypes: readonly string[];
}

/**
 * The webhook's mutations. Create and Rotate answer with the signing secret this once; every
 * answer that holds the webhook brings its row up to date in the store.
 */
export function useWebhookMutations() {
  const [create] = useMutation<Create>(graphql`
    mutation useWebhookMutationsCreateMutation($input: CreateWebhookInput!) {
      createWebhook(input: $input) {
        secret
        webhook {
          ...WebhookRow_webhook
        }
      }
    }
  `);
  const [update] = useMutation<Update>(graphql`
    mutation useWebhookMutationsUpdateMutation($input: UpdateWebhookInput!) {
      updateWebhook(input: $input) {
        webhook {
          ...WebhookRow_webhook
        }
      }
    }
  `);
  const [rotate] = useMutation<Rotate>(graphql`
    mutation useWebhookMutationsRotateMutation($input: RotateWebhookSecretInput!) {
      rotateWebhookSecret(input: $input) {
        secret
        previousSecretValidUntil
        webhook {
          ...WebhookRow_webhook
        }
      }
    }
  `);
  const [disable] = useMutation<Disable>(graphql`
    mutation useWebhookMutationsDisableMutation($input: DisableWebhookInput!) {
      disableWebhook(input: $input) {
        webhook {
          ...WebhookRow_webhook
        }
      }
    }
  `);
  const [enable] = useMutation<Enable>(graphql`
    mutation useWebhookMutationsEnableMutation($input: EnableWebhookInput!) {
      enableWebhook(input: $input) {
        webhook {
          ...WebhookRow_webhook
        }
      }
    }
  `);
  const [remove] = useMutation<Delete>(graphql`
    mutation useWebhookMutationsDeleteMutation($input: DeleteWebhookInput!) {
      deleteWebhook(input: $input) {
        deletedWebhookId
      }
    }
  `);
  return {
    create: useCallback(
      (workspaceId: string, settings: WebhookSettings) =>
        commitResult(create, { variables: { input: { workspaceId, ...settings } } }),
      [create],
    ),
    update: useCallback(
      (id: string, settings: WebhookSettings) =>
        commitResult(update, { variables: { input: { id, ...settings } } }),
      [update],
    ),
    rotate: useCallback(
      (id: string) => commitResult(rotate, { variables: { input: { id } } }),
      [rotate],
    ),
    disable: useCallback(
      (id: string) => commitResult(disable, { variables: { input: { id } } }),
      [disable],
    ),
    enable: useCallback(
      (id: string) => commitResult(enable, { variables: { input: { id } } }),
      [enable],
    ),
    remove: useCallback(
      (id: string) => commitResult(remove, { variables: { input: { id } } }),
      [remove],
    ),
  };
}
