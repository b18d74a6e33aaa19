/**
 * Webhooks and API tokens bench (issue 42 §4, `npm run bench -- --only webhooks`): the real server in its own
 * process with a webhook to a receiver on this machine; a project owner's stage updates at `rate` a second
 * (50) for `seconds` (20): p50/p95/p99 from sending an update to the receiver's 200 (the target: p99 ≤ 1 s;
 * the commit is a little later than the send, so this is an upper bound), and how many arrived. Then the
 * API's cost with an API token against a browser session: `runs` calls of the brand list each, alternating.
 * Database: PGlite under .data/bench-hooks, or `<name>_bench_hooks` beside DATABASE_URL's (benchDatabase).
 * Measures only; asserts nothing.
 */
import { createServer } from 'node:http';
import { sql } from 'drizzle-orm';
import { apiTokenRoutes, pairingRoutes, userRoutes, webhookRoutes } from '@crm/contracts';
import { call } from './benchMail.js';
import { benchDatabase } from './benchRealtime.js';
import { startServerProcess, stats, type Stat } from './benchServer.js';

/** What the webhooks bench measured. */
export type WebhooksBench = {
  database: string;
  changes: number;
  delivered: number;
  commitToReceiver: Stat;
  withSession: Stat;
  withToken: Stat;
};

/** A receiver that answers 200 and notes when each pairing's change (by `eiId:brandId:to`) arrived. */
async function startReceiver() {
  const arrived = new Map<string, number>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      const { data } = JSON.parse(body) as { data: { eiId: number; brandId: number; to: string } };
      arrived.set(`${data.eiId}:${data.brandId}:${data.to}`, performance.now());
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}/bench`, arrived, close: () => server.close() };
}

/** `runs` brand list calls with each bearer in turn: ms each, by bearer. */
async function compareBearers(base: string, bearers: Record<string, string>, runs: number) {
  const times: Record<string, number[]> = Object.fromEntries(
    Object.keys(bearers).map((k) => [k, []]),
  );
  for (let i = 0; i < runs + 20; i++)
    for (const [name, token] of Object.entries(bearers)) {
      const t0 = performance.now();
      await call(base, token, { method: 'GET', path: '/brand?count=20' });
      if (i >= 20) times[name]!.push(performance.now() - t0);
    }
  return times;
}

/**
 * Sends `changes` stage updates of `rows`' pairings as `token` at `rate` a second (each pairing moved off its
 * stage, then back once all were moved, and so on); answers, for each that reached the receiver, the ms from
 * its sending.
 */
async function timeUpdates(
  base: string,
  token: string,
  w: {
    rows: { ei_id: number; brand_id: number; stage: string }[];
    rate: number;
    changes: number;
    arrived: Map<string, number>;
  },
) {
  const sent = new Map<string, number>();
  const updates: Promise<unknown>[] = [];
  const started = performance.now();
  for (let n = 0; n < w.changes; n++) {
    const p = w.rows[n % w.rows.length]!;
    const first = p.stage === 'ASSIGNED' ? 'IN_PROGRESS' : 'ASSIGNED';
    const to = Math.floor(n / w.rows.length) % 2 === 0 ? first : p.stage;
    const due = started + (n * 1000) / w.rate;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    sent.set(`${p.ei_id}:${p.brand_id}:${to}`, performance.now());
    updates.push(
      call(base, token, {
        method: 'POST',
        path: pairingRoutes.updateStage.path,
        body: {
          eiId: Number(p.ei_id),
          brandId: Number(p.brand_id),
          stage: to,
        },
      }),
    );
  }
  await Promise.allSettled(updates);
  await new Promise((r) => setTimeout(r, 5_000));
  return [...sent].flatMap(([key, at]) => {
    const got = w.arrived.get(key);
    return got === undefined ? [] : [got - at];
  });
}

/** Runs the webhooks bench (see the file's comment). */
export async function runWebhooksBench(
  rate = 50,
  seconds = 20,
  runs = 300,
): Promise<WebhooksBench> {
  const target = await benchDatabase('hooks');
  const { rows } = await target.database.db.execute<{
    ei_id: number;
    brand_id: number;
    stage: string;
  }>(sql`
    select ei_id, brand_id, stage from pairings where status = 'ASSIGNED' and stage in ('ASSIGNED', 'IN_PROGRESS')
    order by id limit 1000`);
  await target.database.db.execute(
    sql`update webhooks set removed_at = now() where removed_at is null`,
  );
  await target.database.close();
  const receiver = await startReceiver();
  const server = await startServerProcess({
    ...target.env,
    JWT_SECRET: 'bench-hooks-secret-of-at-least-32-chars',
  });
  try {
    const tokenOf = async (email: string) =>
      (
        await call<{ token: string }>(server.base, null, {
          method: 'POST',
          path: userRoutes.signIn.path,
          body: {
            email,
            password: 'demo1234',
          },
        })
      ).token;
    const admin = await tokenOf('admin@demo.test');
    const po = await tokenOf('po@demo.test');
    await call(server.base, admin, {
      method: 'POST',
      path: webhookRoutes.create.path,
      body: {
        url: receiver.url,
        events: ['pairing.stage_changed'],
      },
    });
    const changes = rate * seconds;
    const latencies = await timeUpdates(server.base, po, {
      rows,
      rate,
      changes,
      arrived: receiver.arrived,
    });
    const api = await call<{ token: string }>(server.base, po, {
      method: 'POST',
      path: apiTokenRoutes.create.path,
      body: {
        name: 'Bench',
        scope: 'read',
        expiresInDays: 30,
      },
    });
    const bearers = await compareBearers(server.base, { session: po, token: api.token }, runs);
    return {
      database: target.env.DATABASE_URL ? 'postgres' : 'pglite',
      changes,
      delivered: latencies.length,
      commitToReceiver: stats(latencies),
      withSession: stats(bearers.session!),
      withToken: stats(bearers.token!),
    };
  } finally {
    await server.stop();
    receiver.close();
  }
}

/** The webhooks bench's lines. */
export function printWebhooks(w: WebhooksBench): void {
  const c = w.commitToReceiver;
  console.log(
    `webhooks: ${w.changes} stage updates at 50/s on ${w.database}, ${w.delivered} delivered; update sent → receiver's 200 p50 ${c.p50} ms, p95 ${c.p95} ms, p99 ${c.p99} ms`,
  );
  console.log(
    `API tokens: brand list with a session p50 ${w.withSession.p50} ms, p95 ${w.withSession.p95} ms, p99 ${w.withSession.p99} ms; with an API token p50 ${w.withToken.p50} ms, p95 ${w.withToken.p95} ms, p99 ${w.withToken.p99} ms`,
  );
}
