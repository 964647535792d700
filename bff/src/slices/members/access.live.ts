import {
  type DomainEvent,
  folderPermissionRemoved,
  folderPermissionSet,
  projectMemberAdded,
  projectMemberRemoved,
  projectMemberRoleChanged,
  workspaceAdminAdded,
  workspaceAdminRemoved,
} from '@rushes/events';
import type { LiveTopic, Publication } from '../../slice.ts';
import { projectAccessProjection } from './project-access.projection.ts';

/** The topic of `accessChanged` for one person. */
export const accessChangedTopic = (userId: string): string => `accessChanged.${userId}`;

const changes = [
  projectMemberAdded,
  projectMemberRoleChanged,
  projectMemberRemoved,
  folderPermissionSet,
  folderPermissionRemoved,
  workspaceAdminAdded,
  workspaceAdminRemoved,
];

/** Whose reach an event changes. */
function personOf(event: DomainEvent): Publication[] {
  const data = event.data;
  const userId =
    typeof data === 'object' && data !== null && 'userId' in data && typeof data.userId === 'string'
      ? data.userId
      : null;
  return userId ? [{ topic: accessChangedTopic(userId), payload: { userId } }] : [];
}

/**
 * A person's roles, folder entries or workspace admin rights changed: their open pages hear it
 * and read again what they may reach (a removed member's project vanishes at once).
 */
export const accessLive: LiveTopic = {
  name: 'accessChanged',
  handles: changes.map((change) => change.type),
  readModels: [projectAccessProjection.name, 'workspaces'],
  publications: async (events) => events.flatMap(personOf),
};
