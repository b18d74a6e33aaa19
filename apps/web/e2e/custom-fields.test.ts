import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, login, shot } from './support.js';

/**
 * /customizablefields: an admin adds a single-select field to brands, sets it on a brand
 * (shown on the brand page), filters the brand list by it, archives it (Undo brings it back) and
 * finally deletes it permanently after typing its label; a BO sees the page read-only.
 */
describe('custom fields in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;
  const label = `Sponsor tier ${Date.now() % 100000}`;
  const key = label.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  const total = async (page: Page) =>
    Number(((await page.getByTestId('brand-total').textContent()) ?? '').replace(/\D/g, ''));

  it('an admin creates a field, sets it on a brand, sees it on the brand page and filters the brand list by it', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'admin@demo.test', `${suite.url}/customizablefields`);
    await page.getByTestId('cf-add').click();
    await page.getByTestId('cf-form-save').click();
    await page.getByRole('alert').filter({ hasText: 'Label is required' }).waitFor();
    await page.getByTestId('cf-form-label').fill(label);
    await page.getByTestId('cf-form-type').click();
    await page.getByRole('option', { name: 'Single select' }).click();
    await page.getByTestId('cf-form-option').first().fill('Gold');
    await page.getByTestId('cf-form-add-option').click();
    await page.getByTestId('cf-form-option').nth(1).fill('Silver');
    await shot(page, 'custom-fields-01-add');
    await page.getByTestId('cf-form-save').click();
    const row = page.getByTestId('cf-row').filter({ hasText: label });
    await row.waitFor();
    expect(await row.textContent()).toContain('Gold, Silver');
    await shot(page, 'custom-fields-02-list');

    // set it on the first brand of the list
    await page.goto(`${suite.url}/brands?mainTab=ALL_BRANDS`);
    const firstBrand = page
      .getByTestId('brands-table')
      .locator('tbody tr')
      .first()
      .getByRole('link')
      .first();
    await firstBrand.waitFor();
    const brandName = ((await firstBrand.textContent()) ?? '').trim();
    const before = await total(page);
    await firstBrand.click();
    await page.waitForURL(/\/brandInfo\/\d+/);
    await page.getByTestId(`cf-value-${key}`).waitFor();
    expect(await page.getByTestId(`cf-value-${key}`).textContent()).toBe('—');
    await page.getByTestId('cf-edit-brand').click();
    await page.getByTestId(`cf-input-${key}`).click();
    await page.getByRole('option', { name: 'Gold' }).click();
    await page.getByTestId('cf-save').click();
    await expect.poll(() => page.getByTestId(`cf-value-${key}`).textContent()).toBe('Gold');
    await shot(page, 'custom-fields-03-brand-page');
    await page.reload();
    await expect.poll(() => page.getByTestId(`cf-value-${key}`).textContent()).toBe('Gold');
    const brandUrl = page.url();

    // filter the brand list by it
    await page.goto(`${suite.url}/brands?mainTab=ALL_BRANDS`);
    await page.getByTestId('brands-table').locator('tbody tr a').first().waitFor();
    await page.getByTestId('filter-button').click();
    await page.getByTestId(`filter-cf-${key}`).click();
    await page.getByRole('option', { name: 'Gold' }).click();
    await page.keyboard.press('Escape');
    await shot(page, 'custom-fields-04-filter-drawer');
    await page.getByTestId('filter-apply').click();
    await expect.poll(() => total(page)).toBe(1);
    await expect
      .poll(() => page.getByTestId('brands-table').locator('tbody tr').first().textContent())
      .toContain(brandName);
    await page.getByTestId('chip-customFields').waitFor();
    // the field as an optional column of the list
    await page.getByTestId('custom-columns-menu').click();
    await page.getByTestId(`custom-column-${key}`).click();
    await page.keyboard.press('Escape');
    await page.getByTestId(`custom-column-${key}`).waitFor({ state: 'hidden' });
    await expect
      .poll(() =>
        page.getByTestId('brands-table').locator('tbody td[data-col^="cf:"]').first().textContent(),
      )
      .toBe('Gold');
    await shot(page, 'custom-fields-05-filtered');
    await page.getByTestId('filter-clear').click();
    await expect.poll(() => total(page)).toBe(before);

    // a POC field: added on the POCs tab, filled in on a POC card of the brand's Contacts tab
    await page.goto(`${suite.url}/customizablefields`);
    await page.getByTestId('cf-tab-POC').click();
    await page.getByTestId('cf-add').click();
    await page.getByTestId('cf-form-label').fill('Nickname');
    await page.getByTestId('cf-form-save').click();
    await page.getByTestId('cf-row').filter({ hasText: 'Nickname' }).waitFor();
    await page.goto(brandUrl);
    await page.getByRole('tab', { name: 'Contacts' }).click();
    const card = page.getByTestId('poc-cards').locator('[data-testid^="poc-card-"]').first();
    await card.getByTestId('cf-value-nickname').waitFor();
    await card.getByTestId('cf-edit-poc').click();
    await page.getByTestId('cf-input-nickname').fill('The decider');
    await page.getByTestId('cf-save').click();
    await expect
      .poll(() => card.getByTestId('cf-value-nickname').textContent())
      .toBe('The decider');
    await shot(page, 'custom-fields-06-poc');
    // a new POC takes the field in its Add form
    await page.getByTestId('add-poc').click();
    await page.getByTestId('poc-name').fill('Neha New');
    await page.getByTestId('poc-form').getByTestId('cf-input-nickname').fill('The newcomer');
    await page.getByTestId('poc-save').click();
    const added = page
      .getByTestId('poc-cards')
      .locator('[data-testid^="poc-card-"]')
      .filter({ hasText: 'Neha New' });
    await expect
      .poll(() => added.getByTestId('cf-value-nickname').textContent())
      .toBe('The newcomer');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('archive hides the field (Undo restores it); delete permanently asks for the label; a BO sees the page read-only', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'admin@demo.test', `${suite.url}/customizablefields`);
    await page.getByTestId(`cf-archive-${key}`).click();
    await page.getByTestId(`cf-restore-${key}`).waitFor();
    await page.getByTestId('cf-undo-archive').click();
    await page.getByTestId(`cf-archive-${key}`).waitFor();
    expect(await page.getByTestId(`cf-restore-${key}`).count()).toBe(0);

    await page.getByTestId(`cf-archive-${key}`).click();
    const archived = page.getByTestId('cf-archived-row').filter({ hasText: label });
    await archived.waitFor();
    expect(await archived.textContent()).toContain('values kept on 1 brand');
    await page.getByTestId(`cf-delete-${key}`).click();
    const confirm = page.getByTestId('confirm-action');
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByTestId('cf-delete-confirm').fill(label);
    await shot(page, 'custom-fields-07-delete-confirm');
    await confirm.click();
    await page.getByText('values removed from 1 brand').waitFor();
    expect(await archived.count()).toBe(0);

    const bo = await suite.newPage();
    await login(bo, suite.url, 'bo@demo.test', `${suite.url}/customizablefields`);
    await bo.getByTestId('cf-read-only').waitFor();
    expect(await bo.getByTestId('cf-add').count()).toBe(0);
    await shot(bo, 'custom-fields-08-read-only');
    expect(errors).toEqual([]);
  });
});
