import { Component, type ReactNode } from 'react';
import { notify } from '../notify.tsx';

interface LoadBoundaryProps {
  /** The catalogue's toast for what failed to load. */
  message: string;
  children: ReactNode;
  /** What stands in the failed part's place; nothing unless given. */
  fallback?: ReactNode;
  /** Failures that are not the part's to show (a project not found), left to the error page. */
  passes?: (error: unknown) => boolean;
}

/**
 * A part of a screen failing to load (its query answering an error) shows the catalogue's toast
 * and leaves the rest of the screen standing, instead of the error page.
 */
export class LoadBoundary extends Component<
  LoadBoundaryProps,
  { failed: { error: unknown } | null }
> {
  override state: { failed: { error: unknown } | null } = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error } };
  }

  override componentDidCatch(error: unknown) {
    if (!this.props.passes?.(error)) notify.failure(this.props.message);
  }

  override render() {
    const { failed } = this.state;
    if (!failed) return this.props.children;
    if (this.props.passes?.(failed.error)) throw failed.error;
    return this.props.fallback ?? null;
  }
}
