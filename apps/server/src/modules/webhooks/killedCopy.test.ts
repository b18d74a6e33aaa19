import { afterAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { pairingRoutes, userRoutes, webhookRoutes } from '@crm/contracts';
import { freshDatabase } from '../../test/harness.js';
import { startServerProcess, type ServerProcess } from '../../test/serverProcess.js';
import { templateKey } from '../../test/templates.js';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Issue 42 §4: the server copy delivering a webhook is SIGKILLed while the receiver has not answered yet
 * (after the change's commit, before its delivery is done); a new copy on the same PostgreSQL database
 * delivers it, once its hold (the receiver's 10 s and 5 s more) has passed: one accepted delivery, with the
 * same webhook-id as the attempt that died.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)('a webhook when its server copy is killed', () => {
  let server: ServerProcess | undefined;
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  const hanging: ServerResponse[] = [];
  const received: { id: string; answered: boolean }[] = [];
  const receiver = createServer((req: IncomingMessage, res) => {
    req.resume();
    req.on('end', () => {
      const first = received.length === 0;
      received.push({ id: String(req.headers['webhook-id']), answered: !first });
      if (first)
        hanging.push(res); // the first attempt never gets its answer
      else res.end('ok');
    });
  });
  afterAll(async () => {
    await server?.stop();
    for (const res of hanging) res.destroy();
    receiver.close();
    await database?.close();
  });

  it('a new copy delivers the event the killed one was sending, once', async () => {
    database = await freshDatabase('postgres', templateKey({ brands: 150, pairings: 300 }));
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hook = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;
    const env = {
      DATABASE_URL: database.url!,
      JWT_SECRET: 'killed-copy-test-secret-of-32-characters',
    };
    server = await startServerProcess(env);
    const call = async (token: string | null, path: string, method: string, body?: object) => {
      const res = await fetch(`${server!.base}/api${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body && JSON.stringify(body),
      });
      expect(res.status, path).toBe(200);
      return ((await res.json()) as { data: Record<string, unknown> }).data;
    };
    const tokenOf = async (email: string) =>
      (await call(null, userRoutes.signIn.path, 'POST', { email, password: 'demo1234' }))
        .token as string;
    const admin = await tokenOf('admin@demo.test');
    await call(admin, webhookRoutes.create.path, 'POST', {
      url: hook,
      events: ['pairing.stage_changed'],
    });
    const { rows } = await database.db.execute<{ ei_id: number; brand_id: number; stage: string }>(
      sql`select ei_id, brand_id, stage from pairings
        where status = 'ASSIGNED' and stage in ('ASSIGNED', 'IN_PROGRESS') order by id limit 1`,
    );
    const p = rows[0]!;
    await call(await tokenOf('po@demo.test'), pairingRoutes.updateStage.path, 'POST', {
      eiId: Number(p.ei_id),
      brandId: Number(p.brand_id),
      stage: p.stage === 'ASSIGNED' ? 'IN_PROGRESS' : 'ASSIGNED',
    });
    for (const t0 = Date.now(); received.length === 0; await wait(50))
      if (Date.now() - t0 > 20_000) throw new Error('the first attempt never came');
    server.child.kill('SIGKILL');
    await new Promise((r) => server!.child.once('exit', r));
    const status = async () =>
      (await database!.db.execute<{ status: string }>(sql`select status from webhook_deliveries`))
        .rows;
    expect(await status()).toEqual([{ status: 'pending' }]);

    server = await startServerProcess(env);
    for (const t0 = Date.now(); !received.some((r) => r.answered); await wait(200))
      if (Date.now() - t0 > 40_000) throw new Error('the new copy never delivered it');
    await wait(1_500);
    expect(received).toHaveLength(2);
    expect(received[1]!.id).toBe(received[0]!.id);
    expect(await status()).toEqual([{ status: 'delivered' }]);
  }, 120_000);
});
