import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { brandRoutes, chatRoutes } from '@crm/contracts';
import { apiCall, apiSession, browserSuite, login, sessionCall, shot } from './support.js';

/** The shell's shared pieces in a real browser (spec 000 §2.1–2.4, §2.10): nav counts, What's New, back from search. */
describe('shell in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;
  let page: Page;

  it('a message from another user raises the Chat count live; reading it clears it', async () => {
    page = await suite.newPage();
    await login(page, suite.url, 'po@demo.test', `${suite.url}/home`);
    const chatCount = page.getByTestId('nav-unread-chat');
    await page.getByRole('navigation', { name: 'Main' }).getByLabel('Chat').waitFor();
    const before = Number(
      (await chatCount.count()) ? await chatCount.getAttribute('data-count') : 0,
    );

    const bo = await apiSession(suite.url, 'bo@demo.test');
    const po = await apiSession(suite.url, 'po@demo.test');
    const chat = await sessionCall(suite.url, bo, chatRoutes.personalChat, {
      userId: po.userId,
    });
    const text = `Shell count check ${Date.now()}`;
    await sessionCall(suite.url, bo, chatRoutes.send, {
      chatId: chat.id,
      content: text,
      localId: `shell-${Date.now()}`,
    });
    // live: no reload
    await expect
      .poll(() => chatCount.getAttribute('data-count'), { timeout: 15_000 })
      .toBe(String(before + 1));
    await shot(page, 'shell-01-chat-count');

    await page.goto(`${suite.url}/chat?chatId=${chat.id}`);
    await page.getByTestId('chat-view').getByText(text).waitFor();
    // read: the chat no longer counts
    if (before === 0) await chatCount.waitFor({ state: 'detached', timeout: 15_000 });
    else
      await expect
        .poll(() => chatCount.getAttribute('data-count'), { timeout: 15_000 })
        .toBe(String(before));
  });

  it('the More menu sums the counts of the entries folded into it', async () => {
    // away from the open chat, which would read the message at once
    await page.goto(`${suite.url}/home`);
    const bo = await apiSession(suite.url, 'bo@demo.test');
    const po = await apiSession(suite.url, 'po@demo.test');
    const chat = await sessionCall(suite.url, bo, chatRoutes.personalChat, {
      userId: po.userId,
    });
    await sessionCall(suite.url, bo, chatRoutes.send, {
      chatId: chat.id,
      content: 'Another one for the More menu',
      localId: `shell-more-${Date.now()}`,
    });
    // a short window folds Chat into More
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto(`${suite.url}/home`);
    const more = page.getByTestId('nav-unread-more');
    await expect.poll(() => more.getAttribute('data-count'), { timeout: 15_000 }).not.toBeNull();
    await page.getByRole('navigation', { name: 'Main' }).getByLabel('More').click();
    await page.getByTestId('more-unread-chat').waitFor();
    expect(Number(await more.getAttribute('data-count'))).toBeGreaterThanOrEqual(
      Number(await page.getByTestId('more-unread-chat').getAttribute('data-count')),
    );
    await shot(page, 'shell-02-more-count');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it("What's New has a 'Feedback Panel' link that opens the feedback drawer", async () => {
    await page.goto(`${suite.url}/home`);
    await page.getByRole('navigation', { name: 'Main' }).getByLabel('Announcement').click();
    const modal = page.getByRole('dialog', { name: "What's New?" });
    await modal.waitFor();
    await shot(page, 'shell-03-whats-new');
    await modal.getByTestId('whats-new-feedback').click();
    await page.getByTestId('feedback-drawer').getByTestId('feedback-text').waitFor();
    await modal.waitFor({ state: 'detached' });
    await shot(page, 'shell-04-feedback-from-whats-new');
    await page.keyboard.press('Escape');
  });

  it('a disabled dropdown clicked shows its message as an error toast', async () => {
    await page.goto(`${suite.url}/reportsV2`);
    const inventory = page.getByTestId('report-inventory');
    await inventory.waitFor();
    expect(await inventory.isDisabled()).toBe(true);
    await inventory.click({ force: true });
    await page.locator('.mantine-Notification-root').getByText('Choose an event first').waitFor();
    await shot(page, 'shell-05-disabled-dropdown');
  });

  it('back from a global search result goes home; the Global Search crumb reopens the search', async () => {
    // /home clears the history
    await page.goto(`${suite.url}/home`);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.goto(`${suite.url}/newsfeed`);
    await page.getByRole('heading', { name: /news/i }).first().waitFor();
    const brands = await apiCall(page, brandRoutes.list, {
      mainTab: 'ALL_BRANDS',
      pageNo: 1,
    });
    const name = brands.brands.map((b) => b.brandName).find((n) => /^[A-Za-z ]{4,}$/.test(n))!;
    await page.getByRole('button', { name: 'Search (/)' }).click();
    await page.getByTestId('search-input').fill(name);
    await page.getByTestId('search-input').press('Enter');
    await page.getByTestId('search-brand').filter({ hasText: name }).first().click();
    await page.waitForURL(/\/brandInfo\/\d+/);
    const trail = page.getByLabel('Breadcrumb');
    // Home › Newsfeed › Global Search › the brand
    await trail.getByText(name, { exact: true }).waitFor();
    await trail.getByRole('button', { name: 'Global Search' }).waitFor();
    expect(
      await page.evaluate(() =>
        (JSON.parse(localStorage.getItem('navHistory') ?? '[]') as { name: string }[]).map(
          (e) => e.name,
        ),
      ),
    ).toEqual(['Home', 'Newsfeed', 'Global Search', name]);
    await shot(page, 'shell-06-result-crumbs');

    // the Global Search crumb opens the search instead of navigating
    await trail.getByRole('button', { name: 'Global Search' }).click();
    await page.getByTestId('search-input').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/brandInfo\//);
    await page.keyboard.press('Escape');
    await page.getByTestId('search-input').waitFor({ state: 'detached' });

    // back: the previous entry is the search, so home
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(/\/home$/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
