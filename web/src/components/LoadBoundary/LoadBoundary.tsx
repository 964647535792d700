import { Component, type ReactNode } from 'react';
import { notify } from '../notify.tsx';

interface LoadBoundaryProps {
  /** The catalogue's toast for what failed to load. */
  message: string;
  children: ReactNode;
  /** What stands in the failed part's place; nothing unless given. */
  fallback?: ReactNode;
}

/**
 * A part of a screen failing to load (its query answering an error) shows the catalogue's toast
 * and leaves the rest of the screen standing, instead of the error page.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    notify.failure(this.props.message);
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
