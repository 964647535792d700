import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  CustodyExportButtonsMutation,
  CustodyExportFormat,
} from '../../../__generated__/CustodyExportButtonsMutation.graphql.ts';
import { notify } from '../../../components/notify.tsx';
import { saveUrl } from '../../../downloads/useRequestDownload.ts';
import { messages } from '../../../messages/messages.ts';

const text = messages.custody;
const buttons: readonly [CustodyExportFormat, string][] = [
  ['CSV', text.exportCsv],
  ['CLOUDEVENTS', text.exportCloudEvents],
];

/** Export CSV and Export CloudEvents: the custody log as a file the browser saves. */
export function CustodyExportButtons({ projectId }: { projectId: string }) {
  const [commit] = useMutation<CustodyExportButtonsMutation>(graphql`
    mutation CustodyExportButtonsMutation($input: RequestCustodyExportInput!) {
      requestCustodyExport(input: $input) {
        url
        filename
      }
    }
  `);
  const [busy, setBusy] = useState<CustodyExportFormat | null>(null);
  const exportAs = (format: CustodyExportFormat) => {
    setBusy(format);
    commit({
      variables: { input: { projectId, format } },
      onCompleted: (response, errors) => {
        setBusy(null);
        if (errors?.length) return notify.failure(text.exportFailed);
        const { url, filename } = response.requestCustodyExport;
        saveUrl(url, filename);
      },
      onError: () => {
        setBusy(null);
        notify.failure(text.exportFailed);
      },
    });
  };
  return (
    <Group gap="sm">
      {buttons.map(([format, label]) => (
        <Button
          key={format}
          size="xs"
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === format}
          onClick={() => exportAs(format)}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
