import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/accessibility.ts';

test('the accessibility check fails on a page that breaks WCAG, naming rule and element', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><title>Broken</title><main><button id="unnamed"></button>' +
      '<p style="color:#bbb;background:#fff">faint text</p></main></html>',
  );
  const failure = await expectAccessible(page, 'the broken page').then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('the broken page is not accessible');
  expect(failure).toContain('button-name (critical)');
  expect(failure).toContain('#unnamed');
  expect(failure).toContain('color-contrast (serious)');
});

test('the accessibility check passes a page that keeps to WCAG', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><title>Fine</title><main><button>Play</button><p>text</p></main></html>',
  );
  await expectAccessible(page, 'the fine page');
});
