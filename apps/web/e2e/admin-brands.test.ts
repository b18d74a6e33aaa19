import { beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND_OWNER_MOVE_MESSAGES as M,
  BRAND_PROFILE_MESSAGES,
  adminBrandRoutes,
  brandProfileRoutes,
  brandRoutes,
  taskPickerRoutes,
  userAdminRoutes,
  type JsonRouteDefinition,
  type RouteInput,
} from '@crm/contracts';
import {
  apiSession,
  browserSuite,
  downloadedBytes,
  login,
  sessionCall,
  shot,
  type ApiSession,
} from './support.js';

/** The cells of one CSV line (quoted cells unquoted; the export writes no line breaks inside a cell). */
function cells(line: string): string[] {
  const out: string[] = [];
  const cell = /"((?:[^"]|"")*)"|([^,]*)/y;
  for (let i = 0; ; i++) {
    cell.lastIndex = i;
    const m = cell.exec(line)!;
    out.push(m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2]);
    i = cell.lastIndex;
    if (line[i] !== ',') return out;
  }
}

/** The admins' brand lists at /admin/brands, and a bulk move of 50 brands seen live by both brand owners. */
describe('admin brands in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;
  let admin: ApiSession;
  const call = <D extends JsonRouteDefinition>(def: D, input: RouteInput<D>) =>
    sessionCall(suite.url, admin, def, input);
  beforeAll(async () => {
    admin = await apiSession(suite.url, 'admin@demo.test');
  });

  it('an admin searches and filters every brand, sees the counts by role, exports CSV, and edits an offloaded brand', async () => {
    const all = await call(adminBrandRoutes.current, {
      count: 100,
      sortBy: { field: 'brandName', order: 'ASC' },
    });
    const counted = all.brands.find(
      (b) => b.industryName && b.assignCountsByRole.PO + b.assignCountsByRole.BO > 0,
    )!;
    expect(counted).toBeDefined();
    const offloaded = all.brands.find((b) => b.brandId !== counted.brandId)!;
    await call(brandProfileRoutes.offload, {
      brandId: offloaded.brandId,
      reason: 'No budget this year',
    });

    const page = await suite.newPage();
    await login(page, suite.url, 'admin@demo.test');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByTestId('menu-admin-brands').click();
    await page.waitForURL((u) => u.pathname === '/admin/brands');
    await page.getByPlaceholder('Search brands').fill(counted.brandName);
    await page.waitForURL((u) => u.searchParams.get('searchFor') === counted.brandName);
    await page.getByTestId('filter-button').click();
    await page.getByTestId('filter-industries').waitFor();
    await page.getByTestId('filter-industries-type').getByText('INCLUDE').click();
    await page.getByTestId('filter-industries').click();
    await page.getByRole('option', { name: counted.industryName!, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('filter-apply').click();
    await expect.poll(() => page.url()).toContain('filter=');
    await page.getByTestId('chip-industries').waitFor();
    await shot(page, 'admin-brands-00-filtered');
    const row = page.getByTestId(`admin-brand-row-${counted.brandId}`);
    await row.waitFor();
    expect(await row.locator('[data-col="industryName"]').textContent()).toBe(counted.industryName);
    for (const [col, role] of [
      ['assignedByAdmins', 'ADMIN'],
      ['assignedByPos', 'PO'],
      ['assignedByBos', 'BO'],
      ['assignedByTos', 'TO'],
    ] as const)
      expect(await row.locator(`[data-col="${col}"]`).textContent()).toBe(
        String(counted.assignCountsByRole[role]),
      );
    await shot(page, 'admin-brands-01-current');

    const total = Number(
      (await page.getByTestId('admin-brand-total').textContent())!.split(' ')[0],
    );
    const download = page.waitForEvent('download');
    await page.getByTestId('admin-export-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^brands-\d{8}-\d{6}\.csv$/);
    const rows = (await downloadedBytes(file))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .map(cells);
    expect(rows[0]).toContain('Assigned by POs');
    expect(rows).toHaveLength(total + 1);
    const csvRow = rows.find((r) => r[0] === counted.brandName)!;
    expect(csvRow[rows[0].indexOf('Assigned by POs')]).toBe(String(counted.assignCountsByRole.PO));

    // Clear all, then a tab at once: the tab's click meets the page a render behind and must not put the filter back
    await page.evaluate(() => {
      for (const id of ['filter-clear', 'admin-tab-OFFLOADED'])
        document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!.click();
    });
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('OFFLOADED');
    expect(new URL(page.url()).searchParams.has('filter')).toBe(false);
    await page.getByPlaceholder('Search brands').fill(offloaded.brandName);
    const off = page.getByTestId(`admin-brand-row-${offloaded.brandId}`);
    await off.waitFor();
    expect(await off.locator('[data-col="offloadReason"]').textContent()).toBe(
      'No budget this year',
    );
    // the Brand column shows the Offloaded badge whole
    const badge = off.locator('[data-col="brandName"] .mantine-Badge-label');
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await shot(page, 'admin-brands-02-offloaded');
    await page.getByTestId(`admin-edit-${offloaded.brandId}`).click();
    const form = page.getByTestId('brand-edit-form');
    await form.waitFor();
    await form.getByTestId('edit-description').fill('Edited by an admin while offloaded');
    await form.getByTestId('edit-save').click();
    await page.getByText(BRAND_PROFILE_MESSAGES.updated).waitFor();
    await form.waitFor({ state: 'detached' });
    const info = await call(brandRoutes.info, { brandId: offloaded.brandId });
    expect(info).toMatchObject({
      brandDescription: 'Edited by an admin while offloaded',
      isOffloaded: true,
    });
    expect(errors).toEqual([]);
  });

  it('the admin moves 50 brands from one BO to another (REPLACE) and both see it live', async () => {
    const boA = await apiSession(suite.url, 'bo@demo.test');
    const bos = await call(taskPickerRoutes.users, { role: 'BO', excludeSelf: false, count: 20 });
    const b = bos.users.find((u) => u.userId !== boA.userId)!;
    const { email } = await call(userAdminRoutes.profile, { userId: b.userId });
    const prefix = `Live Move ${Date.now()} `;
    for (let i = 1; i <= 50; i++)
      await call(brandProfileRoutes.create, {
        brandName: `${prefix}${String(i).padStart(2, '0')}`,
        brandOwnerUserIds: [boA.userId],
      });

    /** A BO's My Brands searched to the moved brands, open in its own browser page. */
    const myBrands = async (who: string) => {
      const p = await suite.newPage();
      await login(
        p,
        suite.url,
        who,
        `${suite.url}/brands?mainTab=MY_BRANDS&searchFor=${encodeURIComponent(prefix.trim())}`,
      );
      return p;
    };
    const pageA = await myBrands('bo@demo.test');
    const pageB = await myBrands(email);
    await expect.poll(() => pageA.getByTestId('brand-total').textContent()).toBe('50 brands');
    await expect.poll(() => pageB.getByTestId('brand-total').textContent()).toBe('0 brands');

    const page = await suite.newPage();
    await login(page, suite.url, 'admin@demo.test', `${suite.url}/admin/brands/assign`);
    await page.getByPlaceholder('Search brands').fill(prefix.trim());
    await page.waitForURL((u) => u.searchParams.get('searchFor') === prefix.trim());
    await page.getByText('All matching (50)').waitFor();
    await page.getByTestId('all-matching').check();
    const picker = page.getByTestId('move-users');
    await picker.click();
    await picker.fill(b.userName);
    await page.getByRole('option', { name: b.userName, exact: true }).first().click();
    await page.getByTestId('move-mode').getByText('Replace').click();
    await page.getByTestId('review-move').click();
    await expect.poll(() => page.getByTestId('move-changed').textContent()).toBe('50 brands');
    await page.getByTestId('confirm-action').click();
    await page.getByText(M.moved(50)).waitFor();

    // both brand owners' open lists change without a reload
    await expect.poll(() => pageB.getByTestId('brand-total').textContent()).toBe('50 brands');
    await expect.poll(() => pageA.getByTestId('brand-total').textContent()).toBe('0 brands');
    await shot(pageB, 'admin-brands-03-live-gained');
    await shot(pageA, 'admin-brands-04-live-lost');
    expect(errors).toEqual([]);
  });
});
