import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, login, shot } from './support.js';

/**
 * Column presets of spec 001 §9 on the event inventory's tables, in Chromium: a PO hides and shows columns of
 * the assign page's Assigned tab and of the collaboration invites tab; the choice is kept for the user (after a
 * reload and in a new browser), and Reset brings the defaults back.
 */
describe('the event tables’ column presets, kept per user', () => {
  const suite = browserSuite();
  const { newPage, errors } = suite;
  let eiId = 0;

  const headers = (page: Page, table: string) =>
    page.getByTestId(table).locator('thead th').allTextContents();
  /** Waits for the settings save (POST /api/user/kv) that `act` starts. */
  const saved = async (page: Page, act: () => Promise<void>) => {
    const done = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/kv') && r.request().method() === 'POST',
    );
    await act();
    expect((await done).ok()).toBe(true);
  };
  /** Ticks or unticks a column in the open Columns menu and waits for the save. */
  const toggle = (page: Page, column: string, shown: boolean) =>
    saved(page, () => page.getByTestId(`column-${column}`).getByRole('checkbox').setChecked(shown));
  const poPage = async (path: string) => {
    const page = await newPage();
    await login(page, suite.url, 'po@demo.test');
    if (!eiId) {
      await page.goto(`${suite.url}/poInventories`);
      const link = page.locator('a[href^="/inventory/"]').first();
      await link.waitFor();
      eiId = Number(/\/inventory\/(\d+)/.exec((await link.getAttribute('href'))!)![1]);
    }
    await page.goto(`${suite.url}${path.replace(':eiId', String(eiId))}`);
    return page;
  };

  it('a PO hides Last Contact and shows Follow-Up date on the Assigned tab; both stay after a reload and in a new browser; Reset restores', async () => {
    const table = 'assign-table-ASSIGNED';
    const page = await poPage('/assignbrandV2/:eiId?tab=ASSIGNED');
    await expect.poll(() => headers(page, table)).toContain('Last Contact');
    expect(await headers(page, table)).not.toContain('Follow-Up date');
    expect(await headers(page, table)).not.toContain('Proposed value');

    await page.getByTestId('columns-menu').click();
    await toggle(page, 'lastContact', false);
    await toggle(page, 'followUpDate', true);
    await page.keyboard.press('Escape');
    const changed = async (p: Page) => {
      await expect.poll(() => headers(p, table)).toContain('Follow-Up date');
      expect(await headers(p, table)).not.toContain('Last Contact');
    };
    await changed(page);
    await shot(page, 'presets-01-assigned-changed');
    await page.reload();
    await changed(page);
    const again = await poPage('/assignbrandV2/:eiId?tab=ASSIGNED');
    await changed(again);

    // a sortable header sorts the list through the page's sort
    await again.getByTestId('sort-brandName').click();
    await expect.poll(() => again.getByTestId('assign-sort').inputValue()).toBe('Brand Z–A');

    await again.getByTestId('columns-menu').click();
    await saved(again, () => again.getByRole('button', { name: 'Reset to default' }).click());
    await again.keyboard.press('Escape');
    await expect.poll(() => headers(again, table)).toContain('Last Contact');
    expect(await headers(again, table)).not.toContain('Follow-Up date');
    await again.reload();
    await expect.poll(() => headers(again, table)).toContain('Last Contact');
    expect(await headers(again, table)).not.toContain('Follow-Up date');
    await shot(again, 'presets-02-assigned-reset');
    await Promise.all([page.close(), again.close()]);
  });

  it('the same on the collaboration invites tab: Invited by hidden stays hidden, Reset shows it again', async () => {
    const table = 'collab-requests';
    const page = await poPage('/inventory/:eiId?invitation=true');
    await expect.poll(() => headers(page, table)).toContain('Invited by');

    await page.getByTestId('columns-menu').click();
    await toggle(page, 'inviter', false);
    await page.keyboard.press('Escape');
    // a new browser first draws the defaults, then the user's saved columns once they arrive
    const hidden = async (p: Page) => {
      const shown = async () => {
        const h = await headers(p, table);
        return h.includes('Invitee') && !h.includes('Invited by') && h[0].includes('Brand');
      };
      await expect.poll(shown).toBe(true);
    };
    await hidden(page);
    await shot(page, 'presets-03-invites-changed');
    await page.reload();
    await hidden(page);
    const again = await poPage('/inventory/:eiId?invitation=true');
    await hidden(again);

    await again.getByTestId('columns-menu').click();
    await saved(again, () => again.getByRole('button', { name: 'Reset to default' }).click());
    await again.keyboard.press('Escape');
    await expect.poll(() => headers(again, table)).toContain('Invited by');
    await again.reload();
    await expect.poll(() => headers(again, table)).toContain('Invited by');
    await Promise.all([page.close(), again.close()]);
  });

  it('raised no console errors on the way', () => {
    expect(errors).toEqual([]);
  });
});
