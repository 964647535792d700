import { Center, Loader, Modal } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { ShareForm_link$key } from '../../__generated__/ShareForm_link.graphql.ts';
import type { CreateLinkInput } from '../../__generated__/useCreateLinkMutation.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { type ShareMode, shareTitle } from '../share-form.ts';
import { useCreateLinkMutation } from '../useCreateLinkMutation.ts';
import { ShareForm } from './ShareForm.tsx';

/** The Share dialog's width, and its height by mode (media-handling §2). */
const WIDTH = 590;
const HEIGHT: Record<ShareMode, number> = { create: 768, edit: 768, invite: 412 };

type ShareDialogProps = {
  onClose: () => void;
  /** Whether Download is offered: the user may download every item. */
  canAllowDownload: boolean;
} & (
  | { mode: 'create'; create: CreateLinkInput }
  | { mode: Exclude<ShareMode, 'create'>; link: ShareForm_link$key }
);

/** Creates the link once, when the dialog opens; a failure closes it with a toast. */
function useCreatedLink(input: CreateLinkInput | null, onClose: () => void) {
  const createLink = useCreateLinkMutation();
  const [link, setLink] = useState<ShareForm_link$key | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (!input || started.current) return;
    started.current = true;
    createLink(input).then((outcome) => {
      if (outcome.ok) setLink(outcome.response.createLink.link);
      else {
        notify.failure(messages.shares.createFailed);
        onClose();
      }
    });
  }, [createLink, input, onClose]);
  return link;
}

/**
 * The Share dialog (590 px): in create mode it opens a link on the items with the defaults (no
 * download, no password, no watermark, 7 days) as it opens; invite mode sends an existing one.
 */
export function ShareDialog(props: ShareDialogProps) {
  const created = useCreatedLink(props.mode === 'create' ? props.create : null, props.onClose);
  const link = props.mode === 'create' ? created : props.link;
  const counts =
    props.mode === 'create'
      ? { folders: props.create.folderIds?.length ?? 0, files: props.create.assetIds?.length ?? 0 }
      : { folders: 0, files: 0 };
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={
        props.mode === 'create' && props.create.collectionId
          ? messages.collections.shareTitle(props.create.name)
          : shareTitle(props.mode, counts)
      }
      size={WIDTH}
      // a shorter window keeps Mantine's maximum (the window less its margins) and scrolls
      styles={{ content: { height: HEIGHT[props.mode] } }}
    >
      {link ? (
        <ShareForm
          link={link}
          mode={props.mode}
          canAllowDownload={props.canAllowDownload}
          onClose={props.onClose}
        />
      ) : (
        <Center h={200}>
          <Loader aria-label={messages.shell.loading} />
        </Center>
      )}
    </Modal>
  );
}
