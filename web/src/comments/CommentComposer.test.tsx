// @vitest-environment jsdom
import '../test/jsdom.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { CommentComposer, type ComposerPosition } from './CommentComposer.tsx';

function renderComposer(position: ComposerPosition | null, saved = true) {
  const onSubmit = vi.fn(async (_text: string, _start: number | null) => saved);
  const view = renderWithProviders(<CommentComposer position={position} onSubmit={onSubmit} />);
  const post = () => screen.getByRole('button', { name: 'Post' });
  const field = () => screen.getByRole('textbox');
  return { ...view, onSubmit, post, field };
}

describe('CommentComposer', () => {
  it('cannot post empty or blank text', async () => {
    const { user, post, field, onSubmit } = renderComposer({ value: 0, label: null });
    expect(post()).toBeDisabled();
    await user.type(field(), '   ');
    expect(post()).toBeDisabled();
    await user.type(field(), '{Control>}{Enter}{/Control}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the current frame and posts the trimmed text there', async () => {
    const { user, post, field, onSubmit } = renderComposer({ value: 26, label: '10:00:01:01' });
    expect(screen.getByTestId('composer-position')).toHaveTextContent('10:00:01:01');
    await user.type(field(), '  Dust on the lens  ');
    expect(post()).toBeEnabled();
    await user.click(post());
    expect(onSubmit).toHaveBeenCalledWith('Dust on the lens', 26);
    expect(field()).toHaveValue('');
  });

  it('keeps the text when posting fails', async () => {
    const { user, post, field } = renderComposer({ value: 3, label: '3' }, false);
    await user.type(field(), 'Too dark');
    await user.click(post());
    expect(field()).toHaveValue('Too dark');
  });

  it('posts a reply without a position', async () => {
    const { user, post, field, onSubmit } = renderComposer(null);
    expect(screen.queryByTestId('composer-position')).toBeNull();
    await user.type(field(), 'Agreed');
    await user.click(post());
    expect(onSubmit).toHaveBeenCalledWith('Agreed', null);
  });

  it('posts an annotation without text, never one with nothing drawn (section 5)', async () => {
    const onSubmit = vi.fn(async (_text: string, _start: number | null) => true);
    const composer = (blocked: boolean) => (
      <CommentComposer position={null} allowBlank blocked={blocked} onSubmit={onSubmit} />
    );
    const empty = renderWithProviders(composer(true));
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    empty.unmount();
    const drawn = renderWithProviders(composer(false));
    await drawn.user.click(screen.getByRole('button', { name: 'Post' }));
    expect(onSubmit).toHaveBeenCalledWith('', null);
  });
});
