import { cloudEventType, publicCatalogue } from '@rushes/events';

/**
 * The public event types a workspace's webhook can take, by name: each public type whose events
 * may belong to a workspace (a webhook is given only its workspace's), with its versions.
 */
export const webhookEventTypes = publicCatalogue.mappings
  .filter((mapping) => mapping.inWorkspaces)
  .map(({ event, summary }) => ({
    type: `io.rushes.${event.type}`,
    summary,
    versions: Object.keys(event.versions)
      .map(Number)
      .sort((a, b) => a - b)
      .map((version) => cloudEventType(event.type, version)),
  }))
  .sort((a, b) => a.type.localeCompare(b.type));
