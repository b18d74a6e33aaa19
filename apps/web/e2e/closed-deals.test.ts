import { describe, expect, it } from 'vitest';
import { CLOSED_DEAL_MESSAGES, MESSAGES, brandRoutes, closedDealRoutes } from '@crm/contracts';
import {
  apiCall,
  assignBoBrands,
  browserSuite,
  dragCard,
  login,
  sessionCall,
  settled,
  shot,
  socketConnected,
} from './support.js';

/**
 * A deal closed manually is recorded on brand info, removed and restored, and shows in the TO's
 * manual-closure report with its download; on an open pipeline board its card moves to Won live and
 * stays there when dragged out, with the reason.
 */
describe('closed deals and the manual-closure report in a real browser', () => {
  const suite = browserSuite();
  const title = 'Stadium naming rights (e2e)';

  it('a BO records a deal sold directly on their brand, removes it and takes that back', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'bo@demo.test');
    const { brands } = await apiCall(page, brandRoutes.list, { mainTab: 'MY_BRANDS', count: 5 });
    await page.goto(`${suite.url}/brandInfo/${brands[0].brandId}`);
    const section = page.getByTestId('closed-deals');
    await section.waitFor();
    await page.getByTestId('closed-deal-add').click();
    await page.getByTestId('closed-deal-kind').getByText('From client/brand').click();
    await page.getByTestId('closed-deal-title').fill(title);
    await page.getByTestId('closed-deal-value').fill('3.25');
    // a date after today is refused before anything is sent
    await page.getByTestId('closed-deal-date').fill('01/01/2999');
    await page.getByText(CLOSED_DEAL_MESSAGES.future).waitFor();
    expect(await page.getByTestId('closed-deal-save').isDisabled()).toBe(true);
    await page.getByTestId('closed-deal-date').fill('02/04/2026');
    await page.getByTestId('closed-deal-date').blur(); // closes the calendar, which covers the buttons
    await shot(page, 'closed-deals-01-form');
    await page.getByTestId('closed-deal-save').click();
    await page.getByText(CLOSED_DEAL_MESSAGES.recorded).waitFor();
    const row = section.getByTestId('closed-deal-row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain('FY 2026-27');
    await shot(page, 'closed-deals-02-listed');

    await row.getByTestId('closed-deal-remove').click();
    await page.getByText(CLOSED_DEAL_MESSAGES.removed).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await page.getByTestId('undo-remove-closed-deal').click();
    await page.getByText(CLOSED_DEAL_MESSAGES.restored).waitFor();
    await row.waitFor();
  });

  it('an open board moves a pairing closed manually to Won live, and a drag out of Won is refused with the reason', async () => {
    const { ei, picked, bo } = await assignBoBrands(suite.url, 1);
    const brand = picked[0]!;
    const page = await suite.newPage();
    await login(page, suite.url, 'bo@demo.test');
    await socketConnected(page);
    await page.goto(`${suite.url}/assignbrandV2/${ei.eiId}?tab=ASSIGNED&display=board`);
    await page.getByTestId('assign-search').fill(brand.brandName);
    const cardId = `board-card-${ei.eiId}:${brand.brandId}`;
    const column = (stage: string) => page.getByTestId(`board-column-${stage}`);
    const card = page.getByTestId(cardId);
    await column('ASSIGNED').getByTestId(cardId).waitFor();

    // recorded elsewhere, the closure moves the card on this open board, without a reload
    await sessionCall(suite.url, bo, closedDealRoutes.create, {
      brandId: brand.brandId,
      eiId: ei.eiId,
      closedValue: 2,
      dealClosedDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
        new Date(),
      ),
    });
    await column('WON').getByTestId(cardId).waitFor({ timeout: 15_000 });

    const answer = page.waitForResponse((r) =>
      r.url().endsWith('/api/event/inventory/brand/stage/update'),
    );
    await dragCard(page, card, column('ASSIGNED'));
    expect((await answer).status()).toBe(409);
    await page.getByText(CLOSED_DEAL_MESSAGES.closedManually).first().waitFor();
    await column('WON').getByTestId(cardId).waitFor();
    await settled(page.locator('body'));
    await shot(page, 'closed-deals-04-board-refused');
    expect(await card.getAttribute('data-stage')).toBe('WON');
  });

  it('their team owner sees it among the deals closed manually and downloads them; a BO has no such report', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'to@demo.test', `${suite.url}/reportsV2`);
    const card = page.getByTestId('report-manual-closures');
    await card.getByTestId('manual-closure-row').filter({ hasText: title }).waitFor();
    expect(await card.textContent()).toContain('₹');
    await page.getByTestId('manual-closures-fy').click();
    await page.getByRole('option', { name: 'FY 2026-27' }).click();
    await card.getByTestId('manual-closure-row').filter({ hasText: title }).waitFor();
    const download = page.waitForEvent('download');
    await card.getByTestId('manual-closures-download').click();
    expect((await download).suggestedFilename()).toMatch(/^manual-closures-\d{8}-\d{6}\.xlsx$/);
    await page.getByText(MESSAGES.downloadCompleted).waitFor();
    await shot(page, 'closed-deals-03-report');

    const bo = await suite.newPage();
    await login(bo, suite.url, 'bo@demo.test', `${suite.url}/reportsV2`);
    await bo.getByText('Choose an event inventory').waitFor();
    expect(await bo.getByTestId('report-manual-closures').count()).toBe(0);
  });
});
