import type { Slice } from '../../slice.ts';
import { noticesProjection } from './notice.projection.ts';
import { notificationLoaders } from './notification.loaders.ts';
import { notificationResolvers } from './notifications.resolvers.ts';
import { templatesProjection } from './template.projection.ts';

/**
 * Folder notifications (projects-workspaces-folders: Notifications tab, Send Notification): a
 * project's subject and body templates, and the mail to a folder's members that uses them; and
 * the members' mail about new files and comments, by their settings, in batches
 * (`notice-mailer.ts`, started with the BFF).
 */
export const notificationsSlice: Slice = {
  name: 'notifications',
  projections: [templatesProjection, noticesProjection],
  resolvers: [notificationResolvers],
  loaders: notificationLoaders,
};
