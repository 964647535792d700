// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WorkspaceBrandingTestQuery } from '../../../__generated__/WorkspaceBrandingTestQuery.graphql.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { WorkspaceBranding } from './WorkspaceBranding.tsx';

/** A workspace with a logo and a default poster, whose server then fails every change. */
function brandedThenFailing(): Environment {
  const image = (name: string) => ({ url: `https://cdn.test/${name}.jpg` });
  return new Environment({
    network: Network.create(async (operation) =>
      operation.name === 'WorkspaceBrandingTestQuery'
        ? {
            data: {
              workspaces: [
                {
                  id: 'w1',
                  allowedTo: { upload: true },
                  logo: image('logo'),
                  projectPoster: image('poster'),
                },
              ],
            },
          }
        : { data: null, errors: [{ message: 'INTERNAL' }], extensions: {} },
    ),
    store: new Store(new RecordSource()),
  });
}

function Branding() {
  const data = useLazyLoadQuery<WorkspaceBrandingTestQuery>(
    graphql`
      query WorkspaceBrandingTestQuery {
        workspaces {
          ...WorkspaceBranding_workspace
        }
      }
    `,
    {},
  );
  const [workspace] = data.workspaces;
  return workspace ? <WorkspaceBranding workspace={workspace} /> : null;
}

function renderBranding() {
  return renderWithProviders(
    <RelayEnvironmentProvider environment={brandedThenFailing()}>
      <Suspense>
        <Branding />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
}

const png = () => new File(['png'], 'still.png', { type: 'image/png' });

describe('WorkspaceBranding', () => {
  beforeEach(() => notifications.clean());

  it("says 'Could Not Upload Image' when the default poster fails to upload", async () => {
    const { user, container } = renderBranding();
    await screen.findByRole('button', { name: 'Choose File: Default Poster' });
    const inputs = container.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(inputs[1] as HTMLInputElement, png());
    expect(await screen.findByText('Could Not Upload Image')).toBeVisible();
  });

  it("says 'Could Not Remove Image' when the default poster fails to go", async () => {
    const { user } = renderBranding();
    await user.click(await screen.findByRole('button', { name: 'Remove: Default Poster' }));
    expect(await screen.findByText('Could Not Remove Image')).toBeVisible();
  });

  it("keeps the logo's own message", async () => {
    const { user } = renderBranding();
    await user.click(await screen.findByRole('button', { name: 'Remove: Logo' }));
    expect(await screen.findByText('Could not remove image')).toBeVisible();
  });
});
