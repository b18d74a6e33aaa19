import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  brandActionMessage,
  dashboardRoutes,
  newsRoutes,
  pairingRoutes,
} from '@crm/contracts';
import { apiCall, browserSuite, login, shot } from './support.js';

/** A BO's own brand with an Assigned pairing they work (found through their inventories): its id, name and those pairings' event inventories. */
async function workedBrand(page: Page) {
  const { boInventories } = await apiCall(page, dashboardRoutes.dashboard, {});
  for (const ei of boInventories) {
    const assigned = await apiCall(page, pairingRoutes.assignedList, { eiId: ei.eiId });
    for (const b of assigned.brands) {
      const { pairings } = await apiCall(page, pairingRoutes.brandPairings, { brandId: b.brandId });
      const open = pairings.filter((p) => p.canUpdate); // a brand's pairings are its Assigned ones
      if (open.length) return { ...b, eiIds: open.map((p) => p.eiId) };
    }
  }
  throw new Error('the BO works no assigned pairing of their own brands');
}

/** The brand side as a BO sees it (issue 22 §2): discard from My Brands, the brand's news, the dashboard's brands. */
describe('brand side: My Brands discard, brand news, dashboard brands', () => {
  const suite = browserSuite();
  const { newPage, errors } = suite;

  it('a BO discards a brand from My Brands: not fit with Undo, and Undo brings the pairings back', async () => {
    const page = await newPage();
    await login(page, suite.url, 'bo@demo.test');
    const brand = await workedBrand(page);
    await page.goto(
      `${suite.url}/brands?mainTab=MY_BRANDS&searchFor=${encodeURIComponent(brand.brandName)}`,
    );
    await page.getByTestId(`my-brand-discard-${brand.brandId}`).click();
    const modal = page.getByTestId('my-brand-discard-modal');
    await modal.waitFor();
    for (const eiId of brand.eiIds) await page.getByTestId(`my-brand-discard-ei-${eiId}`).waitFor();
    await shot(page, 'brandside-01-discard-confirm');
    await page.getByTestId('confirm-action').click();
    await page.getByText(MESSAGES.discardedFromMyBrands).first().waitFor();
    // the brand's pairings list holds its Assigned ones: discarded they leave it, restored they are back
    const assigned = async () =>
      (await apiCall(page, pairingRoutes.brandPairings, { brandId: brand.brandId })).pairings
        .filter((p) => brand.eiIds.includes(p.eiId))
        .map((p) => p.eiId)
        .sort();
    expect(await assigned()).toEqual([]);
    await shot(page, 'brandside-02-discarded');
    await page.getByTestId('undo-discard').click();
    await page.getByText(brandActionMessage('RESTORE')).first().waitFor();
    await expect.poll(assigned).toEqual([...brand.eiIds].sort());
    await page.close();
  });

  it('the brand page has a News tab with the news about that brand only', async () => {
    const page = await newPage();
    await login(page, suite.url, 'bo@demo.test');
    const feed = await apiCall(page, newsRoutes.list, { count: 100 });
    const about = feed.news.find((n) => n.brand)!.brand!;
    const own = await apiCall(page, newsRoutes.list, { brandId: about.brandId });
    await page.goto(`${suite.url}/brandInfo/${about.brandId}?infoTab=News`);
    const list = page.getByTestId('brand-news');
    await list.waitFor();
    await page.getByText(own.news[0].title).first().waitFor();
    expect(own.news.every((n) => n.brand?.brandId === about.brandId)).toBe(true);
    await shot(page, 'brandside-03-brand-news');
    await page.close();
  });

  it('the home page lists the BO’s own brands with their count', async () => {
    const page = await newPage();
    await login(page, suite.url, 'bo@demo.test');
    const d = await apiCall(page, dashboardRoutes.dashboard, {});
    await page.goto(`${suite.url}/home`);
    const section = page.getByTestId('user-brands');
    await section.waitFor();
    await page.getByText(`Your brands (${d.userBrands.total})`).waitFor();
    await section.getByText(d.userBrands.brands[0].brandName).first().waitFor();
    await page.close();
  });

  it('raised no console errors on the way', () => {
    expect(errors).toEqual([]);
  });
});
