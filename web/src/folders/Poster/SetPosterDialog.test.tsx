// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { beforeEach, describe, expect, it } from 'vitest';
import { failingEnvironment } from '../../test/failing-relay.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { SetPosterDialog } from './SetPosterDialog.tsx';

describe('SetPosterDialog', () => {
  beforeEach(() => notifications.clean());

  it("says 'Could not upload poster image' when the server refuses the upload", async () => {
    const { user, container } = renderWithProviders(
      <RelayEnvironmentProvider environment={failingEnvironment()}>
        <SetPosterDialog folderId="f1" opened onClose={() => undefined} />
      </RelayEnvironmentProvider>,
    );
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(
      input as HTMLInputElement,
      new File(['png'], 'still.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not upload poster image')).toBeVisible();
  });
});
