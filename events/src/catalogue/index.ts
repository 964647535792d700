import { createCatalogue } from './catalogue.ts';
import { folderCreated } from './folder.events.ts';
import { projectCreated } from './project.events.ts';
import { userCreated } from './user.events.ts';
import { workspaceCreated } from './workspace.events.ts';

export { type FolderCreated, type FolderEvent, folderCreated } from './folder.events.ts';
export { type ProjectCreated, type ProjectEvent, projectCreated } from './project.events.ts';
export { type UserCreated, type UserEvent, userCreated } from './user.events.ts';
export {
  type WorkspaceCreated,
  type WorkspaceEvent,
  workspaceCreated,
} from './workspace.events.ts';

/** Every event type of Rushes. */
export const catalogue = createCatalogue([
  userCreated,
  workspaceCreated,
  projectCreated,
  folderCreated,
]);
