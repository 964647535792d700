import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SidebarNewProjectQuery } from '../../__generated__/SidebarNewProjectQuery.graphql.ts';
import { editableWorkspaces } from '../editable-workspaces.ts';
import { useCreateProject } from '../NewProject/NewProjectButton.tsx';
import { NewProjectDialog } from '../NewProject/NewProjectDialog.tsx';

/**
 * New Project from the sidebar's menu (a superuser's): the workspaces and storages to choose from
 * load as it opens (every screen with the sidebar would otherwise ask for them); mounted only
 * while open.
 */
export function SidebarNewProject({ onClose }: { onClose: () => void }) {
  const data = useLazyLoadQuery<SidebarNewProjectQuery>(
    graphql`
      query SidebarNewProjectQuery {
        workspaces {
          id
          name
          isDefault
          canEdit
        }
        storageConfig {
          storages {
            name
            prefix
          }
        }
      }
    `,
    {},
  );
  const create = useCreateProject();
  return (
    <NewProjectDialog
      opened
      onClose={onClose}
      workspaces={editableWorkspaces(data.workspaces)}
      storages={data.storageConfig.storages}
      onCreate={create}
    />
  );
}
