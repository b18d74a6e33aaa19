import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROLE_NAMES, USER_FILTER_MESSAGES } from '@crm/contracts';
import { browserSuite, login, shot } from './support.js';

/** The request body of the next admin users list call (POST /api/admin/users/all). */
const nextListBody = (page: Page) =>
  page
    .waitForRequest((r) => r.url().endsWith('/api/admin/users/all') && r.method() === 'POST')
    .then((r) => r.postDataJSON() as { roles: string[]; status: string });

/** An admin filters the users list by role and status, saves the filter, reloads and applies it; then deletes it. */
describe('admin user filters in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;

  it('filters by role and status, saves the filter, and applies it after a reload', async () => {
    const admin = await suite.newPage();
    await login(admin, suite.url, 'admin@demo.test', `${suite.url}/peopleConnect`);
    await admin.getByTestId('people-row').first().waitFor();
    const boChip = admin.getByRole('checkbox', { name: new RegExp(`^${ROLE_NAMES.BO} \\(`) });
    const boLabel = admin
      .getByTestId('people-role-chips')
      .getByText(new RegExp(`^${ROLE_NAMES.BO} \\(`));
    let body = nextListBody(admin);
    await boLabel.click();
    expect((await body).roles).toEqual(['BO']);
    body = nextListBody(admin);
    await admin.getByTestId('people-status').getByText('All', { exact: true }).click();
    expect(await body).toMatchObject({ status: 'ALL' });
    await admin.getByTestId('user-filter-save').click();
    await admin.getByTestId('user-filter-name').fill('All brand owners');
    await admin.getByTestId('user-filter-save-confirm').click();
    await admin.getByText(USER_FILTER_MESSAGES.saved('All brand owners')).waitFor();
    await shot(admin, 'admin-user-filters-01-saved');

    await admin.goto(`${suite.url}/peopleConnect`);
    await admin.getByTestId('people-row').first().waitFor();
    expect(await boChip.isChecked()).toBe(false);
    await admin.getByTestId('user-filters-saved').click();
    body = nextListBody(admin);
    await admin.getByTestId('user-filter-apply-All brand owners').click();
    expect(await body).toMatchObject({ roles: ['BO'], status: 'ALL' });
    await expect.poll(() => boChip.isChecked()).toBe(true);
    await admin.getByRole('heading', { name: /All Employees \/ All/ }).waitFor();
    await expect.poll(async () => (await admin.getByTestId('people-row').count()) > 0).toBe(true);
    await shot(admin, 'admin-user-filters-02-applied');

    await admin.getByTestId('user-filters-saved').click();
    await admin.getByTestId('user-filter-delete-All brand owners').click();
    await admin.getByText(USER_FILTER_MESSAGES.deleted('All brand owners')).waitFor();
    // the menu shows the list without it, or has closed (on a busy machine its closing can still run
    // when a click would reopen it: wait for one or the other before opening it again)
    const empty = admin.getByText('No saved filters');
    const menu = admin.getByRole('menu');
    await expect
      .poll(async () => (await empty.isVisible()) || !(await menu.isVisible()))
      .toBe(true);
    if (!(await empty.isVisible())) await admin.getByTestId('user-filters-saved').click();
    await empty.waitFor();
  });

  it('raised no console errors on the way', () => {
    expect(errors).toEqual([]);
  });
});
