// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProjectPosterChoiceTestQuery } from '../../__generated__/ProjectPosterChoiceTestQuery.graphql.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ProjectPosterChoice } from './ProjectPosterChoice.tsx';

/** A project with a poster (its own, or its workspace's default), whose server fails changes. */
function posterThenFailing(hasPoster: boolean): Environment {
  const project = {
    id: 'p1',
    allowedTo: { edit: true },
    hasPoster,
    poster: { url: 'https://cdn.test/poster.jpg' },
    rootFolder: { id: 'root' },
  };
  return new Environment({
    network: Network.create(async (operation) =>
      operation.name === 'ProjectPosterChoiceTestQuery'
        ? { data: { project } }
        : { data: null, errors: [{ message: 'INTERNAL' }], extensions: {} },
    ),
    store: new Store(new RecordSource()),
  });
}

function Poster() {
  const data = useLazyLoadQuery<ProjectPosterChoiceTestQuery>(
    graphql`
      query ProjectPosterChoiceTestQuery {
        project(id: "p1") {
          ...ProjectPosterChoice_project
        }
      }
    `,
    {},
  );
  return data.project ? <ProjectPosterChoice project={data.project} /> : null;
}

function renderPoster(hasPoster: boolean) {
  return renderWithProviders(
    <RelayEnvironmentProvider environment={posterThenFailing(hasPoster)}>
      <Suspense>
        <Poster />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
}

const png = () => new File(['png'], 'still.png', { type: 'image/png' });

describe("the project's poster on its Settings tab", () => {
  beforeEach(() => notifications.clean());

  it("says 'Could Not Upload Image' when the chosen poster fails to upload", async () => {
    const { user, container } = renderPoster(true);
    await screen.findByRole('button', { name: 'Choose File: Poster' });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(input as HTMLInputElement, png());
    expect(await screen.findByText('Could Not Upload Image')).toBeVisible();
  });

  it("says 'Could Not Remove Image' when its poster fails to go", async () => {
    const { user } = renderPoster(true);
    await user.click(await screen.findByRole('button', { name: 'Remove: Poster' }));
    expect(await screen.findByText('Could Not Remove Image')).toBeVisible();
  });

  it("shows the workspace's default poster with nothing to remove", async () => {
    renderPoster(false);
    expect(await screen.findByRole('img', { name: 'Poster' })).toHaveAttribute(
      'src',
      'https://cdn.test/poster.jpg',
    );
    expect(screen.getByRole('button', { name: 'Choose File: Poster' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove: Poster' })).toBeNull();
  });
});
