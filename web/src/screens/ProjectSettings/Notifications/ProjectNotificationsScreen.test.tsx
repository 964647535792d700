// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failingEnvironment, screenRoute } from '../../../test/failing-relay.tsx';
import { errorRoute, renderRoutes } from '../../../test/render.tsx';
import * as notificationsScreen from './ProjectNotificationsScreen.tsx';

describe('the notification templates screen', () => {
  beforeEach(() => notifications.clean());

  it('says the templates could not be loaded, and keeps the settings tabs', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const path = '/projects/p1/settings/notifications';
    const route = screenRoute(
      '/projects/:projectId/settings/notifications',
      notificationsScreen,
      failingEnvironment(),
    );
    renderRoutes([route, errorRoute], path);
    expect(await screen.findByText('Could not load project templates')).toBeVisible();
    expect(screen.getAllByRole('tab').length).toBeGreaterThan(0);
    quiet.mockRestore();
  });
});
