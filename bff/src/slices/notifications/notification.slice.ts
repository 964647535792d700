import type { Slice } from '../../slice.ts';
import { noticesProjection } from './notice.projection.ts';
import { startNoticeMailer } from './notice-mailer.ts';
import { notificationLoaders } from './notification.loaders.ts';
import { notificationResolvers } from './notifications.resolvers.ts';
import { templatesProjection } from './template.projection.ts';

/**
 * Folder notifications (projects-workspaces-folders: Notifications tab, Send Notification): a
 * project's subject and body templates, and the mail to a folder's members that uses them; and
 * the members' mail about new files and comments, by their settings, in batches
 * (`notice-mailer.ts`, its background work).
 */
export const notificationsSlice: Slice = {
  name: 'notifications',
  projections: [templatesProjection, noticesProjection],
  resolvers: [notificationResolvers],
  loaders: notificationLoaders,
  background: (services, { loaders }) => {
    const mailer = startNoticeMailer(services, loaders);
    return () => mailer.stop();
  },
};
