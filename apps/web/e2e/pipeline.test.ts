import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@crm/contracts';
import { browserSuite, login, shot } from './support.js';

/** Spec issue §7: a BO and a PO at work, and an HR user kept out of the assign page, in Chromium. */
describe('the sales pipeline in a real browser', () => {
  const suite = browserSuite();
  const { newPage, errors } = suite;

  it('a BO logs in, lands on Your Brands and opens a brand', async () => {
    const page = await newPage();
    await login(page, suite.url, 'bo@demo.test');
    await page.getByRole('link', { name: 'Brands' }).first().click();
    await page.waitForURL(/\/brands/);
    await expect
      .poll(() => page.getByTestId('tab-MY_BRANDS').getAttribute('aria-selected'))
      .toBe('true');
    const firstBrand = page
      .getByTestId('brands-table')
      .locator('tbody tr')
      .first()
      .getByRole('link')
      .first();
    await firstBrand.waitFor();
    const name = (await firstBrand.textContent())!.trim();
    await shot(page, '01-bo-your-brands');
    await firstBrand.click();
    await page.waitForURL(/\/brandInfo\/\d+/);
    await expect.poll(() => page.getByTestId('brand-name').textContent()).toContain(name);
    // the brand's inventories: a table, or the empty state when it has none yet
    await page
      .getByTestId('brand-pairings')
      .or(page.getByText('Not assigned to any inventory yet'))
      .first()
      .waitFor();
    await shot(page, '02-bo-brand-info');
    await page.close();
  });

  it('a PO assigns brands in bulk, records call notes (IN_PROGRESS), marks one WON, and the history shows both', async () => {
    const page = await newPage();
    await login(page, suite.url, 'po@demo.test', `${suite.url}/poInventories`);
    const eiLink = page.locator('a[href^="/inventory/"]').first();
    await eiLink.waitFor();
    await eiLink.click();
    await page.waitForURL(/\/inventory\/\d+/);
    const eiId = Number(/\/inventory\/(\d+)/.exec(page.url())![1]);
    await page.getByTestId('assign-brands-button').click();
    await page.waitForURL(new RegExp(`/assignbrandV2/${eiId}`));

    // bulk-assign three brands from the UNASSIGNED tab
    const rows = page
      .getByTestId('assign-table-UNASSIGNED')
      .locator('tbody tr[data-testid^="brand-row-"]'); // not the loading rows
    await rows.first().waitFor();
    const picked: { id: number; name: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const row = rows.nth(i);
      const id = Number((await row.getAttribute('data-testid'))!.replace('brand-row-', ''));
      const name = (await row.getByRole('link').first().textContent())!.trim();
      picked.push({ id, name });
      await row.getByRole('checkbox').check();
    }
    await shot(page, '03-po-unassigned-selected');
    await page.getByTestId('bulk-assign').click();
    await page.getByTestId('confirm-action').click();
    await page.getByText('Brand Successfully Assigned').first().waitFor();
    await page.getByTestId('tab-ASSIGNED').click();
    const target = picked[0];
    await page.getByTestId(`brand-row-${target.id}`).waitFor();
    for (const p of picked)
      await expect.poll(() => page.getByTestId(`brand-row-${p.id}`).count()).toBe(1);
    await expect
      .poll(() => page.getByTestId(`brand-row-${target.id}`).textContent())
      .toContain('Assigned');
    await shot(page, '04-po-assigned');

    // call notes on the first one: its pairing moves to IN_PROGRESS
    await page.getByTestId(`callnotes-link-${target.id}`).click();
    await page.waitForURL(/\/addcallnotes/);
    await page.getByTestId(`callnotes-pairing-${eiId}`).waitFor();
    await page
      .getByTestId('callnotes-note')
      .fill('Spoke to the marketing head; interested in the jersey inventory. Deck to follow.');
    await shot(page, '05-po-call-notes');
    await page.getByTestId('callnotes-submit').click();
    await page.getByText(MESSAGES.callDetailsUpdated).first().waitFor();
    await page.waitForURL(new RegExp(`/assignbrandV2/${eiId}`));
    await expect
      .poll(() => page.getByTestId(`brand-row-${target.id}`).textContent(), { timeout: 10_000 })
      .toContain('In Progress');

    // mark it WON with a closed value
    await page.getByTestId(`stage-button-${target.id}`).click();
    await page.getByTestId('stage-select').click();
    await page.getByRole('option', { name: 'Won', exact: true }).click();
    await page.getByTestId('closed-value').fill('18.5');
    await page.getByTestId('stage-submit').click();
    await page.getByText(MESSAGES.stageUpdated).first().waitFor();
    await expect
      .poll(() => page.getByTestId(`brand-row-${target.id}`).textContent(), { timeout: 10_000 })
      .toContain('Won');
    await shot(page, '06-po-won');

    // the event inventory's history shows both changes, newest first
    await page.getByTestId('assign-ei-link').click();
    await page.waitForURL(new RegExp(`/inventory/${eiId}`));
    const history = page.getByTestId('ei-history');
    await history.waitFor();
    const text = async () =>
      (await history.locator('tbody tr').allTextContents())
        .filter((t) => t.includes(target.name))
        .join('\n');
    await expect.poll(text, { timeout: 10_000 }).toMatch(/In Progress\s*→\s*Won/);
    expect(await text()).toMatch(/Assigned\s*→\s*In Progress/);
    expect(await text()).toMatch(/Unassigned\s*→\s*Assigned/);
    expect(await text()).not.toMatch(/IN_PROGRESS|UNASSIGNED/);
    await shot(page, '07-po-history');
    await page.close();
  });

  it('an HR user opening the assign page sees the warning and no brands', async () => {
    const page = await newPage();
    await login(page, suite.url, 'hr@demo.test', `${suite.url}/assignbrandV2/1?tab=UNASSIGNED`);
    const alert = page.getByTestId('assign-access-denied');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(MESSAGES.assignAccessDenied);
    expect(await page.locator('table').count()).toBe(0);
    await shot(page, '08-hr-denied');
    await page.close();
  });

  it('the older assign screens open the V2 page: /assignbrand on Unassigned, /mybrandassigned for a TO as their team’s brands', async () => {
    const page = await newPage();
    await login(page, suite.url, 'to@demo.test', `${suite.url}/assignbrand/1?eventName=Old%20link`);
    await page.waitForURL(/\/assignbrandV2\/1\?.*tab=UNASSIGNED/);
    await page.getByRole('heading', { name: 'Assign Brands' }).waitFor();
    await page.goto(`${suite.url}/mybrandassigned/1?isTOUser=true`);
    await page.waitForURL(/\/assignbrandV2\/1\?.*tab=ASSIGNED.*viewType=TEAM/);
    await page.getByRole('heading', { name: 'Your Team’s Brands Assigned' }).waitFor();
    await page.goto(`${suite.url}/mybrandassigned/no-id`);
    await page.getByText('Page not found').waitFor();
    await page.close();
  });

  it('raised no console errors on the way', () => {
    expect(errors.filter((e) => !/403|Forbidden/i.test(e))).toEqual([]);
  });
});
