import type { Decider, IntegrationType, ProjectIntegrationEvent } from '@rushes/events';

/** The integrations a project has turned on. */
export type ProjectIntegrationsState = readonly IntegrationType[];

export type ProjectIntegrationCommand =
  | { type: 'EnableIntegration'; projectId: string; integration: IntegrationType }
  | { type: 'DisableIntegration'; projectId: string; integration: IntegrationType };

/**
 * A project's integrations (stream `project_integration.<projectId>`): turned on or off by those
 * who edit the project (the resolver asks the policy); turning on one that is on, or off one that
 * is off, does nothing.
 */
export const projectIntegrationDecider: Decider<
  ProjectIntegrationCommand,
  ProjectIntegrationsState,
  ProjectIntegrationEvent
> = {
  initialState: [],
  decide(command, state) {
    const { projectId, integration } = command;
    const on = state.includes(integration);
    if (command.type === 'EnableIntegration') {
      return on ? [] : [{ type: 'project_integration.enabled', data: { projectId, integration } }];
    }
    return on ? [{ type: 'project_integration.disabled', data: { projectId, integration } }] : [];
  },
  evolve(state, event) {
    const others = state.filter((integration) => integration !== event.data.integration);
    return event.type === 'project_integration.enabled'
      ? [...others, event.data.integration]
      : others;
  },
};
