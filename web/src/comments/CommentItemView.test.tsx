// @vitest-environment jsdom
import '../test/jsdom.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { CommentItemView, type CommentView } from './CommentItemView.tsx';

const now = Date.parse('2026-03-01T12:00:00Z');

function comment(overrides: Partial<CommentView> = {}): CommentView {
  return {
    id: 'c1',
    text: 'Dust on the lens',
    isDeleted: false,
    createdAt: '2026-03-01T11:58:00Z',
    updatedAt: '2026-03-01T11:58:00Z',
    authorName: 'Ana Lima',
    positionLabel: '10:00:01:01',
    allowedTo: { edit: true, delete: true },
    ...overrides,
  };
}

function renderItem(view: CommentView, canReply = true) {
  const handlers = {
    onSelect: vi.fn(),
    onReply: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
  };
  const rendered = renderWithProviders(
    <CommentItemView comment={view} now={now} canReply={canReply} {...handlers} />,
  );
  const button = (name: string) => screen.queryByRole('button', { name });
  return { ...rendered, ...handlers, button };
}

describe('CommentItemView', () => {
  it('shows author, relative time, position and text', () => {
    renderItem(comment());
    expect(screen.getByText('Ana Lima')).toBeVisible();
    expect(screen.getByText('2 minutes ago')).toBeVisible();
    expect(screen.getByTestId('comment-position')).toHaveTextContent('10:00:01:01');
    expect(screen.getByText('Dust on the lens')).toBeVisible();
  });

  it('offers reply, edit and delete when allowed', async () => {
    const { user, button, onReply, onEdit, onDelete } = renderItem(comment());
    await user.click(button('Reply') as HTMLElement);
    await user.click(button('Edit') as HTMLElement);
    await user.click(button('Delete') as HTMLElement);
    expect(onReply).toHaveBeenCalled();
    expect(onEdit).toHaveBeenCalled();
    expect(onDelete).toHaveBeenCalled();
  });

  it('hides edit and delete the comment does not allow', () => {
    const { button } = renderItem(comment({ allowedTo: { edit: false, delete: false } }));
    expect(button('Edit')).toBeNull();
    expect(button('Delete')).toBeNull();
    expect(button('Reply')).not.toBeNull();
  });

  it('allows delete without edit', () => {
    const { button } = renderItem(comment({ allowedTo: { edit: false, delete: true } }), false);
    expect(button('Edit')).toBeNull();
    expect(button('Delete')).not.toBeNull();
    expect(button('Reply')).toBeNull();
  });

  it('shows a deleted comment as deleted, with no actions and no reply', () => {
    const { button } = renderItem(comment({ isDeleted: true, text: '' }));
    expect(screen.getByText('Comment was deleted')).toBeVisible();
    expect(button('Reply')).toBeNull();
    expect(button('Edit')).toBeNull();
    expect(button('Delete')).toBeNull();
  });

  it('seeks when the comment header is clicked', async () => {
    const { user, onSelect } = renderItem(comment());
    await user.click(screen.getByRole('button', { name: 'Go to 10:00:01:01' }));
    expect(onSelect).toHaveBeenCalled();
  });

  it('edits in place and saves the new text', async () => {
    const onSave = vi.fn(async () => true);
    const { user } = renderWithProviders(
      <CommentItemView comment={comment()} now={now} editing onSave={onSave} />,
    );
    const field = screen.getByRole('textbox');
    expect(field).toHaveValue('Dust on the lens');
    await user.clear(field);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(field, 'Dust, top left');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('Dust, top left', null);
  });
});
