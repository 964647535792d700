import { useNavigate, useParams } from 'react-router';
import { CollectionDialog } from '../../collections/CollectionDialog.tsx';
import { DeleteCollectionDialog } from '../../collections/DeleteCollectionDialog.tsx';
import { pathTo } from '../../routes/route-table.ts';
import type { CollectionMenuAction, SidebarCollectionNode } from './sidebar-tree.ts';

/**
 * What a collection node's menu opens: New Collection (the new one opens), Edit, or Delete (the
 * open collection deleted, its project's top folder opens).
 */
export function CollectionMenuDialog(props: {
  action: CollectionMenuAction;
  node: SidebarCollectionNode;
  /** The project's top folder. */
  rootFolderId: string;
  onClose(): void;
}) {
  const { action, node, onClose } = props;
  const { projectId } = node;
  const params = useParams();
  const navigate = useNavigate();
  if (action === 'delete') {
    const left = () =>
      params.collectionId === node.collectionId &&
      navigate(pathTo('projects-folder', { projectId, folderId: props.rootFolderId }));
    return (
      <DeleteCollectionDialog
        opened
        collection={{ id: node.collectionId, name: node.name }}
        onClose={onClose}
        onDeleted={left}
      />
    );
  }
  const edited =
    action === 'edit'
      ? { id: node.collectionId, name: node.name, definition: node.definition }
      : null;
  return (
    <CollectionDialog
      opened
      projectId={projectId}
      collection={edited}
      onClose={onClose}
      onSaved={
        edited
          ? undefined
          : (collectionId) => navigate(pathTo('projects-collection', { projectId, collectionId }))
      }
    />
  );
}
