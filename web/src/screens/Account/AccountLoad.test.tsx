// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failingEnvironment, screenRoute } from '../../test/failing-relay.tsx';
import { errorRoute, renderRoutes } from '../../test/render.tsx';
import * as accountNotifications from './AccountNotificationsScreen.tsx';
import * as account from './AccountScreen.tsx';

describe('the account screens failing to load', () => {
  beforeEach(() => notifications.clean());

  it('account says the user could not be loaded, and keeps its tabs', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([screenRoute('/account', account, failingEnvironment()), errorRoute], '/account');
    expect(await screen.findByText('Could not load user')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'My Account' })).toBeVisible();
    quiet.mockRestore();
  });

  it("notifications say the user's projects could not be loaded", async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const route = screenRoute('/notifications', accountNotifications, failingEnvironment());
    renderRoutes([route, errorRoute], '/notifications');
    expect(await screen.findByText('Could not load user projects')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'My Account' })).toBeVisible();
    quiet.mockRestore();
  });
});
