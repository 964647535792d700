// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { UploadFilesDialog } from './UploadFilesDialog.tsx';

const file = (name: string) => new File(['x'.repeat(2048)], name);

function renderDialog() {
  const handlers = { onUpload: vi.fn(), onClose: vi.fn() };
  renderWithProviders(<UploadFilesDialog {...handlers} />);
  const dialog = screen.getByRole('dialog', { name: 'Upload Files' });
  const input = dialog.ownerDocument.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return { ...handlers, dialog: within(dialog), input };
}

const listed = () =>
  screen.getAllByTestId('upload-file').map((line) => line.querySelector('[title]')?.textContent);

describe('Upload Files', () => {
  it('groups the chosen files, sidecars under their clip and the ALE last, and uploads clips first', async () => {
    const user = userEvent.setup();
    const { dialog, input, onUpload, onClose } = renderDialog();
    expect(dialog.getByRole('button', { name: 'Upload 0 Files' })).toBeDisabled();
    await user.upload(input, [file('Day 1.ale'), file('C0001M01.XML'), file('C0001.MP4')]);
    await user.upload(input, [file('C0002.MP4'), file('.DS_Store')]);
    expect(listed()).toEqual(['C0001.MP4', 'C0001M01.XML', 'C0002.MP4', 'Day 1.ale']);
    expect(dialog.getByText('Metadata for the folder')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Remove C0002.MP4' }));
    await user.click(dialog.getByRole('button', { name: 'Upload 3 Files' }));
    expect(onUpload.mock.calls[0]?.[0].map((chosen: File) => chosen.name)).toEqual([
      'C0001.MP4',
      'C0001M01.XML',
      'Day 1.ale',
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('takes a file chosen twice once', async () => {
    const user = userEvent.setup();
    const { dialog, input } = renderDialog();
    const clip = file('A001.mov');
    await user.upload(input, [clip]);
    await user.upload(input, [clip]);
    expect(listed()).toEqual(['A001.mov']);
    expect(dialog.getByRole('button', { name: 'Upload 1 File' })).toBeEnabled();
  });
});
