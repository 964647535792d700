import { Button, FileButton, List, Modal, Stack, Text } from '@mantine/core';
import { markerText } from '@rushes/rules';
import { IconFileImport } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  ImportMarkersButtonMutation,
  ImportMarkersButtonMutation$data,
} from '../__generated__/ImportMarkersButtonMutation.graphql.ts';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';
import { ApiError, errorCode } from '../relay/api-error.ts';

const text = messages.comments;

type Imported = ImportMarkersButtonMutation$data['importMarkers'];

/** The words for a refused file: not a marker file, too large, or anything else. */
function failureOf(error: ApiError | string): string {
  const code = typeof error === 'string' ? error : error.code;
  const rule = typeof error === 'string' ? null : Reflect.get(Object(error.data), 'rule');
  if (code === 'VALIDATION_FAILED' && rule === 'markerFile') return text.notAMarkerFile;
  if (code === 'VALIDATION_FAILED' && rule === 'maxLength') return text.markerFileTooLarge;
  return text.importMarkersFailed;
}

/**
 * 'Import Markers': an edit suite's marker file (Media Composer's marker text, an EDL from
 * Resolve or another system) made comments on the version at their frames; the markers that
 * did not fit are listed with their reasons.
 */
export function ImportMarkersButton({ versionId }: { versionId: string }) {
  const [commit, busy] = useMutation<ImportMarkersButtonMutation>(graphql`
    mutation ImportMarkersButtonMutation($input: ImportMarkersInput!) {
      importMarkers(input: $input) {
        importedCount
        alreadyImportedCount
        notImported {
          line
          timecode
          text
          reason
        }
      }
    }
  `);
  const [leftOut, setLeftOut] = useState<Imported['notImported'] | null>(null);
  // cleared after each choice, so the same file chosen again (a re-export) is read again
  const resetRef = useRef<() => void>(null);

  const importFile = async (file: File | null) => {
    if (!file) return;
    const content = markerText(new Uint8Array(await file.arrayBuffer()));
    resetRef.current?.();
    commit({
      variables: { input: { versionId, content } },
      onCompleted: (response, errors) => {
        const first = errors?.[0];
        if (first) return notify.failure(failureOf(ApiError.fromGraphQLError(first)));
        const { importedCount, alreadyImportedCount, notImported } = response.importMarkers;
        notify.success(text.markersImported(importedCount, alreadyImportedCount));
        if (notImported.length > 0) setLeftOut(notImported);
      },
      onError: (error) =>
        notify.failure(failureOf(error instanceof ApiError ? error : errorCode(error))),
    });
  };

  return (
    <>
      <FileButton accept=".txt,.edl,text/plain" onChange={importFile} resetRef={resetRef}>
        {(button) => (
          <Button
            {...button}
            size="xs"
            variant="default"
            leftSection={<IconFileImport size={16} />}
            loading={busy}
          >
            {text.importMarkers}
          </Button>
        )}
      </FileButton>
      <Modal
        opened={leftOut !== null}
        onClose={() => setLeftOut(null)}
        title={text.markersNotImported}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{text.markersNotImportedIntro(leftOut?.length ?? 0)}</Text>
          <List size="sm" spacing={4}>
            {leftOut?.map((marker) => (
              <List.Item key={marker.line}>{text.markerNotImported(marker)}</List.Item>
            ))}
          </List>
          <Button onClick={() => setLeftOut(null)} ml="auto">
            {messages.shell.close}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
