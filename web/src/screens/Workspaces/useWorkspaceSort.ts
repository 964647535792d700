import { useLocalStorage } from '@mantine/hooks';
import {
  DEFAULT_WORKSPACE_SORT,
  WORKSPACE_SORT_KEY,
  type WorkspaceSort,
} from './workspace-list.ts';

/** The workspaces' order, shared by the sidebar and the index and remembered. */
export const useWorkspaceSort = () =>
  useLocalStorage<WorkspaceSort>({ key: WORKSPACE_SORT_KEY, defaultValue: DEFAULT_WORKSPACE_SORT });
