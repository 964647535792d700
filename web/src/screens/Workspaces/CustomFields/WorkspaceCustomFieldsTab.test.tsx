// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Variables } from 'relay-runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { failure, type Script, scriptedEnvironment } from '../../../test/scripted-relay.tsx';
import { WorkspaceCustomFieldsTab } from './WorkspaceCustomFieldsTab.tsx';

const camera = {
  id: 'camera',
  name: 'Camera',
  type: 'TEXT',
  options: ['A', 'B', 'C'],
  required: false,
  shownInList: true,
};
const rating = {
  id: 'rating',
  name: 'Rating',
  type: 'NUMBER',
  options: [],
  required: false,
  shownInList: false,
};

const workspace = (customFields: object[]) => ({ __typename: 'Workspace', id: 'w1', customFields });

/** The tab of a workspace holding `fields`, its server answering as `more` says. */
function renderTab(fields: object[], more: Script = {}) {
  const { environment, calls } = scriptedEnvironment({
    WorkspaceCustomFieldsTabQuery: () => ({ data: { node: workspace(fields) } }),
    ...more,
  });
  const view = renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense>
        <WorkspaceCustomFieldsTab workspaceId="w1" />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  const sent = (name: string) =>
    calls.filter((call) => call.name === name).map((call) => call.variables);
  return { ...view, sent };
}

describe('the Custom Fields tab', () => {
  beforeEach(() => notifications.clean());

  it('adds a choice list shown in the list', async () => {
    const { user, sent } = renderTab([], {
      useCustomFieldMutationsDefineMutation: () => ({
        data: { defineCustomField: { workspace: workspace([camera]) } },
      }),
    });
    expect(await screen.findByText('This workspace has no custom fields')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add Field' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Custom Field' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Camera');
    await user.type(
      within(dialog).getByLabelText('Choices', { selector: 'input' }),
      'A{Enter}B{Enter}C{Enter}',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /Shown in the List/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Successfully added field')).toBeVisible();
    expect(sent('useCustomFieldMutationsDefineMutation')).toEqual([
      {
        input: {
          workspaceId: 'w1',
          name: 'Camera',
          type: 'TEXT',
          options: ['A', 'B', 'C'],
          required: false,
          shownInList: true,
        },
      },
    ]);
    expect(await screen.findByRole('cell', { name: 'Camera' })).toBeVisible();
  });

  it('says which value stops a change of type, under the type', async () => {
    const refuse = failure('VALIDATION_FAILED', { field: 'type', rule: 'convert', value: 'B' });
    const { user } = renderTab([camera, rating], {
      useCustomFieldMutationsChangeMutation: refuse,
    });
    const row = (await screen.findByRole('cell', { name: 'Camera' })).closest('tr');
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Custom Field' });
    await user.click(within(dialog).getByLabelText('Type', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Number' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Some assets hold “B”, which a Number field cannot take. Change or clear those values first.',
      ),
    ).toBeVisible();
  });

  it('moves a field down, sending every field in the new order', async () => {
    const { user, sent } = renderTab([camera, rating], {
      useCustomFieldMutationsReorderMutation: () => ({
        data: { reorderCustomFields: { workspace: workspace([rating, camera]) } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Move Camera down' }));
    expect(sent('useCustomFieldMutationsReorderMutation')).toEqual([
      { input: { workspaceId: 'w1', fieldIds: ['rating', 'camera'] } },
    ]);
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent);
    expect(names()).toEqual(['Rating', 'Camera']);
  });

  it('removes a field only once confirmed', async () => {
    const { user, sent } = renderTab([camera, rating], {
      useCustomFieldMutationsRemoveMutation: (variables: Variables) => ({
        data: {
          removeCustomField: {
            workspace: workspace([variables.input.id === 'camera' ? rating : camera]),
          },
        },
      }),
    });
    const row = (await screen.findByRole('cell', { name: 'Camera' })).closest('tr');
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Custom Field' });
    expect(within(dialog).getByText(/Every value of it on every asset goes with it/)).toBeVisible();
    expect(sent('useCustomFieldMutationsRemoveMutation')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Successfully removed field')).toBeVisible();
    expect(sent('useCustomFieldMutationsRemoveMutation')).toEqual([{ input: { id: 'camera' } }]);
    expect(screen.queryByRole('cell', { name: 'Camera' })).toBeNull();
  });
});
