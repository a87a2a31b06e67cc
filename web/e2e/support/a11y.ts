import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * Checks the screen as it is now with axe (every rule it runs by default: WCAG 2.x A and AA,
 * and its best practices) and fails on each serious or critical violation, naming the rule
 * and the elements. Minor and moderate findings do not fail the run.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await finishedAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')} ${shortened(node.html)}${summary(node.failureSummary)}`,
      ),
    );
  expect(blocking, `serious accessibility violations on ${page.url()}`).toEqual([]);
}

/** axe reads colours as they are drawn: a card fading in would be measured half transparent. */
async function finishedAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The element's opening markup, enough to find it when its selector is a generated class name. */
const shortened = (html: string) => (html.length > 160 ? `${html.slice(0, 160)}…` : html);
const summary = (text: string | undefined) => (text ? ` (${text.replace(/\s+/g, ' ').trim()})` : '');
