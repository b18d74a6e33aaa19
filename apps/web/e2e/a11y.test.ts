import { describe, expect, it } from 'vitest';
import { loaded, seriousViolations } from './a11yPages.js';
import { browserSuite, login, settled, shot } from './support.js';

/**
 * Accessibility (WCAG 2.1 AA) of the drawers, as axe measures it, and the keyboard path into the content (the
 * main pages per role: a11y-bo and a11y-admin).
 */
describe('accessibility of the drawers and the keyboard path in a real browser', () => {
  const suite = browserSuite();

  /** A signed-in page in its own browser context (axe opens helper pages in the page's context). */
  async function signedIn(role: string) {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await login(page, suite.url, `${role}@demo.test`);
    return page;
  }

  it('the notifications, Add New Task and (on a phone) navigation drawers have no critical or serious violation', async () => {
    const page = await signedIn('bo');
    await page.goto(`${suite.url}/home`);
    await loaded(page, page.getByTestId('chart-pipeline').locator('.recharts-bar-rectangle'));
    await page.getByTestId('notification-bell').click();
    const notifications = page.getByRole('dialog', { name: 'Notifications' });
    await notifications
      .getByTestId('notification-list-ALL')
      .or(notifications.getByTestId('empty-state'))
      .first()
      .waitFor();
    await settled(notifications);
    const found = (await seriousViolations(page)).map((v) => `notifications: ${v}`);
    await shot(page, 'a11y-notifications');
    await page.keyboard.press('Escape');
    await notifications.waitFor({ state: 'hidden' });
    await page.keyboard.press('t');
    await page.getByTestId('add-task-drawer').getByText('Add New Task').waitFor();
    await settled(page.getByTestId('add-task-drawer'));
    found.push(...(await seriousViolations(page)).map((v) => `add task: ${v}`));
    await shot(page, 'a11y-add-task');
    await page.keyboard.press('Escape');
    await page.getByTestId('add-task-drawer').waitFor({ state: 'hidden' });
    // on a phone the navigation opens from the header's burger in a drawer of its own
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('dialog', { name: 'Navigation' });
    await nav
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .waitFor();
    // axe reads colours as drawn: a drawer still fading in fails contrast that the settled one passes
    await settled(nav);
    found.push(...(await seriousViolations(page)).map((v) => `phone navigation: ${v}`));
    await shot(page, 'a11y-phone-navigation');
    expect(found, found.join('\n')).toEqual([]);
    await page.context().close();
  });

  it('the first Tab stop is a visible Skip to content link; Enter moves focus to the main content', async () => {
    const page = await signedIn('bo');
    await page.goto(`${suite.url}/brands`);
    await loaded(page, page.getByTestId('brands-table').locator('tbody tr a'));
    const skip = page.getByRole('link', { name: 'Skip to content' });
    const hidden = (await skip.boundingBox())!;
    expect(hidden.y + hidden.height).toBeLessThanOrEqual(0); // above the top edge until focused
    await page.keyboard.press('Tab');
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const shown = (await skip.boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.height).toBeGreaterThan(0);
    await shot(page, 'a11y-skip-link');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(new URL(page.url()).hash).toBe('');
    // the next Tab goes into the page, past the header and the navigation
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    await page.context().close();
  });

  it('a chart reached with Tab shows a visible focus ring', async () => {
    const page = await signedIn('bo');
    await page.goto(`${suite.url}/home`);
    const chart = page.getByTestId('chart-pipeline');
    await loaded(page, chart.locator('.recharts-bar-rectangle'));
    const inChart = () => chart.evaluate((el) => el.contains(document.activeElement));
    for (let i = 0; i < 80 && !(await inChart()); i++) await page.keyboard.press('Tab');
    expect(await inChart()).toBe(true);
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await shot(page, 'a11y-chart-focus');
    await page.context().close();
  });
});
