// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { failure, scriptedEnvironment } from '../../test/scripted-relay.tsx';
import { type EditableField, EditFieldsDialog } from './EditFieldsDialog.tsx';

const fields: EditableField[] = [
  { id: 'camera', name: 'Camera', type: 'TEXT', options: ['A', 'B', 'C'], required: false },
  { id: 'rating', name: 'Rating', type: 'NUMBER', options: [], required: false },
  { id: 'notes', name: 'Notes', type: 'TEXT', options: [], required: true },
];

function renderDialog(answer = () => ({ data: { setCustomFieldValues: { assets: [] } } })) {
  const { environment, calls } = scriptedEnvironment({ useSetCustomFieldValuesMutation: answer });
  const onDone = vi.fn();
  const view = renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <EditFieldsDialog
        assetIds={['a1', 'a2']}
        fields={fields}
        opened
        onClose={() => {}}
        onDone={onDone}
      />
    </RelayEnvironmentProvider>,
  );
  return { ...view, calls, onDone };
}

describe('Edit Fields on a selection', () => {
  beforeEach(() => notifications.clean());

  it('sets the fields given on every asset chosen, in one call, and leaves the others', async () => {
    const { user, calls, onDone } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Fields of 2 Assets' });
    await user.click(within(dialog).getByLabelText('Camera', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'B' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Rating' }), '4');
    expect(within(dialog).getByRole('checkbox', { name: 'Change Camera' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Change Notes' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Successfully saved fields')).toBeVisible();
    expect(calls.map((call) => call.variables)).toEqual([
      {
        input: {
          assetIds: ['a1', 'a2'],
          values: [
            { fieldId: 'camera', value: 'B' },
            { fieldId: 'rating', value: '4' },
          ],
        },
      },
    ]);
    expect(onDone).toHaveBeenCalled();
  });

  it('never clears a required field, and shows what the server refused under its field', async () => {
    const refuse = failure('VALIDATION_FAILED', { field: 'Rating', rule: 'number' });
    const { user, calls } = renderDialog(refuse);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Change Notes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('A value is required')).toBeVisible();
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Change Notes' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Rating' }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('This is not a number')).toBeVisible();
  });
});
