// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdministrationSectionTestQuery } from '../../__generated__/AdministrationSectionTestQuery.graphql.ts';
import type { StorageConfig } from '../../storages/useStorageConfig.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { scriptedEnvironment } from '../../test/scripted-relay.tsx';
import { AdministrationSection } from './AdministrationSection.tsx';

const config: StorageConfig = {
  storages: [
    { name: 'Main', prefix: '' },
    { name: 'Europe', prefix: 'eu' },
    { name: 'Archive', prefix: 'archive' },
  ],
  transferServers: [
    { name: 'Rushes Transfer', storagePrefix: '' },
    { name: 'asp2', storagePrefix: 'eu' },
    { name: 'asp3', storagePrefix: 'eu' },
  ],
};

function Section() {
  const data = useLazyLoadQuery<AdministrationSectionTestQuery>(
    graphql`
      query AdministrationSectionTestQuery {
        project(id: "p1") {
          ...AdministrationSection_project
        }
      }
    `,
    {},
  );
  return data.project ? <AdministrationSection project={data.project} config={config} /> : null;
}

/** A project on the storage, with the server, whose server takes each change. */
function renderSection(storagePrefix: string, storageName: string, transferServer: string | null) {
  const project = { id: 'p1', storageName, storagePrefix, transferServer };
  const { environment, calls } = scriptedEnvironment({
    AdministrationSectionTestQuery: () => ({ data: { project } }),
    useChangeTransferServerMutation: (variables) => ({
      data: {
        updateProject: {
          project: { id: 'p1', transferServer: variables.input.transferServer || null },
        },
      },
    }),
  });
  const view = renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense>
        <Section />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return { ...view, calls };
}

const optionsOf = (select: HTMLElement) =>
  [...select.querySelectorAll('option')].map((option) => option.textContent);

describe("a project's Administration section", () => {
  beforeEach(() => notifications.clean());

  it('offers none or a server of the project’s storage, and changes it at once', async () => {
    const { user, calls } = renderSection('eu', 'Europe', 'asp2');
    const select = await screen.findByRole('combobox', { name: 'Aspera Server' });
    expect(screen.getByRole('textbox', { name: 'Storage' })).toHaveValue('Europe');
    expect(optionsOf(select)).toEqual(['None', 'asp2', 'asp3']);
    expect(select).toHaveValue('asp2');
    await user.selectOptions(select, 'asp3');
    expect(await screen.findByText('Successfully saved changes')).toBeVisible();
    expect(calls.at(-1)?.variables).toEqual({ input: { id: 'p1', transferServer: 'asp3' } });
    expect(select).toHaveValue('asp3');
    await user.selectOptions(select, 'None');
    expect(calls.at(-1)?.variables).toEqual({ input: { id: 'p1', transferServer: '' } });
  });

  it('is disabled with fewer than two options', async () => {
    renderSection('archive', 'Archive', null);
    const select = await screen.findByRole('combobox', { name: 'Aspera Server' });
    expect(optionsOf(select)).toEqual(['None']);
    expect(select).toBeDisabled();
  });
});
