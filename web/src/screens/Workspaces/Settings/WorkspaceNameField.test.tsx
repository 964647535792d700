// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommitResult } from '../../../relay/commit-result.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { WorkspaceNameField } from './WorkspaceNameField.tsx';

function renderField(result: CommitResult<unknown>) {
  const onSave = vi.fn(async (_name: string) => result);
  renderWithProviders(<WorkspaceNameField name="Commercials" readOnly={false} onSave={onSave} />);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  const field = () => screen.getByLabelText('Title');
  /** Lets the autosave's second pass. */
  const rest = () => act(async () => vi.advanceTimersByTime(1000));
  return { onSave, user, field, rest };
}

describe('WorkspaceNameField', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('saves the trimmed name once, a second after the last change', async () => {
    const { onSave, user, field, rest } = renderField({ ok: true, value: {} });
    await user.clear(field());
    await user.type(field(), ' Adverts ');
    await act(async () => vi.advanceTimersByTime(900));
    expect(onSave).not.toHaveBeenCalled();
    await rest();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith('Adverts');
  });

  it('asks for a title and saves nothing while it is blank', async () => {
    const { onSave, user, field, rest } = renderField({ ok: true, value: {} });
    await user.clear(field());
    await user.type(field(), '   ');
    await rest();
    expect(screen.getByText('A title is required')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('marks a name another workspace holds', async () => {
    const conflict = { ok: false as const, code: 'NAME_CONFLICT', data: {} };
    const { user, field, rest } = renderField(conflict);
    await user.type(field(), ' 2');
    await rest();
    expect(await screen.findByText('This name is already used by another workspace')).toBeVisible();
  });
});
