import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSession, assignTask, browserSuite, login, routeIds, shot } from './support.js';

/** The WCAG 2.0 and 2.1 A and AA rules axe checks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Axe's critical and serious violations on the page as it stands, one line each: id, impact, help and every target. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')}`));
}

/** Waits for a page's own content, then for every skeleton and loader in the main region to be gone. */
export async function loaded(page: Page, content: Locator) {
  await content.first().waitFor();
  const pending = page.locator(
    'main .mantine-Skeleton-root[data-visible="true"], main .mantine-Loader-root',
  );
  await expect.poll(() => pending.count()).toBe(0);
}

type RouteIds = Awaited<ReturnType<typeof routeIds>>;

/** A main page: its path for the demo's ids, and what shows its content has loaded. */
type MainPage = { path: (ids: RouteIds) => string; content: (page: Page) => Locator };

/** The main pages axe checks, by name (the test's and the screenshot's). */
const MAIN_PAGES: Record<string, MainPage> = {
  home: {
    path: () => '/home',
    content: (page) =>
      page
        .getByTestId('chart-pipeline')
        .locator('.recharts-bar-rectangle')
        .or(page.getByTestId('home-news').getByTestId('news-card')),
  },
  brands: {
    path: () => '/brands',
    content: (page) => page.getByTestId('brands-table').locator('tbody tr a'),
  },
  brandInfo: {
    path: ({ brandId }) => `/brandInfo/${brandId}`,
    content: (page) => page.getByTestId('brand-completion'),
  },
  taskManagement: {
    path: () => '/taskManagement',
    content: (page) =>
      page
        .getByTestId('task-list')
        .locator('[data-testid^="task-row-"]')
        .or(page.getByTestId('empty-state')),
  },
  chat: {
    path: () => '/chat',
    content: (page) =>
      page
        .getByTestId('chat-list')
        .locator('[data-testid^="chat-item-"]')
        .or(page.getByTestId('empty-state')),
  },
  peopleConnect: {
    path: () => '/peopleConnect',
    content: (page) => page.getByTestId('people-row'),
  },
  assignbrandV2: {
    path: ({ eiId }) => `/assignbrandV2/${eiId}`,
    content: (page) =>
      page
        .locator('[data-testid^="assign-table-"] tbody tr[data-testid^="brand-row-"]')
        .or(page.getByTestId('empty-state')),
  },
  inventories: {
    path: () => '/inventories',
    content: (page) => page.locator('[data-testid^="inventory-row-"]'),
  },
  // the board's cards (draggable, each with its brand's link) and event info with its forecast bar
  board: {
    path: ({ eiId }) => `/assignbrandV2/${eiId}?tab=ASSIGNED&display=board`,
    content: (page) => page.getByTestId('pipeline-board').locator('[data-testid^="board-card-"]'),
  },
  eventinfo: {
    path: ({ eventId }) => `/eventinfo/${eventId}`,
    content: (page) => page.getByTestId('event-forecast'),
  },
  reportsV2: {
    path: ({ eventId, eiId }) => `/reportsV2?eventId=${eventId}&eiId=${eiId}`,
    content: (page) => page.getByTestId('report-stages').locator('.recharts-surface'),
  },
  settings: {
    path: () => '/settings',
    content: (page) =>
      page.getByTestId('reference-edit').or(page.getByTestId('settings-not-allowed')),
  },
};

/**
 * Registers the checks of every main page for `role` (a demo user: bo, admin…): one test per page, each with
 * no critical or serious WCAG 2.1 AA violation once its content has loaded, in one signed-in page of its own
 * browser context (axe opens helper pages in the page's context). The user has a task (the task list's rows).
 */
export function mainPagesHaveNoSeriousViolation(role: string) {
  describe(`accessibility of the main pages for ${role} in a real browser`, () => {
    const suite = browserSuite();
    let page: Page;
    let ids: RouteIds;
    beforeAll(async () => {
      const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
      page = await context.newPage();
      await login(page, suite.url, `${role}@demo.test`);
      await assignTask(page, (await apiSession(suite.url, 'po@demo.test')).userId, 'Axe check');
      ids = await routeIds(page);
    });

    for (const [name, { path, content }] of Object.entries(MAIN_PAGES))
      it(`${role}: ${name} has no critical or serious WCAG 2.1 AA violation`, async () => {
        await page.goto(`${suite.url}${path(ids)}`);
        await loaded(page, content(page));
        const found = await seriousViolations(page);
        await shot(page, `a11y-${role}-${name}`);
        expect(found, found.join('\n')).toEqual([]);
      });
  });
}
