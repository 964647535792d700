import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 at levels A and AA: the standard every screen is held to. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per broken rule, then the elements that break it. */
function report(violations: readonly Violation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}`);
      return [`  ${violation.id} (${violation.impact}): ${violation.help}`, ...targets].join('\n');
    })
    .join('\n');
}

/** Resolves once the page's transitions have ended and no menu is left on it. */
async function settled(page: Page): Promise<void> {
  // Spinners run for ever: only transitions that end are waited for. A menu just chosen from
  // leaves the page on a timer of its own, later on a busy machine: it is waited for too.
  await page.waitForFunction(
    () =>
      document.querySelector('[role="menu"]') === null &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
  );
}

async function blockingViolations(page: Page): Promise<Violation[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
}

/**
 * Runs axe-core on the page once its transitions have ended (a dialog fading in, a menu fading
 * out is half transparent, which reads as low contrast) and fails on any serious or critical
 * WCAG 2.1 AA violation, naming the rule, its impact and the offending elements. A toast whose
 * timer closes it while axe reads the page fades under its eyes: what axe finds is looked at
 * again once that has settled, and only what is still there fails. Call it once the screen is
 * visible, with its menus closed.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settled(page);
  let blocking = await blockingViolations(page);
  if (blocking.length > 0) {
    await settled(page);
    blocking = await blockingViolations(page);
  }
  expect(blocking.length, `${screen} is not accessible:\n${report(blocking)}`).toBe(0);
}
