import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { dashboardRoutes } from '@crm/contracts';
import { apiCall, browserSuite, login, loginThroughForm, shot, startServer } from './support.js';

/** Holds the answers of requests matching `url` until `release()`; `held` resolves when the first one arrives. */
async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let arrived!: () => void;
  const held = new Promise<void>((r) => (arrived = r));
  await page.route(url, async (route: Route) => {
    arrived();
    await gate;
    await route.continue();
  });
  return { held, release };
}

/** First screens: loading looks like loading, the home cards of people outside the pipeline, and the shell's small things. */
describe('first screens and the shell in a real browser', () => {
  // on the embedded database, as a newcomer's `npm start` runs it
  const suite = browserSuite(() => startServer({}, undefined, { embedded: true }));
  const { errors } = suite;

  it('the login page loads without the shell’s code, fetches it ahead while the user types, and signs in on Enter', async () => {
    const page = await suite.newPage();
    const shellCode = new Set<string>();
    // the shell's code is known by the header's 'Add New Task (T)' in it
    page.on('response', async (r) => {
      if (
        r.request().resourceType() === 'script' &&
        (await r.text().catch(() => '')).includes('Add New Task (T)')
      )
        shellCode.add(r.url());
    });
    await page.goto(`${suite.url}/login`);
    const html = await (await page.request.get(`${suite.url}/login`)).text();
    const firstLoad = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(firstLoad.length).toBeGreaterThan(1);
    const bodies = await Promise.all(
      firstLoad.map(async (u) => (await page.request.get(`${suite.url}${u}`)).text()),
    );
    expect(firstLoad.filter((_, i) => bodies[i]!.includes('Add New Task (T)'))).toEqual([]);
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    await expect.poll(() => shellCode.size).toBeGreaterThan(0);
    await loginThroughForm(page, suite.url, 'po@demo.test');
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.getByTestId('stage-counts').waitFor();
    await page.close();
  });

  it('the assign page shows skeletons, never "0 brands", until its list answers', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'po@demo.test');
    const eiId = (await apiCall(page, dashboardRoutes.dashboard, {})).poInventories[0]!.eiId;
    const list = await holdRequests(page, '**/api/event/brand/v2');
    await page.goto(`${suite.url}/assignbrandV2/${eiId}?tab=UNASSIGNED`);
    await list.held;
    await page.getByTestId('selected-count-loading').waitFor();
    await page.getByTestId('skeleton-row').first().waitFor();
    expect(await page.getByTestId('selected-count').count()).toBe(0);
    expect(await page.getByText(/^0 brands$/).count()).toBe(0);
    await shot(page, 'first-01-assign-loading');
    list.release();
    await expect
      .poll(() => page.getByTestId('selected-count').textContent())
      .toMatch(/^[1-9][\d,]* brands?$/);
    await page.close();
  });

  it('home fetches the chart code only after the dashboard answered', async () => {
    const page = await suite.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    const dashboard = await holdRequests(page, '**/api/dashboard');
    await login(page, suite.url, 'po@demo.test');
    await dashboard.held;
    await page.getByTestId('stage-counts').waitFor();
    const before = [...scripts];
    dashboard.release();
    await page.getByTestId('chart-pipeline').locator('.recharts-surface').waitFor();
    // the chart code is known by recharts' class names in it
    const chartCode = (urls: string[]) =>
      page.evaluate(
        async (list) =>
          (
            await Promise.all(
              list.map(async (u) => (await (await fetch(u)).text()).includes('recharts-surface')),
            )
          ).some(Boolean),
        urls,
      );
    expect(await chartCode(before)).toBe(false);
    expect(await chartCode(scripts.filter((u) => !before.includes(u)))).toBe(true);
    await page.close();
  });

  it('HR, outside the pipeline, sees empty states on the home cards, not bare axes, and no won-value card', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'hr@demo.test', `${suite.url}/home`);
    await page.getByTestId('chart-pipeline').getByText('No pipeline to show').waitFor();
    await page.getByTestId('home-news').waitFor();
    expect(await page.getByTestId('chart-won').count()).toBe(0);
    expect(await page.locator('.recharts-surface').count()).toBe(0);
    await shot(page, 'first-02-home-hr');
    await page.close();
  });

  it('/globalSearch opens the search over the last page', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'po@demo.test', `${suite.url}/newsfeed`);
    await page.getByRole('heading', { name: /news/i }).first().waitFor();
    await page.goto(`${suite.url}/globalSearch`);
    await page.getByTestId('search-input').waitFor();
    await page.waitForURL(/\/newsfeed$/);
    expect(await page.getByText('Page not found').count()).toBe(0);
    await page.close();
  });

  it('search opens on the tab of the best-ranked result: a person’s name on People', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'po@demo.test');
    await page.getByRole('button', { name: 'Search (/)' }).click();
    await page.getByTestId('search-input').fill('Priya');
    await page.getByTestId('search-input').press('Enter');
    await page.getByTestId('search-user').filter({ hasText: 'Priya Sharma' }).first().waitFor();
    expect(await page.getByTestId('search-tab-USER').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('search-tab-BRAND').textContent()).not.toBe('Brands (0)');
    await shot(page, 'first-03-search-people');
    await page.close();
  });

  it('N opens the sticky note with the caret at the end; Escape, and N outside the text, close it', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'po@demo.test');
    await page.getByRole('button', { name: 'Search (/)' }).waitFor();
    const note = page.getByRole('textbox', { name: 'Note' });
    const dialog = page.getByRole('dialog', { name: 'Sticky note' });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('n');
    await note.waitFor();
    await note.fill('Call Tata about the jersey');
    await dialog.getByText('Saved').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.keyboard.press('n');
    await note.waitFor();
    await expect
      .poll(() =>
        note.evaluate(
          (el: HTMLTextAreaElement) =>
            el === document.activeElement && el.selectionStart === el.value.length,
        ),
      )
      .toBe(true);
    await page.keyboard.type(' front');
    await dialog.getByText('Saved').waitFor();
    await page.getByRole('heading', { level: 2 }).first().click(); // the focus leaves the note
    await page.keyboard.press('n');
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: 'Search (/)' }).waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('n');
    await expect.poll(() => note.inputValue()).toBe('Call Tata about the jersey front');
    await page.close();
  });

  it('a long breadcrumb trail collapses and never runs under the Search button', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 800 } });
    await login(page, suite.url, 'po@demo.test');
    const crumbs = page.locator('[aria-label="Breadcrumb"]');
    const current = crumbs.locator('[aria-current="page"]');
    await expect.poll(() => current.textContent()).toBe('Home'); // the shell has written its history: ours replaces it
    const trail = Array.from({ length: 5 }, (_, i) => ({
      name: `Indian Premier League 2026 Title Sponsorship Stage ${i + 1}`,
      path: `/newsfeed?stage=${i + 1}`,
    }));
    await page.evaluate((t) => localStorage.setItem('navHistory', JSON.stringify(t)), trail);
    await page.goto(`${suite.url}/peopleConnect`);
    await expect.poll(() => current.textContent()).toMatch(/All Employees/);
    await crumbs.getByTestId('crumb-ellipsis').waitFor();
    const search = (await page.getByRole('button', { name: 'Search (/)' }).boundingBox())!;
    const last = (await current.boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(search.x);
    for (const box of await crumbs
      .locator('button')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right)))
      expect(box).toBeLessThanOrEqual(search.x);
    await shot(page, 'first-04-breadcrumb');
    await page.close();
  });

  it('raised no console errors on the way', () => {
    expect(errors).toEqual([]);
  });
});
