import { Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { messages } from '../messages/messages.ts';

/** The comments failing to load leave the player alone: 'Could Not Load Comments' instead. */
export class CommentsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Text size="sm" c="red" role="alert" ta="center" py="lg">
        {messages.comments.loadFailed}
      </Text>
    );
  }
}
