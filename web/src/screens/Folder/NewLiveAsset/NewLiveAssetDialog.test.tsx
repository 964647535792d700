// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Ingest } from '../../../live/LiveIngest.tsx';
import type { CommitResult } from '../../../relay/commit-result.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { NewLiveAssetDialog } from './NewLiveAssetDialog.tsx';

const ingest: Ingest = {
  rtmpServer: 'rtmp://rushes.example:1935/live',
  streamKey: 'live_s3cret',
  rtmpUrl: 'rtmp://rushes.example:1935/live/live_s3cret',
  srtUrl: 'srt://rushes.example:9000?passphrase=p4ssphr4se&pbkeylen=32',
};

function renderDialog(answer: CommitResult<Ingest> = { ok: true, value: ingest }) {
  const onCreate = vi.fn(async (_name: string) => answer);
  const onClose = vi.fn();
  const view = renderWithProviders(
    <NewLiveAssetDialog opened onClose={onClose} onCreate={onCreate} />,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'New Live Asset' }));
  const name = () => dialog.getByRole('textbox', { name: 'Name' });
  const create = () => dialog.getByRole('button', { name: 'Create' });
  return { ...view, dialog, name, create, onCreate, onClose };
}

describe('New Live Asset', () => {
  it('asks for a name before making anything', async () => {
    const { user, dialog, name, create, onCreate } = renderDialog();
    await user.click(create());
    expect(dialog.getByText('A name is required')).toBeVisible();
    await user.type(name(), '   ');
    expect(dialog.queryByText('A name is required')).toBeNull();
    await user.click(create());
    expect(dialog.getByText('A name is required')).toBeVisible();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('marks the name the server refuses', async () => {
    const refused = { ok: false as const, code: 'VALIDATION_FAILED', data: { field: 'name' } };
    const { user, dialog, name, onCreate } = renderDialog(refused);
    await user.type(name(), 'Camera A{Enter}');
    expect(onCreate).toHaveBeenCalledWith('Camera A');
    expect(await dialog.findByText('A name is required')).toBeVisible();
    expect(dialog.queryByTestId('live-stream-key')).toBeNull();
  });

  it('shows where to send the feed, each part to copy, and the key this once', async () => {
    const { user, dialog, name, onCreate, onClose } = renderDialog();
    await user.type(name(), '  Camera A  {Enter}');
    expect(onCreate).toHaveBeenCalledWith('Camera A');
    expect(await dialog.findByTestId('live-stream-key')).toHaveTextContent('live_s3cret');
    expect(dialog.getByTestId('live-rtmp-server')).toHaveTextContent(ingest.rtmpServer);
    expect(dialog.getByTestId('live-rtmp-url')).toHaveTextContent(ingest.rtmpUrl);
    expect(dialog.getByTestId('live-srt-url')).toHaveTextContent(ingest.srtUrl ?? '');
    expect(dialog.getByText(/shown this once\. Anyone who has it can send a feed/)).toBeVisible();

    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(dialog.getByRole('button', { name: 'Copy RTMP server' }));
    await user.click(dialog.getByRole('button', { name: 'Copy stream key' }));
    await user.click(dialog.getByRole('button', { name: 'Copy full RTMP URL' }));
    await user.click(dialog.getByRole('button', { name: 'Copy SRT address' }));
    expect(writeText.mock.calls).toEqual([
      [ingest.rtmpServer],
      [ingest.streamKey],
      [ingest.rtmpUrl],
      [ingest.srtUrl],
    ]);

    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
    // opened again, it asks for a new asset's name: the key is nowhere to be seen again
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.queryByText('live_s3cret', { exact: false })).toBeNull();
  });

  it('shows no SRT address where the deployment takes none', async () => {
    const { user, dialog, name } = renderDialog({ ok: true, value: { ...ingest, srtUrl: null } });
    await user.type(name(), 'Camera B{Enter}');
    expect(await dialog.findByTestId('live-stream-key')).toBeVisible();
    expect(dialog.queryByTestId('live-srt-url')).toBeNull();
  });
});
