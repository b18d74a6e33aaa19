import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES, dashboardRoutes } from '@crm/contracts';
import { apiCall, browserSuite, login, shot } from './support.js';

/**
 * Every report chart labels each of its table's rows, and each label lies inside its chart (none cut at
 * the edge); a label cut short ends in '…' and carries the whole one in its tooltip.
 */
async function chartsLabelled(page: Page) {
  const cards = await page
    .locator('[data-testid^="report-"]:has([data-testid="report-chart"])')
    .all();
  expect(cards.length).toBeGreaterThanOrEqual(5); // the five the test waits for, and Lost reasons when any
  for (const card of cards) {
    const chart = card.getByTestId('report-chart');
    const box = (await chart.boundingBox())!;
    const labels = await chart.getByTestId('report-category').all();
    const rows = await card.locator('tbody tr td:first-child').allTextContents();
    expect(labels.length, (await card.getAttribute('data-testid')) ?? undefined).toBe(rows.length);
    for (const [i, label] of labels.entries()) {
      const b = (await label.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(box.x);
      expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width);
      expect(await label.locator('title').textContent()).toBe(rows[i]);
      // the label's text follows its <title>: the whole label, or its start and '…'
      const shown = (await label.textContent())!.slice(rows[i].length);
      expect(
        shown === rows[i] || (shown.endsWith('…') && rows[i].startsWith(shown.slice(0, -1))),
        shown,
      ).toBe(true);
    }
  }
}

/** The reports of an event inventory (charts with their tables, the vertical filter, the xlsx download) all inventories and the privacy policy. */
describe('reports, all inventories and the privacy policy in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;

  it('a manager opens the reports of the busiest event inventory, sees each chart and table, filters by vertical and downloads the workbook', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'mg@demo.test', `${suite.url}/reports`);
    await page.getByText('Choose an event inventory').waitFor(); // nothing picked: the calls are skipped
    // the event inventory with the most pairings on the dashboard
    const { allInventories } = await apiCall(page, dashboardRoutes.dashboard, {});
    const total = (ei: (typeof allInventories)[number]) =>
      Object.values(ei.stageCounts).reduce((a, b) => a + b, 0);
    const ei = [...allInventories].sort((a, b) => total(b) - total(a))[0];
    const busiest = {
      eventId: ei.eventId,
      eiId: ei.eiId,
      inventoryName: ei.inventoryName,
      eventName: ei.eventName,
      pairings: total(ei),
    };
    expect(busiest.pairings).toBeGreaterThan(0);
    await page.goto(
      `${suite.url}/reportsV2?eventId=${busiest.eventId}&eiId=${busiest.eiId}&showBrandDataCompletionReport=true`,
    );
    await expect
      .poll(() => page.getByTestId('report-inventory').inputValue())
      .toBe(busiest.inventoryName);
    await expect.poll(() => page.getByTestId('report-event').inputValue()).toBe(busiest.eventName);
    for (const id of [
      'report-stages',
      'report-tags',
      'report-dropoffs',
      'report-turnaround',
      'report-completion',
    ]) {
      await page.getByTestId(id).locator('.recharts-surface').first().waitFor();
    }
    await chartsLabelled(page);
    // at 1440 px the reports sit two to a row: each half-width card puts its table under its chart, whole
    const cutTables = await page
      .locator('[data-testid^="report-"] [role="region"]')
      .evaluateAll((regions) =>
        regions.filter((r) => r.scrollWidth > r.clientWidth).map((r) => r.ariaLabel),
      );
    expect(cutTables).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await chartsLabelled(page);
    await shot(page, 'reports-00-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    const stagesTable = page.getByTestId('report-stages-table');
    await expect.poll(() => stagesTable.locator('tbody tr').count()).toBe(4);
    const nowTotal = async () =>
      (await stagesTable.locator('tbody tr td:nth-child(2)').allTextContents()).reduce(
        (n, t) => n + Number(t),
        0,
      );
    const all = await nowTotal();
    expect(all).toBeGreaterThan(0);
    await shot(page, 'reports-01-all');

    // a vertical narrows the figures (never more than all of them), and is kept in the URL
    await page.getByTestId('report-vertical').click();
    await page.getByRole('option').first().click();
    await page.waitForURL(/verticalId=\d+/);
    await expect.poll(nowTotal).toBeLessThanOrEqual(all);

    const download = page.waitForEvent('download');
    await page.getByTestId('report-download').click();
    expect((await download).suggestedFilename()).toMatch(
      new RegExp(`^event-inventory-${busiest.eiId}-report-\\d{8}-\\d{6}\\.xlsx$`),
    );
    await page.getByText(MESSAGES.downloadCompleted).waitFor();
    await shot(page, 'reports-02-vertical-download');
  });

  it('All Inventories lists every event inventory with its pipeline, searchable', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'admin@demo.test', `${suite.url}/allInventories`);
    // a data row names its inventory with a link to /inventory/{eiId}; the skeleton rows shown while loading have none
    const nameLink = 'a[href^="/inventory/"]';
    const rows = page
      .getByTestId('all-inventories')
      .locator('tbody tr')
      .filter({ has: page.locator(nameLink) });
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    expect(await rows.first().locator(nameLink).textContent()).toMatch(/\S/);
    await shot(page, 'all-inventories');
  });

  it('/sme, reached from the inventories page, shows the SME’s event inventories (or says there are none)', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'sme@demo.test', `${suite.url}/inventories`);
    await page.getByTestId('sme-link').click();
    await page.waitForURL(/\/sme$/);
    await page.getByRole('heading', { name: 'Your inventories as SME' }).waitFor();
    await page.getByTestId('for-sme-inventories').waitFor();
    await shot(page, 'sme');
  });

  it('the privacy policy opens without signing in, outside the shell', async () => {
    const page = await suite.newPage();
    await page.goto(`${suite.url}/privacy-policy`);
    await page.getByRole('heading', { name: 'Privacy policy' }).waitFor();
    expect(await page.getByRole('button', { name: 'Profile menu' }).count()).toBe(0);
    await shot(page, 'privacy-policy');
  });

  it('raised no console errors on the way', () => {
    expect(errors).toEqual([]);
  });
});
