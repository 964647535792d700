import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { EditShareDialogQuery } from '../../__generated__/EditShareDialogQuery.graphql.ts';
import type { ShareForm_link$key } from '../../__generated__/ShareForm_link.graphql.ts';
import { ShareDialog } from './ShareDialog.tsx';

interface EditShareDialogProps {
  linkId: string;
  link: ShareForm_link$key;
  onClose: () => void;
}

/** Edit Share: Download is offered when the server says the user may allow it. */
function EditShare(props: EditShareDialogProps) {
  const data = useLazyLoadQuery<EditShareDialogQuery>(
    graphql`
      query EditShareDialogQuery($id: ID!) {
        linkCanAllowDownload(linkId: $id)
      }
    `,
    { id: props.linkId },
    { fetchPolicy: 'network-only' },
  );
  return (
    <ShareDialog
      mode="edit"
      link={props.link}
      canAllowDownload={data.linkCanAllowDownload}
      onClose={props.onClose}
    />
  );
}

/** The Share dialog for an existing link, once the server has said whether it may allow downloads. */
export function EditShareDialog(props: EditShareDialogProps) {
  return (
    <Suspense fallback={null}>
      <EditShare {...props} />
    </Suspense>
  );
}
