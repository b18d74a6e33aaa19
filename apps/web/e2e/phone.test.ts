import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PAGE_GATES, TASK_CATEGORIES } from '@crm/contracts';
import { apiSession, assignTask, browserSuite, login, routeIds, shot } from './support.js';

/** The phone the tester used (issue 38 §3): 390×844 CSS pixels. */
const PHONE = { width: 390, height: 844 };

/** How much wider than the screen the page is, in CSS pixels (0 or less when nothing overflows sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether `locator`'s box lies within the screen's width. */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = (await locator.boundingBox())!;
  return box.x >= 0 && box.x + box.width <= PHONE.width;
}

/** Every main page is usable on a phone: nothing makes the page wider than the screen (issue 38 §3). */
describe('the main pages on a phone (390×844)', () => {
  const suite = browserSuite();
  const { errors } = suite;
  /** The BO's one signed-in phone page, shared by the BO's tests. */
  let bo: Page;

  /** Opens `path` on the signed-in page and waits until it has loaded: no request in flight, no skeleton or loader left. */
  async function open(page: Page, path: string) {
    await page.goto(`${suite.url}${path}`);
    await page.locator('main').waitFor();
    await page.waitForLoadState('networkidle');
    const pending = page.locator(
      'main .mantine-Skeleton-root[data-visible="true"], main .mantine-Loader-root',
    );
    await expect.poll(() => pending.count()).toBe(0);
  }

  /** Visits each path on one signed-in page; answers those wider than the screen, with by how much (and shoots them). */
  async function tooWide(page: Page, role: string, paths: string[]) {
    const wide: string[] = [];
    for (const path of paths) {
      await open(page, path);
      const px = await overflow(page);
      if (px <= 0) continue;
      wide.push(`${path}: ${px} px too wide`);
      await shot(page, `phone-${role}-${path.split(/[/?]/)[1]}`);
    }
    return wide;
  }

  it('a BO: every page of the menu, brand info, event info, the board and a task list fit the screen', async () => {
    bo = await suite.newPage({ viewport: PHONE });
    const page = bo;
    await login(page, suite.url, 'bo@demo.test');
    const { brandId, eiId, eventId } = await routeIds(page);
    const task = await assignTask(
      page,
      (await apiSession(suite.url, 'po@demo.test')).userId,
      'Send the revised sponsorship deck to the brand team',
    );
    const wide = await tooWide(page, 'bo', [
      '/home',
      '/inventories',
      '/events',
      `/eventinfo/${eventId}`,
      `/inventory/${eiId}`,
      '/pocContactList',
      '/brands',
      `/brandInfo/${brandId}`,
      '/pipeline',
      `/assignbrandV2/${eiId}`,
      '/taskManagement',
      '/chat',
      '/peopleConnect',
      '/repository',
      `/reportsV2?eventId=${eventId}&eiId=${eiId}`,
    ]);
    expect(wide, wide.join('\n')).toEqual([]);
    // a task's title keeps most of the row (it was cut to one letter)
    await open(page, '/taskManagement');
    const title = page.getByTestId(`task-row-${task.id}`).getByTestId('task-name');
    expect((await title.boundingBox())!.width).toBeGreaterThan(PHONE.width / 3);
    // every task tab is on the screen with its label whole (the row was cut at 'Crea…')
    const tabs = await page.locator('[data-testid^="task-tab-"]').all();
    expect(tabs.length).toBeGreaterThan(3);
    for (const tab of tabs) {
      const label = tab.locator('.mantine-Tabs-tabLabel');
      expect(await onScreen(tab), (await label.textContent()) ?? undefined).toBe(true);
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await shot(page, 'phone-bo-tasks');
    // the category selector is on the screen and lists every category whole (its row was cut at 'Event')
    const category = page.getByTestId('task-category');
    expect(await onScreen(category)).toBe(true);
    await category.click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => options.count()).toBe(TASK_CATEGORIES.length);
    for (const option of await options.all()) {
      expect(await onScreen(option), (await option.textContent()) ?? undefined).toBe(true);
      expect(await option.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await shot(page, 'phone-bo-task-categories');
    await page.getByRole('option', { name: 'Inventory' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('taskType')).toBe('INVENTORY');
  });

  it('a BO: no rail beside the page; the burger opens the navigation, an entry goes there and closes it, so does Escape', async () => {
    const page = bo;
    await open(page, '/home');
    // the page starts at the screen's left edge: no 80 px rail beside it (its heading sat at x 112)
    const heading = page.getByRole('heading', { name: 'Home', exact: true });
    expect((await heading.boundingBox())!.x).toBeLessThan(40);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await shot(page, 'phone-bo-nav-closed');

    const burger = page.getByRole('button', { name: 'Open navigation' });
    const burgerFocused = () => burger.evaluate((el) => el === document.activeElement);
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    const focusInDrawer = () => drawer.evaluate((el) => el.contains(document.activeElement));
    await burger.click();
    const nav = drawer.getByRole('navigation', { name: 'Main' });
    // the BO's entries in the spec's order, the current one marked, each whole on the screen once the drawer has slid in
    const links = nav.getByRole('link');
    await links.first().waitFor();
    expect(
      await links.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label'))),
    ).toEqual([
      'Home',
      'Inventories',
      'Events',
      'POC Contacts',
      'Brands',
      'Pipeline',
      'Repository',
      'Tasks',
      'Chat',
      'Employees',
      'Help',
    ]);
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    for (const link of await links.all()) await expect.poll(() => onScreen(link)).toBe(true);
    await shot(page, 'phone-bo-nav-open');

    // an entry navigates and closes the navigation; focus goes back to the burger
    await nav.getByRole('link', { name: 'Brands' }).click();
    await page.waitForURL((u) => u.pathname === '/brands');
    await nav.waitFor({ state: 'detached' });
    await expect.poll(burgerFocused).toBe(true);

    // Escape closes it too (once it has taken focus, as a user sees it open), back on the burger
    await burger.click();
    await expect
      .poll(() => nav.getByRole('link', { name: 'Brands' }).getAttribute('aria-current'))
      .toBe('page');
    await expect.poll(focusInDrawer).toBe(true);
    // the global keys wait while the navigation is open: '/' and T open nothing over it
    await page.keyboard.press('/');
    await page.keyboard.press('t');
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'detached' });
    await expect.poll(burgerFocused).toBe(true);
  });

  it('a BO chats on a phone: the open conversation, its message box and Send are on screen, and Back returns to the list', async () => {
    const page = bo;
    await open(page, '/chat');
    await page.getByTestId('chat-new').click();
    await page.getByTestId('chat-new-user').fill('Priya');
    await page.getByRole('option', { name: /Priya Sharma/ }).click();
    await page.waitForURL(/chatId=\d+/);
    await page.getByTestId('chat-input').waitFor();
    for (const id of ['chat-title', 'chat-input', 'chat-send'])
      expect(await onScreen(page.getByTestId(id)), id).toBe(true);
    // the colleague's name is shown whole, not cut off by the header's buttons
    const title = page.getByTestId('chat-title');
    expect(await title.textContent()).toBe('Priya Sharma');
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('chat-input').fill('Sent from a phone');
    await page.getByTestId('chat-send').click();
    await page.getByTestId('chat-view').getByText('Sent from a phone').waitFor();
    await shot(page, 'phone-bo-chat-open');
    await page.getByTestId('chat-back').click();
    await page.getByTestId('chat-list').waitFor();
    await page.waitForURL((u) => !u.searchParams.has('chatId'));
    await page.close();
  });

  it('an admin: the admin pages fit the screen', async () => {
    const page = await suite.newPage({ viewport: PHONE });
    await login(page, suite.url, 'admin@demo.test');
    const wide = await tooWide(page, 'admin', [
      '/newsfeed',
      '/customizablefields',
      '/settings',
      '/admin/events',
      '/admin/brands',
      '/admin/news',
      '/feedback',
    ]);
    expect(wide, wide.join('\n')).toEqual([]);
    await page.close();
  });

  it('HR sees no Reports entry; the admin pages and the reports say who they are for and call nothing for them', async () => {
    const page = await suite.newPage({ viewport: PHONE });
    const gated: string[] = [];
    let onGatedPages = false;
    page.on('request', (r) => {
      const call = new URL(r.url()).pathname;
      if (onGatedPages && /^\/api\/(admin\/|user\/stats|brand$)/.test(call)) gated.push(call);
    });
    await login(page, suite.url, 'hr@demo.test');
    await open(page, '/home');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('dialog').getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.locator('a').count()).toBeGreaterThan(0);
    expect(await nav.locator('a[href="/reportsV2"]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'detached' });
    onGatedPages = true;
    for (const [path, testId, gate] of [
      ['/reportsV2', 'reports-not-allowed', PAGE_GATES.reports],
      ['/admin/news', 'admin-news-not-allowed', PAGE_GATES.adminNews],
      ['/admin/events', 'admin-events-not-allowed', PAGE_GATES.adminEvents],
      ['/admin/brands/assign', 'assign-brands-not-allowed', PAGE_GATES.adminAssignBrands],
    ] as const) {
      await open(page, path);
      await page.getByTestId(testId).getByText(gate.title).waitFor();
      expect(await page.getByTestId('news-add').count()).toBe(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    }
    await shot(page, 'phone-hr-admin-events');
    expect(gated).toEqual([]);
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    await page.close();
  });

  it('raised no console errors on the way', () => {
    expect(errors).toEqual([]);
  });
});
