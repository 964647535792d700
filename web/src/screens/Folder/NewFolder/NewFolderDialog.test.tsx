// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CreateOutcome } from '../../../relay/commit-create.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { NewFolderDialog } from './NewFolderDialog.tsx';

function renderDialog(outcome: CreateOutcome) {
  const onCreate = vi.fn(async (_name: string) => outcome);
  const onClose = vi.fn();
  const view = renderWithProviders(
    <NewFolderDialog opened onClose={onClose} onCreate={onCreate} />,
  );
  const create = () => screen.getByRole('button', { name: 'Create' });
  const name = () => screen.getByLabelText('Name');
  return { ...view, onCreate, onClose, create, name };
}

describe('NewFolderDialog', () => {
  it('keeps Create disabled until the name has more than blanks', async () => {
    const { user, create, name } = renderDialog('created');
    expect(create()).toBeDisabled();
    await user.type(name(), '   ');
    expect(create()).toBeDisabled();
    await user.type(name(), 'Day 1');
    expect(create()).toBeEnabled();
  });

  it('creates the trimmed name and closes', async () => {
    const { user, create, name, onCreate, onClose } = renderDialog('created');
    await user.type(name(), '  Day 1  ');
    await user.click(create());
    expect(onCreate).toHaveBeenCalledWith('Day 1');
    expect(onClose).toHaveBeenCalled();
  });

  it('marks the name when a sibling already has it', async () => {
    const { user, create, name, onClose } = renderDialog('conflict');
    await user.type(name(), 'Day 1{Enter}');
    expect(await screen.findByText('This name is already used by another folder')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    await user.type(name(), 'b');
    expect(screen.queryByText('This name is already used by another folder')).toBeNull();
    expect(create()).toBeEnabled();
  });
});
