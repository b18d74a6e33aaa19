import { describe, expect, it } from 'vitest';
import { NEWS_MESSAGES } from '@crm/contracts';
import { browserSuite, login, shot } from './support.js';

/** An admin writes news, a BO appreciates it, the admin hides it and undoes; /home shows the charts and the latest news. */
describe('news feed and home dashboard in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;
  const title = `Quarterly kick-off ${Date.now()}`;

  it('an admin adds news; a BO appreciates it (kept after a reload); the admin hides it and undoes', async () => {
    const admin = await suite.newPage();
    await login(admin, suite.url, 'admin@demo.test', `${suite.url}/newsfeed`);
    await admin.getByTestId('news-manage').click();
    await admin.getByTestId('news-add').click();
    const form = admin.getByTestId('news-form');
    await form.getByTestId('news-form-save').click();
    await form.getByText('Title is required').waitFor();
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Body').fill('Targets for the festive season are out.');
    await shot(admin, 'news-01-add');
    await form.getByTestId('news-form-save').click();
    await admin.getByText(NEWS_MESSAGES.added).waitFor();
    await admin.getByTestId('admin-news-row').filter({ hasText: title }).waitFor();

    const bo = await suite.newPage();
    await login(bo, suite.url, 'bo@demo.test', `${suite.url}/newsfeed`);
    const card = bo.getByTestId('news-card').filter({ hasText: title });
    await card.waitFor();
    await card.getByTestId('news-appreciate').click();
    await expect.poll(() => card.getByTestId('news-appreciations').textContent()).toBe('1');
    await bo.reload();
    await expect.poll(() => card.getByTestId('news-appreciations').textContent()).toBe('1');
    expect(await card.getByTestId('news-appreciate').getAttribute('aria-pressed')).toBe('true');
    await card.getByTestId('news-appreciations').click();
    await bo.getByTestId('news-appreciators').getByText('Aarav Mehta').waitFor();
    await shot(bo, 'news-02-feed-appreciators');
    await bo.keyboard.press('Escape');

    const row = admin.getByTestId('admin-news-row').filter({ hasText: title });
    await row.getByTestId('admin-news-menu').click();
    await admin.getByRole('menuitem', { name: 'Hide from the feed' }).click();
    await admin.getByTestId('undo-hide-news').waitFor();
    await expect.poll(() => row.textContent()).toContain('Hidden');
    await bo.reload();
    await bo.getByTestId('news-feed').waitFor();
    expect(await card.count()).toBe(0);
    await admin.getByTestId('undo-hide-news').click();
    await admin.getByText(NEWS_MESSAGES.shown).waitFor();
    await bo.reload();
    await card.waitFor();
  });

  it('/home shows the pipeline and won-value charts and the latest news', async () => {
    const po = await suite.newPage();
    await login(po, suite.url, 'po@demo.test', `${suite.url}/home`);
    await po.getByTestId('chart-pipeline').locator('.recharts-bar-rectangle').first().waitFor();
    await po.getByTestId('chart-won').locator('.recharts-surface').waitFor();
    expect(await po.getByTestId('won-this-quarter').textContent()).toMatch(/^₹[\d,]+ Cr$/);
    await po.getByTestId('home-news').getByTestId('news-card').first().waitFor();
    await shot(po, 'news-03-home');
  });

  it('raised no console errors on the way', () => {
    expect(errors.filter((e) => !/403|Forbidden/i.test(e))).toEqual([]);
  });
});
