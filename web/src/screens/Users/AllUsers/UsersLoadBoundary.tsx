import { Component, type ReactNode } from 'react';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';

/** The users failing to load leave the screen standing: 'Failed to load users', no list. */
export class UsersLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    notify.failure(messages.users.loadFailed);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
