import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, login, shot } from './support.js';

/** Spec 001 §5: a PO filters All Brands with an industry EXCLUDE; the filter lives in the URL and survives a reload. */
describe('the brand filter in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;

  const total = async (page: Page) =>
    Number(((await page.getByTestId('brand-total').textContent()) ?? '').replace(/\D/g, ''));
  const industriesOnPage = (page: Page) =>
    page.getByTestId('brands-table').locator('tbody td[data-col="industryName"]').allTextContents();

  it('a PO excludes an industry: the count drops, no brand of it is listed, and a reload keeps the filter', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (e) => errors.push(e.message));
    await login(page, suite.url, 'po@demo.test', `${suite.url}/brands?mainTab=ALL_BRANDS`);
    await page.getByTestId('brands-table').locator('tbody tr a').first().waitFor();
    await expect.poll(() => total(page)).toBeGreaterThan(0);
    const before = await total(page);
    const industry = (await industriesOnPage(page)).find((n) => n.trim() !== '—')!.trim();

    await page.getByTestId('filter-button').click();
    await page.getByTestId('filter-industries').waitFor();
    await page.getByTestId('filter-industries-type').getByText('EXCLUDE').click();
    await page.getByTestId('filter-industries').click();
    await page.getByRole('option', { name: industry, exact: true }).click();
    await page.keyboard.press('Escape');
    await shot(page, 'brand-filter-01-drawer');
    await page.getByTestId('filter-apply').click();

    await expect.poll(() => page.url()).toContain('filter=');
    await expect.poll(() => total(page)).toBeLessThan(before);
    await expect
      .poll(async () => (await industriesOnPage(page)).map((s) => s.trim()))
      .not.toContain(industry);
    await expect.poll(() => page.getByTestId('filter-count').textContent()).toContain('1');
    await page.getByTestId('chip-industries').waitFor();
    const after = await total(page);
    await shot(page, 'brand-filter-02-applied');

    await page.reload();
    await page.getByTestId('brands-table').locator('tbody tr a').first().waitFor();
    await expect.poll(() => total(page)).toBe(after);
    expect((await industriesOnPage(page)).map((s) => s.trim())).not.toContain(industry);
    await page.getByTestId('chip-industries').waitFor();
    await shot(page, 'brand-filter-03-reloaded');

    await page.getByTestId('filter-clear').click();
    await expect.poll(() => total(page)).toBe(before);
    expect(errors).toEqual([]);
    await page.close();
  });
});
