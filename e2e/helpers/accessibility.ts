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

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical WCAG 2.1 AA
 * violation, naming the rule, its impact and the offending elements. Call it once the screen
 * is visible.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  expect(blocking.length, `${screen} is not accessible:\n${report(blocking)}`).toBe(0);
}
