import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES, brandActionMessage, brandRoutes, pairingRoutes } from '@crm/contracts';
import { apiCall, browserSuite, login, pageToken, sessionCall, shot } from './support.js';

/** The stage badge of an assigned row (not its 'Update stage' button). */
const STAGE_BADGE = '[data-testid^="stage-"]:not(button)';

/** Deal data a user could lose without noticing, in Chromium. */
describe('deal data is not lost without the user noticing', () => {
  const suite = browserSuite();
  const { newPage, errors } = suite;
  let eiId = 0;
  let brandId = 0;

  /** Logs in as the PO and opens the ASSIGNED tab of their first event inventory. */
  async function openAssignedTab(page: Page) {
    await login(page, suite.url, 'po@demo.test', `${suite.url}/poInventories`);
    const eiLink = page.locator('a[href^="/inventory/"]').first();
    await eiLink.waitFor();
    eiId = Number(/\/inventory\/(\d+)/.exec((await eiLink.getAttribute('href'))!)![1]);
    await page.goto(`${suite.url}/assignbrandV2/${eiId}?tab=ASSIGNED`);
    const rows = page
      .getByTestId('assign-table-ASSIGNED')
      .locator('tbody tr[data-testid^="brand-row-"]');
    await rows.first().or(page.getByTestId('empty-state')).first().waitFor();
    return rows;
  }
  const rowId = async (row: ReturnType<Page['locator']>) =>
    Number((await row.getAttribute('data-testid'))!.replace('brand-row-', ''));

  it('a discard asks first, and Undo brings the row back to the Assigned tab with its stage', async () => {
    const page = await newPage();
    const rows = await openAssignedTab(page);
    // a row whose stage is past Assigned shows best that the deal data comes back
    const worked = rows.filter({
      has: page.locator('[data-testid="stage-IN_PROGRESS"], [data-testid="stage-WON"]'),
    });
    const row = (await worked.count()) ? worked.first() : rows.first();
    const id = await rowId(row);
    const name = (await row.getByRole('link').first().textContent())!.trim();
    const stage = (await row.locator(STAGE_BADGE).textContent())!.trim();

    await page.getByTestId(`row-discard-${id}`).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Discard ${name} from`);
    expect(await dialog.textContent()).toContain('stage, tag, values and follow-up date are kept');
    await shot(page, 'safety-01-discard-confirm');
    await page.getByTestId('confirm-action').click();
    await page.getByText(brandActionMessage('DISCARD')).first().waitFor();
    await expect
      .poll(() => page.getByTestId(`brand-row-${id}`).count(), { timeout: 10_000 })
      .toBe(0);
    await shot(page, 'safety-02-discard-undo-toast');

    await page.getByTestId('undo-discard').click();
    await page.getByText(brandActionMessage('RESTORE')).first().waitFor();
    // needs the server's RESTORE-to-where-it-was (ASSIGNED keeps its stage)
    await expect
      .poll(() => page.getByTestId(`brand-row-${id}`).count(), { timeout: 10_000 })
      .toBe(1);
    expect(
      (await page.getByTestId(`brand-row-${id}`).locator(STAGE_BADGE).textContent())!.trim(),
    ).toBe(stage);
    await shot(page, 'safety-03-undone');
    await page.close();
  });

  it('a follow-up date in the past is confirmed before it is saved', async () => {
    const page = await newPage();
    const rows = await openAssignedTab(page);
    const id = await rowId(rows.first());
    await page.getByTestId(`stage-button-${id}`).click();
    await page.getByTestId('follow-up-date').fill('02/01/2020');
    await page.getByTestId('stage-submit').click();
    const confirm = page.getByRole('dialog', { name: 'Follow-up date in the past' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(
      'The follow-up date 02/01/2020 is in the past. Save it anyway?',
    );
    await shot(page, 'safety-04-past-follow-up');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByTestId('stage-form').isVisible()).toBe(true);
    await page.close();
  });

  it('call notes from a row pre-check only that pairing; from the brand, none', async () => {
    const page = await newPage();
    const rows = await openAssignedTab(page);
    // prefer a brand worked on several event inventories, so that the others show unchecked
    const ids = await Promise.all((await rows.all()).map(rowId));
    let best = ids[0];
    for (const id of ids) {
      const { pairings } = await apiCall(page, pairingRoutes.brandPairings, { brandId: id });
      if (pairings.filter((p) => p.canUpdate).length > 1) {
        best = id;
        break;
      }
    }
    brandId = best;
    await page.getByTestId(`callnotes-link-${brandId}`).click();
    await page.waitForURL(new RegExp(`/addcallnotes\\?.*eiId=${eiId}`));
    await page.getByTestId(`callnotes-check-${eiId}`).waitFor();
    const checks = page.locator('input[data-testid^="callnotes-check-"]');
    const states = await checks.evaluateAll((els) =>
      els.map((e) => [e.getAttribute('data-testid'), (e as HTMLInputElement).checked] as const),
    );
    expect(states.filter(([, on]) => on).map(([t]) => t)).toEqual([`callnotes-check-${eiId}`]);
    await shot(page, 'safety-05-callnotes-one-checked');

    await page.goto(`${suite.url}/addcallnotes?brandId=${brandId}`);
    await page.getByTestId(`callnotes-check-${eiId}`).waitFor();
    expect(
      await checks.evaluateAll((els) => els.filter((e) => (e as HTMLInputElement).checked).length),
    ).toBe(0);
    // an over-long note is refused with its limit, not cut
    await page.getByTestId('callnotes-note').fill('x'.repeat(5001));
    await page.getByText('Note can be at most 5,000 characters').waitFor();
    expect((await page.getByTestId('callnotes-note').inputValue()).length).toBe(5001);
    expect(await page.getByTestId('callnotes-submit').isDisabled()).toBe(true);
    await page.close();
  });

  it('an out-of-range sales target or a fractional property count is refused, not clamped', async () => {
    const page = await newPage();
    await login(page, suite.url, 'po@demo.test', `${suite.url}/inventory/${eiId}`);
    const shown = page.getByTestId('ei-sales-target-value');
    await shown.waitFor();
    const before = await shown.textContent();
    await page.getByTestId('ei-edit').click();
    const target = page.getByTestId('ei-sales-target');
    await target.fill('-10');
    await target.press('Tab');
    await page.getByText('Sales target must be between 0 and 10,00,000 Cr').waitFor();
    expect(await target.inputValue()).toBe('-10');
    expect(await page.getByTestId('ei-save').isDisabled()).toBe(true);
    await target.fill('99999999');
    await target.press('Tab');
    await page.getByText('Sales target must be between 0 and 10,00,000 Cr').waitFor();
    expect(await target.inputValue()).toBe('9,99,99,999');
    await page.getByTestId('ei-property-count').fill('1.5');
    await page.getByTestId('ei-property-count').press('Tab');
    await page.getByText('Property count must be a whole number').waitFor();
    expect(await page.getByTestId('ei-property-count').inputValue()).toBe('1.5');
    await shot(page, 'safety-06-out-of-range');
    await page.getByTestId('ei-save').click({ force: true });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await shown.textContent()).toBe(before);
    expect(await page.getByText(MESSAGES.inventoryUpdated).count()).toBe(0);
    await page.close();
  });

  it('an HR user is not offered call notes, and the call-notes page shows the warning without a form', async () => {
    const page = await newPage();
    await login(page, suite.url, 'hr@demo.test', `${suite.url}/brandInfo/${brandId}`);
    await page.getByTestId('brand-owners').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Add call notes').count()).toBe(0);
    // what HR may not read is not shown, rather than shown as a refusal
    expect(await page.getByTestId('load-error').count()).toBe(0);
    await shot(page, 'safety-07-hr-brand');
    await page.goto(`${suite.url}/addcallnotes?brandId=${brandId}&eiId=${eiId}`);
    const alert = page.getByTestId('callnotes-access-denied');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(MESSAGES.callNotesAccessDenied);
    expect(await page.getByTestId('callnotes-note').count()).toBe(0);
    // still logged in: an ordinary refusal does not end the session
    expect(new URL(page.url()).pathname).toBe('/addcallnotes');
    await page.close();
  });

  it('a failed list load shows the error with Retry, and Retry recovers', async () => {
    const page = await newPage();
    await login(page, suite.url, 'po@demo.test');
    const brandList = (u: URL) => u.pathname === '/api/brand';
    const fail = (route: Route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'DOWN', message: 'The brand list is resting for a moment.' }),
      });
    await page.route(brandList, fail);
    await page.goto(`${suite.url}/brands`);
    const failed = page.getByTestId('load-error');
    await failed.waitFor({ timeout: 15_000 });
    expect(await failed.textContent()).toContain('Could not load the brands');
    expect(await failed.textContent()).toContain('The brand list is resting for a moment.');
    expect(await page.getByTestId('skeleton-row').count()).toBe(0);
    await shot(page, 'safety-08-load-error');
    await page.unroute(brandList, fail);
    await page.getByTestId('load-retry').click();
    await page
      .getByTestId('brands-table')
      .locator('tbody tr[data-testid^="brand-row-"]')
      .first()
      .waitFor();
    expect(await failed.count()).toBe(0);
    await page.close();
  });

  it('Logout in the header revokes the token on the server', async () => {
    const page = await newPage();
    await login(page, suite.url, 'mg@demo.test');
    const token = (await pageToken(page))!;
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/login'));
    await expect(sessionCall(suite.url, { token }, brandRoutes.list, {})).rejects.toMatchObject({
      status: 401,
    });
    await page.close();
  });

  it('raised no console errors on the way but the forced failures', () => {
    expect(
      errors.filter((e) => !/status of (500|403|401)|Forbidden|Unauthorized/i.test(e)),
    ).toEqual([]);
  });
});
