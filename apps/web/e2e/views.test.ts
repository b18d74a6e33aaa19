import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SAVED_VIEW_MESSAGES } from '@crm/contracts';
import {
  apiSession,
  assignTask,
  browserSuite,
  firstEventInventories,
  login,
  settled,
  shot,
} from './support.js';

/** Saved views (issue 24 §2) in Chromium: save, reopen by link, default, share read-only, delete with Undo. */
describe('saved views in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;
  let brandsViewId = 0;

  const menu = async (page: Page) => {
    await page.getByTestId('saved-views-button').click();
    const dropdown = page.getByTestId('saved-views-menu');
    await dropdown.waitFor();
    await settled(dropdown);
    return dropdown;
  };
  const saveAs = async (page: Page, name: string) => {
    await (await menu(page)).getByTestId('saved-view-save-as').click();
    await page.getByTestId('saved-view-name').fill(name);
    await page.getByTestId('saved-view-name-save').click();
    await page.getByText(SAVED_VIEW_MESSAGES.saved).first().waitFor();
  };
  const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
  const brandsShown = (page: Page) =>
    page.getByTestId('brands-table').locator('tbody tr a').first().waitFor();
  /** The bodies of the brand-list reads `page` makes from now on (POST /api/brand), in order, and of Your Brands' Offloaded reads. */
  const brandReads = (page: Page) => {
    const reads = { list: [] as Record<string, unknown>[], offloaded: 0 };
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'POST' && path === '/api/brand')
        reads.list.push(JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);
      if (path === '/api/brand/offloaded') reads.offloaded++;
    });
    return reads;
  };
  /** The bodies of the POST requests to any of `paths` (under /api) that `page` makes from now on, in order. */
  const listReads = (page: Page, paths: string[]) => {
    const bodies: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && paths.includes(new URL(r.url()).pathname.slice(4)))
        bodies.push(JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);
    });
    return bodies;
  };

  it('a BO saves a filtered brands view; a link with ?view= restores it; as default it opens with the list', async () => {
    const page = await suite.newPage();
    await login(
      page,
      suite.url,
      'bo@demo.test',
      `${suite.url}/brands?mainTab=ALL_BRANDS&searchFor=a&sortField=brandRevenue&sortOrder=DESC`,
    );
    await brandsShown(page);
    await saveAs(page, 'Revenue with an A');
    await expect.poll(() => param(page, 'view')).toMatch(/^\d+$/);
    brandsViewId = Number(param(page, 'view'));
    await expect
      .poll(() => page.getByTestId('saved-views-button').textContent())
      .toContain('Revenue with an A');
    await menu(page);
    await shot(page, 'views-01-brands-menu');
    await page.keyboard.press('Escape');

    // the link reads the list once, with the view's search and tab from the first request on
    const reads = brandReads(page);
    await page.goto(`${suite.url}/brands?view=${brandsViewId}`);
    await expect.poll(() => param(page, 'searchFor')).toBe('a');
    await brandsShown(page);
    expect(reads.list[0]).toMatchObject({ mainTab: 'ALL_BRANDS', searchFor: 'a' });
    expect(reads.list.every((body) => body.searchFor === 'a')).toBe(true);
    expect(param(page, 'sortField')).toBe('brandRevenue');
    expect(param(page, 'sortOrder')).toBe('DESC');
    expect(param(page, 'mainTab')).toBe('ALL_BRANDS');
    await expect.poll(() => page.getByPlaceholder('Search brands').inputValue()).toBe('a');

    await (await menu(page)).getByTestId('saved-view-default').click();
    await page.getByText(SAVED_VIEW_MESSAGES.defaultSet).first().waitFor();
    // the default view, like a link, is read with its filters from the first request on
    const defaultReads = listReads(page, ['/brand']);
    await page.goto(`${suite.url}/brands`);
    await expect.poll(() => param(page, 'view')).toBe(String(brandsViewId));
    expect(param(page, 'searchFor')).toBe('a');
    await brandsShown(page);
    expect(defaultReads[0]).toMatchObject({ mainTab: 'ALL_BRANDS', searchFor: 'a' });
    expect(defaultReads.every((body) => body.searchFor === 'a')).toBe(true);
    expect(
      await (await menu(page)).getByTestId(`saved-view-${brandsViewId}`).textContent(),
    ).toContain('Default');
    await page.keyboard.press('Escape');

    await (await menu(page)).getByTestId('saved-view-share').click();
    await page.getByText(SAVED_VIEW_MESSAGES.shared).first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a BO’s view of Your Brands’ Offloaded list reopens Offloaded, reading only that list', async () => {
    const page = await suite.newPage();
    await login(
      page,
      suite.url,
      'bo@demo.test',
      `${suite.url}/brands?mainTab=MY_BRANDS&myBrands=OFFLOADED`,
    );
    await page.getByTestId('my-offloaded-brands').waitFor();
    await saveAs(page, 'My offloaded');
    const viewId = Number(param(page, 'view'));
    expect(viewId).toBeGreaterThan(0);

    const reads = brandReads(page);
    await page.goto(`${suite.url}/brands?view=${viewId}`);
    await expect.poll(() => param(page, 'myBrands')).toBe('OFFLOADED');
    expect(param(page, 'mainTab')).toBe('MY_BRANDS');
    await page.getByTestId('my-offloaded-brands').waitFor();
    await expect.poll(() => reads.offloaded).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(reads.list).toEqual([]);
    await page.getByTestId('export-menu').waitFor();
    await shot(page, 'views-05-offloaded');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a team member sees the shared view read-only with its owner’s name and opens it', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'to@demo.test', `${suite.url}/brands?mainTab=ALL_BRANDS`);
    await brandsShown(page);
    const item = (await menu(page)).getByTestId(`saved-view-${brandsViewId}`);
    await expect.poll(() => item.textContent()).toMatch(/Revenue with an A\s*by \S+/);
    await shot(page, 'views-02-shared-menu');
    await item.click();
    await expect.poll(() => param(page, 'view')).toBe(String(brandsViewId));
    expect(param(page, 'searchFor')).toBe('a');
    const dropdown = await menu(page);
    await dropdown.getByTestId('saved-view-read-only').waitFor();
    expect(await dropdown.getByTestId('saved-view-delete').count()).toBe(0);
    expect(await dropdown.getByTestId('saved-view-share').count()).toBe(0);
    await shot(page, 'views-03-shared-open');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a BO saves and opens a task-list view, and deleting one offers Undo', async () => {
    const page = await suite.newPage();
    await login(
      page,
      suite.url,
      'bo@demo.test',
      `${suite.url}/taskManagement?taskStatus=CLOSED&taskType=BRAND`,
    );
    await page.getByTestId('task-status-filter').waitFor();
    await saveAs(page, 'Closed brand tasks');
    const viewId = Number(param(page, 'view'));
    expect(viewId).toBeGreaterThan(0);

    await page.goto(`${suite.url}/taskManagement`);
    await page.getByTestId('task-status-filter').waitFor();
    expect(param(page, 'taskStatus')).toBeNull();
    await (await menu(page)).getByTestId(`saved-view-${viewId}`).click();
    await expect.poll(() => param(page, 'taskStatus')).toBe('CLOSED');
    expect(param(page, 'taskType')).toBe('BRAND');
    expect(param(page, 'view')).toBe(String(viewId));

    await (await menu(page)).getByTestId('saved-view-delete').click();
    await page.getByTestId('confirm-action').click();
    await expect.poll(() => param(page, 'view')).toBeNull();
    await page.getByTestId('saved-view-undo').click();
    await page.getByText(SAVED_VIEW_MESSAGES.restored).first().waitFor();
    // the same view again (links to it work), open as before
    await expect.poll(() => param(page, 'view')).toBe(String(viewId));
    await expect
      .poll(async () => (await menu(page)).getByTestId(`saved-view-${viewId}`).textContent())
      .toContain('Closed brand tasks');
    await page.keyboard.press('Escape');

    // a link to the view, and the view as default, read the list with its category and status first
    const linkReads = listReads(page, ['/task']);
    await page.goto(`${suite.url}/taskManagement?view=${viewId}`);
    await expect.poll(() => param(page, 'taskStatus')).toBe('CLOSED');
    await expect.poll(() => linkReads.length).toBeGreaterThan(0);
    expect(linkReads[0]).toMatchObject({ category: 'BRAND', status: 'CLOSED' });
    await (await menu(page)).getByTestId('saved-view-default').click();
    await page.getByText(SAVED_VIEW_MESSAGES.defaultSet).first().waitFor();
    const defaultReads = listReads(page, ['/task']);
    await page.goto(`${suite.url}/taskManagement`);
    await expect.poll(() => param(page, 'view')).toBe(String(viewId));
    await expect.poll(() => defaultReads.length).toBeGreaterThan(0);
    expect(defaultReads[0]).toMatchObject({ category: 'BRAND', status: 'CLOSED' });

    // a link to one task (a notification's) opens it over the list as it stands, not the default view
    const po = await apiSession(suite.url, 'po@demo.test');
    const { id: taskId } = await assignTask(page, po.userId, 'Linked task');
    const taskLinkReads = listReads(page, ['/task']);
    await page.goto(`${suite.url}/taskManagement?taskId=${taskId}`);
    await page.getByTestId('task-detail').getByText('Linked task').first().waitFor();
    await expect.poll(() => taskLinkReads.length).toBeGreaterThan(0);
    expect(taskLinkReads[0]).toMatchObject({ category: 'ALL', status: 'OPEN' });
    expect(param(page, 'view')).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a PO saves an assign-tab view and a link with ?savedView= reopens its tab and search', async () => {
    const [ei] = await firstEventInventories(suite.url);
    const page = await suite.newPage();
    await login(
      page,
      suite.url,
      'po@demo.test',
      `${suite.url}/assignbrandV2/${ei.eiId}?eventId=${ei.eventId}&tab=DISCARDED`,
    );
    await page.getByTestId('assign-table-DISCARDED').waitFor();
    const searched = page.waitForResponse(
      (r) =>
        r.url().includes('/api/event/brand/v2') &&
        !!r.request().postData()?.includes('"searchFor":"e"'),
    );
    await page.getByTestId('assign-search').fill('e');
    await searched;
    await saveAs(page, 'Discarded with an E');
    const viewId = Number(param(page, 'savedView'));
    expect(viewId).toBeGreaterThan(0);
    await shot(page, 'views-04-assign');

    // a link to the view, and the view as default, read every tab with its search from the first request on
    const assignPaths = ['/event/brand/v2', '/event/inventory/brand/stage/v2'];
    /** The tabs whose page of rows was read (not another tab's one-row read of its total). */
    const tabsRead = (bodies: Record<string, unknown>[]) => [
      ...new Set(bodies.filter((b) => b.count !== 1).map((b) => b.selectionType ?? 'ASSIGNED')),
    ];
    const searchesE = (body: Record<string, unknown>) =>
      (body.filters as { searchFor?: string } | undefined)?.searchFor === 'e';
    const linkReads = listReads(page, assignPaths);
    await page.goto(
      `${suite.url}/assignbrandV2/${ei.eiId}?eventId=${ei.eventId}&savedView=${viewId}`,
    );
    await expect.poll(() => param(page, 'tab')).toBe('DISCARDED');
    await expect.poll(() => page.getByTestId('assign-search').inputValue()).toBe('e');
    await page.getByTestId('assign-table-DISCARDED').waitFor();
    expect(tabsRead(linkReads)).toEqual(['DISCARDED']);
    expect(linkReads.every(searchesE)).toBe(true);
    await (await menu(page)).getByTestId('saved-view-default').click();
    await page.getByText(SAVED_VIEW_MESSAGES.defaultSet).first().waitFor();
    const defaultReads = listReads(page, assignPaths);
    await page.goto(`${suite.url}/assignbrandV2/${ei.eiId}?eventId=${ei.eventId}`);
    await expect.poll(() => param(page, 'savedView')).toBe(String(viewId));
    await page.getByTestId('assign-table-DISCARDED').waitFor();
    expect(tabsRead(defaultReads)).toEqual(['DISCARDED']);
    expect(defaultReads.every(searchesE)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
