import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import {
  brandProfileRoutes,
  pairingRoutes,
  pocRoutes,
  taskRoutes,
  WEBHOOK_MESSAGES,
  webhookRoutes,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';
import { startReceiver } from '../../test/webhookReceiver.js';
import { webhookEvent } from './index.js';
import { reachable } from './send.js';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (check: () => boolean | Promise<boolean>, ms = 20_000) => {
  for (const t0 = Date.now(); !(await check()); await wait(50))
    if (Date.now() - t0 > ms) throw new Error(`not within ${ms} ms`);
};

describe('what a webhook may reach', () => {
  it('public addresses; loopback only where allowed (outside production); never private or link-local ones', () => {
    for (const a of ['8.8.8.8', '2606:4700::1111', '93.184.216.34'])
      expect(reachable(a, false), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '::1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '::ffff:10.0.0.1',
      'fd00::1',
      '0.0.0.0',
      '100.64.0.1',
    ])
      expect(reachable(a, false), a).toBe(false);
    expect(reachable('127.0.0.1', true)).toBe(true);
    expect(reachable('::1', true)).toBe(true);
    expect(reachable('10.0.0.1', true)).toBe(false);
  });
});

/** Webhooks (issue 42 §2) against a real receiver: signatures, retries, the outbox, order, replay, refusals. */
describe.each(testDatabases('both'))('webhooks on %s', (kind) => {
  let t: TestApp;
  const receivers: { close: () => Promise<void> }[] = [];
  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { brands: 60, pairings: 60 },
      {
        webhooks: {
          allowLoopback: true,
          firstRetryMs: 150,
          timeoutMs: 1_000,
          giveUpMs: 60_000,
          sweepMs: 200,
        },
      },
    );
  }, 120_000);
  afterEach(async () => {
    // each test's webhooks go, so the next test's events reach its own receiver alone
    await t.db.execute(sql`update webhooks set removed_at = now() where removed_at is null`);
    for (const r of receivers.splice(0)) await r.close();
  });
  afterAll(() => t?.close());

  const addWebhook = async (url: string, events: string[]) => {
    const res = await t.call('admin@demo.test', webhookRoutes.create, {
      url,
      events: events as never,
    });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const pairing = async () => {
    const { rows } = await t.db.execute<{ ei_id: number; brand_id: number; stage: string }>(sql`
      select ei_id, brand_id, stage from pairings
      where status = 'ASSIGNED' and stage in ('ASSIGNED', 'IN_PROGRESS')
      order by id limit 1`);
    return {
      eiId: Number(rows[0]!.ei_id),
      brandId: Number(rows[0]!.brand_id),
      stage: rows[0]!.stage,
    };
  };

  it('a stage change reaches the receiver signed, through two failures and a slow answer, accepted once; the log shows every attempt', async () => {
    const receiver = await startReceiver((n) => (n < 2 ? 500 : n === 2 ? 'slow' : 200));
    receivers.push(receiver);
    const { id, secret } = await addWebhook(receiver.url, ['pairing.stage_changed']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const p = await pairing();
    const to = p.stage === 'ASSIGNED' ? 'IN_PROGRESS' : 'ASSIGNED';
    const moved = await t.call('po@demo.test', pairingRoutes.updateStage, { ...p, stage: to });
    expect(moved.status).toBe(200);
    await until(() => receiver.received[3]?.answered === 200);
    await wait(500); // no further delivery comes
    // the third (slow) one was given up on after a second: its late answer counts for nothing
    expect(receiver.received).toHaveLength(4);
    expect(receiver.received.map((r) => r.answered).slice(0, 2)).toEqual([500, 500]);
    const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1); // the same message each time: a receiver drops duplicates by it
    const verifier = new Webhook(secret);
    for (const r of receiver.received) {
      const body = verifier.verify(r.body, r.headers as Record<string, string>) as {
        type: string;
        data: Record<string, unknown>;
      };
      expect(body).toMatchObject({
        type: 'pairing.stage_changed',
        version: 1,
        data: { eiId: p.eiId, brandId: p.brandId, from: p.stage, to },
      });
    }
    expect(() =>
      verifier.verify(`${receiver.received[0]!.body} `, receiver.received[0]!.headers as never),
    ).toThrow();
    const log = await t.call('admin@demo.test', webhookRoutes.deliveries, { id });
    expect(log.status).toBe(200);
    const attempts = log.body.data.attempts;
    expect(attempts.map((a) => a.statusCode)).toEqual([200, null, 500, 500]);
    expect(attempts[1]!.answer).toBe('no answer within 1 s');
    expect(attempts.every((a) => a.deliveryStatus === 'delivered')).toBe(true);
    const failedOnly = await t.call('admin@demo.test', webhookRoutes.deliveries, {
      id,
      failed: true,
    });
    expect(failedOnly.body.data.attempts).toHaveLength(3);
    expect((await t.call('po@demo.test', webhookRoutes.deliveries, { id })).status).toBe(403);
    // the attempts were runs of the webhook's pg-boss job, which ended well (a failed send is the delivery's retry, not the job's)
    const { rows: runs } = await t.db.execute<{ state: string }>(sql`
      select distinct state from pgboss.job where name = 'webhook-deliver' and singleton_key = ${String(id)}`);
    expect(runs).toEqual([{ state: 'completed' }]);
  });

  it('a change rolled back sends nothing; 1,000 events in a burst arrive once each, in order per record', async () => {
    const receiver = await startReceiver(() => 200);
    receivers.push(receiver);
    await addWebhook(receiver.url, ['brand.updated']);
    await t.db
      .transaction(async (tx) => {
        await webhookEvent(tx, { type: 'brand.updated', orderKey: 'brand:1', data: { n: -1 } });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    // ten records changed at once, each one's hundred changes one after another (as a pairing's row lock makes them)
    await Promise.all(
      Array.from({ length: 10 }, async (_, key) => {
        for (let i = 0; i < 100; i++)
          await t.db.transaction((tx) =>
            webhookEvent(tx, {
              type: 'brand.updated',
              orderKey: `brand:${key}`,
              data: { n: i * 10 + key, key },
            }),
          );
      }),
    );
    await until(() => receiver.received.length >= 1_000, 60_000);
    await wait(300);
    const got = receiver.received.map((r) => JSON.parse(r.body).data as { n: number; key: number });
    expect(got).toHaveLength(1_000);
    expect(new Set(got.map((g) => g.n)).size).toBe(1_000);
    expect(got.some((g) => g.n === -1)).toBe(false);
    for (let key = 0; key < 10; key++) {
      const ns = got.filter((g) => g.key === key).map((g) => g.n);
      expect(ns).toEqual([...ns].sort((a, b) => a - b));
    }
  }, 120_000);

  it.runIf(kind === 'postgres')(
    '1,000 stage changes in a burst through the API: 1,000 deliveries, none lost, each pairing’s in order',
    async () => {
      const receiver = await startReceiver(() => 200);
      receivers.push(receiver);
      await addWebhook(receiver.url, ['pairing.stage_changed']);
      const { rows } = await t.db.execute<{ ei_id: number; brand_id: number; stage: string }>(sql`
        select ei_id, brand_id, stage from pairings
        where status = 'ASSIGNED' and stage in ('ASSIGNED', 'IN_PROGRESS') order by id limit 10`);
      expect(rows).toHaveLength(10);
      // ten pairings at once, each moved 100 times one after another (to In Progress, back, …)
      await Promise.all(
        rows.map(async (r) => {
          let stage = r.stage;
          for (let i = 0; i < 100; i++) {
            stage = stage === 'ASSIGNED' ? 'IN_PROGRESS' : 'ASSIGNED';
            const res = await t.call('po@demo.test', pairingRoutes.updateStage, {
              eiId: Number(r.ei_id),
              brandId: Number(r.brand_id),
              stage: stage as 'ASSIGNED' | 'IN_PROGRESS',
            });
            expect(res.status).toBe(200);
          }
        }),
      );
      await until(() => receiver.received.length >= 1_000, 60_000);
      await wait(300);
      expect(receiver.received).toHaveLength(1_000);
      expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1_000);
      const events = receiver.received.map(
        (r) =>
          JSON.parse(r.body).data as { eiId: number; brandId: number; from: string; to: string },
      );
      for (const r of rows) {
        const mine = events.filter(
          (e) => e.eiId === Number(r.ei_id) && e.brandId === Number(r.brand_id),
        );
        expect(mine).toHaveLength(100);
        // in order: each change starts where the one before it ended
        mine.forEach((e, i) => expect(e.from).toBe(i === 0 ? r.stage : mine[i - 1]!.to));
      }
    },
    120_000,
  );

  it('a redirect is a failure, a receiver that keeps failing is turned off and the admins told; replay sends the failed ones', async () => {
    let accept = false;
    const receiver = await startReceiver(() => (accept ? 200 : 302));
    receivers.push(receiver);
    const { id } = await addWebhook(receiver.url, ['brand.updated']);
    // the failures began 61 s ago: past the give-up time of this app (60 s)
    await t.db.transaction((tx) =>
      webhookEvent(tx, { type: 'brand.updated', orderKey: 'brand:7', data: { n: 1 } }),
    );
    await until(() => receiver.received.length >= 1);
    await t.db.execute(sql`
      update webhook_deliveries set first_failed_at = now() - interval '61 seconds' where webhook_id = ${id}`);
    await until(async () => {
      const { rows } = await t.db.execute(
        sql`select 1 from webhooks where id = ${id} and not enabled`,
      );
      return rows.length > 0;
    });
    const list = (await t.call('admin@demo.test', webhookRoutes.list, {})).body.data.webhooks;
    expect(list.find((w) => w.id === id)).toMatchObject({
      enabled: false,
      failed: 1,
      disabledReason: WEBHOOK_MESSAGES.turnedOff(receiver.url),
    });
    // turned off and told in one transaction
    const { rows: told } = await t.db.execute(sql`
      select 1 from notifications where type = 'WEBHOOK_DISABLED' and content = ${WEBHOOK_MESSAGES.turnedOff(receiver.url)}`);
    expect(told.length).toBeGreaterThan(0);
    expect(receiver.received.every((r) => r.answered === 302)).toBe(true);

    accept = true;
    expect(
      (await t.call('admin@demo.test', webhookRoutes.update, { id, enabled: true })).status,
    ).toBe(200);
    const replay = await t.call('admin@demo.test', webhookRoutes.replay, {
      id,
      since: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(replay.body.data?.message).toBe(WEBHOOK_MESSAGES.replayed(1));
    await until(() => receiver.received.some((r) => r.answered === 200));
    const test = await t.call('admin@demo.test', webhookRoutes.test, { id });
    expect(test.status).toBe(200);
    await until(() => receiver.received.some((r) => JSON.parse(r.body).type === 'webhook.test'));
    // another webhook's delivery cannot be replayed through this one
    const stranger = await t.call('admin@demo.test', webhookRoutes.replay, {
      id,
      deliveryId: 99_999_999,
    });
    expect(stranger.status).toBe(404);
  });

  it('each kind of change tells the webhooks that take it, with its ids: assign, discard, stage, owners, brand edit, POC, task made and closed', async () => {
    const receiver = await startReceiver(() => 200);
    receivers.push(receiver);
    await addWebhook(receiver.url, [
      'pairing.assigned',
      'pairing.discarded',
      'pairing.stage_changed',
      'brand.updated',
      'brand.owners_changed',
      'poc.created',
      'task.created',
      'task.closed',
    ]);
    const { rows } = await t.db.execute<{ ei_id: number; brand_id: number }>(sql`
      select ei.id as ei_id, b.id as brand_id from event_inventories ei cross join brands b
      where not exists (select 1 from pairings a where a.ei_id = ei.id and a.brand_id = b.id)
      order by ei.id, b.id limit 1`);
    const eiId = Number(rows[0]!.ei_id);
    const brandId = Number(rows[0]!.brand_id);
    const PO = 'po@demo.test';
    const ok = (res: { status: number; body: unknown }) =>
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    ok(
      await t.call(PO, pairingRoutes.assign, {
        eiIds: [eiId],
        action: 'ASSIGN',
        brandId: [brandId],
      }),
    );
    ok(await t.call(PO, pairingRoutes.updateStage, { eiId, brandId, stage: 'IN_PROGRESS' }));
    ok(
      await t.call(PO, pairingRoutes.assign, {
        eiIds: [eiId],
        action: 'DISCARD',
        brandId: [brandId],
        selectionType: 'ASSIGNED',
      }),
    );
    ok(
      await t.call(PO, brandProfileRoutes.edit, {
        brandId,
        brandDescription: 'Told to the webhooks',
      }),
    );
    const owner = await userId(t.db, 'bo@demo.test');
    const owned = await t.db.execute(
      sql`select 1 from brand_owners where brand_id = ${brandId} and user_id = ${owner}`,
    );
    ok(
      await t.call('admin@demo.test', brandProfileRoutes.updateOwners, {
        brandId,
        add: owned.rows.length ? [] : [owner],
        remove: owned.rows.length ? [owner] : [],
      }),
    );
    ok(await t.call(PO, pocRoutes.create, { brandId, name: 'Hook Contact' }));
    const task = await t.call('bo@demo.test', taskRoutes.create, {
      name: 'Hooked task',
      description: 'For the webhook',
      relatedUsers: [{ id: await userId(t.db, 'fi@demo.test') }],
      selectBOsAutomatically: false,
    });
    ok(task);
    ok(
      await t.call('bo@demo.test', taskRoutes.status, {
        taskId: task.body.data.id,
        status: 'COMPLETE',
      }),
    );
    const types = [
      'pairing.assigned',
      'pairing.stage_changed',
      'pairing.discarded',
      'brand.updated',
      'brand.owners_changed',
      'poc.created',
      'task.created',
      'task.closed',
    ];
    await until(() =>
      types.every((type) => receiver.received.some((r) => JSON.parse(r.body).type === type)),
    );
    const of = (type: string) =>
      receiver.received.map((r) => JSON.parse(r.body)).find((b) => b.type === type).data;
    expect(of('pairing.assigned')).toMatchObject({ eiId, brandId });
    expect(of('pairing.stage_changed')).toMatchObject({ eiId, brandId, to: 'IN_PROGRESS' });
    expect(of('pairing.discarded')).toMatchObject({ eiId, brandId });
    expect(of('brand.updated')).toMatchObject({ brandId });
    expect(of('brand.owners_changed')).toMatchObject({ brandId });
    expect(of('poc.created')).toMatchObject({ brandId, name: 'Hook Contact' });
    expect(of('task.created')).toMatchObject({ taskId: task.body.data.id, name: 'Hooked task' });
    expect(of('task.closed')).toMatchObject({ taskId: task.body.data.id });
    // one pairing's events in the order they happened
    const pairingTypes = receiver.received
      .map((r) => JSON.parse(r.body).type as string)
      .filter((type) => type.startsWith('pairing.'));
    expect(pairingTypes).toEqual([
      'pairing.assigned',
      'pairing.stage_changed',
      'pairing.discarded',
    ]);
  });

  it('a receiver that has not answered yet holds up no other delivery', async () => {
    let fastArrived: () => void = () => undefined;
    const fastCame = new Promise<void>((resolve) => (fastArrived = resolve));
    // the slow receiver answers only once the other webhook's delivery has arrived
    const slowServer = createServer((req, res) => {
      req.resume();
      void fastCame.then(() => res.end('late but fine'));
    });
    await new Promise<void>((resolve) => slowServer.listen(0, '127.0.0.1', resolve));
    const fast = await startReceiver(() => 200);
    receivers.push(fast, { close: () => new Promise((r) => slowServer.close(() => r())) });
    const slowUrl = `http://127.0.0.1:${(slowServer.address() as { port: number }).port}/slow`;
    const { id: slowId } = await addWebhook(slowUrl, ['brand.created']);
    await addWebhook(fast.url, ['task.closed']);
    await t.db.transaction((tx) =>
      webhookEvent(tx, { type: 'brand.created', orderKey: 'brand:1', data: { n: 1 } }),
    );
    await until(async () => {
      const { rows } = await t.db.execute(
        sql`select 1 from webhook_deliveries where webhook_id = ${slowId} and taken_until is not null`,
      );
      return rows.length > 0;
    });
    await t.db.transaction((tx) =>
      webhookEvent(tx, { type: 'task.closed', orderKey: 'task:1', data: { n: 2 } }),
    );
    await until(() => fast.received.length === 1);
    fastArrived();
    await until(async () => {
      const log = await t.call('admin@demo.test', webhookRoutes.deliveries, { id: slowId });
      return log.body.data.attempts.length === 1;
    });
    const log = await t.call('admin@demo.test', webhookRoutes.deliveries, { id: slowId });
    // the slow one was answered within its time: the other delivery did not wait for it
    expect(log.body.data.attempts[0]).toMatchObject({ ok: true, answer: 'late but fine' });
  });

  it('refuses addresses it may not reach, bad input and other roles, and changes nothing', async () => {
    const count = async () =>
      Number(
        (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from webhooks`)).rows[0]!
          .n,
      );
    const before = await count();
    for (const url of [
      'ftp://example.com/hook',
      'http://example.com/hook',
      'https://10.1.2.3/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://192.168.0.10/hook',
    ]) {
      const res = await t.call('admin@demo.test', webhookRoutes.create, {
        url,
        events: ['brand.created'],
      });
      expect(res.status, url).toBe(400);
    }
    for (const body of [
      { url: 'https://example.com/h', events: [] },
      { url: 'https://example.com/h', events: ['brand.nope'] },
      { url: 'not a url', events: ['brand.created'] },
      { url: 'https://example.com/h\u0000', events: ['brand.created'] },
    ])
      expect((await t.raw('admin@demo.test', 'POST', '/api/admin/webhooks', body)).status).toBe(
        400,
      );
    const bo = await t.call('bo@demo.test', webhookRoutes.create, {
      url: 'https://example.com/hook',
      events: ['brand.created'],
    });
    expect(bo.status).toBe(403);
    expect(await count()).toBe(before);
    expect((await t.raw('admin@demo.test', 'PATCH', '/api/admin/webhooks/abc', {})).status).toBe(
      400,
    );
    expect((await t.call('admin@demo.test', webhookRoutes.test, { id: 99_999_999 })).status).toBe(
      404,
    );
  });

  it('three adds of one address at once make one webhook, the others 409; an edit or a restore onto a taken address is 409 too', async () => {
    const url = 'http://127.0.0.1:9/one-address';
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        t.call('admin@demo.test', webhookRoutes.create, { url, events: ['brand.created'] }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body).toMatchObject({
      error: 'ALREADY_EXISTS',
      message: WEBHOOK_MESSAGES.urlTaken,
    });
    const first = answers.find((a) => a.status === 200)!.body.data.id;
    const other = await addWebhook('http://127.0.0.1:9/another-address', ['brand.created']);
    const edit = await t.call('admin@demo.test', webhookRoutes.update, { id: other.id, url });
    expect(edit.status).toBe(409);
    expect((await t.call('admin@demo.test', webhookRoutes.remove, { id: first })).status).toBe(200);
    expect(
      (await t.call('admin@demo.test', webhookRoutes.update, { id: other.id, url })).status,
    ).toBe(200);
    const restore = await t.call('admin@demo.test', webhookRoutes.restore, { id: first });
    expect(restore.status).toBe(409);
    const { rows } = await t.db.execute<{ id: number }>(sql`
      select id from webhooks where url = ${url} and removed_at is null`);
    expect(rows.map((r) => Number(r.id))).toEqual([other.id]);
  });
});
