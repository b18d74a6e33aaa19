import { describe, expect, it } from 'vitest';
import { assignedForYouRoutes } from '@crm/contracts';
import { apiSession, browserSuite, login, sessionCall, shot } from './support.js';

/** 'Assigned for You' grouped by brand and by inventory (spec 001 §7 Event API), in Chromium. */
describe('Assigned for You in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;

  it('groups a BO’s pairings by brand and by inventory, each group opening to its event inventories', async () => {
    const session = await apiSession(suite.url, 'bo@demo.test');
    const byBrand = await sessionCall(suite.url, session, assignedForYouRoutes.byBrand, {
      eventStatus: 'PREVIOUS',
    });
    const brand = byBrand.brands[0];
    expect(brand).toBeDefined();

    const page = await suite.newPage();
    await login(page, suite.url, 'bo@demo.test', `${suite.url}/boInventories?eventStatus=PREVIOUS`);
    await page.getByTestId('inventories-group-by').getByText('Brand', { exact: true }).click();
    await page.waitForURL(/groupBy=brand/);
    const row = page.getByTestId(`assigned-brands-row-${brand.brandId}`);
    await row.getByRole('link', { name: brand.brandName }).waitFor();
    expect(await row.textContent()).toContain(String(brand.eventInventoryCount));
    // the keyboard opens the group: its event inventories, 15 a page, each linking to the pairing's inventory
    const toggle = row.getByRole('button', {
      name: `Show the event inventories of ${brand.brandName}`,
    });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByTestId(`brand-inventories-${brand.brandId}`);
    await expect
      .poll(() => detail.locator('tbody tr').count())
      .toBe(Math.min(15, brand.eventInventoryCount));
    await shot(page, 'assigned-for-you-by-brand');
    await detail.locator('tbody tr').first().getByRole('link').click();
    await page.waitForURL(/\/inventory\/\d+/);

    const byInventory = await sessionCall(suite.url, session, assignedForYouRoutes.byInventory, {
      eventStatus: 'PREVIOUS',
    });
    const inventory = byInventory.inventories[0];
    await page.goto(`${suite.url}/boInventories?eventStatus=PREVIOUS&groupBy=inventory`);
    const invRow = page.getByTestId(`assigned-inventories-row-${inventory.inventoryId}`);
    await invRow.getByRole('link', { name: inventory.inventoryName }).waitFor();
    await invRow
      .getByRole('button', { name: `Show the event inventories of ${inventory.inventoryName}` })
      .click();
    const eis = page.getByTestId(`inventory-details-${inventory.inventoryId}`);
    await expect
      .poll(() => eis.locator('tbody tr[data-testid^="ei-row-"]').count())
      .toBe(Math.min(15, inventory.eventInventoryCount));
    await shot(page, 'assigned-for-you-by-inventory');
    expect(errors).toEqual([]);
    await page.close();
  });
});
