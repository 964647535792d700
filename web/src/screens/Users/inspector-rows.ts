import { messages } from '../../messages/messages.ts';

/** A project's folders a user is assigned to (their own entries), as an inspector says them. */
export interface AssignedFolder {
  name: string;
  isRoot: boolean;
}

/**
 * A user inspector's assigned folders (access-and-shell §2): ALL for an admin role or an entry on
 * the project's root, NONE without entries, else the folders' names.
 */
export function assignedFolders(adminRole: boolean, folders: readonly AssignedFolder[]): string {
  const m = messages.users;
  if (adminRole || folders.some((folder) => folder.isRoot)) return m.allFolders;
  if (folders.length === 0) return m.noFolders;
  return folders.map((folder) => folder.name).join(', ');
}

/** The notifications a member receives from a project; none for a workspace admin. */
export interface NotificationSettings {
  receiveFolderContentNotifications: boolean;
  receiveCommentNotifications: boolean;
}

/** 'Receives Notifications for' Content and Comments, each Yes or No; no rows without settings. */
export function notificationRows(
  settings: NotificationSettings | null | undefined,
): [string, string][] {
  const m = messages.users;
  if (!settings) return [];
  const yesNo = (value: boolean) => (value ? m.yes : m.no);
  return [
    [`${m.notificationsFor} ${m.content}`, yesNo(settings.receiveFolderContentNotifications)],
    [`${m.notificationsFor} ${m.comments}`, yesNo(settings.receiveCommentNotifications)],
  ];
}
