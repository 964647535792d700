// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { failure, type Script, scriptedEnvironment } from '../../../test/scripted-relay.tsx';
import { ReinviteDialog } from './ReinviteDialog.tsx';

/** Tom, invited to two projects with a mistyped address. */
const tom = {
  __typename: 'User',
  id: 'u1',
  name: 'Tom',
  email: 'tom@outsdie.test',
  projects: [
    { project: { id: 'p1', name: 'Feature' } },
    { project: { id: 'p2', name: 'Trailer' } },
  ],
};

/** The form for Tom, whose reinvitation the server answers with `answer`; the calls it got. */
function renderForm(answer: Script[string]) {
  const { environment, calls } = scriptedEnvironment({
    ReinviteDialogQuery: () => ({ data: { node: tom } }),
    useReinviteMutation: answer,
  });
  const view = renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <ReinviteDialog userId="u1" onClose={() => undefined} />
    </RelayEnvironmentProvider>,
  );
  return { ...view, calls };
}

const reinvited = {
  data: {
    reinvite: {
      user: { ...tom, email: 'tom@outside.test', hasJoined: false, invitedAt: null },
    },
  },
};

describe('the reinvite form', () => {
  beforeEach(() => notifications.clean());

  it('sends the corrected e-mail, the name and the chosen project in one call', async () => {
    const { user, calls } = renderForm(() => reinvited);
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'tom@outside.test');
    await user.selectOptions(screen.getByLabelText('Project'), 'Trailer');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Successfully invited user')).toBeVisible();
    expect(calls.at(-1)).toEqual({
      name: 'useReinviteMutation',
      variables: {
        input: { userId: 'u1', projectId: 'p2', email: 'tom@outside.test', name: 'Tom' },
      },
    });
  });

  it("says 'Failed to invite user' when the reinvitation fails", async () => {
    const { user } = renderForm(failure('INTERNAL'));
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Failed to invite user')).toBeVisible();
    expect(screen.queryByText('Could not invite user')).toBeNull();
  });

  it("says 'Could not load user projects' when the invitee cannot be loaded", async () => {
    const { environment } = scriptedEnvironment({});
    renderWithProviders(
      <RelayEnvironmentProvider environment={environment}>
        <ReinviteDialog userId="u1" onClose={() => undefined} />
      </RelayEnvironmentProvider>,
    );
    expect(await screen.findByText('Could not load user projects')).toBeVisible();
  });

  it('marks an address someone else has, and one that is no address, on the e-mail field', async () => {
    const { user, calls } = renderForm(failure('NAME_CONFLICT', { field: 'email' }));
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'tom@outside');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invalid email')).toBeVisible();
    expect(calls.map((call) => call.name)).not.toContain('useReinviteMutation');
    await user.type(email, '.test');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('This email-address is already in use')).toBeVisible();
  });
});
