import type { Page } from '@playwright/test';

/** The comments beside the player. */
export function commentList(page: Page) {
  return page.getByTestId('comment-list');
}

/** A listed comment by its position: the button that seeks there. */
export function commentAt(page: Page, position: string) {
  return commentList(page).getByRole('button', { name: `Go to ${position}`, exact: true });
}

/** Add Comment opens the composer: the position badge, the text field, Post. */
export async function startComment(page: Page) {
  await page.getByRole('button', { name: 'Add Comment' }).click();
  return {
    position: page.getByTestId('composer-position'),
    field: page.getByRole('textbox', { name: 'Leave your comment…' }),
    post: page.getByRole('button', { name: 'Post', exact: true }),
  };
}
