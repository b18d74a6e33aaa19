import { describe, expect, it } from 'vitest';
import { BRAND_PROFILE_MESSAGES } from '@crm/contracts';
import { browserSuite, login, shot } from './support.js';

/** A BO edits their brand's details in Chromium; the values, the history and the completion follow. */
describe('editing a brand profile in a real browser', () => {
  const suite = browserSuite();
  const { newPage, errors } = suite;
  let brandPath = '';

  it('a BO edits description, revenue, website and category; sees the values, the history rows and a higher completion', async () => {
    const page = await newPage();
    await login(page, suite.url, 'bo@demo.test');
    await page.getByRole('link', { name: 'Brands' }).first().click();
    await page.waitForURL(/\/brands/);
    const firstBrand = page
      .getByTestId('brands-table')
      .locator('tbody tr')
      .first()
      .getByRole('link')
      .first();
    await firstBrand.waitFor();
    await firstBrand.click();
    await page.waitForURL(/\/brandInfo\/\d+/);
    brandPath = new URL(page.url()).pathname;

    const percentage = page.getByTestId('completion-percentage');
    await percentage.waitFor();
    const before = Number((await percentage.textContent())!.replace('%', ''));
    await page.getByTestId('brand-owner-row').first().waitFor();
    await shot(page, 'brand-profile-01-details');

    await page.getByTestId('brand-edit').click();
    const form = page.getByTestId('brand-edit-form');
    await form.waitFor();
    await form.getByTestId('edit-description').fill('Makers of everyday tea, now in 40 cities.');
    await form.getByTestId('edit-revenue').fill('4321.5');
    await form.getByTestId('edit-category').fill('Beverages');
    // the spec's URL rule is checked in the browser before anything is sent
    await form.getByTestId('edit-website').fill('www.no-scheme.example');
    await expect.poll(() => form.getByText('Enter a URL starting with').count()).toBe(1);
    expect(await form.getByTestId('edit-save').isDisabled()).toBe(true);
    await shot(page, 'brand-profile-02-url-rule');
    await form.getByTestId('edit-website').fill('https://tea.example.com');
    await form.getByTestId('edit-save').click();

    await page.getByText(BRAND_PROFILE_MESSAGES.updated).waitFor();
    await form.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('brand-description').textContent())
      .toBe('Makers of everyday tea, now in 40 cities.');
    await expect.poll(() => page.getByTestId('brand-revenue').textContent()).toBe('₹4,321.5 Cr');
    expect(await page.getByTestId('brand-website').getAttribute('href')).toBe(
      'https://tea.example.com',
    );
    await expect
      .poll(async () => Number((await percentage.textContent())!.replace('%', '')))
      .toBeGreaterThan(before);

    const history = page.getByTestId('brand-change-history');
    await expect
      .poll(() => history.getByText('Makers of everyday tea, now in 40 cities.').count())
      .toBe(1);
    const revenueRow = history
      .getByTestId('brand-change-row')
      .filter({ hasText: 'Revenue (in Cr)' });
    await expect.poll(() => revenueRow.first().textContent()).toContain('4321.5');
    expect(await revenueRow.first().textContent()).toContain('Aarav Mehta');
    await history.scrollIntoViewIfNeeded();
    await shot(page, 'brand-profile-03-after-edit');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a PO notifies the brand owner, adds and removes an owner, then offloads the brand with a reason', async () => {
    const page = await newPage();
    await login(page, suite.url, 'po@demo.test', `${suite.url}${brandPath}`);
    const owners = page.getByTestId('brand-owners');
    await owners.getByTestId('brand-owner-row').first().waitFor();

    await page.getByTestId('notify-owner').click();
    await page.getByText(BRAND_PROFILE_MESSAGES.notified).waitFor();
    await owners.getByRole('button', { name: 'Brand owner notified' }).waitFor();

    await page.getByTestId('owner-picker').click();
    const option = page.getByRole('option').first();
    const added = (await option.textContent())!.trim();
    await option.click();
    await page.getByTestId('owner-add').click();
    await page.getByText(BRAND_PROFILE_MESSAGES.ownersUpdated).waitFor();
    await expect.poll(() => owners.getByTestId('brand-owner-row').count()).toBe(2);

    await owners.getByRole('button', { name: `Remove ${added}` }).click();
    await page.getByTestId('confirm-action').click();
    await expect.poll(() => owners.getByTestId('brand-owner-row').count()).toBe(1);
    await expect.poll(() => page.getByTestId('previous-owners').textContent()).toContain(added);

    await page.getByTestId('offload-brand').click();
    await page.getByTestId('confirm-action').click();
    await page.getByText(BRAND_PROFILE_MESSAGES.offloadReasonRequired).waitFor();
    await page.getByTestId('offload-reason').fill('Brand moved its sponsorships in-house');
    await page.getByTestId('confirm-action').click();
    await page.getByText(BRAND_PROFILE_MESSAGES.offloaded).waitFor();
    await page.getByText('Offloaded', { exact: true }).first().waitFor();
    const history = page.getByTestId('brand-change-history');
    await expect.poll(() => history.textContent()).toContain(added);
    await shot(page, 'brand-profile-04-po-owners-offload');
    expect(errors).toEqual([]);
    await page.close();
  });
});
