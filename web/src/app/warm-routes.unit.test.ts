import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { warmRoutes } from './warm-routes.ts';

describe('warming the routes an address opens', () => {
  it('starts loading the code of every matched route, and of no other', () => {
    const layout = vi.fn(async () => ({}));
    const view = vi.fn(async () => ({}));
    const folder = vi.fn(async () => ({}));
    const routes: RouteObject[] = [
      {
        lazy: layout,
        children: [
          { path: '/projects/:projectId/:folderId/:assetId', lazy: view },
          { path: '/projects/:projectId/:folderId', lazy: folder },
        ],
      },
    ];
    warmRoutes(routes, '/projects/p/f/a');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(view).toHaveBeenCalledTimes(1);
    expect(folder).not.toHaveBeenCalled();
  });

  it('loads each part of a route whose loader and component load apart', () => {
    const Component = vi.fn(async () => () => null);
    const loader = vi.fn(async () => () => null);
    warmRoutes([{ path: '/projects/:projectId', lazy: { Component, loader } }], '/projects/p');
    expect(Component).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('leaves an address no route matches alone', () => {
    const view = vi.fn(async () => ({}));
    warmRoutes([{ path: '/projects', lazy: view }], '/elsewhere');
    expect(view).not.toHaveBeenCalled();
  });
});
