// @vitest-environment jsdom
import '../test/jsdom.ts';
import type { HelperFolder, HelperHello } from '@rushes/rules';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { failure, scriptedEnvironment } from '../test/scripted-relay.tsx';
import { UploadButton } from '../uploads/UploadButton.tsx';
import { UploadsProvider } from '../uploads/UploadsContext.tsx';
import { FastTransferProvider } from './FastTransferProvider.tsx';

const helperUrl = 'http://127.0.0.1:41641';

/** Rushes Transfer as the page reaches it: absent (nothing answers), or running and paired. */
function helper(present: boolean) {
  const folder: HelperFolder = {
    path: '/home/ana/Rushes',
    parent: '/home/ana',
    entries: [
      { name: 'A001C003.mov', path: '/home/ana/Rushes/A001C003.mov', kind: 'file', size: 4096 },
    ],
  };
  const hello: HelperHello = {
    app: 'rushes-transfer',
    version: '1.0.0',
    protocols: [1],
    origin: location.origin,
    paired: true,
    engines: ['http'],
  };
  const answers: Record<string, unknown> = { '/v1/hello': hello, '/v1/files': folder };
  return vi.fn(async (url: string) => {
    const { pathname } = new URL(url);
    if (!present || !url.startsWith(helperUrl)) throw new TypeError('Failed to fetch');
    if (pathname === '/v1/transfers/events' || pathname === '/v1/transfers') {
      return new Response('[]', { status: 200 });
    }
    return Response.json(answers[pathname] ?? null, { status: answers[pathname] ? 200 : 404 });
  });
}

function renderUpload() {
  const { environment, calls } = scriptedEnvironment({
    useTransferTokensUploadMutation: failure('FORBIDDEN'),
  });
  const view = renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <FastTransferProvider>
        <UploadsProvider>
          <UploadButton target={{ projectId: 'p1', folderId: 'f1' }} transferServerKind="RUSHES" />
        </UploadsProvider>
      </FastTransferProvider>
    </RelayEnvironmentProvider>,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...view, user, calls };
}

async function chooseFastUpload(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'More ways to upload' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Upload with Rushes Transfer' }));
}

describe('a fast upload from the Upload button', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits 5000 ms for Rushes Transfer, then offers to install it or to upload via the web', async () => {
    vi.stubGlobal('fetch', helper(false));
    const { user } = renderUpload();
    await chooseFastUpload(user);
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('dialog', { name: 'Upload with Rushes Transfer' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry via Web' }));
    expect(await screen.findByRole('dialog', { name: 'Upload Files' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Upload with Rushes Transfer' })).toBeNull();
  });

  it('chooses the files on the helper, and says the upload did not start when the token is refused', async () => {
    localStorage.setItem(`rushes.transferHelper ${helperUrl}`, 'rtp_secret');
    const fetch = helper(true);
    vi.stubGlobal('fetch', fetch);
    const { user, calls } = renderUpload();
    await chooseFastUpload(user);
    const chooser = await screen.findByRole('dialog', { name: 'Choose files to upload' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select A001C003.mov' }));
    await user.click(screen.getByRole('button', { name: 'Upload 1 item' }));
    expect(await screen.findByText('Could not start the Upload')).toBeVisible();
    expect(chooser).not.toBeInTheDocument();
    expect(calls.map((call) => call.variables)).toContainEqual({
      input: { folderId: 'f1', assetId: null, files: [{ name: 'A001C003.mov', size: 4096 }] },
    });
    const asked = fetch.mock.calls.map(([url]) => String(url));
    expect(asked).toContain(`${helperUrl}/v1/hello`);
    expect(asked).not.toContain(`${helperUrl}/v1/pairings`);
  });
});
