import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '../../messages/messages.ts';
import { type SidebarMode, shownTab } from './sidebar-mode.ts';

const text = messages.inspector;

interface SidebarTabsProps {
  mode: SidebarMode;
  onChange(mode: SidebarMode): void;
  metadata: ReactNode;
  /** Null where there is no Comments tab: no comments, or no right to read them. */
  comments: ReactNode | null;
  /** The viewer's History tab: the moments the asset changed; none elsewhere. */
  history?: ReactNode;
  /** Keep the tab not shown rendered (the viewer's comments mark the seek bar meanwhile). */
  keepMounted?: boolean;
}

const modes: readonly SidebarMode[] = ['metadata', 'comments', 'history'];

/**
 * A sidebar's Metadata and Comments tabs, and History where given; Comments chosen without
 * comments shows Metadata.
 */
export function SidebarTabs(props: SidebarTabsProps) {
  const { mode, onChange, metadata, comments, history, keepMounted = false } = props;
  const withComments = comments !== null;
  const withHistory = history !== undefined;
  return (
    <Tabs
      value={shownTab(mode, withComments, withHistory)}
      onChange={(value) => onChange(modes.find((known) => known === value) ?? 'metadata')}
      keepMounted={keepMounted}
      // hidden, not deactivated: its effects (the seek bar's marks) go on
      keepMountedMode="display-none"
    >
      <Tabs.List aria-label={text.sidebar} grow>
        <Tabs.Tab value="metadata">{text.metadata}</Tabs.Tab>
        {withComments && <Tabs.Tab value="comments">{text.comments}</Tabs.Tab>}
        {withHistory && <Tabs.Tab value="history">{messages.history.tab}</Tabs.Tab>}
      </Tabs.List>
      <Tabs.Panel value="metadata">{metadata}</Tabs.Panel>
      {withComments && <Tabs.Panel value="comments">{comments}</Tabs.Panel>}
      {withHistory && <Tabs.Panel value="history">{history}</Tabs.Panel>}
    </Tabs>
  );
}
