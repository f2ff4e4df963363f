// axe-core with WCAG 2.5.3 label-in-name on (experimental in axe, so off unless asked for);
// returns the serious and critical violations as readable lines.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** A popover fading in or out is half transparent: axe would measure its contrast mid-fade. */
async function settleTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await settleTransitions(page);
  const builder = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
