// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';

function Page({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <HeaderSearch />
      <p>{name}</p>
      <output>{pathname + search}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

const routes = [
  { path: '/projects', element: <Page name="projects" /> },
  { path: '/search', element: <Page name="search" /> },
];

const address = () => screen.getByRole('status').textContent;

describe('the header search', () => {
  it('opens from its icon and pushes the search route once typing rests', async () => {
    const { user, router } = renderRoutes(routes, '/projects');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const field = screen.getByRole('searchbox', { name: 'Search' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, ' 19A/3 ');
    // nothing while typing goes on
    expect(address()).toBe('/projects');
    await waitFor(() => expect(address()).toBe('/search?q=19A%2F3'), { timeout: 2000 });
    expect(router.state.historyAction).toBe('PUSH');
    expect(field).toHaveValue(' 19A/3 ');
  });

  it('replaces the route when cleared, and Escape closes it and goes back', async () => {
    const { user, router } = renderRoutes(routes, '/projects');
    await act(() => router.navigate('/search?q=take'));
    const field = screen.getByRole('searchbox', { name: 'Search' });
    expect(field).toHaveValue('take');
    await user.clear(field);
    await waitFor(() => expect(address()).toBe('/search'), { timeout: 2000 });
    expect(router.state.historyAction).toBe('REPLACE');
    await user.type(field, '{Escape}');
    expect(screen.queryByRole('searchbox')).toBeNull();
    await waitFor(() => expect(address()).toBe('/projects'));
  });

  it('closes when it loses focus off the search route, and opens on /', async () => {
    const { user } = renderRoutes(routes, '/projects');
    await user.keyboard('/');
    const field = await screen.findByRole('searchbox', { name: 'Search' });
    await waitFor(() => expect(field).toHaveFocus());
    fireEvent.blur(field);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Search' })).toBeVisible();
    // Escape off the search route closes the field and stays
    await user.keyboard('/');
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), '{Escape}');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(address()).toBe('/projects');
  });

  it('stays open on the search route when it loses focus', async () => {
    renderRoutes(routes, '/search?q=take');
    const field = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.blur(field);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('take');
  });
});
