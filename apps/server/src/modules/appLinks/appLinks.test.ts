import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appLinksRoutes, DEFAULT_APP_LINKS } from '@crm/contracts';
import { serverCopy, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';

const CONFIGURED = {
  iosStoreUrl: 'https://apps.apple.com/in/app/sponsordesk/id123',
  androidStoreUrl: 'https://play.google.com/store/apps/details?id=com.sponsordesk',
  supportEmail: 'help@sponsordesk.in',
};

describe.each(testDatabases())('GET /api/app/links on %s', (kind) => {
  let t: TestApp;
  let configured: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 20, pairings: 20 });
    configured = await serverCopy(t, { appLinks: CONFIGURED });
  });
  afterAll(async () => {
    await configured?.close();
    await t?.close();
  });

  it('answers the defaults to anyone, signed in or not, when nothing is configured', async () => {
    expect(await t.call(null, appLinksRoutes.links, {})).toEqual({
      status: 200,
      body: { data: DEFAULT_APP_LINKS },
    });
    expect((await t.call('hr@demo.test', appLinksRoutes.links, {})).body).toEqual({
      data: DEFAULT_APP_LINKS,
    });
  });

  it('answers the configured store pages and support mailbox', async () => {
    const res = await configured.inject({ method: 'GET', url: '/api/app/links' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: CONFIGURED });
  });
});
