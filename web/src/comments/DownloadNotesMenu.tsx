import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  CommentsExportFormat,
  DownloadNotesMenuMutation,
} from '../__generated__/DownloadNotesMenuMutation.graphql.ts';
import { notify } from '../components/notify.tsx';
import { saveUrl } from '../downloads/useRequestDownload.ts';
import { messages } from '../messages/messages.ts';

const text = messages.comments;
const FORMATS: readonly CommentsExportFormat[] = ['CSV', 'PDF', 'EDL', 'AVID_MARKERS'];

/** Whose comments the notes hold: a folder's assets, one version, or a review session's. */
export type NotesTarget =
  | { folderId: string }
  | { versionId: string }
  | { reviewSessionId: string };

interface DownloadNotesMenuProps {
  target: NotesTarget;
  /** The button's label: 'Download Notes' unless given. */
  label?: string;
  /** The formats offered: all four unless given. */
  formats?: readonly CommentsExportFormat[];
}

/** 'Download Notes': the comments as CSV, PDF, EDL or Avid markers, dates in the viewer's zone. */
export function DownloadNotesMenu({
  target,
  label = text.downloadNotes,
  formats = FORMATS,
}: DownloadNotesMenuProps) {
  const [commit] = useMutation<DownloadNotesMenuMutation>(graphql`
    mutation DownloadNotesMenuMutation($input: RequestCommentsExportInput!) {
      requestCommentsExport(input: $input) {
        url
        filename
      }
    }
  `);
  const [busy, setBusy] = useState(false);
  const download = (format: CommentsExportFormat) => {
    setBusy(true);
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    commit({
      variables: { input: { ...target, format, timeZone } },
      onCompleted: (response, errors) => {
        setBusy(false);
        if (errors?.length) return notify.failure(text.notesFailed);
        const { url, filename } = response.requestCommentsExport;
        saveUrl(url, filename);
      },
      onError: () => {
        setBusy(false);
        notify.failure(text.notesFailed);
      },
    });
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" leftSection={<IconDownload size={16} />} loading={busy}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {formats.map((format) => (
          <Menu.Item key={format} onClick={() => download(format)}>
            {text.notesFormats[format]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
