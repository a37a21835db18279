/**
 * Waiting on a page without Playwright's injected script (see ./inp-interactions.ts): the page is
 * asked in its own main world, with `page.evaluate`, as often as it takes.
 */
import type { Page } from 'playwright-core';

/** Until `selector` (CSS) matches an element in the page; throws after `timeout` ms. */
export async function waitForSelector(page: Page, selector: string, timeout = 30_000) {
  // A string: tsx names inner functions with a helper the page does not have.
  const found = await page.evaluate(`new Promise((resolve) => {
    const until = performance.now() + ${timeout};
    const look = () => (document.querySelector(${JSON.stringify(selector)}) ? resolve(true) : performance.now() > until ? resolve(false) : setTimeout(look, 50));
    look();
  })`);
  if (!found) throw new Error(`no ${selector} in the page after ${timeout} ms`);
}
