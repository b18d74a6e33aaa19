import { describe, expect, it } from 'vitest';
import { BRAND_OWNER_MOVE_MESSAGES as M, brandRoutes, taskPickerRoutes } from '@crm/contracts';
import { apiSession, browserSuite, login, sessionCall, shot } from './support.js';

type Owner = { brandOwnerUserId: number; brandOwnerUserName: string };
type Brand = { brandId: number; brandName: string; brandOwners: Owner[] };

/** The admins' bulk owner move in Chromium: filter, pick a brand, add an owner, confirm the counts, see it, Undo. */
describe('assign brands to users in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;
  let brand: Brand;
  let newOwner: { userId: number; userName: string };

  it('finds a brand with one owner and a brand owner who does not own it', async () => {
    const admin = await apiSession(suite.url, 'admin@demo.test');
    const list = await sessionCall(suite.url, admin, brandRoutes.list, { count: 100 });
    const names = list.brands.map((b) => b.brandName.toLowerCase());
    brand = list.brands.find(
      (b) =>
        b.brandOwners.length === 1 &&
        names.filter((n) => n.includes(b.brandName.toLowerCase())).length === 1,
    )!;
    expect(brand).toBeDefined();
    const bos = await sessionCall(suite.url, admin, taskPickerRoutes.users, {
      role: 'BO',
      excludeSelf: false,
      count: 20,
    });
    newOwner = bos.users.find(
      (u) =>
        u.userId !== brand.brandOwners[0].brandOwnerUserId &&
        !u.userName.includes(brand.brandOwners[0].brandOwnerUserName),
    )!;
    expect(newOwner).toBeDefined();
  });

  it('an admin filters, picks the brand, adds an owner after the counts, and Undo restores the owners', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'admin@demo.test');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByTestId('menu-assign-brands').click();
    await page.waitForURL((u) => u.pathname === '/admin/brands/assign');
    await page.getByPlaceholder('Search brands').fill(brand.brandName);
    await page.waitForURL((u) => u.searchParams.get('searchFor') === brand.brandName);
    const owners = page.getByTestId(`owners-${brand.brandId}`);
    await owners.waitFor();
    expect(await owners.textContent()).toBe(brand.brandOwners[0].brandOwnerUserName);
    await page.getByTestId(`select-${brand.brandId}`).check();

    const picker = page.getByTestId('move-users');
    await picker.click();
    await picker.fill(newOwner.userName);
    await page.getByRole('option', { name: newOwner.userName, exact: true }).first().click();
    await page.getByTestId('review-move').click();
    const counts = page.getByTestId('move-counts');
    await counts.waitFor();
    await expect.poll(() => page.getByTestId('move-changed').textContent()).toBe('1 brand');
    expect(await page.getByTestId(`move-user-${newOwner.userId}`).textContent()).toContain(
      'gains 1, loses 0',
    );
    await shot(page, 'assign-brands-01-confirm');
    await page.getByTestId('confirm-action').click();
    await page.getByText(M.moved(1)).waitFor();
    await expect.poll(() => owners.textContent()).toContain(newOwner.userName);
    await shot(page, 'assign-brands-02-moved');

    await page.getByTestId('undo-owner-move').click();
    await page.getByText(M.undone(1)).waitFor();
    await expect.poll(() => owners.textContent()).toBe(brand.brandOwners[0].brandOwnerUserName);
    expect(errors).toEqual([]);
  });
});
