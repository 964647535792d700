// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { SidebarTabs } from './SidebarTabs.tsx';
import { type SidebarMode, shownTab } from './sidebar-mode.ts';

function Sidebar(props: { initial: SidebarMode; withComments: boolean; withHistory?: boolean }) {
  const [mode, setMode] = useState(props.initial);
  return (
    <SidebarTabs
      mode={mode}
      onChange={setMode}
      metadata={<p>the folder’s facts</p>}
      comments={props.withComments ? <p>the folder’s comments</p> : null}
      history={props.withHistory ? <p>the asset’s moments</p> : undefined}
    />
  );
}

describe('the sidebar’s tabs', () => {
  it('opens on Metadata and offers Comments only while there are comments', async () => {
    const { user } = renderWithProviders(<Sidebar initial="metadata" withComments />);
    expect(screen.getByRole('tab', { name: 'Metadata' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('the folder’s facts')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Comments' }));
    expect(screen.getByText('the folder’s comments')).toBeVisible();
    expect(screen.queryByText('the folder’s facts')).toBeNull();
  });

  it('has no Comments tab without comments, and shows Metadata when Comments was chosen', () => {
    renderWithProviders(<Sidebar initial="comments" withComments={false} />);
    expect(screen.queryByRole('tab', { name: 'Comments' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Metadata' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('the folder’s facts')).toBeVisible();
  });

  it('offers History where the viewer gives one, and goes back to Metadata from it', async () => {
    const { user } = renderWithProviders(<Sidebar initial="metadata" withComments withHistory />);
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByText('the asset’s moments')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Metadata' }));
    expect(screen.getByText('the folder’s facts')).toBeVisible();
    renderWithProviders(<Sidebar initial="history" withComments={false} />);
    expect(screen.getAllByRole('tab', { name: 'History' })).toHaveLength(1);
  });

  it.each([
    ['metadata', true, 'metadata'],
    ['comments', true, 'comments'],
    ['comments', false, 'metadata'],
    ['metadata', false, 'metadata'],
  ] as const)('mode %s with comments %s shows %s', (mode, hasComments, shown) => {
    expect(shownTab(mode, hasComments)).toBe(shown);
  });

  it('shows History only where there is one', () => {
    expect(shownTab('history', true, true)).toBe('history');
    expect(shownTab('history', true, false)).toBe('metadata');
  });
});
