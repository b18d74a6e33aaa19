import { describe, expect, it } from 'vitest';
import { inventoryAdminRoutes, pairingRoutes, referenceRoutes } from '@crm/contracts';
import {
  apiSession,
  firstEventInventories,
  browserSuite,
  login,
  sessionCall,
  shot,
} from './support.js';

/** Blocked-category brands on the assign page (spec 001 §7 Event API), in Chromium. */
describe('blocked-category brands in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;

  it('shows a PO the brands the Unassigned tab leaves out once their industry is blocked', async () => {
    const admin = await apiSession(suite.url, 'admin@demo.test');
    const [ei] = await firstEventInventories(suite.url);
    const unassigned = await sessionCall(suite.url, admin, pairingRoutes.unassignedList, {
      eiId: ei.eiId,
      selectionType: 'UNASSIGNED',
      count: 100,
    });
    const brand = unassigned.brands.find((b) => b.industryName)!;
    const reference = await sessionCall(suite.url, admin, referenceRoutes.all, {});
    const industry = reference.industries.find((i) => i.name === brand.industryName)!;
    await sessionCall(suite.url, admin, inventoryAdminRoutes.setBlockedIndustries, {
      eiId: ei.eiId,
      industryIds: [industry.id],
    });

    const page = await suite.newPage();
    await login(
      page,
      suite.url,
      'po@demo.test',
      `${suite.url}/assignbrandV2/${ei.eiId}?eventId=${ei.eventId}`,
    );
    await page.getByTestId('blocked-brands-open').click();
    const dialog = page.getByRole('dialog', { name: 'Blocked categories' });
    await dialog.getByText('Brands of the 1 blocked industry', { exact: false }).waitFor();
    await dialog.getByPlaceholder('Search brands').fill(brand.brandName);
    await dialog.getByPlaceholder('Search brands').press('Enter');
    // the search narrows the list to names containing the brand's
    const names = () =>
      dialog.getByTestId('blocked-brands').locator('tbody tr a').allTextContents();
    const wanted = brand.brandName.toLowerCase();
    await expect
      .poll(async () => {
        const shown = await names();
        return shown.length > 0 && shown.every((n) => n.toLowerCase().includes(wanted));
      })
      .toBe(true);
    expect(await names()).toContain(brand.brandName);
    await shot(page, 'blocked-brands');
    await page.keyboard.press('Escape');
    await sessionCall(suite.url, admin, inventoryAdminRoutes.setBlockedIndustries, {
      eiId: ei.eiId,
      industryIds: [],
    });
    expect(errors).toEqual([]);
    await page.close();
  });
});
