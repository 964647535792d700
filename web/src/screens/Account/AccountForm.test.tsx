// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { AccountForm, type SaveOutcome } from './AccountForm.tsx';

function renderForm(onSave = vi.fn(async (): Promise<SaveOutcome> => 'saved'), external = false) {
  const view = renderWithProviders(
    <AccountForm name="Ada Lovelace" email="ada@studio.tv" external={external} onSave={onSave} />,
  );
  return { ...view, onSave };
}

const save = () => screen.getByRole('button', { name: 'Save Changes' });
const revert = () => screen.getByRole('button', { name: 'Revert' });

describe('AccountForm', () => {
  it('shows Information and Change Password; Save Changes and Revert wait for a change', () => {
    renderForm();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@studio.tv');
    expect(screen.getByLabelText(/New Password/)).toHaveValue('');
    expect(save()).toBeDisabled();
    expect(revert()).toBeDisabled();
  });

  it('holds the fields to section 5: name and e-mail required, the format, the strength rules', async () => {
    const { user, onSave } = renderForm();
    await user.clear(screen.getByLabelText(/Full Name/));
    await user.clear(screen.getByLabelText(/Email/));
    await user.click(save());
    expect(await screen.findByText('A name is required')).toBeInTheDocument();
    expect(screen.getByText('An email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'ada@studio');
    await user.type(screen.getByLabelText(/New Password/), '12345');
    await user.click(save());
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('password must have at least 6 characters')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends trimmed values, the password only when typed, and starts again from what it saved', async () => {
    const { user, onSave } = renderForm();
    const name = screen.getByLabelText(/Full Name/);
    await user.clear(name);
    await user.type(name, ' Ada King ');
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith({ name: 'Ada King', email: 'ada@studio.tv', password: '' });
    await waitFor(() => expect(save()).toBeDisabled());
    expect(name).toHaveValue('Ada King');
    await user.type(screen.getByLabelText(/New Password/), 'a new secret');
    await user.click(save());
    expect(onSave).toHaveBeenLastCalledWith({
      name: 'Ada King',
      email: 'ada@studio.tv',
      password: 'a new secret',
    });
    await waitFor(() => expect(screen.getByLabelText(/New Password/)).toHaveValue(''));
  });

  it('reverts to the saved values', async () => {
    const { user } = renderForm();
    const name = screen.getByLabelText(/Full Name/);
    await user.type(name, ' Byron');
    await user.click(revert());
    expect(name).toHaveValue('Ada Lovelace');
    expect(save()).toBeDisabled();
  });

  it('shows a taken address on the field', async () => {
    const taken: SaveOutcome = { field: 'email', message: 'Another user has this email' };
    const { user } = renderForm(vi.fn(async () => taken));
    const email = screen.getByLabelText(/Email/);
    await user.clear(email);
    await user.type(email, 'mia@studio.tv');
    await user.click(save());
    expect(await screen.findByText('Another user has this email')).toBeInTheDocument();
  });

  it('offers an external user nothing to edit', () => {
    renderForm(undefined, true);
    expect(screen.queryByLabelText(/Full Name/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/New Password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });
});
