import { Tree, useTree } from '@mantine/core';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate, useParams } from 'react-router';
import type { ProjectTreePathQuery } from '../../__generated__/ProjectTreePathQuery.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { MoreFoldersRow, moreOf } from '../../folders/FolderTree/more-folders.tsx';
import { useFolderTreeChildren } from '../../folders/FolderTree/useFolderTreeChildren.ts';
import { OrganiseDialog } from '../../folders/ItemMenu/OrganiseDialogs.tsx';
import { SetPosterDialog } from '../../folders/Poster/SetPosterDialog.tsx';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { DeleteProjectsDialog } from '../Dialogs/DeleteProjectsDialog.tsx';
import { ProjectSidebarLink, type SidebarMenuAction } from '../ProjectSidebarLink.tsx';
import { CollectionMenuDialog } from './CollectionMenuDialog.tsx';
import { CollectionSidebarLink } from './CollectionSidebarLink.tsx';
import { SidebarNewProject } from './SidebarNewProject.tsx';
import {
  type CollectionMenuAction,
  collectionNodeOf,
  collectionsValue,
  collectionValue,
  type SidebarCollectionNode,
  type SidebarNode,
  type SidebarProject,
  sidebarMenuEntries,
  sidebarNodeOf,
  sidebarTreeData,
} from './sidebar-tree.ts';

const pathQuery = graphql`
  query ProjectTreePathQuery($folderId: ID!) {
    folder(id: $folderId) {
      ancestors {
        id
      }
    }
  }
`;

const treeFailed = () => notify.failure(messages.folders.treeFailed);

type Dialog = { action: 'newProject' | 'setPoster' | 'delete'; node: SidebarNode };
type CollectionDialog = { action: CollectionMenuAction; node: SidebarCollectionNode };

/**
 * The projects as a tree: each opens into its Collections group and its folders, and they into
 * theirs, loaded as they open. The open project, folder or collection is marked and what is
 * above it is open; a node's link opens its folder (or collection), its menu does what the node
 * allows.
 */
export function ProjectTree(props: { projects: readonly SidebarProject[]; isSuperuser: boolean }) {
  const { projects, isSuperuser } = props;
  const params = useParams();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const { children, more, loadChildren, loadMoreChildren } = useFolderTreeChildren(treeFailed);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [above, setAbove] = useState<readonly string[]>([]);
  const [menuOf, setMenuOf] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [collectionDialog, setCollectionDialog] = useState<CollectionDialog | null>(null);
  const rootOf = (projectId?: string) =>
    projects.find((project) => project.id === projectId)?.rootFolder.id;
  const openRoot = rootOf(params.projectId);
  const openId = params.collectionId
    ? collectionValue(params.collectionId)
    : (params.folderId ?? openRoot);
  // a project's Collections group shows its collections until it is closed
  const openGroups = useMemo(
    () => Object.fromEntries(projects.map((project) => [collectionsValue(project.id), true])),
    [projects],
  );
  const tree = useTree({
    expandedState: { ...openGroups, ...expanded },
    // The tree forgets nodes not (yet) in its data: what it says is merged, never replaced.
    onExpandedStateChange: (next) => setExpanded((current) => ({ ...current, ...next })),
    selectedState: openId ? [openId] : [],
    onLoadChildren: loadChildren,
  });

  // An open collection: its project and Collections group are open, its folders loaded.
  const { projectId: openProject, collectionId: openCollection } = params;
  useEffect(() => {
    if (!openCollection || !openProject || !openRoot) return;
    const group = collectionsValue(openProject);
    setExpanded((current) => ({ ...current, [openRoot]: true, [group]: true }));
    void loadChildren(openRoot);
  }, [openProject, openCollection, openRoot, loadChildren]);

  // The folders above the open one: opened, their children (re)loaded.
  useEffect(() => {
    const folderId = params.folderId;
    if (!folderId) return;
    const request = fetchQuery<ProjectTreePathQuery>(environment, pathQuery, { folderId });
    const subscription = request.subscribe({
      next: (answer) => {
        const ids = answer.folder?.ancestors.map((folder) => folder.id) ?? [];
        setAbove(ids);
        setExpanded((current) => ({
          ...current,
          ...Object.fromEntries(ids.map((id) => [id, true])),
        }));
        for (const id of ids) void loadChildren(id);
      },
      error: treeFailed,
    });
    return () => subscription.unsubscribe();
  }, [environment, params.folderId, loadChildren]);

  // A new data array resets the tree's state: it changes only when projects or children load.
  const data = useMemo(() => sidebarTreeData(projects, children, more), [projects, children, more]);

  const act = (node: SidebarNode, action: SidebarMenuAction) => {
    setMenuOf(null);
    const { projectId, folderId } = node;
    if (action === 'manageUsers') {
      navigate(
        node.kind === 'project'
          ? pathTo('users-project', { projectId })
          : pathTo('users-folder', { projectId, folderId }),
      );
    } else if (action === 'settings') navigate(pathTo('projects-settings', { projectId }));
    else setDialog({ action, node });
  };
  const close = () => setDialog(null);
  // A deleted folder leaves the tree; if it held the open folder, its parent opens.
  const folderDeleted = ({ projectId, folderId, parentId }: SidebarNode) => {
    if (!parentId) return;
    void loadChildren(parentId);
    if (params.folderId === folderId || above.includes(folderId)) {
      navigate(pathTo('projects-folder', { projectId, folderId: parentId }));
    }
  };

  return (
    <>
      <Tree
        tree={tree}
        data={data}
        expandOnClick={false}
        aria-label={messages.shell.projects}
        levelOffset="md"
        renderNode={({ node: treeNode, expanded: open, hasChildren, elementProps }) => {
          const moreIn = moreOf(treeNode);
          if (moreIn) {
            return (
              <MoreFoldersRow
                elementProps={elementProps}
                onMore={() => void loadMoreChildren(moreIn)}
              />
            );
          }
          const collection = collectionNodeOf(treeNode);
          if (collection) {
            return (
              <CollectionSidebarLink
                node={collection}
                active={treeNode.value === openId}
                expanded={open}
                hasChildren={hasChildren}
                elementProps={elementProps}
                onToggle={() => tree.toggleExpanded(treeNode.value)}
                menuOpened={menuOf === treeNode.value}
                onMenu={(opened) => setMenuOf(opened ? treeNode.value : null)}
                onAction={(action) => {
                  setMenuOf(null);
                  setCollectionDialog({ action, node: collection });
                }}
              />
            );
          }
          const node = sidebarNodeOf(treeNode);
          return (
            <ProjectSidebarLink
              node={node}
              entries={sidebarMenuEntries(node, isSuperuser)}
              active={treeNode.value === openId}
              expanded={open}
              hasChildren={hasChildren}
              elementProps={elementProps}
              onToggle={() => tree.toggleExpanded(treeNode.value)}
              menuOpened={menuOf === treeNode.value}
              onMenu={(opened) => setMenuOf(opened ? treeNode.value : null)}
              onAction={(action) => act(node, action)}
              // the folders moved leave the open folder's node for this one
              onItemsDropped={() => {
                void loadChildren(node.folderId);
                if (openId) void loadChildren(openId);
              }}
            />
          );
        }}
      />
      {collectionDialog && (
        <CollectionMenuDialog
          {...collectionDialog}
          rootFolderId={rootOf(collectionDialog.node.projectId) ?? ''}
          onClose={() => setCollectionDialog(null)}
        />
      )}
      {dialog?.action === 'newProject' && (
        <Suspense fallback={null}>
          <SidebarNewProject onClose={close} />
        </Suspense>
      )}
      {dialog?.action === 'setPoster' && (
        <SetPosterDialog folderId={dialog.node.folderId} opened onClose={close} />
      )}
      {dialog?.action === 'delete' && dialog.node.kind === 'project' && (
        <DeleteProjectsDialog
          opened
          onClose={close}
          projects={[{ id: dialog.node.projectId, name: dialog.node.name }]}
          // Deleting the open project leaves it for the project list.
          onDeleted={(ids) =>
            params.projectId && ids.includes(params.projectId) && navigate(pathTo('projects-index'))
          }
        />
      )}
      {dialog?.action === 'delete' && dialog.node.kind === 'folder' && (
        <OrganiseDialog
          action="delete"
          items={[
            {
              kind: 'folder',
              id: dialog.node.folderId,
              name: dialog.node.name,
              projectId: dialog.node.projectId,
              // the dialog deletes it, and asks nothing else of it
              allowedTo: { ...dialog.node.allowedTo, share: false, download: false },
              parentId: dialog.node.parentId,
            },
          ]}
          onClose={close}
          onDone={() => folderDeleted(dialog.node)}
        />
      )}
    </>
  );
}
