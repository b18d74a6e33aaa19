import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES } from '@crm/contracts';
import { browserSuite, login, shot } from './support.js';

/** Feedback from the side tab, and the admins' list. */
describe('feedback in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;

  it('a BO sends text feedback (no microphone here: the spec’s message), an admin reads it with the screen it came from', async () => {
    const bo = await suite.newPage();
    await login(bo, suite.url, 'bo@demo.test', `${suite.url}/brands`);
    await bo.getByTestId('feedback-tab').click();
    const drawer = bo.getByTestId('feedback-drawer');
    await drawer.getByTestId('feedback-text').waitFor();
    expect(await bo.getByTestId('feedback-send').isDisabled()).toBe(true);
    // this browser has no microphone: recording says so and leaves the form usable
    await bo.getByTestId('feedback-record').click();
    await expect
      .poll(() => bo.getByTestId('feedback-mic-error').textContent())
      .toBe(FEEDBACK_MESSAGES.microphone);
    const note = `The brand filter chips are great ${Date.now()}`;
    await bo.getByTestId('feedback-text').fill(note);
    await shot(bo, 'feedback-01-compose');
    await bo.getByTestId('feedback-send').click();
    await bo.getByTestId('feedback-sent').getByText(FEEDBACK_MESSAGES.panelSent).waitFor();
    await bo.getByTestId('feedback-close').click();

    const admin = await suite.newPage();
    await login(admin, suite.url, 'admin@demo.test', `${suite.url}/feedback`);
    const row = admin.getByTestId('feedback-row').filter({ hasText: note });
    await row.waitFor();
    expect(await row.textContent()).toContain('/brands');
    await shot(admin, 'feedback-02-admin-list');
  });

  it('raised no console errors on the way', () => {
    expect(errors.filter((e) => !/403|Forbidden/i.test(e))).toEqual([]);
  });
});
