// Keyboard-only helpers: reach an element with Tab alone and read what focus and the polite live
// region say (docs/accessibility.md).
import type { Locator, Page } from '@playwright/test';

/** Whether `locator` holds focus (false at once when it matches nothing: no auto-waiting). */
export async function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluateAll((elements) => elements.some((e) => e === document.activeElement));
}

/** Presses Tab until `target` has focus; returns the number of presses (fails after `max`). */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await hasFocus(target)) return presses;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

/** The app's one polite live region. */
export function liveRegion(page: Page): Locator {
  return page.getByTestId('live-region');
}

/** The focused element. */
export function focused(page: Page): Locator {
  return page.locator('*:focus');
}

declare global {
  interface Window {
    __announced?: string[];
  }
}

/** Starts recording every message the live region shows (same-document navigations keep it). */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__announced = [];
    const region = document.querySelector('[data-testid="live-region"]');
    if (!region) throw new Error('no live region');
    new MutationObserver(() => {
      const text = region.textContent ?? '';
      if (text) window.__announced?.push(text);
    }).observe(region, { childList: true, subtree: true, characterData: true });
  });
}

/** Messages announced so far. */
export async function announced(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window.__announced ?? [])]);
}
