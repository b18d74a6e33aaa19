import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES,
  chatRoutes,
  collaborationRoutes,
  notificationRoutes,
  repositoryRoutes,
  type ChatListResult,
  type ChatMessage,
  type NotificationListResult,
  type RepositoryListResult,
} from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';

/** What the demo logins open on: their chats, notifications and repositories (seed/chats.ts, notifications.ts, repositories.ts), read through the routes. */
describe.each(testDatabases())(
  'the demo logins’ chats, notifications and repositories on %s',
  (kind) => {
    let t: TestApp;
    const list = async (email: string, chatType: 'CHATS' | 'EVENTS') =>
      (await t.call(email, chatRoutes.list, { chatType })).body.data as ChatListResult;
    const messages = async (email: string, chatId: number) =>
      (await t.call(email, chatRoutes.messages, { chatId, count: 50 })).body.data
        .messages as ChatMessage[];

    beforeAll(async () => {
      t = await startTestApp(kind, { brands: 150, pairings: 300 });
    });
    afterAll(() => t?.close());

    it('the demo BO opens Chat on their conversations, some unread, and their deal’s event group', async () => {
      const [to, admin] = await Promise.all(
        ['to@demo.test', 'admin@demo.test'].map((e) => userId(t.db, e)),
      );
      const chats = await list('bo@demo.test', 'CHATS');
      const personal = chats.chats.filter((c) => c.purpose === 'PERSONAL_CHAT');
      expect(personal.map((c) => c.otherUser?.userId)).toEqual(expect.arrayContaining([to, admin]));
      const group = chats.chats.find((c) => c.purpose === 'REG_GROUP')!;
      expect(group).toMatchObject({ name: 'Team 1 pipeline', owner: to });
      const events = await list('bo@demo.test', 'EVENTS');
      // the deal's event group, with messages, comes first: the groups without any are older
      const eventGroup = events.chats[0]!;
      expect(eventGroup.latestMid).toBeGreaterThan(0);
      expect(events.chats.filter((c) => c.latestMid > 0)).toHaveLength(1);
      expect(eventGroup.unreadCount).toBeGreaterThan(0);
      // three chats have lines the BO has not read: the header badge counts them
      expect(chats.unreadChats).toBe(3);

      for (const chat of [...chats.chats, eventGroup]) {
        const got = await messages('bo@demo.test', chat.id);
        expect(got.map((m) => m.mid)).toEqual(got.map((_, i) => i + 1));
        expect(got.length).toBe(chat.latestMid);
        expect(chat.unreadCount).toBe(chat.latestMid - chat.lastRead);
        const times = got.map((m) => Date.parse(m.sentOn));
        expect(times).toEqual([...times].sort((a, b) => a - b));
        expect(times.at(-1)!).toBeLessThan(Date.now());
      }
      const [created] = await messages('bo@demo.test', group.id);
      expect(created).toMatchObject({
        type: 'ANNOUNCEMENT',
        content: CHAT_MESSAGES.groupCreatedAnnouncement,
        additionalData: { actionName: 'GROUP_CREATED', actionTakenByUserId: to },
      });
    });

    it('the demo PO and TO have conversations too; nobody else is a member of them', async () => {
      expect((await list('po@demo.test', 'CHATS')).chats.length).toBeGreaterThanOrEqual(2);
      expect((await list('to@demo.test', 'CHATS')).chats.length).toBeGreaterThanOrEqual(3);
      expect((await list('hr@demo.test', 'CHATS')).chats).toEqual([]);
    });

    it('the demo BO’s bell: tasks assigned to them, brands assigned by POs, the latest unread, and an open collaboration invitation that works', async () => {
      const page = async (cls: '' | 'ACTION') =>
        (await t.call('bo@demo.test', notificationRoutes.list, { class: cls, count: 50 })).body
          .data as NotificationListResult;
      const all = await page('');
      const types = new Set(all.notifications.map((n) => n.type));
      expect([...types]).toEqual(
        expect.arrayContaining(['TASK_ASSIGNED', 'BRAND_ASSIGNED', 'COLLAB_INVITE']),
      );
      expect(all.unreadCount).toBeGreaterThan(0);
      expect(all.unreadCount).toBeLessThan(all.totalNoOfEntries);
      for (const n of all.notifications) {
        expect(n.content).toMatch(/^\*\*[^*]+\*\* /);
        expect(Date.parse(n.date)).toBeLessThan(Date.now());
      }
      const [invite] = (await page('ACTION')).notifications;
      expect(invite).toMatchObject({ type: 'COLLAB_INVITE', actionTaken: false, isRead: false });
      const invitationId = invite.additionalData!.invitationId!;
      const accepted = await t.call('bo@demo.test', collaborationRoutes.invitationAction, {
        invitationIds: [invitationId],
        action: 'APPROVE',
      });
      expect(accepted.status).toBe(200);
      expect((await page('ACTION')).notifications[0]).toMatchObject({
        actionTaken: true,
        actionTakenType: 'APPROVE',
      });
    });

    it('repositories: the BO has their own draft and sees the PO’s published pitch list, not the TO’s draft', async () => {
      const tab = async (email: string, mainTab: 'PRIVATE' | 'PUBLIC') =>
        (await t.call(email, repositoryRoutes.list, { mainTab })).body.data as RepositoryListResult;
      const mine = await tab('bo@demo.test', 'PRIVATE');
      expect(mine.repositories).toMatchObject([{ name: 'Renewals to chase', isMine: true }]);
      expect(mine.repositories[0]!.brandCount).toBeGreaterThan(0);
      const pub = await tab('bo@demo.test', 'PUBLIC');
      expect(pub.repositories).toHaveLength(1);
      expect(pub.repositories[0]).toMatchObject({ status: 'PUBLISHED', isMine: false });
      expect(pub.repositories[0]!.name).toMatch(/: festive season pitch list$/);
      expect(pub.repositories[0]!.brandCount).toBeGreaterThan(0);
      const to = await tab('to@demo.test', 'PRIVATE');
      expect(to.repositories).toMatchObject([
        { name: 'Team targets for next quarter', status: 'DRAFT' },
      ]);
    });
  },
);
