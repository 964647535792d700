// @vitest-environment jsdom
import '../test/jsdom.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { ProjectSettingsTabs } from './ProjectSettingsTabs.tsx';

const tabsOf = async () => (await screen.findAllByRole('tab')).map((tab) => tab.textContent);

describe("a project's settings tabs", () => {
  it('show Stats only for a project with a transfer server', async () => {
    const withServer = renderRoutes(
      [{ path: '*', element: <ProjectSettingsTabs projectId="p1" current="settings" stats /> }],
      '/projects/p1/settings',
    );
    expect(await tabsOf()).toEqual(['Settings', 'Watermarks', 'Notifications', 'Stats']);
    withServer.unmount();
    renderRoutes(
      [{ path: '*', element: <ProjectSettingsTabs projectId="p1" current="settings" custody /> }],
      '/projects/p1/settings',
    );
    expect(await tabsOf()).toEqual(['Settings', 'Watermarks', 'Notifications', 'Custody']);
  });
});
