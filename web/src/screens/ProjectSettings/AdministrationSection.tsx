import { NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { AdministrationSection_project$key } from '../../__generated__/AdministrationSection_project.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { transferServersFor } from '../../storages/storage-choices.ts';
import type { StorageConfig } from '../../storages/useStorageConfig.ts';
import { useChangeTransferServerMutation } from './useChangeTransferServerMutation.ts';

interface AdministrationSectionProps {
  project: AdministrationSection_project$key;
  config: StorageConfig;
}

/**
 * Administration (a superuser's, where there are several storages): the project's storage, and
 * its transfer server, none or one of its storage's, changed at once; the select is disabled
 * with fewer than two options (spec §5).
 */
export function AdministrationSection({ project, config }: AdministrationSectionProps) {
  const data = useFragment(
    graphql`
      fragment AdministrationSection_project on Project {
        id
        storageName
        storagePrefix
        transferServer
      }
    `,
    project,
  );
  const m = messages.projects;
  const [change, changing] = useChangeTransferServerMutation();
  const servers = transferServersFor(config, data.storagePrefix ?? '');
  const options = [
    { value: '', label: m.noTransferServer },
    ...servers.map((name) => ({ value: name, label: name })),
  ];
  const choose = async (name: string) => {
    const result = await change(data.id, name);
    if (result.ok) notify.success(m.saved);
    else notify.failure(m.updateFailed);
  };
  return (
    <Stack gap="md">
      <Title order={4}>{m.administration}</Title>
      <TextInput label={m.storage} maw={320} readOnly value={data.storageName ?? ''} />
      <NativeSelect
        label={m.asperaServer}
        maw={320}
        disabled={changing || options.length < 2}
        value={data.transferServer ?? ''}
        onChange={(event) => choose(event.currentTarget.value)}
        data={options}
      />
    </Stack>
  );
}
