// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failingEnvironment, screenRoute } from '../../../test/failing-relay.tsx';
import { errorRoute, renderRoutes, withErrorPage } from '../../../test/render.tsx';
import * as notificationsScreen from './ProjectNotificationsScreen.tsx';

const path = '/projects/p1/settings/notifications';
const pattern = '/projects/:projectId/settings/notifications';

/** A server answering the screen's query with the project "Feature", edited by the viewer or not. */
function projectEnvironment(edit: boolean): Environment {
  const template = (type: string, contents: string) => ({ type, contents, isCustom: false });
  const data = {
    project: {
      id: 'p1',
      name: 'Feature',
      allowedTo: { edit },
      templates: [
        template('NOTIFICATION_SUBJECT', 'New in [FOLDER]'),
        template('NOTIFICATION_BODY', 'Have a look: [LINK]'),
      ],
    },
    currentUser: { id: 'u1', isSuperuser: false },
    sidebarProjects: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } },
  };
  return new Environment({
    network: Network.create(async () => ({ data })),
    store: new Store(new RecordSource()),
  });
}

function renderScreen(environment: Environment) {
  const route = withErrorPage(screenRoute(pattern, notificationsScreen, environment));
  return renderRoutes([route, errorRoute], path);
}

describe('the notification templates screen', () => {
  beforeEach(() => notifications.clean());

  it('says the templates could not be loaded, and keeps the settings tabs', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes(
      [screenRoute(pattern, notificationsScreen, failingEnvironment()), errorRoute],
      path,
    );
    expect(await screen.findByText('Could not load project templates')).toBeVisible();
    expect(screen.getAllByRole('tab').length).toBeGreaterThan(0);
    quiet.mockRestore();
  });

  it('lets those who edit the project change the templates', async () => {
    renderScreen(projectEnvironment(true));
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue('New in [FOLDER]');
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
  });

  it('is refused, as every settings tab, to someone who may not edit the project', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(projectEnvironment(false));
    expect(await screen.findByText('Something went wrong')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByText('Could not load project templates')).toBeNull();
    quiet.mockRestore();
  });
});
