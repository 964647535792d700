// @vitest-environment jsdom
import '../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { failure, type Script, scriptedEnvironment } from '../test/scripted-relay.tsx';
import { CollectionDialog, type EditedCollection } from './CollectionDialog.tsx';

const saved = {
  id: 'c1',
  name: 'Circled takes',
  definition: 'selected:yes day:12 has:comments',
};

/** The dialog of project p1, its server answering as `script` says. */
function renderDialog(script: Script, collection: EditedCollection | null = null) {
  const { environment, calls } = scriptedEnvironment(script);
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <CollectionDialog
        opened
        projectId="p1"
        collection={collection}
        onClose={() => {}}
        onSaved={onSaved}
      />
    </RelayEnvironmentProvider>,
  );
  const sent = (name: string) =>
    calls.filter((call) => call.name === name).map((call) => call.variables);
  return { ...view, sent, onSaved };
}

describe('the collection dialog', () => {
  beforeEach(() => notifications.clean());

  it('makes a collection from a name and a search, with a hint on what it reads', async () => {
    const { user, sent, onSaved } = renderDialog({
      useCollectionMutationsCreateMutation: () => ({
        data: {
          createCollection: {
            collection: saved,
            project: { id: 'p1', collections: [{ id: 'c1', name: saved.name }] },
          },
        },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'New Collection' });
    expect(within(dialog).getByText(/field:value on slates and metadata/)).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), ' Circled takes ');
    await user.type(within(dialog).getByRole('textbox', { name: /Search/ }), saved.definition);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Successfully created collection')).toBeVisible();
    expect(sent('useCollectionMutationsCreateMutation')).toEqual([
      { input: { projectId: 'p1', name: 'Circled takes', definition: saved.definition } },
    ]);
    expect(onSaved).toHaveBeenCalledWith('c1');
  });

  it('asks for a name and a search before it sends anything', async () => {
    const { user, sent } = renderDialog({});
    const dialog = await screen.findByRole('dialog', { name: 'New Collection' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('A name is required')).toBeVisible();
    expect(within(dialog).getByText('Type what its assets match')).toBeVisible();
    expect(sent('useCollectionMutationsCreateMutation')).toEqual([]);
  });

  it('says under each input what the server refused', async () => {
    const { user } = renderDialog(
      {
        useCollectionMutationsUpdateMutation: failure('VALIDATION_FAILED', {
          field: 'definition',
          rule: 'quote',
        }),
      },
      saved,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Collection' });
    const search = within(dialog).getByRole('textbox', { name: /Search/ });
    await user.clear(search);
    await user.type(search, 'scene:"12A');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A quote is left open')).toBeVisible();
  });

  it('says a name is taken under the name', async () => {
    const { user } = renderDialog({
      useCollectionMutationsCreateMutation: failure('NAME_CONFLICT', { field: 'name' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'New Collection' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Circled takes');
    await user.type(within(dialog).getByRole('textbox', { name: /Search/ }), 'selected:yes');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Another collection of this project has this name'),
    ).toBeVisible();
  });
});
