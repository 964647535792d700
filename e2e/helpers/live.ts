import type { Page } from '@playwright/test';

/**
 * Resolves once the page has sent the subscription named `operationName` over its GraphQL
 * socket. Call it before the page opens the screen that subscribes.
 */
export function subscriptionSent(page: Page, operationName: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes(`"${operationName}"`)) resolve();
      });
    });
  });
}
