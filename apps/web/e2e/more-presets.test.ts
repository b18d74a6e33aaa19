import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, login, shot } from './support.js';

/**
 * More column presets of spec 001 §9 in Chromium: a BO hides a column of POC Contacts (pocContacts), it stays
 * hidden after a reload, Reset brings it back; and an agency's name on a brand's Agencies panel opens the
 * brands that agency works with (brandAgencyBrands).
 */
describe('POC contacts and agency brands with their column presets', () => {
  const suite = browserSuite();
  const { newPage, errors } = suite;
  const table = 'poc-contacts-table';

  const headers = (page: Page, testId: string) =>
    page.getByTestId(testId).locator('thead th').allTextContents();
  /** Waits for the settings save (POST /api/user/kv) that `act` starts. */
  const saved = async (page: Page, act: () => Promise<void>) => {
    const done = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/kv') && r.request().method() === 'POST',
    );
    await act();
    expect((await done).ok()).toBe(true);
  };
  /** The user's columns once drawn: City hidden (or shown), Email and the fixed Name first either way. */
  const cityShown = async (page: Page, shown: boolean) => {
    const drawn = async () => {
      const h = await headers(page, table);
      return h[0] === 'Name' && h.includes('Email') && h.includes('City') === shown;
    };
    await expect.poll(drawn).toBe(true);
  };

  it('a BO hides City on POC Contacts; it stays hidden after a reload; Reset shows it again', async () => {
    const page = await newPage();
    await login(page, suite.url, 'bo@demo.test', `${suite.url}/pocContactList`);
    await page.getByTestId(table).locator('tbody tr').first().getByRole('link').first().waitFor();
    await cityShown(page, true);

    await page.getByTestId('columns-menu').click();
    await saved(page, () =>
      page.getByTestId('column-cityName').getByRole('checkbox').setChecked(false),
    );
    await page.keyboard.press('Escape');
    await cityShown(page, false);
    await page.reload();
    await cityShown(page, false);
    await shot(page, 'more-presets-01-poc-city-hidden');

    await page.getByTestId('columns-menu').click();
    await saved(page, () => page.getByRole('button', { name: 'Reset to default' }).click());
    await page.keyboard.press('Escape');
    await cityShown(page, true);
    await page.reload();
    await cityShown(page, true);
    await page.close();
  });

  it("a BO opens an agency's brands from their brand's Agencies panel and sees the brand listed", async () => {
    const page = await newPage();
    await login(page, suite.url, 'bo@demo.test', `${suite.url}/pocContactList`);
    const link = page.getByTestId(table).locator('tbody tr').first().getByRole('link').first();
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    const brandId = /\/brandInfo\/(\d+)/.exec(href)![1];
    await page.goto(`${suite.url}${href}&contactTab=agencies`);
    const agencies = page.getByTestId('brand-agencies');
    const open = agencies.locator('[data-testid^="agency-brands-open-"]').first();
    await open.or(agencies.getByText('No agencies')).waitFor();
    if (!(await open.count())) {
      // this brand has no agency yet: associate one
      await page.getByTestId('associate-agency').click();
      await page.getByTestId('agency-select').fill('Kinnect');
      await page.getByRole('option', { name: 'Kinnect', exact: true }).click();
      await page.getByTestId('association-types').click();
      await page.getByRole('option', { name: 'Digital' }).click();
      await page.getByText('Associate an agency', { exact: true }).click();
      await page.getByTestId('associate-save').click();
    }
    await open.waitFor();
    const agencyName = (await open.textContent())!;
    await open.click();
    await page.getByRole('dialog', { name: `Brands working with ${agencyName}` }).waitFor();
    const drawer = page.getByTestId('agency-brands');
    await drawer.getByTestId(`agency-brand-${brandId}`).waitFor();
    expect(await headers(page, 'agency-brands')).toEqual([
      'Brand',
      'Industry',
      'Association types',
    ]);
    const first = drawer.locator('[data-testid^="agency-brand-"]').first();
    expect(await first.getByRole('link').getAttribute('href')).toMatch(/^\/brandInfo\/\d+/);
    await shot(page, 'more-presets-02-agency-brands');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.close();
  });

  it('raised no console errors on the way', () => {
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
  });
});
