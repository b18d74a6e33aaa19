import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import {
  brandProfileRoutes,
  CALL_LOCK_MESSAGE,
  COLLAB_MESSAGES,
  collaborationRoutes,
  notificationRoutes,
  pairingRoutes,
  userRoutes,
  type Notification,
  type NotificationEvent,
  type PresenceBatch,
} from '@crm/contracts';
import { serverCopy, startTestApp, testDatabases, userId, type TestApp } from '../test/harness.js';
import { closedWithin, linked, next, probeOrCut, socketOf } from '../test/sockets.js';

describe.each(testDatabases('both'))('realtime, notifications and collaboration on %s', (kind) => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  const tokenOf = async (email: string) => (await t.auth(email)).slice(7);
  const open = async (email: string, ns?: string) => {
    const s = await socketOf(url, await tokenOf(email), ns);
    sockets.push(s);
    return s;
  };
  let boId: number;
  let eiId: number;

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 150, pairings: 300 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    boId = await userId(t.db, 'bo@demo.test');
    const { rows } = await t.db.execute<{ ei_id: number }>(
      sql`select o.ei_id from event_inventory_owners o join users u on u.id = o.user_id where u.email = 'po@demo.test' order by o.ei_id limit 1`,
    );
    eiId = rows[0].ei_id;
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t?.close();
  });

  it('refuses a handshake without a token, with a bad one and with a revoked one, with a clear connect error', async () => {
    for (const token of ['', 'abc.def.ghi']) {
      const err = await socketOf(url, token).then(
        () => null,
        (e: Error & { data?: { error: string; message: string } }) => e,
      );
      expect(err?.data?.error).toBe('UNAUTHORIZED');
      expect(err?.message).toMatch(/token|Session expired/);
    }
    const login = await t.call(null, userRoutes.signIn, {
      email: 'vh@demo.test',
      password: 'demo1234',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${login.body.data.token}` },
    });
    await expect(socketOf(url, login.body.data.token)).rejects.toMatchObject({
      data: { error: 'UNAUTHORIZED' },
    });
    // the spec's client sends the token in the query string
    const q = connect(`${url}/chat`, {
      query: { token: await tokenOf('po@demo.test') },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      q.once('connect', () => resolve());
      q.once('connect_error', reject);
    });
    q.disconnect();
  });

  it('logout closes that token’s open sockets at once, on every namespace; the user’s other session stays connected', async () => {
    const login = async () =>
      (
        await t.call(null, userRoutes.signIn, {
          email: 'svc@demo.test',
          password: 'demo1234',
        })
      ).body.data.token as string;
    const [first, second] = [await login(), await login()];
    const cut = [
      await socketOf(url, first, '/chat'),
      await socketOf(url, first, '/notifications'),
      await socketOf(url, first, '/task'),
    ];
    const kept = await socketOf(url, second, '/notifications');
    sockets.push(...cut, kept);
    const closed = cut.map((s) => closedWithin(s));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/logout',
          headers: { authorization: `Bearer ${first}` },
        })
      ).statusCode,
    ).toBe(200);
    expect(await Promise.all(closed)).toEqual(['disconnected', 'disconnected', 'disconnected']);
    const svc = await userId(t.db, 'svc@demo.test');
    const after = probeOrCut(kept, next<{ ok: boolean }>(kept, 'after-logout'));
    t.app.realtime.toUser('/notifications', svc, 'after-logout', { ok: true });
    expect(await after).toEqual({ ok: true });
  });

  it('refuses a browser origin other than its own', async () => {
    const s = connect(`${url}/notifications`, {
      auth: { token: await tokenOf('po@demo.test') },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { origin: 'https://evil.example' },
    });
    const connected = new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
    await expect(connected).rejects.toBeTruthy();
    s.disconnect();
  });

  it('a PO assigning a BO’s brand reaches every tab of the BO live, and the list and unread count agree', async () => {
    const [tab1, tab2] = [await open('bo@demo.test'), await open('bo@demo.test')];
    const { rows } = await t.db.execute<{
      id: number;
      name: string;
    }>(sql`select b.id, b.name from brands b join brand_owners bo on bo.brand_id = b.id and bo.user_id = ${boId}
      where not b.is_offloaded and not exists (select 1 from pairings a where a.ei_id = ${eiId} and a.brand_id = b.id)
      and (b.industry_id is null or not exists (select 1 from ei_blocked_industries x where x.ei_id = ${eiId} and x.industry_id = b.industry_id)) order by b.id limit 1`);
    const brand = rows[0];
    const got = Promise.all(
      [tab1, tab2].map((s) =>
        next<Notification>(
          s,
          'notification',
          (n) => n.type === 'BRAND_ASSIGNED' && n.brands[0]?.brandId === brand.id,
        ),
      ),
    );
    const res = await t.call('po@demo.test', pairingRoutes.assign, {
      eiIds: [eiId],
      action: 'ASSIGN',
      brandId: [brand.id],
    });
    expect(res.status).toBe(200);
    const [n] = await got;
    expect(n.content).toContain(`**${brand.name.replace(/\*/g, '')}**`);
    expect(n).toMatchObject({ class: 'INFO', isRead: false, eventInventories: [{ eiId }] });
    const list = await t.call('bo@demo.test', notificationRoutes.list, {});
    expect(list.body.data.notifications[0].id).toBe(n.id);
    expect((n as NotificationEvent).unreadCount).toBe(list.body.data.unreadCount);
    // the acting PO is not told about their own assignment
    expect(
      (await t.call('po@demo.test', notificationRoutes.list, {})).body.data.notifications.some(
        (x: Notification) => x.id === n.id,
      ),
    ).toBe(false);
    // marking read over the socket answers the count and tells the other tab
    const other = next<{ unreadCount: number }>(tab2, 'notification-count');
    const ack = await tab1.emitWithAck('mark-read', { notificationIds: [n.id] });
    expect(ack.data.unreadCount).toBe(list.body.data.unreadCount - 1);
    expect((await other).unreadCount).toBe(ack.data.unreadCount);
    const all = await t.call('bo@demo.test', notificationRoutes.markRead, { markAll: true });
    expect(all.body.data.unreadCount).toBe(0);
  });

  it('a user whose socket was down misses nothing: the notification is a row, found on reconnect', async () => {
    const s = await open('bo@demo.test');
    s.disconnect();
    const { rows } = await t.db.execute<{ brand_id: number }>(
      sql`select brand_id from brand_owners where user_id = ${boId} order by brand_id desc limit 1`,
    );
    await t.db.execute(
      sql`update brands set info_update_notification_enabled = true where id = ${rows[0].brand_id}`,
    );
    expect(
      (
        await t.call('to@demo.test', brandProfileRoutes.notifyOwner, {
          brandId: rows[0].brand_id,
        })
      ).status,
    ).toBe(200);
    const again = await open('bo@demo.test');
    expect(again.connected).toBe(true);
    const list = (await t.call('bo@demo.test', notificationRoutes.list, {})).body.data
      .notifications as Notification[];
    expect(
      list.some(
        (n) =>
          n.type === 'BRAND_INFO_UPDATE' && n.brands[0].brandId === rows[0].brand_id && !n.isRead,
      ),
    ).toBe(true);
  });

  it('socket events with bad payloads get an error ack; a flood is rate-limited; the server lives on', async () => {
    const s = await open('to@demo.test');
    for (const bad of [
      undefined,
      'x',
      { notificationIds: ['a'] },
      { notificationIds: [] },
      { markAll: 'yes' },
    ]) {
      const ack = await s.emitWithAck('mark-read', bad);
      expect(ack.error, JSON.stringify(bad)).toBe('BAD_REQUEST');
      expect(typeof ack.message).toBe('string');
    }
    expect(await s.emitWithAck('mark-read', { notificationIds: ['\u0000'] })).toMatchObject({
      error: 'INVALID_TEXT',
      field: 'notificationIds.0',
    });
    const acks = await Promise.all(
      Array.from({ length: 120 }, () =>
        s
          .timeout(5_000)
          .emitWithAck('mark-read', { markAll: true })
          .catch(() => ({ error: 'TIMEOUT' })),
      ),
    );
    expect(acks.filter((a) => a.error === 'TOO_MANY_REQUESTS').length).toBeGreaterThan(0);
    expect(acks.filter((a) => a.data).length).toBeGreaterThan(0);
    expect((await t.call('to@demo.test', notificationRoutes.list, {})).status).toBe(200);
  });

  it('collaboration: invite, accept (the collaborator may then work the pairing), act twice, revoke, someone else’s', async () => {
    const { rows } = await t.db.execute<{
      brand_id: number;
    }>(sql`select a.brand_id from pairings a join brand_owners bo on bo.brand_id = a.brand_id and bo.user_id = ${boId}
      where a.status = 'ASSIGNED' and not exists (select 1 from brand_owners x where x.brand_id = a.brand_id and x.user_id <> ${boId}) order by a.id limit 1`);
    const brandId = rows[0].brand_id;
    const { rows: pair } = await t.db.execute<{ ei_id: number; stage: string }>(
      sql`select ei_id, stage from pairings where brand_id = ${brandId} and status = 'ASSIGNED' order by id limit 1`,
    );
    const ei = pair[0].ei_id;
    const [target, targetLabel] =
      pair[0].stage === 'IN_PROGRESS'
        ? (['WON', 'Won'] as const)
        : (['IN_PROGRESS', 'In Progress'] as const);
    const { rows: others } = await t.db.execute<{
      id: number;
      email: string;
    }>(sql`select id, email from users where 'BO' = any(roles) and id <> ${boId} and status = 'ACTIVE'
      and id not in (select user_id from brand_owners where brand_id = ${brandId}) and email not like 'bo@%' order by id limit 2`);
    const [invitee, third] = others;
    const inviteeSocket = await open(invitee.email);
    const boSocket = await open('bo@demo.test');
    // before accepting, the invitee may not work the pairing
    expect(
      (
        await t.call(invitee.email, pairingRoutes.updateStage, {
          eiId: ei,
          brandId,
          stage: 'IN_PROGRESS',
        })
      ).status,
    ).toBe(403);
    const invited = next<Notification>(
      inviteeSocket,
      'notification',
      (n) => n.type === 'COLLAB_INVITE',
    );
    const res = await t.call('bo@demo.test', collaborationRoutes.changeCollaborators, {
      eiId: ei,
      brandId,
      add: [invitee.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(COLLAB_MESSAGES.invitedOne);
    const n = await invited;
    expect(n).toMatchObject({
      class: 'ACTION',
      actionTaken: false,
      users: [
        { userType: 'INVITER', userId: boId },
        { userType: 'INVITEE', actionEnabled: true },
      ],
    });
    const invitationId = n.additionalData!.invitationId!;
    expect(
      (
        await t.call('bo@demo.test', collaborationRoutes.changeCollaborators, {
          eiId: ei,
          brandId,
          add: [invitee.id],
        })
      ).status,
    ).toBe(409);
    // someone else cannot answer it
    expect(
      (
        await t.call(third.email, collaborationRoutes.invitationAction, {
          invitationIds: [invitationId],
          action: 'APPROVE',
        })
      ).status,
    ).toBe(404);
    const told = next<Notification>(boSocket, 'notification', (x) => x.type === 'COLLAB_ACCEPTED');
    const settled = next<Notification>(inviteeSocket, 'notification', (x) => x.id === n.id);
    const accept = await t.call(invitee.email, collaborationRoutes.invitationAction, {
      invitationIds: [invitationId],
      action: 'APPROVE',
    });
    expect(accept.body.data.message).toBe(COLLAB_MESSAGES.accepted);
    expect((await told).content).toContain('accepted');
    expect(await settled).toMatchObject({
      actionTaken: true,
      actionTakenType: 'APPROVE',
      users: [{}, { actionEnabled: false }],
    });
    const twice = await t.call(invitee.email, collaborationRoutes.invitationAction, {
      invitationIds: [invitationId],
      action: 'REJECT',
    });
    expect(twice.status).toBe(409);
    // the collaborator now works the pairing: stage and call notes, and the owner hears of the stage change
    const moved = next<Notification>(boSocket, 'notification', (x) => x.type === 'STAGE_CHANGED');
    expect(
      (
        await t.call(invitee.email, pairingRoutes.updateStage, {
          eiId: ei,
          brandId,
          stage: target,
          tag: 'WARM',
        })
      ).status,
    ).toBe(200);
    expect((await moved).content).toContain(`to **${targetLabel}**`);
    expect(
      (
        await t.call(invitee.email, pairingRoutes.callNotes, {
          brandId,
          type: 'CALL',
          note: 'Joint call with the owner',
          updates: [{ eiId: ei }],
        })
      ).status,
    ).toBe(200);
    const list = await t.call('bo@demo.test', collaborationRoutes.collaborators, {
      eiId: ei,
      brandId,
    });
    expect(list.body.data.collaborators[0]).toMatchObject({
      coUserId: invitee.id,
      inviteStatus: 'ACCEPTED',
    });
    expect(
      (await t.call('bo@demo.test', collaborationRoutes.requests, { eiId: ei })).body.data
        .requests[0],
    ).toMatchObject({ invitationId, inviteStatus: 'ACCEPTED' });

    // invite the third, then revoke: their notification shows it, and acting answers the spec's revoked text
    await t.call('bo@demo.test', collaborationRoutes.changeCollaborators, {
      eiId: ei,
      brandId,
      add: [third.id],
    });
    const thirdNote = (await t.call(third.email, notificationRoutes.list, { class: 'ACTION' })).body
      .data.notifications[0] as Notification;
    const revoke = await t.call('bo@demo.test', collaborationRoutes.changeCollaborators, {
      eiId: ei,
      brandId,
      remove: [third.id],
    });
    expect(revoke.body.data.message).toBe(COLLAB_MESSAGES.removedOne);
    const after = (await t.call(third.email, notificationRoutes.list, { class: 'ACTION' })).body
      .data.notifications[0] as Notification;
    expect(after).toMatchObject({
      id: thirdNote.id,
      actionTaken: true,
      actionTakenType: 'REVOKED',
    });
    const late = await t.call(third.email, collaborationRoutes.invitationAction, {
      invitationIds: [thirdNote.additionalData!.invitationId!],
      action: 'APPROVE',
    });
    expect(late).toMatchObject({ status: 409, body: { message: COLLAB_MESSAGES.revoked } });
    // an HR user may not invite
    expect(
      (
        await t.call('hr@demo.test', collaborationRoutes.changeCollaborators, {
          eiId: ei,
          brandId,
          add: [third.id],
        })
      ).status,
    ).toBe(403);
  });

  it('a brand suggestion reaches the project owner, whose approval assigns it with history; deciding twice is a 409', async () => {
    const { rows } = await t.db.execute<{
      id: number;
    }>(sql`select b.id from brands b where not b.is_offloaded and not exists (select 1 from pairings a where a.ei_id = ${eiId} and a.brand_id = b.id)
      and (b.industry_id is null or not exists (select 1 from ei_blocked_industries x where x.ei_id = ${eiId} and x.industry_id = b.industry_id)) order by b.id desc limit 1`);
    const brandId = rows[0].id;
    const poSocket = await open('po@demo.test');
    const arrived = next<Notification>(
      poSocket,
      'notification',
      (n) => n.type === 'BRAND_SUGGESTION',
    );
    const made = await t.call('sme@demo.test', collaborationRoutes.suggest, {
      eiId,
      brandId,
    });
    expect(made.status).toBe(200);
    expect(
      (
        await t.call('sme@demo.test', collaborationRoutes.suggest, {
          eiId,
          brandId,
        })
      ).status,
    ).toBe(409);
    const n = await arrived;
    expect(n).toMatchObject({
      class: 'ACTION',
      users: [{ userType: 'SUGGESTER' }, { actionEnabled: true }],
    });
    const suggestionId = n.additionalData!.suggestionId!;
    expect(
      (
        await t.call('bo@demo.test', collaborationRoutes.suggestionAction, {
          suggestionIds: [suggestionId],
          action: 'APPROVE',
        })
      ).status,
    ).toBe(404);
    const ok = await t.call('po@demo.test', collaborationRoutes.suggestionAction, {
      suggestionIds: [suggestionId],
      action: 'APPROVE',
    });
    expect(ok.body.data.message).toBe(COLLAB_MESSAGES.suggestionApproved);
    const { rows: paired } = await t.db.execute<{ status: string }>(
      sql`select status from pairings where ei_id = ${eiId} and brand_id = ${brandId}`,
    );
    expect(paired[0].status).toBe('ASSIGNED');
    const hist = (await t.call('po@demo.test', pairingRoutes.eiHistory, { eiId })).body.data
      .history;
    expect(hist.find((h: { brandId: number }) => h.brandId === brandId)).toMatchObject({
      action: 'ASSIGN',
      fromStage: 'UNASSIGNED',
    });
    const again = await t.call('po@demo.test', collaborationRoutes.suggestionAction, {
      suggestionIds: [suggestionId],
      action: 'REJECT',
    });
    expect(again.status).toBe(409);
    const tab3 = (await t.call('po@demo.test', collaborationRoutes.suggestions, { eiId })).body.data
      .suggestions[0];
    expect(tab3).toMatchObject({
      suggestionId,
      status: 'APPROVED',
      decidedBy: { userName: expect.any(String) },
      canAct: false,
    });
    const told = (await t.call('sme@demo.test', notificationRoutes.list, {})).body.data
      .notifications[0] as Notification;
    expect(told).toMatchObject({ type: 'SUGGESTION_APPROVED' });
    const settled = (
      await t.call('po@demo.test', notificationRoutes.list, { class: 'ACTION' })
    ).body.data.notifications.find((x: Notification) => x.id === n.id);
    expect(settled).toMatchObject({
      actionTakenType: 'APPROVE',
      actionTakenByUserName: expect.any(String),
    });
  });

  it('the call lock refuses notifications with the spec’s message until the call notes are saved', async () => {
    const { rows } = await t.db.execute<{ brand_id: number }>(
      sql`select brand_id from brand_owners where user_id = ${boId} order by brand_id limit 1`,
    );
    const brandId = rows[0].brand_id;
    expect(
      (await t.call('bo@demo.test', userRoutes.updateLock, { isLocked: true, brandId })).body.data,
    ).toMatchObject({ isLocked: true, brandId });
    const refused = await t.call('bo@demo.test', notificationRoutes.list, {});
    expect(refused).toMatchObject({
      status: 423,
      body: { error: 'CALL_LOCKED', message: CALL_LOCK_MESSAGE },
    });
    expect((await t.call('bo@demo.test', userRoutes.lockStatus, {})).body.data.isLocked).toBe(true);
    expect(
      (
        await t.call('bo@demo.test', pairingRoutes.callNotes, {
          brandId,
          type: 'CALL',
          note: 'Discussed the renewal',
        })
      ).status,
    ).toBe(200);
    expect((await t.call('bo@demo.test', userRoutes.lockStatus, {})).body.data.isLocked).toBe(
      false,
    );
    expect((await t.call('bo@demo.test', notificationRoutes.list, {})).status).toBe(200);
  });

  it('a connecting user is seen as active and announced to others', async () => {
    await t.db.execute(
      sql`update users set last_active_on = now() - interval '1 hour' where email = 'lg@demo.test'`,
    );
    const watcher = await open('fi@demo.test');
    const lgId = await userId(t.db, 'lg@demo.test');
    const seen = next<PresenceBatch>(watcher, 'presence', (p) =>
      p.users.some((u) => u.userId === lgId),
    );
    await open('lg@demo.test');
    expect(
      Date.now() - Date.parse((await seen).users.find((u) => u.userId === lgId)!.lastActiveOn),
    ).toBeLessThan(60_000);
    const { rows } = await t.db.execute<{ fresh: boolean }>(
      sql`select last_active_on > now() - interval '1 minute' as fresh from users where id = ${lgId}`,
    );
    expect(rows[0].fresh).toBe(true);
  });

  it('a stopping copy lets its connections go spread over the time given, each as a lost connection (its client reconnects), all namespaces of one together', async () => {
    const copy = await serverCopy(t);
    try {
      await copy.listen({ port: 0, host: '127.0.0.1' });
      const at = `http://127.0.0.1:${(copy.server.address() as { port: number }).port}`;
      const token = await tokenOf('po@demo.test');
      const [first, ...others] = await Promise.all(
        Array.from({ length: 20 }, () => socketOf(at, token)),
      );
      // a second namespace over the first socket's connection, as the web client multiplexes them
      const task = first!.io.socket('/task', { auth: { token } });
      await new Promise<void>((resolve) => task.once('connect', () => resolve()));
      const started = Date.now();
      const lost = await Promise.all(
        [first!, task, ...others]
          .map(
            (s) =>
              new Promise<{ ms: number; reason: string }>((resolve) =>
                s.once('disconnect', (reason) => resolve({ ms: Date.now() - started, reason })),
              ),
          )
          .concat([copy.realtime.release(1_000).then(() => ({ ms: -1, reason: 'released' }))]),
      );
      const closes = lost.slice(0, -1);
      // 'transport close' is a lost connection, which socket.io-client retries ('io server disconnect' is not)
      expect(new Set(closes.map((l) => l.reason))).toEqual(new Set(['transport close']));
      expect(Math.abs(closes[0]!.ms - closes[1]!.ms)).toBeLessThan(50); // one connection, closed once
      const times = closes.map((l) => l.ms).sort((a, b) => a - b);
      expect(times[0]).toBeLessThan(300);
      expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(700); // ten shares, 100 ms apart
    } finally {
      await copy.close();
    }
  });

  // Several copies need the PostgreSQL server and Redis (CI has both: TEST_DATABASE_URL, TEST_REDIS_URL).
  it.runIf(kind === 'postgres' && !!process.env.TEST_REDIS_URL)(
    'two server copies behind Redis: a notification produced through copy A arrives on a socket of copy B',
    async () => {
      const [a, b] = await Promise.all(
        [0, 1].map(() => serverCopy(t, { redisUrl: process.env.TEST_REDIS_URL })),
      );
      try {
        await Promise.all([a, b].map((x) => x.listen({ port: 0, host: '127.0.0.1' })));
        const urlB = `http://127.0.0.1:${(b.server.address() as { port: number }).port}`;
        const s = await socketOf(urlB, await tokenOf('bo@demo.test'), '/chat');
        sockets.push(s);
        await linked(a, s, boId); // the adapters read each other's streams
        const notifications = await socketOf(urlB, await tokenOf('bo@demo.test'));
        sockets.push(notifications);
        const { rows } = await t.db.execute<{ brand_id: number }>(
          sql`select brand_id from brand_owners where user_id = ${boId} order by brand_id desc limit 1`,
        );
        const got = next<Notification>(
          notifications,
          'notification',
          (n) => n.type === 'BRAND_INFO_UPDATE',
        );
        await t.db.execute(
          sql`update brands set info_update_notification_enabled = true where id = ${rows[0].brand_id}`,
        );
        const res = await a.inject({
          method: 'POST',
          url: '/api/brand/info/notify',
          headers: { authorization: await t.auth('po@demo.test') },
          payload: { brandId: rows[0].brand_id },
        });
        expect(res.statusCode).toBe(200);
        expect((await got).brands[0].brandId).toBe(rows[0].brand_id);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    },
  );
});
