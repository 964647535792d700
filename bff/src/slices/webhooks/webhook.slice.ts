import type { Slice } from '../../slice.ts';
import { deliveryResolvers, webhookDeliveryNode } from './delivery.resolvers.ts';
import { webhookLoaders } from './webhook.loaders.ts';
import { webhooksProjection } from './webhook.projection.ts';
import { webhookNode, webhookResolvers } from './webhook.resolvers.ts';
import { startWebhookDeliveries } from './webhook-deliveries.ts';

/**
 * A workspace's webhooks (Standard Webhooks, decision 0118): managed by its admins, superusers
 * and machines holding `webhooks:manage`; every BFF queues and delivers their events in the
 * background.
 */
export const webhooksSlice: Slice = {
  name: 'webhooks',
  projections: [webhooksProjection],
  resolvers: [webhookResolvers, deliveryResolvers],
  loaders: webhookLoaders,
  nodes: { Webhook: webhookNode, WebhookDelivery: webhookDeliveryNode },
  background: (services) => startWebhookDeliveries(services),
};
