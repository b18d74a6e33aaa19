import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceRoutes } from '@crm/contracts';
import { apiSession, browserSuite, login, sessionCall, shot } from './support.js';

/** Import: a PO imports a file with errors, then the corrected file, in Chromium. */
describe('brand import in a real browser', () => {
  const suite = browserSuite();
  const { newPage, errors } = suite;
  let dir: string;
  let industry: string;
  const stamp = Date.now().toString(36).toUpperCase();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'crm-e2e-import-'));
    const po = await apiSession(suite.url, 'po@demo.test');
    const ref = await sessionCall(suite.url, po, referenceRoutes.all, {});
    industry = ref.industries[0].name;
  });
  afterAll(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** A CSV file in the temp folder; rows under the header 'Brand Name, Industry, Revenue (Cr), Website, HQ City, HQ State, POC Name, Email'. */
  const file = (name: string, rows: string[][]) => {
    const full = path.join(dir, name);
    const q = (c: string) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
    writeFileSync(
      full,
      [
        [
          'Brand Name',
          'Industry',
          'Revenue (Cr)',
          'Website',
          'HQ City',
          'HQ State',
          'POC Name',
          'Email',
        ],
        ...rows,
      ]
        .map((r) => r.map(q).join(','))
        .join('\n'),
    );
    return full;
  };
  const brand = (n: number) => `E2E Import ${stamp} ${n}`;
  const goodRows = () => [
    [
      brand(1),
      industry,
      '120.5',
      'https://one.example',
      'Mumbai',
      'Maharashtra',
      'Anita Shah',
      'anita@one.example',
    ],
    [brand(2), industry, '8', '', 'Pune', 'Maharashtra', 'Rahul Jain', 'rahul@two.example'],
    [brand(3), '', '', 'https://three.example', '', '', '', ''],
    [brand(1), '', '', '', '', '', 'Kiran Rao', 'kiran@one.example'],
  ];

  it('a PO imports a file with 2 bad rows (each listed), then the corrected file, and finds an imported brand', async () => {
    const page = await newPage();
    await login(page, suite.url, 'po@demo.test');
    await page.getByRole('link', { name: 'Brands' }).first().click();
    await page.waitForURL(/\/brands/);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Import brands and points of contact' });
    await modal.waitFor();
    await shot(page, 'import-01-choose-file');

    // a file with 2 bad rows: row 3 has a website without http(s), row 5 an industry that does not exist
    const bad = goodRows();
    bad[1][3] = 'www.two.example';
    bad[3][1] = 'Underwater Basket Weaving';
    await page.getByTestId('import-file-input').setInputFiles(file('brands-with-errors.csv', bad));
    await modal.getByTestId('import-sample').waitFor();
    await expect.poll(() => modal.getByTestId('map-brandName').inputValue()).toBe('Brand Name');
    expect(await modal.getByTestId('map-pocEmail').inputValue()).toBe('Email');
    await shot(page, 'import-02-mapping');
    await modal.getByRole('button', { name: 'Check file' }).click();
    const table = modal.getByTestId('import-errors');
    await table.waitFor();
    const cells = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim())),
      );
    expect(cells.map((c) => [c[0], c[1]])).toEqual([
      ['3', 'Website'],
      ['5', 'Industry'],
    ]);
    expect(cells[1][2]).toContain('Underwater Basket Weaving');
    await expect
      .poll(() => modal.getByTestId('import-errors-alert').textContent())
      .toContain('2 problems in 2 rows');
    expect(await modal.getByTestId('import-run').isDisabled()).toBe(true);
    await shot(page, 'import-03-dry-run-errors');

    // the corrected file
    await modal.getByRole('button', { name: 'Upload a corrected file' }).click();
    await page.getByTestId('import-file-input').setInputFiles(file('brands.csv', goodRows()));
    await modal.getByRole('button', { name: 'Check file' }).click();
    await modal.getByTestId('import-no-errors').waitFor();
    await expect
      .poll(() => modal.getByTestId('import-counts').textContent())
      .toContain('New brands: 3');
    expect(await modal.getByTestId('import-counts').textContent()).toContain('New POCs: 3');
    await shot(page, 'import-04-dry-run-clean');
    await modal.getByTestId('import-run').click();
    await modal.getByTestId('import-result').waitFor();
    expect(await modal.getByTestId('import-result').textContent()).toContain('3 brands created');
    await shot(page, 'import-05-result');
    await modal.getByRole('button', { name: 'Done' }).click();
    await modal.waitFor({ state: 'hidden' });

    // the brand list finds an imported brand by name
    await page.getByPlaceholder('Search brands').fill(brand(2));
    const rows = page.getByTestId('brands-table').locator('tbody tr');
    await expect
      .poll(async () => (await rows.allTextContents()).join('|'), { timeout: 15_000 })
      .toContain(brand(2));
    await shot(page, 'import-06-brand-found');
    await page.close();
  });

  it('closing part-way asks first', async () => {
    const page = await newPage();
    await login(page, suite.url, 'po@demo.test', `${suite.url}/brands`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByTestId('import-file-input').setInputFiles(file('again.csv', goodRows()));
    await page.getByTestId('import-sample').waitFor();
    await page.keyboard.press('Escape');
    const stop = page.getByRole('dialog', { name: 'Stop this import?' });
    await stop.waitFor();
    await stop.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('import-sample').waitFor(); // still on the mapping step
    await page.keyboard.press('Escape');
    await page.getByTestId('confirm-action').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.close();
  });

  it('left no errors in the browser console', () => {
    expect(errors.filter((e) => !/favicon|ResizeObserver/.test(e))).toEqual([]);
  });
});
