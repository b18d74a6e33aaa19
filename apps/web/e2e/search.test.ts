import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { brandRoutes } from '@crm/contracts';
import { apiCall, browserSuite, login, shot } from './support.js';

/** A brand name of the demo data with two letters in the middle swapped (a typo). */
function typo(name: string): string {
  const i = Math.floor(name.length / 2) - 1;
  return name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2);
}

/** The global search drawer in a real browser. */
describe('global search in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;
  let page: Page;

  it("'/' opens the search; a misspelt brand is suggested after a pause and opens its page; it is remembered", async () => {
    page = await suite.newPage();
    await login(page, suite.url, 'po@demo.test');
    // a long brand name of the demo data (single word typos are what people make)
    const { brands } = await apiCall(page, brandRoutes.list, { mainTab: 'ALL_BRANDS', pageNo: 1 });
    const name = brands
      .map((b) => b.brandName)
      .find((n) => n.length >= 8 && /^[A-Za-z ]+$/.test(n))!;
    expect(name).toBeTruthy();
    // the shell is up and nothing holds the focus ('/' types into a focused field instead of opening search)
    await page.getByRole('button', { name: 'Search (/)' }).waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    const input = page.getByTestId('search-input');
    await input.waitFor();
    await page.getByText('Start Exploring!').waitFor();
    await shot(page, 'search-01-empty');
    await input.fill(typo(name));
    await page
      .getByTestId('search-suggestions')
      .getByText(`Search for “${typo(name)}”`)
      .waitFor();
    await page
      .getByTestId('search-suggestions')
      .getByRole('option', { name: new RegExp(`^${name}`) })
      .first()
      .waitFor({ timeout: 10_000 });
    await shot(page, 'search-02-suggestions');
    // Enter shows all results: the brand tab is chosen and the brand is there
    await input.press('Enter');
    await expect
      .poll(() => page.getByTestId('search-tab-BRAND').getAttribute('aria-selected'))
      .toBe('true');
    const card = page.getByTestId('search-brand').filter({ hasText: name }).first();
    await card.waitFor();
    await shot(page, 'search-03-results');
    await card.click();
    await page.waitForURL(/\/brandInfo\/\d+/);
    // reopened, the search is among the recent ones; arrows and Enter run it again
    await page.keyboard.press('/');
    await page.getByText('Recent searches').waitFor();
    const recent = page.getByTestId('search-suggestion');
    expect(await recent.first().textContent()).toContain(name);
    await page.getByTestId('search-input').press('ArrowDown');
    await page.getByTestId('search-input').press('Enter');
    await page.getByTestId('search-brand').filter({ hasText: name }).first().waitFor();
    await page.getByTestId('search-recent-clear').waitFor({ state: 'detached' });
  });

  it('people: a person found by name opens a chat; nothing found says so', async () => {
    await page.getByTestId('search-input').fill('zzqqxxyy');
    await page.getByTestId('search-input').press('Enter');
    await page.getByTestId('search-no-result').waitFor();
    await page.getByTestId('search-input').fill('aarav mehta');
    await page.getByTestId('search-input').press('Enter');
    await expect
      .poll(() => page.getByTestId('search-tab-USER').getAttribute('aria-selected'))
      .toBe('true');
    await page.getByTestId('search-user').filter({ hasText: 'Aarav Mehta' }).first().waitFor();
    await shot(page, 'search-04-people');
    await page.getByTestId('search-user-chat').first().click();
    await page.waitForURL(/\/chat\?chatId=\d+/);
    await expect.poll(() => page.getByTestId('chat-title').textContent()).toBe('Aarav Mehta');
  });

  it('Employees: all employees with role chips and search; Deactivated and Your Team are kept in the URL; a name opens the profile', async () => {
    await page.goto(`${suite.url}/peopleConnect`);
    const rows = page.getByTestId('people-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(10);
    await page
      .getByTestId('people-role-chips')
      .getByText(/^Brand Owner \(\d+\)$/)
      .click();
    await expect
      .poll(async () => (await rows.allTextContents()).every((t) => t.includes('BO')))
      .toBe(true);
    await page
      .getByTestId('people-role-chips')
      .getByText(/^Brand Owner \(\d+\)$/)
      .click();
    await page.getByTestId('people-search').fill('po@demo.test');
    await expect
      .poll(() => rows.allTextContents())
      .toEqual([expect.stringContaining('Priya Sharma')]);
    await shot(page, 'search-05-employees');
    await page
      .locator('label')
      .filter({ hasText: /^Deactivated$/ })
      .click();
    await page.waitForURL(/secondaryTab=INACTIVE/);
    await page.getByTestId('people-tab-team').click();
    await page.waitForURL(/tabs=MY_TEAM/);
    // a name opens the profile: the card, the brands they own, the events they work
    await page.goto(`${suite.url}/peopleConnect`);
    await page.getByTestId('people-search').fill('bo@demo.test');
    await page.getByTestId('people-row').getByRole('link', { name: 'Aarav Mehta' }).click();
    await page.waitForURL(/\/profile\/\d+/);
    await expect
      .poll(() => page.getByTestId('profile-card').textContent())
      .toContain('Aarav Mehta');
    await page.getByTestId('profile-brand').first().waitFor();
    await page.getByTestId('profile-tab-events').click();
    await page.waitForURL(/show=events/);
    await page.getByTestId('profile-event').first().waitFor();
    await shot(page, 'search-06-profile');
  });

  it('raised no console errors on the way', () => {
    expect(errors).toEqual([]);
  });
});
