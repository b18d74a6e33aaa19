import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskPickerRoutes } from '@crm/contracts';
import { apiSession, browserSuite, login, sessionCall, shot } from './support.js';

/** Event import in Chromium: an admin imports a small season CSV through the modal and finds the events listed. */
describe('event import in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;
  let dir: string;
  let inventories: string[];
  const stamp = Date.now().toString(36).toUpperCase();
  const name = (n: number) => `E2E Season ${stamp} ${n}`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'crm-e2e-event-import-'));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('an admin imports 2 events × 2 inventories (one bad row reported) and sees them in the admin list', async () => {
    const admin = await apiSession(suite.url, 'admin@demo.test');
    const inv = await sessionCall(suite.url, admin, taskPickerRoutes.inventories, {
      getSME: false,
      count: 2,
    });
    inventories = inv.inventories.map((i) => i.name);
    const q = (c: string) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
    const row = (n: number, i: number, city = 'Mumbai') =>
      [
        name(n),
        '2033-05-01',
        '20/05/2033',
        city,
        'Cricket',
        '',
        '',
        inventories[i],
        '5',
        'po@demo.test',
        '',
      ]
        .map(q)
        .join(',');
    const file = path.join(dir, 'season.csv');
    writeFileSync(
      file,
      [
        'Event name,Start date,End date,City,Category,Venue,Description,Inventory,Sales target,Project owners,SMEs',
        row(1, 0),
        row(1, 1),
        row(2, 0),
        row(2, 1),
        row(3, 0, 'Atlantis'),
      ].join('\n'),
    );

    const page = await suite.newPage();
    await login(page, suite.url, 'admin@demo.test', `${suite.url}/admin/events`);
    await page.getByTestId('admin-events-table').waitFor();
    await page.getByTestId('admin-event-import').click();
    const modal = page.getByRole('dialog', { name: 'Import events' });
    await modal.waitFor();
    await page.getByTestId('import-file-input').setInputFiles(file);
    await modal.getByRole('button', { name: 'Check file' }).click();
    const plan = page.getByTestId('event-import-plan');
    await plan.waitFor();
    await expect.poll(() => plan.textContent()).toContain(name(1));
    expect(await page.getByTestId('import-errors').textContent()).toContain(
      'city "Atlantis" does not exist',
    );
    await shot(page, 'event-import-01-plan');
    await page.getByTestId('import-run').click();
    const result = page.getByTestId('import-result');
    await result.waitFor();
    expect(await result.textContent()).toContain('2 events created');
    await shot(page, 'event-import-02-result');
    await result.getByRole('button', { name: 'Done' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page
      .getByPlaceholder(/search/i)
      .first()
      .fill(`E2E Season ${stamp}`);
    const rows = page.getByTestId('admin-event-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().textContent()).toMatch(/E2E Season/);
    await shot(page, 'event-import-03-listed');
    expect(errors).toEqual([]);
  });
});
